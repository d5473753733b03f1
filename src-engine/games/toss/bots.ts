/**
 * Toss's own AI throwers (Game.ai.bots): each level picks what to go for, then misses by its
 * aim noise. A listed aim is exact; a hand is not. Easy always lobs at the middle of the board;
 * medium reads the board (a free spot, or an opponent die it can drive into the hole); greedy
 * and hard try each listed aim through the physics on sampled tumbles, hard with its own noise
 * and more samples, and keep the best outlook for the frame.
 */
import type { GameBot, Seat } from '../../core/game';
import { nextUint32Mut, type RngState } from '../../core/rng';
import { candidateAims, type AimChoice } from './aims';
import { AIM_BOUNDS, HOLE_S, toSurface, type Aim } from './geometry';
import type { PhysicsPort } from './physics/port';
import { applyMut, cloneState, nextPitch, sideOf } from './rules';
import type { TossAction, TossState, TossView } from './state';
import { determinize, provisionalScores } from './view';

type Mut = [number, number, number, number];

/** How far a level's hand strays, one standard deviation. */
export interface AimNoise {
  /** Degrees of yaw (1 degree is about 15 cm across at the board). */
  readonly yaw: number;
  /** Degrees of arc. */
  readonly pitch: number;
  /** A fraction of the power (1% is about 18 cm in length). */
  readonly power: number;
}

/** A thrower level. */
export interface ThrowerLevel {
  readonly name: string;
  readonly noise: AimNoise;
  /** How it picks what to go for. */
  readonly strategy: 'middle' | 'read' | 'simulate';
  /** Simulations per listed aim ('simulate' only). */
  readonly samples: number;
}

/**
 * The levels, weakest first (measured in docs/ai-strength.md, "## toss 2p"). Greedy, the
 * yardstick every game's ladder steps from, has the shakiest hand; easy's is 0.87 of it. With
 * the same hand easy only drew with greedy (0.47 over 40 games, lobbing at the middle or reading
 * the board as medium does): a miss by 2.5 degrees of arc
 * is a foul whatever was aimed at, and greedy's single noisy trial per aim picks lucky aims as
 * often as good ones. Easy's steadier hand at 0.85 of greedy's beat greedy 0.82 and lost to
 * medium 0.30; at 0.9, 0.65 and 0.14 (bench/toss-levels.ts, 40 and 80 games from seed 1).
 */
export const THROWERS: Readonly<Record<'greedy' | 'easy' | 'medium' | 'hard', ThrowerLevel>> = {
  greedy: { name: 'greedy', noise: { yaw: 1, pitch: 2.5, power: 0.018 }, strategy: 'simulate', samples: 1 },
  easy: { name: 'easy', noise: { yaw: 0.87, pitch: 2.2, power: 0.0157 }, strategy: 'middle', samples: 0 },
  medium: { name: 'medium', noise: { yaw: 0.5, pitch: 1.2, power: 0.009 }, strategy: 'read', samples: 0 },
  hard: { name: 'hard', noise: { yaw: 0.25, pitch: 0.6, power: 0.0045 }, strategy: 'simulate', samples: 2 },
};

function uniform(r: Mut): number {
  return (nextUint32Mut(r) + 0.5) / 0x1_0000_0000;
}

/** A standard normal deviate (Box-Muller). */
function gaussian(r: Mut): number {
  return Math.sqrt(-2 * Math.log(uniform(r))) * Math.cos(2 * Math.PI * uniform(r));
}

const clamp = (x: number, [lo, hi]: readonly [number, number]): number => Math.min(hi, Math.max(lo, x));
const r100 = (x: number): number => Math.round(x * 100) / 100;

/** The aim a hand actually delivers when it means `aim`, rounded as a record keeps it. */
export function strayed(aim: Aim, noise: AimNoise, r: Mut): Aim {
  return {
    yaw: r100(clamp(aim.yaw + noise.yaw * gaussian(r), AIM_BOUNDS.yaw)),
    pitch: r100(clamp(aim.pitch + noise.pitch * gaussian(r), AIM_BOUNDS.pitch)),
    power: Math.round(clamp(aim.power * (1 + noise.power * gaussian(r)), AIM_BOUNDS.power) * 1000) / 1000,
    ...(aim.spin ? { spin: aim.spin } : {}),
  };
}

