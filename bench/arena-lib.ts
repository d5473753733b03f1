/**
 * The arena's pieces that need no threads or files: one timed bot game, the Wilson
 * interval, and Elo ratings fitted to pairwise results. bench/ may read the wall clock.
 */
import { performance } from 'node:perf_hooks';
import { getBot, LEVELS, makeSearchBot, type Bot, type LevelConfig } from '../src-engine/ai/index';
import { botSeed } from '../src-engine/ai/match';
import { makeOracleBot, type OracleBot } from '../src-engine/ai/oracle';
import type { BaseAction, BaseOptions, Outcome } from '../src-engine/core/game';
import { nextUint32Mut, seedRng, type RngState } from '../src-engine/core/rng';
import { getGame } from '../src-engine/games/index';
import { withEval } from './evals';
import { plannerFor } from './zero-plan';
import type { RecordedPair } from './ladder-data';

/** One game to play: which level sits in each seat. */
export interface ArenaTask {
  readonly game: string;
  readonly options: BaseOptions;
  readonly seed: number;
  /** Level name per seat. */
  readonly seats: readonly string[];
  /** Search by the levels' time budgets (the app's mode) instead of their iteration budgets. */
  readonly timed: boolean;
}

/** How one arena game went. */
export interface ArenaGame {
  readonly outcome: Outcome;
  /** Per seat: total milliseconds spent deciding, and decisions with more than one legal action. */
  readonly ms: readonly number[];
  readonly decisions: readonly number[];
  /** Per seat: every timed decision in ms (for medians). */
  readonly times: readonly (readonly number[])[];
}

/**
 * A level by name, or a tuned search level for experiments: `hard+horizon=2+lookahead=8`
 * takes hard's settings and overrides the numeric fields named. `oracle` (measurement only)
 * is hard's search on the full state (with the game's tuning of hard); `oracle+iterations=600`
 * takes the shared hard's settings and tunes them the same way.
 */
export function botFor(spec: string): Bot | OracleBot {
  if (spec === 'zplan' || spec.startsWith('zplan+')) return plannerFor(spec);
  const [base, ...tweaks] = spec.split('+');
  if (tweaks.length === 0 && base !== 'oracle') {
    const b = getBot(base!);
    if (!b) throw new Error(`arena: unknown level "${spec}"`);
    return b;
  }
  const oracle = base === 'oracle';
  // The plain oracle searches as hard does in that game, its tuning (ai.tuning) included.
  if (oracle && tweaks.length === 0) return makeOracleBot();
  const from = oracle ? 'hard' : base;
  if (!from || !Object.hasOwn(LEVELS, from)) throw new Error(`arena: only easy, medium, hard and oracle take settings, not "${base}"`);
  const cfg: Record<string, unknown> = { ...LEVELS[from as keyof typeof LEVELS], name: spec };
  for (const t of tweaks) {
    const [k, v] = t.split('=');
    if (!k || typeof cfg[k] !== 'number' || v === undefined || !Number.isFinite(Number(v))) throw new Error(`arena: bad setting "${t}" in "${spec}"`);
    cfg[k] = Number(v);
  }
  return oracle ? makeOracleBot(cfg as unknown as LevelConfig, spec) : makeSearchBot(cfg as unknown as LevelConfig);
}

/** True for the oracle, which is given the full state instead of the seat's view. */
function seesAll(spec: string): boolean {
  return spec.split('@')[0]!.split('+')[0] === 'oracle';
}

/** Plays one task to the end, timing each seat's decisions. */
export function playTask(t: ArenaTask): ArenaGame {
  const game = getGame(t.game);
  if (!game) throw new Error(`arena: unknown game "${t.game}"`);
  const bots = t.seats.map((spec) => botFor(spec.split('@')[0]!));
  // `level@eval` plays that seat with an alternative evaluation (bench/evals.ts).
  const games = t.seats.map((spec) => (spec.includes('@') ? withEval(game, spec.split('@')[1]!) : game));
  const start = game.setup(t.options, t.seed);
  if (!start.ok) throw new Error(`arena: setup failed: ${start.message}`);
  let state: unknown = start.value.state;
  const rngs: RngState[] = t.seats.map((_, s) => botSeed(t.seed, s));
  const ms = t.seats.map(() => 0);
  const decisions = t.seats.map(() => 0);
  const times: number[][] = t.seats.map(() => []);
  const ctx = t.timed ? { now: () => performance.now() } : undefined;
  for (let n = 0; ; n++) {
    const outcome = game.outcome(state);
    if (outcome) return { outcome, ms, decisions, times };
    if (n > 100_000) throw new Error('arena: game did not end');
    const seat = game.toAct(state)[0]!;
    const legal: readonly BaseAction[] = game.legalActions(state, seat);
    const t0 = performance.now();
    // The oracle (measurement only) is handed the whole state; every other level its seat's view.
    const choice = bots[seat]!.choose(games[seat]!, seesAll(t.seats[seat]!) ? state : game.view(state, seat), seat, legal, rngs[seat]!, ctx);
    const dt = performance.now() - t0;
    if (legal.length > 1) {
      ms[seat]! += dt;
      decisions[seat]!++;
      times[seat]!.push(dt);
    }
    rngs[seat] = choice.rng;
    const r = game.apply(state, choice.action);
    if (!r.ok) throw new Error(`arena: ${bots[seat]!.name} chose an illegal action: ${r.error}`);
    state = r.value.state;
  }
}

