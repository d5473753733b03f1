/**
 * The app's few sounds, synthesized with WebAudio (no audio files): a die's clack when it
 * moves or swaps, a soft thud when one is removed, two rising notes when it is your move, a
 * chime when the game ends. Silent at
 * volume 0, and silent without WebAudio. Game-agnostic: each game maps its event types to
 * these sounds (GameUi.sounds) and the table shell plays them as the events are reached.
 */

/** The sounds there are. */
export type SoundName = 'clack' | 'thud' | 'chime' | 'turn';

let volume = 0.8;
let ctx: AudioContext | null = null;
/** Last start time per sound, so a burst of events (fast speed) makes one sound, not a roar. */
const last = new Map<SoundName, number>();

/** Sets the master volume, 0 to 1. */
export function setVolume(v: number): void {
  volume = Math.max(0, Math.min(1, v));
}

function context(): AudioContext | null {
  if (ctx) return ctx;
  try {
    ctx = new AudioContext();
  } catch {
    ctx = null;
  }
  return ctx;
}

/** A gain envelope: quick attack, exponential decay over `length` seconds. */
function envelope(ac: AudioContext, at: number, peak: number, length: number): GainNode {
  const g = ac.createGain();
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(Math.max(0.0002, peak * volume), at + 0.004);
  g.gain.exponentialRampToValueAtTime(0.0001, at + length);
  g.connect(ac.destination);
  return g;
}

/** Notes one after another, `gap` seconds apart, each with its own envelope. */
function arpeggio(ac: AudioContext, now: number, freqs: readonly number[], o: { gap: number; wave: OscillatorType; gain: number; decay: number; length: number }): void {
  for (const [i, f] of freqs.entries()) {
    const at = now + i * o.gap;
    const osc = ac.createOscillator();
    osc.type = o.wave;
    osc.frequency.value = f;
    osc.connect(envelope(ac, at, o.gain, o.decay));
    osc.start(at);
    osc.stop(at + o.length);
  }
}

function noiseBuffer(ac: AudioContext, seconds: number): AudioBuffer {
  const buf = ac.createBuffer(1, Math.ceil(ac.sampleRate * seconds), ac.sampleRate);
  const data = buf.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  return buf;
}

/** Plays one sound now (no-op when muted, unsupported, or the same sound just played). */
export function playSound(name: SoundName): void {
  if (volume <= 0) return;
  const ac = context();
  if (!ac) return;
  if (ac.state === 'suspended') void ac.resume().catch(() => {});
  const now = ac.currentTime;
  if (now - (last.get(name) ?? -1) < 0.05) return;
  last.set(name, now);
  try {
    if (name === 'clack') {
      // A short, bright burst of filtered noise: wood on wood.
      const src = ac.createBufferSource();
      src.buffer = noiseBuffer(ac, 0.06);
      const band = ac.createBiquadFilter();
      band.type = 'bandpass';
      band.frequency.value = 2400;
      band.Q.value = 3;
      src.connect(band).connect(envelope(ac, now, 0.5, 0.06));
      src.start(now);
    } else if (name === 'thud') {
      // A low sine dropping in pitch: something set down on felt.
      const osc = ac.createOscillator();
      osc.type = 'sine';
      osc.frequency.setValueAtTime(150, now);
      osc.frequency.exponentialRampToValueAtTime(55, now + 0.18);
      osc.connect(envelope(ac, now, 0.6, 0.22));
      osc.start(now);
      osc.stop(now + 0.25);
    } else if (name === 'turn') {
      // Two soft notes rising: your move.
      arpeggio(ac, now, [587.33, 880], { gap: 0.11, wave: 'sine', gain: 0.16, decay: 0.35, length: 0.4 });
    } else {
      // Three soft bell partials, a major triad.
      arpeggio(ac, now, [523.25, 659.25, 783.99], { gap: 0.09, wave: 'triangle', gain: 0.25, decay: 1.1, length: 1.2 });
    }
  } catch {
    /* an audio failure never stops the game */
  }
}
