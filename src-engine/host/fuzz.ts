/**
 * Robustness fuzzing of a game through its public interface: random legal actions mixed with
 * illegal ones (mutated legal actions, random JSON, a legal action of another seat), with
 * invariants checked after each:
 *   - a legal action (listed by legalActions) is accepted;
 *   - an action apply refuses leaves the state unchanged (apply never mutates its input);
 *   - apply accepts nothing that legalActions does not list (for the acting seat);
 *   - only seats in toAct have legal actions; a finished game has no one to act and refuses all;
 *   - the state is plain JSON (no undefined, NaN, Infinity, class instances) and survives a
 *     JSON round trip: the copy plays on exactly like the original;
 *   - views of every seat (and the public one) are plain JSON;
 *   - at each game's end, replaying its action log from the seed gives the same state;
 *   - and the game's own `checkInvariants(state)` when it offers one (optional, duck-typed).
 * A game whose actions carry continuous values (toss's aim) lists representative ones and may
 * offer `isLegal(state, action)` (optional, duck-typed): an accepted unlisted action is then a
 * finding only when it says no.
 * Pure (no clock, no platform): scripts/fuzz.ts times it, a vitest test runs a sample.
 */
import type { AnyGame } from '../core/game';
import { newRecord, replay } from '../core/record';
import { nextUint32Mut, seedRng } from '../core/rng';

/** What a fuzz run found. */
export interface FuzzReport {
  readonly game: string;
  /** apply calls made (legal and illegal). */
  readonly actions: number;
  readonly legal: number;
  readonly illegal: number;
  readonly games: number;
  /** Invariant breaches, the first few in full. */
  readonly failures: readonly string[];
  readonly failureCount: number;
}

/**
 * Optional hooks a game may add: a list of broken invariants (empty when all hold), and whether
 * an action it does not list is legal all the same (continuous values).
 */
type InvariantHook = { checkInvariants?: (state: unknown) => readonly string[]; isLegal?: (state: unknown, action: unknown) => boolean };

type Rng = [number, number, number, number];

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[nextUint32Mut(rng) % xs.length]!;
const chance = (rng: Rng, p: number): boolean => nextUint32Mut(rng) / 0x1_0000_0000 < p;

/** A JSON value with `depth` levels at most. */
function randomJson(rng: Rng, depth = 2): unknown {
  switch (nextUint32Mut(rng) % (depth > 0 ? 8 : 5)) {
    case 0:
      return null;
    case 1:
      return chance(rng, 0.5);
    case 2:
      return pick(rng, [0, 1, -1, 2, 7, 99, 1.5, -0, 2 ** 31, 1e300]);
    case 3:
      return pick(rng, ['', 'a', 'AS', '2H', 'program', 'pass', 'x'.repeat(300), '__proto__']);
    case 4:
      return nextUint32Mut(rng) % 10;
    case 5:
      return Array.from({ length: nextUint32Mut(rng) % 4 }, () => randomJson(rng, depth - 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = nextUint32Mut(rng) % 4; i > 0; i--) o[pick(rng, ['seat', 'type', 'card', 'cards', 'die', 'lane', 'to', 'from', 'x'])] = randomJson(rng, depth - 1);
      return o;
    }
  }
}

/** A legal action with one field changed (type, seat, or a value somewhere inside). */
function mutate(rng: Rng, action: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(action)) as Record<string, unknown>;
  const keys = Object.keys(copy);
  if (keys.length === 0) return randomJson(rng);
  const k = pick(rng, keys);
  const v = copy[k];
  if (Array.isArray(v) && v.length > 0 && chance(rng, 0.6)) {
    const arr: unknown[] = [...(v as unknown[])];
    const r = nextUint32Mut(rng) % 3;
    if (r === 0) arr.pop();
    else if (r === 1) arr.push(arr[0]);
    else arr[nextUint32Mut(rng) % arr.length] = randomJson(rng, 1);
    copy[k] = arr;
  } else if (typeof v === 'number' && chance(rng, 0.7)) copy[k] = v + pick(rng, [1, -1, 2, 10]);
  else if (chance(rng, 0.2)) delete copy[k];
  else copy[k] = randomJson(rng, 1);
  return copy;
}