/** Wilson score interval for `p` observed over `n` trials (95% by default). */
export function wilson(p: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** A pairwise result: `score` = wins + draws/2 of `a` against `b` over `games`. */
export interface PairResult {
  readonly a: string;
  readonly b: string;
  readonly score: number;
  readonly games: number;
}

/** A pairwise result with its wins and draws (a page's W-D-L row), which a resample needs. */
export interface PairRecord extends PairResult {
  readonly wins: number;
  readonly draws: number;
}

/**
 * The games of one pairing, A in one seat against B in every other: game g is deal `seed + g / seats`
 * (rounded down) with A in seat `g % seats`, so each deal is played once from every seat. Games
 * `from` to `n - 1` only where `from` is given: a run of n games starts with the games of any
 * shorter run from the same seed, which `--ladder --extend` relies on.
 */
export function pairTasks(
  base: Omit<ArenaTask, 'seed' | 'seats'>,
  seed: number,
  a: string,
  b: string,
  n: number,
  from = 0,
  sides: readonly (readonly number[])[] | null = null,
): { tasks: ArenaTask[]; aSeat: number[] } {
  const seats = base.options.seats;
  // Teams (Game.sides): A takes every seat of one side, B the other's, each deal once from each side.
  const places = sides ?? Array.from({ length: seats }, (_, s) => [s]);
  const tasks: ArenaTask[] = [];
  const aSeat: number[] = [];
  for (let g = from; g < n; g++) {
    const mine = places[g % places.length]!;
    tasks.push({ ...base, seed: seed + Math.floor(g / places.length), seats: Array.from({ length: seats }, (_, s) => (mine.includes(s) ? a : b)) });
    aSeat.push(mine[0]!);
  }
  return { tasks, aSeat };
}

/** A's result in one game from its winners: a win when only A's side won, a draw when it shared the victory. */
export function resultFor(winners: readonly number[], aSeats: readonly number[]): 'win' | 'draw' | 'loss' {
  if (!winners.some((w) => aSeats.includes(w))) return 'loss';
  return winners.every((w) => aSeats.includes(w)) ? 'win' : 'draw';
}

/**
 * Two solo players on the same deals, deal by deal: A wins a deal by scoring more (dice removed in
 * Zero), draws it by scoring the same. Solo has no rival to beat, so this is how hard meets the oracle there.
 */
export function soloDuel(a: readonly number[], b: readonly number[]): { wins: number; draws: number; games: number } {
  if (a.length !== b.length) throw new Error(`soloDuel: ${a.length} deals against ${b.length}`);
  let wins = 0;
  let draws = 0;
  a.forEach((x, i) => {
    if (x > b[i]!) wins++;
    else if (x === b[i]) draws++;
  });
  return { wins, draws, games: a.length };
}

/**
 * One pairing measured on two sets of games (a page's record and the games played past it) as one
 * record: wins, draws and games add up. Times a decision are averaged weighted by games, since a
 * record keeps no count of decisions (games of one pairing run to about the same length).
 */
export function addGames(first: RecordedPair, more: RecordedPair): RecordedPair {
  if (first.a !== more.a || first.b !== more.b) throw new Error(`addGames: ${first.a} vs ${first.b} is not ${more.a} vs ${more.b}`);
  const games = first.games + more.games;
  const wins = first.wins + more.wins;
  const draws = first.draws + more.draws;
  const byGames = (x: number, y: number): number => (x * first.games + y * more.games) / games;
  return { a: first.a, b: first.b, games, wins, draws, aMs: byGames(first.aMs, more.aMs), bMs: byGames(first.bMs, more.bMs) };
}

/**
 * Elo ratings fitted by maximum likelihood (Bradley-Terry, gradient ascent) to the pairwise
 * scores, shifted so that `anchor` is 0. Scores of 0% or 100% are pulled in by half a game
 * so that a clean sweep gives a large but finite gap.
 *
 * With `seats` > 2 players a pairing seats A once against `seats - 1` copies of B, so equal
 * levels score 1/seats, not 1/2. The model is then the multi-player Bradley-Terry one (each
 * seat wins with probability proportional to 10^(rating/400)): A's expected score is
 * 1 / (1 + (seats - 1) * 10^((B - A) / 400)), which is the usual Elo curve for two seats.
 */
export function fitElo(players: readonly string[], results: readonly PairResult[], anchor = players[0], seats = 2): Map<string, number> {
  // Indices into arrays rather than maps: the bootstrap (stepIntervals) fits hundreds of times.
  const index = new Map(players.map((p, i) => [p, i]));
  const adj = results.map((x) => ({ a: index.get(x.a)!, b: index.get(x.b)!, games: x.games, score: Math.min(x.games - 0.5, Math.max(0.5, x.score)) }));
  const r = players.map(() => 0);
  // Step size per player from its game count keeps the ascent stable (about 0.3 of Newton's step).
  const played = players.map(() => 0);
  for (const x of adj) {
    played[x.a] = played[x.a]! + x.games;
    played[x.b] = played[x.b]! + x.games;
  }
  const grad = players.map(() => 0);
  for (let iter = 0; iter < 5000; iter++) {
    grad.fill(0);
    for (const x of adj) {
      const e = 1 / (1 + (seats - 1) * 10 ** ((r[x.b]! - r[x.a]!) / 400));
      const g = x.score - e * x.games;
      grad[x.a] = grad[x.a]! + g;
      grad[x.b] = grad[x.b]! - g;
    }
    for (let p = 0; p < r.length; p++) r[p] = r[p]! + (grad[p]! * 200) / Math.max(1, played[p]!);
  }
  const base = anchor === undefined ? 0 : r[index.get(anchor)!]!;
  return new Map(players.map((p, i) => [p, Math.round(r[i]! - base)]));
}

/** The Elo steps between neighbouring levels, as the ladder's bar words them: "greedy to easy +181, easy to medium +71 (short)". */
export function eloSteps(levels: readonly string[], elo: ReadonlyMap<string, number>): string {
  return levels
    .slice(1)
    .map((l, i) => {
      const d = elo.get(l)! - elo.get(levels[i]!)!;
      return `${levels[i]} to ${l} ${d >= 0 ? '+' : ''}${d}${d >= 100 ? '' : ' (short)'}`;
    })
    .join(', ');
}

/**
 * The ladder fitted again without its first level (random), on the pairings among the others,
 * the second level anchored at 0. Where the first level scores much the same against every
 * other whatever its strength (Hex's random seat shares half its games with any level: it spends
 * its dice before anyone reaches them, and an elimination with no trophy taken is a shared
 * victory), the joint fit pulls every level toward it and shortens every step; this fit shows
 * how far apart the levels play each other. Null when fewer than three levels remain.
 */
export function fitWithoutFirst(levels: readonly string[], results: readonly PairResult[], seats = 2): Map<string, number> | null {
  const rest = levels.slice(1);
  if (rest.length < 3) return null;
  return fitElo(
    rest,
    results.filter((p) => rest.includes(p.a) && rest.includes(p.b)),
    rest[0],
    seats,
  );
}

/** A 95% interval for each step between neighbouring levels, in ladder order: [low, high] Elo. */
export type StepIntervals = readonly (readonly [number, number])[];

/**
 * How far each Elo step of a ladder could move by the luck of its games: a parametric bootstrap.
 * Every resample plays each pairing's games again in imagination, each game a win, draw or loss
 * with the pairing's observed frequencies, fits the ladder again (`fit`: the joint one, or the one
 * without random) and reads its steps; the interval is the middle 95% of them. On 36 games a
 * pairing a step of +94 then reads [+19, +164]: the games cannot say it is short of 100.
 * Seeded, so the page's lines come out the same on every run.
 */
export function stepIntervals(
  levels: readonly string[],
  records: readonly PairRecord[],
  fit: (results: readonly PairResult[]) => ReadonlyMap<string, number> | null,
  samples = 400,
  seed = 1,
): StepIntervals | null {
  const rng = [...seedRng(seed)] as [number, number, number, number];
  const uniform = (): number => nextUint32Mut(rng) / 2 ** 32;
  const steps: number[][] = levels.slice(1).map(() => []);
  for (let s = 0; s < samples; s++) {
    const resampled = records.map((p) => {
      let score = 0;
      for (let g = 0; g < p.games; g++) {
        const u = uniform() * p.games;
        score += u < p.wins ? 1 : u < p.wins + p.draws ? 0.5 : 0;
      }
      return { a: p.a, b: p.b, score, games: p.games };
    });
    const elo = fit(resampled);
    if (!elo) return null;
    for (let i = 1; i < levels.length; i++) steps[i - 1]!.push(elo.get(levels[i]!)! - elo.get(levels[i - 1]!)!);
  }
  return steps.map((xs) => {
    xs.sort((x, y) => x - y);
    return [xs[Math.floor(0.025 * (xs.length - 1))]!, xs[Math.ceil(0.975 * (xs.length - 1))]!] as const;
  });
}

/** "greedy to easy [+40, +210]" for each step, as the bar's interval line words them. */
export function stepIntervalText(levels: readonly string[], intervals: StepIntervals): string {
  const signed = (x: number): string => `${x >= 0 ? '+' : ''}${x}`;
  return intervals.map(([lo, hi], i) => `${levels[i]} to ${levels[i + 1]} [${signed(lo)}, ${signed(hi)}]`).join(', ');
}