/** The coin toss's picks: pitching last is worth having (the last die can knock), and the lanes are alike. */
function coinPick(legal: readonly TossAction[]): TossAction {
  return legal.find((a) => a.type === 'choose' && a.pick === 'second') ?? legal.find((a) => a.type === 'choose' && a.pick === 'left') ?? legal[0]!;
}

/** The offered aims for the seat to pitch now, with their names. */
function offered(v: TossView): AimChoice[] {
  const n = nextPitch(v)!;
  return candidateAims(v.lanes![n.side], v.frame!.end, v.frame!.dice, n.side);
}

/** Medium: drive an opponent die that sits short of the hole into it; else lob at the free spot farthest from every die. */
function readBoard(v: TossView, choices: readonly AimChoice[]): AimChoice {
  const dice = v.frame!.dice;
  const knock = choices.find((c) => {
    if (c.knocks === undefined || !c.label.endsWith('drive')) return false;
    const d = toSurface(dice[c.knocks]!.pos);
    return Math.abs(d.u) < 0.08 && d.s > HOLE_S - 0.35 && d.s < HOLE_S - 0.06;
  });
  if (knock) return knock;
  let best = choices[0]!;
  let room = -Infinity;
  for (const c of choices) {
    if (c.knocks !== undefined || c.label.startsWith('hole') || !c.label.endsWith('lob')) continue;
    const spot = c.label.split(' ')[0]!;
    const at = SPOT_AT[spot];
    if (!at) continue;
    let near = 1;
    for (const d of dice) {
      if (d.inHole || d.fouled || d.onGround) continue;
      const p = toSurface(d.pos);
      near = Math.min(near, Math.hypot(p.u - at.u, p.s - at.s));
    }
    // Away from the hole too: a die that lands near it is one knock from -3.
    const value = near + 0.5 * Math.min(0.4, Math.hypot(at.u, at.s - HOLE_S));
    if (value > room) {
      room = value;
      best = c;
    }
  }
  return best;
}

const SPOT_AT: Record<string, { u: number; s: number }> = {
  front: { u: 0, s: 0.3 },
  middle: { u: 0, s: 0.6 },
  'middle-left': { u: 0.18, s: 0.6 },
  'middle-right': { u: -0.18, s: 0.6 },
  'back-left': { u: 0.2, s: 1.0 },
  'back-right': { u: -0.2, s: 1.0 },
};

/** The frame's outlook for `seat` after a state: its side's frame score so far minus the other's. */
function outlook(s: TossState, seat: Seat): number {
  const side = sideOf(seat);
  const p = provisionalScores(s);
  return p[side].score - p[side === 0 ? 1 : 0].score;
}

/** An offered aim and its average frame outlook over the trial throws. */
interface Tried {
  readonly choice: AimChoice;
  readonly value: number;
}

/**
 * Tries each offered aim `samples` times through the physics, with the level's own hand; best
 * average first (ties keep the offered order). Without a physics engine the offered order stands.
 */
function simulateRanked(port: PhysicsPort, level: ThrowerLevel, v: TossView, seat: Seat, choices: readonly AimChoice[], r: Mut): Tried[] {
  const physics = port.get();
  if (!physics) return choices.map((choice) => ({ choice, value: 0 }));
  // Common random numbers: every aim meets the same sampled tumbles and the same hand.
  const worlds: { state: TossState; hand: Mut }[] = [];
  let g: RngState = [nextUint32Mut(r), nextUint32Mut(r), nextUint32Mut(r), nextUint32Mut(r) | 1];
  for (let k = 0; k < level.samples; k++) {
    const [state, next] = determinize(v, g);
    g = next;
    worlds.push({ state, hand: [nextUint32Mut(r), nextUint32Mut(r), nextUint32Mut(r), nextUint32Mut(r) | 1] });
  }
  const tried = choices.map((c) => {
    let total = 0;
    for (const w of worlds) {
      const draft = cloneState(w.state);
      const hand: Mut = [...w.hand];
      if (!applyMut(draft, { type: 'toss', seat, aim: strayed(c.aim, level.noise, hand) }, [], physics).ok) continue;
      total += outlook(draft, seat);
    }
    return { choice: c, value: total / Math.max(1, worlds.length) };
  });
  return tried
    .map((t, i) => ({ t, i }))
    .sort((a, b) => b.t.value - a.t.value || a.i - b.i)
    .map(({ t }) => t);
}

