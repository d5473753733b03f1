/**
 * Shared three.js pieces for the tables: die colours, text drawn into textures, and a tween
 * queue whose promises resolve when an animation lands (tables play events strictly in
 * order). The dice themselves are in diceSet.ts.
 */
import * as THREE from 'three';

/** Colours of a die: its body, its pips, and the single pip of the 1. */
export interface DieColours {
  readonly body: string;
  readonly pip: string;
  readonly one: string;
}

/** Ivory with black pips and a red 1: the classic die. */
export const IVORY: DieColours = { body: '#f8f4e8', pip: '#1c1c1c', one: '#b3261e' };

/** A canvas texture with one line of centred text, shrunk until it fits. */
export function textTexture(text: string, opts: { width: number; height: number; font: string; color: string; background?: string }): THREE.CanvasTexture {
  const c = document.createElement('canvas');
  c.width = opts.width;
  c.height = opts.height;
  const g = c.getContext('2d')!;
  if (opts.background) {
    g.fillStyle = opts.background;
    g.fillRect(0, 0, opts.width, opts.height);
  }
  g.font = opts.font;
  const base = /(\d+)px/.exec(opts.font);
  for (let px = base ? Number(base[1]) : 48; px > 12 && g.measureText(text).width > opts.width * 0.96; px -= 2) {
    g.font = opts.font.replace(/\d+px/, `${px}px`);
  }
  g.fillStyle = opts.color;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text, opts.width / 2, opts.height / 2);
  const tex = new THREE.CanvasTexture(c);
  tex.colorSpace = THREE.SRGBColorSpace;
  return tex;
}

/**
 * A hidden sprite with the material a table's flashes use ("6 vs 4", "-1"): in the scene from
 * the start, it lets `renderer.compile` build their shader while the table opens instead of
 * stalling the frame of the first flash (seconds in a software renderer).
 */
export function warmSprite(): THREE.Sprite & { dispose(): void } {
  const map = new THREE.DataTexture(new Uint8Array([255, 255, 255, 0]), 1, 1);
  map.colorSpace = THREE.SRGBColorSpace;
  map.needsUpdate = true;
  const material = new THREE.SpriteMaterial({ map, transparent: true, depthTest: false });
  const sprite = new THREE.Sprite(material);
  sprite.visible = false;
  sprite.name = 'warm-up';
  return Object.assign(sprite, {
    dispose(): void {
      sprite.removeFromParent();
      map.dispose();
      material.dispose();
    },
  });
}

/** Smooth in-out easing. */
export const ease = (k: number): number => (k < 0.5 ? 4 * k * k * k : 1 - (-2 * k + 2) ** 3 / 2);

interface Tween {
  elapsed: number;
  readonly duration: number;
  readonly step: (k: number) => void;
  readonly done: () => void;
}

/** Running tweens; a scene calls `update` per frame and renders while `busy`. */
export class Tweens {
  private list: Tween[] = [];

  constructor(private readonly changed: () => void) {}

  /** Runs `step(k)` for k from 0 to 1 over `ms`; resolves when it lands (at once for ms <= 0). */
  run(ms: number, step: (k: number) => void): Promise<void> {
    if (ms <= 0) {
      step(1);
      this.changed();
      return Promise.resolve();
    }
    return new Promise((done) => {
      this.list.push({ elapsed: 0, duration: ms, step, done });
      this.changed();
    });
  }

  /** Whether a tween is running. */
  get busy(): boolean {
    return this.list.length > 0;
  }

  /** Advances running tweens; returns whether any still runs. */
  update(dtSeconds: number): boolean {
    if (this.list.length === 0) return false;
    const dt = Math.min(dtSeconds, 0.1) * 1000;
    const finished: Tween[] = [];
    for (const tw of this.list) {
      tw.elapsed += dt;
      const k = Math.min(1, tw.elapsed / tw.duration);
      tw.step(k);
      if (k >= 1) finished.push(tw);
    }
    if (finished.length) {
      this.list = this.list.filter((tw) => !finished.includes(tw));
      for (const tw of finished) tw.done();
    }
    return true;
  }

  /** Lands every running tween at once (on dispose). */
  finishAll(): void {
    for (const tw of this.list) {
      tw.step(1);
      tw.done();
    }
    this.list = [];
  }
}
