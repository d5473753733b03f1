/**
 * Engine throughput and bot latency, measured with the wall clock (the bench is not
 * engine code, so it may read it). Each measurement warms up first so the JIT has
 * compiled the hot paths before the clock starts.
 */
import { performance } from 'node:perf_hooks';
import { getBot, LEVELS, search, searchOptions, tunedFor, type Bot } from '../src-engine/ai/index';
import type { AnyGame, BaseAction } from '../src-engine/core/game';
import { nextIntMut, seedRng, type RngState } from '../src-engine/core/rng';
import { getGame } from '../src-engine/games/index';
import type { BenchCase } from './cases';

/** Random-playout throughput of one case. */
export interface PlayoutFigures {
  readonly games: number;
  readonly actions: number;
  readonly seconds: number;
  readonly actionsPerSecond: number;
  readonly gamesPerSecond: number;
}

/** Greedy decision latency of one case (decisions with a single legal action are not counted). */
export interface DecisionFigures {
  readonly decisions: number;
  readonly medianMs: number;
  readonly p90Ms: number;
  readonly maxMs: number;
}

function gameOf(c: BenchCase): AnyGame {
  const game = getGame(c.game);
  if (!game) throw new Error(`bench case "${c.label}": unknown game "${c.game}"`);
  return game;
}

/** Plays one game with uniformly random legal actions straight on the state (no views); returns its action count. */
function randomPlayout(game: AnyGame, c: BenchCase, seed: number): number {
  const start = game.setup(c.options, seed);
  if (!start.ok) throw new Error(`${c.label}: setup failed: ${start.message}`);
  let state: unknown = start.value.state;
  const r: [number, number, number, number] = [...seedRng(seed ^ 0x5bd1e995)];
  let n = 0;
  while (game.outcome(state) === null) {
    const seat = game.toAct(state)[0];
    if (seat === undefined) throw new Error(`${c.label}: seed ${seed}: nobody to act in an unfinished game`);
    const legal: readonly BaseAction[] = game.legalActions(state, seat);
    const res = game.apply(state, legal[nextIntMut(r, legal.length)]!);
    if (!res.ok) throw new Error(`${c.label}: seed ${seed}: legal action refused: ${res.error}`);
    state = res.value.state;
    n++;
  }
  return n;
}

/** Random playouts for `seconds` after `warmup` seconds of the same. */
export function measurePlayouts(c: BenchCase, seconds: number, warmup = Math.min(1, seconds / 3)): PlayoutFigures {
  const game = gameOf(c);
  let seed = 1;
  for (const end = performance.now() + warmup * 1000; performance.now() < end;) randomPlayout(game, c, seed++);
  let games = 0;
  let actions = 0;
  const t0 = performance.now();
  let elapsed: number;
  do {
    actions += randomPlayout(game, c, seed++);
    games++;
    elapsed = (performance.now() - t0) / 1000;
  } while (elapsed < seconds);
  return { games, actions, seconds: elapsed, actionsPerSecond: actions / elapsed, gamesPerSecond: games / elapsed };
}

/** legalActions speed of one case, over positions from random playouts. */
export interface LegalFigures {
  readonly positions: number;
  /** Mean microseconds per call over every position. */
  readonly meanUs: number;
  /** Mean microseconds per call over the tenth of positions with the most legal actions (Piplus: the leads). */
  readonly busiestUs: number;
  readonly meanActions: number;
  readonly maxActions: number;
}

/**
 * Times `legalActions` alone: collects the positions of random playouts (the seat to act in
 * each), then calls it on all of them in rounds until `seconds` have passed.
 */
