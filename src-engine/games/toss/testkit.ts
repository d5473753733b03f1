/** Scenario helpers for toss tests: keeper games entered die by die, a scripted physics, dice placed on the board. */
import type { Pips } from '../../core/dice';
import { unwrap } from '../../core/result';
import { restingCentre, SLOPE, qmul, type Quat, type Vec3 } from './geometry';
import { orientationFor } from './judge';
import { createToss, toss } from './index';
import type { PhysicsPort, SimDieResult, SimInput, SimOutput, TossPhysics } from './physics/port';
import type { DieResult, Side } from './scoring';
import type { TossAction, TossEvent, TossState } from './state';

/** A keeper game (singles unless `seats: 4`) with `firstSide` opening, so no coin toss is needed. */
export function keeper(opts: { seats?: 2 | 4; firstSide?: Side } = {}): TossState {
  const o = unwrap(toss.parseOptions({ seats: opts.seats ?? 2, mode: 'keeper', firstSide: opts.firstSide ?? 0 }));
  return unwrap(toss.setup(o, 1)).state;
}

/** Applies an action that must be legal, collecting events. */
export function play(s: TossState, action: TossAction, log?: TossEvent[], game = toss): TossState {
  const r = game.apply(s, action);
  if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
  log?.push(...r.value.events);
  return r.value.state;
}

/** Enters results in pitching order, each by the seat whose die it is. */
export function enter(s: TossState, results: readonly DieResult[], log?: TossEvent[]): TossState {
  for (const result of results) s = play(s, { type: 'enter', seat: toss.toAct(s)[0]!, result }, log);
  return s;
}

/** Enters a whole frame from each side's three results (interleaved in pitching order by the opener). */
export function frame(s: TossState, a: readonly DieResult[], b: readonly DieResult[], log?: TossEvent[]): TossState {
  const opener = s.frame!.opener;
  const first = opener === 0 ? a : b;
  const second = opener === 0 ? b : a;
  return enter(s, [first[0]!, second[0]!, first[1]!, second[1]!, first[2]!, second[2]!], log);
}

/** The first event of a type, typed. */
export function first<T extends TossEvent['type']>(log: readonly TossEvent[], type: T): Extract<TossEvent, { type: T }> | undefined {
  return log.find((e) => e.type === type) as Extract<TossEvent, { type: T }> | undefined;
}

/** Every event of a type, typed. */
export function all<T extends TossEvent['type']>(log: readonly TossEvent[], type: T): Extract<TossEvent, { type: T }>[] {
  return log.filter((e) => e.type === type) as Extract<TossEvent, { type: T }>[];
}

/** The rotation that tilts something lying level onto the board's slope. */
export const ON_SLOPE: Quat = [-Math.sin(SLOPE / 2), 0, 0, Math.cos(SLOPE / 2)];

/** A die lying flat on the board at surface coordinates (u, s) showing `pips`. */
export function flatDie(pips: Pips, u: number, s: number): { pos: Vec3; quat: Quat } {
  return { pos: restingCentre(u, s), quat: qmul(ON_SLOPE, orientationFor(pips)) };
}

/** What a scripted toss does: the pitched die's fate, and optionally changes to dice already in play. */
export interface Scripted {
  readonly pitched: Partial<SimDieResult>;
  readonly others?: Readonly<Record<number, Partial<SimDieResult>>>;
}

/**
 * A stand-in physics that plays a script instead of simulating: toss k gets script[k]. It records
 * every input, so tests can check what the rules handed it (which dice were still in play).
 */
export function scriptedPhysics(script: readonly Scripted[]): TossPhysics & { inputs: SimInput[] } {
  const inputs: SimInput[] = [];
  // A die nothing touches keeps lying as it lay: its last facts carry over to the next toss.
  const last = new Map<number, SimDieResult>();
  return {
    name: 'scripted',
    inputs,
    simulate(input): SimOutput {
      const step = script[inputs.length];
      inputs.push(input);
      if (!step) throw new Error(`scripted physics: no script for toss ${inputs.length}`);
      const base = (id: number, pos: Vec3, quat: Quat): SimDieResult => ({ id, pos, quat, inHole: false, fouled: false, onGround: false, onDie: false, moved: false });
      const dice = input.dice.map((d) => ({ ...(last.get(d.id) ?? base(d.id, d.pos, d.quat)), moved: false, ...(step.others?.[d.id] ?? {}) }));
      const flat = flatDie(1, 0, 0.6);
      const mine: SimDieResult = { ...base(input.toss.id, flat.pos, flat.quat), moved: true, ...step.pitched };
      for (const d of [...dice, mine]) last.set(d.id, d);
      return { dice: [...dice, mine], tracks: [{ id: input.toss.id, samples: [...mine.pos, ...mine.quat] }], seconds: 1, steps: 1 };
    },
  };
}

/** A toss game on its own port holding `physics` (or none). */
export function tossWith(physics: TossPhysics | null): ReturnType<typeof createToss> {
  const port: PhysicsPort = { get: () => physics };
  return createToss(port);
}

/** A digital singles game on `game`, side `firstSide` opening. */
export function digital(game: ReturnType<typeof createToss>, opts: { seats?: 2 | 4; firstSide?: Side } = {}): TossState {
  const o = unwrap(game.parseOptions({ seats: opts.seats ?? 2, mode: 'digital', firstSide: opts.firstSide ?? 0 }));
  return unwrap(game.setup(o, 7)).state;
}

/** A toss action for the seat to act, at a fixed legal aim (the script decides where it goes). */
export function pitch(game: ReturnType<typeof createToss>, s: TossState, log?: TossEvent[]): TossState {
  return play(s, { type: 'toss', seat: game.toAct(s)[0]!, aim: { yaw: 0, pitch: 60, power: 9.5 } }, log, game);
}