/** A thrower's aims worth considering: no thrower tries its own hole on purpose (a die in it is -3 for its side). */
function worthTrying(choices: readonly AimChoice[]): AimChoice[] {
  return choices.filter((c) => !c.label.startsWith('hole'));
}

const signed = (x: number): string => `${x >= 0 ? '+' : ''}${x.toFixed(1)}`;

/** A thrower of `level` using the toss physics behind `port` for its trial throws. */
export function makeThrower(level: ThrowerLevel, port: PhysicsPort): GameBot<TossView, TossAction> {
  return {
    name: level.name,
    choose(view, seat, legal, rng) {
      const r: Mut = [rng[0], rng[1], rng[2], rng[3]];
      const first = legal[0]!;
      if (first.type === 'choose') return { action: coinPick(legal), rng: r };
      if (first.type !== 'toss') {
        // The score keeper: results of real dice are people's to enter; a bot seat there (tests,
        // the bench) enters one at random, never an undo, so its games end.
        const entries = legal.filter((a) => a.type === 'enter');
        return { action: entries[nextUint32Mut(r) % entries.length] ?? first, rng: r };
      }
      const choices = offered(view);
      let goal: AimChoice;
      if (level.strategy === 'middle') goal = choices.find((c) => c.label === 'middle lob') ?? choices[0]!;
      else if (level.strategy === 'read') goal = readBoard(view, choices);
      else goal = simulateRanked(port, level, view, seat, worthTrying(choices), r)[0]!.choice;
      return { action: { type: 'toss', seat, aim: strayed(goal.aim, level.noise, r) }, rng: r };
    },
    explain(view, seat, legal, rng) {
      const r: Mut = [rng[0], rng[1], rng[2], rng[3]];
      const first = legal[0]!;
      if (first.type === 'choose') {
        const pick = coinPick(legal);
        return {
          top: [{ action: pick, label: pick.type === 'choose' ? pick.pick : '', share: 1, mean: 0 }],
          reason: 'Pitching second lets your last die knock the others.',
          iterations: 0,
          rng: r,
        };
      }
      if (first.type !== 'toss')
        return { top: [{ action: first, label: 'enter', share: 1, mean: 0 }], reason: 'Enter what the die shows: the keeper records real dice.', iterations: 0, rng: r };
      // The hint is the level's choice of where to go, pitched as meant (no hand noise in a suggestion).
      const choices = worthTrying(offered(view));
      const ranked: Tried[] =
        level.strategy === 'simulate'
          ? simulateRanked(port, level, view, seat, choices, r)
          : [{ choice: level.strategy === 'read' ? readBoard(view, choices) : (choices.find((c) => c.label === 'middle lob') ?? choices[0]!), value: 0 }];
      const top = ranked.slice(0, 2).map((t) => ({
        action: { type: 'toss' as const, seat, aim: t.choice.aim },
        label: t.choice.label,
        share: 1 / ranked.length,
        // A frame swings by up to 36 points; hints show values in [-1, 1].
        mean: Math.max(-1, Math.min(1, t.value / 36)),
      }));
      const [a, b] = ranked;
      const reason =
        b === undefined
          ? `${a!.choice.label}.`
          : `${a!.choice.label}: ${signed(a!.value)} points for the frame on average over ${level.samples} trial throws, against ${b.choice.label} (${signed(b.value)}).`;
      return { top, reason, iterations: ranked.length * level.samples, rng: r };
    },
  };
}