export function measureLegal(c: BenchCase, seconds: number): LegalFigures {
  const game = gameOf(c);
  const positions: { state: unknown; seat: number; n: number }[] = [];
  for (let seed = 1; positions.length < 3000; seed++) {
    const start = game.setup(c.options, seed);
    if (!start.ok) throw new Error(`${c.label}: setup failed: ${start.message}`);
    let state: unknown = start.value.state;
    const r: [number, number, number, number] = [...seedRng(seed)];
    while (game.outcome(state) === null) {
      const seat = game.toAct(state)[0]!;
      const legal: readonly BaseAction[] = game.legalActions(state, seat);
      positions.push({ state, seat, n: legal.length });
      const res = game.apply(state, legal[nextIntMut(r, legal.length)]!);
      if (!res.ok) throw new Error(`${c.label}: seed ${seed}: legal action refused: ${res.error}`);
      state = res.value.state;
    }
  }
  const busiest = positions
    .slice()
    .sort((a, b) => b.n - a.n)
    .slice(0, Math.ceil(positions.length / 10));
  const time = (set: typeof positions, share: number): number => {
    let calls = 0;
    const t0 = performance.now();
    let elapsed: number;
    do {
      for (const p of set) game.legalActions(p.state, p.seat);
      calls += set.length;
      elapsed = performance.now() - t0;
    } while (elapsed < seconds * 1000 * share);
    return (elapsed * 1000) / calls;
  };
  time(positions, 0.2);
  return {
    positions: positions.length,
    meanUs: time(positions, 0.5),
    busiestUs: time(busiest, 0.5),
    meanActions: positions.reduce((x, p) => x + p.n, 0) / positions.length,
    maxActions: Math.max(...positions.map((p) => p.n)),
  };
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/**
 * Times the greedy bot's decisions in games where seat 0 is greedy and every other seat
 * random, until `seconds` have passed (after one warm-up game).
 */
export function measureGreedy(c: BenchCase, seconds: number): DecisionFigures {
  const game = gameOf(c);
  const greedy = getBot('greedy')!;
  const random = getBot('random')!;
  const times: number[] = [];
  const playOne = (seed: number, record: boolean): void => {
    const start = game.setup(c.options, seed);
    if (!start.ok) throw new Error(`${c.label}: setup failed: ${start.message}`);
    let state: unknown = start.value.state;
    let rng: RngState = seedRng(seed);
    while (game.outcome(state) === null) {
      const seat = game.toAct(state)[0]!;
      const legal: readonly BaseAction[] = game.legalActions(state, seat);
      const bot = seat === 0 ? greedy : random;
      const view = game.view(state, seat);
      const t = performance.now();
      const choice = bot.choose(game, view, seat, legal, rng);
      if (record && seat === 0 && legal.length > 1) times.push(performance.now() - t);
      rng = choice.rng;
      const res = game.apply(state, choice.action);
      if (!res.ok) throw new Error(`${c.label}: seed ${seed}: legal action refused: ${res.error}`);
      state = res.value.state;
    }
  };
  playOne(0, false);
  const end = performance.now() + seconds * 1000;
  for (let seed = 1; seed === 1 || performance.now() < end; seed++) playOne(seed, true);
  times.sort((a, b) => a - b);
  return { decisions: times.length, medianMs: percentile(times, 0.5), p90Ms: percentile(times, 0.9), maxMs: times.at(-1) ?? NaN };
}

/** Search figures of one case: the hard level's speed and decision time in iteration mode. */
export interface SearchFigures {
  readonly decisions: number;
  /** ISMCTS iterations per second over all timed decisions. */
  readonly iterationsPerSecond: number;
  /** The same per second of this process's CPU time: what one core does, however loaded the machine is. */
  readonly iterationsPerCpuSecond: number;
  readonly medianMs: number;
  readonly p90Ms: number;
  readonly maxMs: number;
}

/**
 * One step of the search rows' games: seat 0 searches as hard is played (the game's tuning of it, iteration budget) where it has
 * a choice, every other seat plays at random. `searched` is the search's cost, when it ran.
 */
export function hardSeatStep(
  game: AnyGame,
  state: unknown,
  rng: RngState,
  random: Bot,
): { action: BaseAction; rng: RngState; searched: { iterations: number; cpuUs: number; ms: number } | null } {
  const seat = game.toAct(state)[0]!;
  const legal: readonly BaseAction[] = game.legalActions(state, seat);
  if (seat !== 0 || legal.length <= 1) {
    const choice = random.choose(game, game.view(state, seat), seat, legal, rng);
    return { action: choice.action, rng: choice.rng, searched: null };
  }
  const view = game.view(state, seat);
  // Hard as it is played: with the game's own tuning of it (Zero's two hands ahead), if any.
  const cfg = tunedFor(LEVELS.hard, 'hard', game, view);
  const t = performance.now();
  const cpu = process.cpuUsage();
  const res = search(game, view, seat, legal, rng, searchOptions(cfg, undefined, legal.length));
  const used = process.cpuUsage(cpu);
  return { action: res.ranked[0]!.action, rng: res.rng, searched: { iterations: res.iterations, cpuUs: used.user + used.system, ms: performance.now() - t } };
}

/**
 * Times the hard level's decisions (its iteration budget, as the arena plays it) in games where
 * seat 0 is hard and every other seat random, until `seconds` have passed (at least one game).
 */
export function measureSearch(c: BenchCase, seconds: number): SearchFigures {
  const game = gameOf(c);
  const random = getBot('random')!;
  const times: number[] = [];
  let iterations = 0;
  let ms = 0;
  let cpuUs = 0;
  const end = performance.now() + seconds * 1000;
  for (let seed = 1; seed === 1 || performance.now() < end; seed++) {
    const start = game.setup(c.options, seed);
    if (!start.ok) throw new Error(`${c.label}: setup failed: ${start.message}`);
    let state: unknown = start.value.state;
    let rng: RngState = seedRng(seed);
    while (game.outcome(state) === null && (times.length === 0 || performance.now() < end)) {
      const step = hardSeatStep(game, state, rng, random);
      rng = step.rng;
      if (step.searched) {
        cpuUs += step.searched.cpuUs;
        times.push(step.searched.ms);
        ms += step.searched.ms;
        iterations += step.searched.iterations;
      }
      const res = game.apply(state, step.action);
      if (!res.ok) throw new Error(`${c.label}: seed ${seed}: legal action refused: ${res.error}`);
      state = res.value.state;
    }
  }
  times.sort((a, b) => a - b);
  return {
    decisions: times.length,
    iterationsPerSecond: iterations / Math.max(1e-9, ms / 1000),
    iterationsPerCpuSecond: iterations / Math.max(1e-9, cpuUs / 1e6),
    medianMs: percentile(times, 0.5),
    p90Ms: percentile(times, 0.9),
    maxMs: times.at(-1) ?? NaN,
  };
}

/** Formats rows as a left-aligned first column and right-aligned numbers. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  return all.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')).join('\n');
}

/** A number with thousands separators and `digits` decimals. */
export function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