/** Whether `v` is plain JSON; returns the path of the first offending value, or null. */
export function nonJsonPath(v: unknown, path = '$'): string | null {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return null;
  if (typeof v === 'number') return Number.isFinite(v) ? null : path;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const p = nonJsonPath(v[i], `${path}[${i}]`);
      if (p) return p;
    }
    return null;
  }
  if (typeof v === 'object') {
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null) return `${path} (not a plain object)`;
    for (const [k, x] of Object.entries(v)) {
      const p = nonJsonPath(x, `${path}.${k}`);
      if (p) return p;
    }
    return null;
  }
  return path; // undefined, function, symbol, bigint
}

/** Runs `actions` apply calls against `game`, starting new games (seeds from `seed`) as they end. */
export function fuzzGame(game: AnyGame, options: { actions: number; seed?: number; seats?: number; options?: Readonly<Record<string, unknown>> }): FuzzReport {
  const rng: Rng = [...seedRng(options.seed ?? 1)];
  const failures: string[] = [];
  let failureCount = 0;
  let legalCount = 0;
  let illegalCount = 0;
  let games = 0;
  const hook = (game as unknown as InvariantHook).checkInvariants;
  const isLegal = (game as unknown as InvariantHook).isLegal;
  const fail = (m: string): void => {
    failureCount++;
    if (failures.length < 20) failures.push(m);
  };

  const seatRange = [game.info.minSeats, game.info.maxSeats];
  let state: unknown = null;
  let gameOptions: unknown = null;
  let gameSeed = 0;
  let log: unknown[] = [];
  let seats = 0;

  const start = (): void => {
    const span = seatRange[1]! - seatRange[0]! + 1;
    const first = nextUint32Mut(rng) % span;
    // A game may not take every count in its range (toss: 2 or 4): the next one up is tried.
    let o: ReturnType<AnyGame['parseOptions']> | null = null;
    for (let k = 0; k < span && !o?.ok; k++) {
      seats = options.seats ?? seatRange[0]! + ((first + k) % span);
      gameOptions = { ...options.options, seats };
      o = game.parseOptions(gameOptions);
      if (options.seats !== undefined) break;
    }
    if (!o?.ok) throw new Error(`${game.info.id}: options ${JSON.stringify(gameOptions)} refused: ${o?.message}`);
    gameSeed = nextUint32Mut(rng) | 0;
    const s = game.setup(o.value, gameSeed);
    if (!s.ok) throw new Error(`${game.info.id}: setup refused: ${s.message}`);
    state = s.value.state;
    log = [];
    games++;
  };

  const where = (): string => `${game.info.id} seed ${gameSeed} seats ${seats} after ${log.length} actions`;

  const endOfGame = (): void => {
    const r = replay(game, { ...newRecord(game.info.id, gameOptions, gameSeed), actions: log });
    if (!r.ok) fail(`${where()}: its record does not replay: ${r.message}`);
    else if (JSON.stringify(r.value.state) !== JSON.stringify(state)) fail(`${where()}: replaying its record gives another state`);
  };

  /** Tries one action; `listed` says whether legalActions offered it for its seat. */
  const attempt = (raw: unknown, listed: boolean, kind: string): void => {
    const before = JSON.stringify(state);
    const parsed = game.parseAction(raw);
    let accepted = false;
    let next: unknown = null;
    if (parsed.ok) {
      let r;
      try {
        r = game.apply(state, parsed.value);
      } catch (e) {
        fail(`${where()}: apply threw on a ${kind} action ${JSON.stringify(raw).slice(0, 200)}: ${String(e)}`);
        return;
      }
      if (JSON.stringify(state) !== before) fail(`${where()}: apply changed its input state (${kind} action ${JSON.stringify(raw).slice(0, 200)})`);
      if (r.ok) {
        accepted = true;
        next = r.value.state;
      }
    }
    if (listed && !accepted) fail(`${where()}: a listed legal action was refused: ${JSON.stringify(raw).slice(0, 200)}`);
    if (!listed && accepted) {
      // Accepted though not listed: legal only if it equals a listed action once parsed (a reordering is a finding).
      const seat = parsed.ok ? parsed.value.seat : -1;
      const canonical = JSON.stringify(parsed.ok ? parsed.value : raw);
      const isListed =
        (game.toAct(state).includes(seat) && game.legalActions(state, seat).some((a: unknown) => JSON.stringify(a) === canonical)) ||
        (parsed.ok && isLegal !== undefined && isLegal(state, parsed.value));
      if (!isListed) fail(`${where()}: apply accepted an action legalActions does not list (${kind}): ${canonical.slice(0, 200)}`);
    }
    if (accepted) {
      legalCount++;
      log.push(JSON.parse(JSON.stringify(parsed.ok ? parsed.value : raw)));
      state = next;
    } else illegalCount++;
  };

  start();
  for (let n = 0; n < options.actions; n++) {
    const toAct = game.toAct(state);
    if (game.outcome(state) !== null) {
      if (toAct.length > 0) fail(`${where()}: finished, yet seats ${toAct.join(',')} must act`);
      for (let s = 0; s < seats; s++) if (game.legalActions(state, s).length > 0) fail(`${where()}: finished, yet seat ${s} has legal actions`);
      // A finished game refuses everything: the last action again, and random junk.
      attempt(log.length > 0 && chance(rng, 0.5) ? log[log.length - 1] : randomJson(rng), false, 'after-the-end');
      endOfGame();
      start();
      continue;
    }
    if (toAct.length === 0) {
      fail(`${where()}: no outcome, yet no seat must act`);
      start();
      continue;
    }
    const seat = pick(rng, toAct);
    const legal = game.legalActions(state, seat);
    if (legal.length === 0) {
      fail(`${where()}: seat ${seat} must act but has no legal action`);
      start();
      continue;
    }
    const roll = nextUint32Mut(rng) % 100;
    if (roll < 60) attempt(pick(rng, legal), true, 'legal');
    else if (roll < 80) attempt(mutate(rng, pick(rng, legal)), false, 'mutated');
    else if (roll < 88) attempt(randomJson(rng), false, 'random-json');
    else {
      // A seat acting out of turn, or in another seat's name.
      const other = (seat + 1 + (nextUint32Mut(rng) % Math.max(1, seats - 1))) % Math.max(seats, 2);
      const waiting = Array.from({ length: seats }, (_, s) => s).filter((s) => !toAct.includes(s));
      for (const w of waiting) if (game.legalActions(state, w).length > 0) fail(`${where()}: seat ${w} is not to act, yet has legal actions`);
      attempt({ ...(pick(rng, legal) as object), seat: other }, false, 'wrong-seat');
    }

    // Every so often the deeper checks: plain JSON state and views, round trip, the game's own hook.
    if (n % 25 === 0) {
      const bad = nonJsonPath(state);
      if (bad) fail(`${where()}: state is not plain JSON at ${bad}`);
      for (let s = -1; s < seats; s++) {
        const v = game.view(state, s < 0 ? null : s);
        const vb = nonJsonPath(v);
        if (vb) fail(`${where()}: view of seat ${s} is not plain JSON at ${vb}`);
      }
      const copy = JSON.parse(JSON.stringify(state)) as unknown;
      const t = game.toAct(copy);
      if (t.length > 0) {
        const s = t[0]!;
        const a = game.legalActions(copy, s)[0]!;
        const r1 = game.apply(copy, a);
        const r2 = game.apply(state, a);
        if (JSON.stringify(r1) !== JSON.stringify(r2)) fail(`${where()}: the JSON copy of the state plays differently from the state`);
      }
      const broken = hook?.(state) ?? [];
      for (const b of broken) fail(`${where()}: ${b}`);
    }
  }
  return { game: game.info.id, actions: options.actions, legal: legalCount, illegal: illegalCount, games, failures, failureCount };
}
