/**
 * The game review: every decision of the chosen seats in a recorded game, valued by the hard
 * level's search from that seat's view at that moment (its hidden cards are determinised from
 * the view as the AI does; the state is never searched), the action taken against the best one.
 *
 * A decision costs two searches with the hard level's settings (its game's tuning included) at a
 * fixed iteration budget, so a review is the same for the same record and budget:
 * 1. every legal action, as the hint searches them: the most searched is the best;
 * 2. where the taken action is another, the two alone, compared as the hint's `among` compares a
 *    given set: both tried in every sampled world with the same random draws (batch 2), so the
 *    difference between them is measured on the same deals and is far less noisy than the two
 *    means of step 1, where the taken action may have had a few visits only.
 * The loss is the best's value minus the taken one's, never below zero (a taken action that
 * beats the first search's pick in the pair was as good as the best).
 *
 * The search is the generic one in every game, also where hard is the game's own player (Zero's
 * two-seat planner, Toss's throwers): those pick an action but value no other given one, and the
 * review must value the one taken. In Toss that search runs the physics at every node, so a
 * Toss review costs minutes per decision at the default budget; its throwers' simulation of the
 * listed aims plus the taken one would be the cheaper valuation (not done yet).
 *
 * Decisions come in the game's order, each reported as it is done (a UI shows the first marks at
 * once), and a signal checked between decisions and inside the searches ends the review early
 * with the decisions done so far.
 */
import type { AnyGame, BaseAction, Seat } from '../core/game';
import { replay, type GameRecord } from '../core/record';
import { err, ok, type Result } from '../core/result';
import { seedRng, type RngState } from '../core/rng';
import { search, searchAsync, type SearchResult } from '../ai/ismcts';
import { LEVELS, searchOptions, tunedFor } from '../ai/levels';
import type { SearchOptions } from '../ai/search/options';
import { keyerFor } from '../ai/search/tree';
import { currencyOf, inCurrency, shareOf, type Currency } from './currency';
import { markOf, summarize, type Mark, type SeatSummary } from './marks';

/**
 * Iterations per search when the caller names none: the hard level's own cap per decision
 * (LEVELS.hard.iterations), so the review's pick is searched as much as hard's move ever is. A
 * 2-player PipFall review of 50 decisions of one seat took 9 s of CPU (17 s on the clock with the
 * machine's two cores shared by a load of 8 to 15), the first mark after 1 s: well inside the
 * issue's 60 s and 5 s.
 */
export const DEFAULT_BUDGET = 2500;

/** Something that says when to stop: an AbortSignal or a plain flag. */
export interface StopSignal {
  readonly aborted: boolean;
}

/** How far a review has got. */
export interface ReviewProgress {
  /** Decisions reviewed so far (forced ones not counted). */
  readonly done: number;
  /** Decisions the review will have reviewed when complete. */
  readonly total: number;
  /** The decision just reviewed. */
  readonly decision: ReviewedDecision;
}

export interface ReviewOptions {
  /** The seats whose decisions are reviewed; default every seat (the app passes the human ones). */
  readonly seats?: readonly Seat[];
  /** Iterations of each of a decision's searches; default DEFAULT_BUDGET. */
  readonly budget?: number;
  /**
   * The first replay step to review (ReviewedDecision.step); earlier decisions are skipped. A
   * review stopped early resumes from the step after its last decision with the same results.
   */
  readonly fromStep?: number;
  /**
   * At most this many decisions, then the review ends incomplete: a host that answers each request
   * once reviews in slices (fromStep after the last one), and the page shows progress between them.
   */
  readonly limit?: number;
  /** Called after every reviewed decision, early decisions first. */
  readonly onProgress?: (p: ReviewProgress) => void;
  /** Checked between decisions and inside the searches; when set the review ends with what it has. */
  readonly signal?: StopSignal;
}

/** One reviewed decision. Values and the loss are in the review's currency (currency.ts). */
export interface ReviewedDecision {
  /** The replay step this decision made: the action's index in the record plus one. */
  readonly step: number;
  readonly seat: Seat;
  /** How many actions were legal (with the taken one where it was not listed, as a toss's aim). */
  readonly choices: number;
  readonly taken: BaseAction;
  readonly takenLabel: string;
  /** The better of the search's pick and the taken action, compared head to head. */
  readonly best: BaseAction;
  readonly bestLabel: string;
  readonly takenValue: number;
  readonly bestValue: number;
  /** bestValue - takenValue, at least 0. */
  readonly loss: number;
  /** The loss as a share of a win, 0..1 (what the marks are given). */
  readonly lossShare: number;
  readonly mark: Mark;
  /** Iterations both searches made. */
  readonly iterations: number;
}

/** A review, complete or stopped early. */
export interface GameReview {
  readonly game: string;
  readonly players: number;
  readonly currency: Currency;
  readonly budget: number;
  readonly seats: readonly Seat[];
  /** The reviewed decisions, in the game's order. */
  readonly decisions: readonly ReviewedDecision[];
  /** One per reviewed seat, in `seats` order. */
  readonly summaries: readonly SeatSummary[];
  /** False when the signal stopped it before the last decision. */
  readonly complete: boolean;
}

/** A decision's valuation without its place in the game (reviewDecision's answer). */
export type DecisionValue = Omit<ReviewedDecision, 'step' | 'seat'>;

/** The review's generator for one decision: fixed by the seed, the action's index and the seat. */
export function reviewRng(seed: number, index: number, seat: Seat): RngState {
  return seedRng((seed ^ 0x72657677 ^ Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(seat + 1, 0x85ebca6b)) | 0);
}

/** One search a decision asks for; the driver (sync or async) runs it. */
interface SearchCall {
  readonly view: unknown;
  readonly seat: Seat;
  readonly legal: readonly BaseAction[];
  readonly rng: RngState;
  readonly opts: SearchOptions;
}

/** Every legal action of `seat` at `state`, with `taken` added where the list lacks it. */
function candidates(game: AnyGame, state: unknown, seat: Seat, taken: BaseAction): BaseAction[] {
  const keyOf = keyerFor(game);
  const legal = game.legalActions(state, seat);
  const key = keyOf(taken);
  return legal.some((a) => keyOf(a) === key) ? [...legal] : [...legal, taken];
}

/**
 * The valuation of `seat` playing `taken` at `state`, as a generator of the searches it needs
 * (null: forced, or cancelled). Only the seat's view and its legal actions are read from `state`.
 */
function* valuation(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  taken: BaseAction,
  rng: RngState,
  budget: number,
  currency: Currency,
  stop: () => boolean,
): Generator<SearchCall, DecisionValue | null, SearchResult> {
  const legal = candidates(game, state, seat, taken);
  if (legal.length <= 1) return null;
  const view = game.view(state, seat);
  const keyOf = keyerFor(game);
  const label = (a: BaseAction): string => (game.ai.describeAction ? game.ai.describeAction(a) : JSON.stringify(a));
  const level = tunedFor(LEVELS.hard, 'hard', game, view);
  const base: SearchOptions = { ...searchOptions(level, undefined, legal.length), iterations: budget, shouldStop: stop };
  const all = yield { view, seat, legal, rng, opts: base };
  if (all.stopped === 'cancelled') return null;
  const pick = all.ranked[0]!;
  let best = { action: pick.action, mean: pick.mean };
  let mine = best;
  let iterations = all.iterations;
  if (keyOf(pick.action) !== keyOf(taken)) {
    // Head to head on the same deals: the hint's `among`, with both tried in every world.
    const pair = yield { view, seat, legal: [pick.action, taken], rng: all.rng, opts: { ...base, batch: 2 } };
    if (pair.stopped === 'cancelled') return null;
    iterations += pair.iterations;
    const valueOf = (a: BaseAction): number => pair.ranked.find((s) => keyOf(s.action) === keyOf(a))!.mean;
    mine = { action: taken, mean: valueOf(taken) };
    best = { action: pick.action, mean: valueOf(pick.action) };
    if (mine.mean >= best.mean) best = mine;
  }
  const lossShare = Math.max(0, shareOf(best.mean) - shareOf(mine.mean));
  return {
    choices: legal.length,
    taken,
    takenLabel: label(taken),
    best: best.action,
    bestLabel: label(best.action),
    takenValue: inCurrency(currency, shareOf(mine.mean)),
    bestValue: inCurrency(currency, shareOf(best.mean)),
    loss: inCurrency(currency, lossShare),
    lossShare,
    mark: markOf(lossShare),
    iterations,
  };
}

/** Runs a valuation's searches now. */
function drive(g: Generator<SearchCall, DecisionValue | null, SearchResult>, game: AnyGame): DecisionValue | null {
  let n = g.next();
  while (!n.done) {
    const c = n.value;
    n = g.next(search(game, c.view, c.seat, c.legal, c.rng, c.opts));
  }
  return n.value;
}

/** Runs a valuation's searches in slices, giving the event loop a turn (`pause`) meanwhile. */
async function driveAsync(g: Generator<SearchCall, DecisionValue | null, SearchResult>, game: AnyGame, pause: () => Promise<void>): Promise<DecisionValue | null> {
  let n = g.next();
  while (!n.done) {
    const c = n.value;
    n = g.next(await searchAsync(game, c.view, c.seat, c.legal, c.rng, c.opts, pause));
  }
  return n.value;
}

/**
 * Values `seat` playing `taken` at `state` (null where it was the only legal action). Reads the
 * seat's view and legal actions only: two states the seat cannot tell apart give the same answer.
 */
export function reviewDecision(game: AnyGame, state: unknown, seat: Seat, taken: BaseAction, rng: RngState, players: number, budget = DEFAULT_BUDGET): DecisionValue | null {
  return drive(
    valuation(game, state, seat, taken, rng, budget, currencyOf(game, players), () => false),
    game,
  );
}

/** The decisions a review will make: replayed states and each action's seat. */
interface Plan {
  readonly states: readonly unknown[];
  readonly actions: readonly BaseAction[];
  readonly players: number;
  readonly seats: readonly Seat[];
  /** Indexes (into actions) to review, in order. */
  readonly todo: readonly number[];
  /** Forced decisions per reviewed seat. */
  readonly forced: ReadonlyMap<Seat, number>;
}

function seatOf(a: BaseAction): Seat | null {
  const s = (a as { seat?: unknown }).seat;
  return typeof s === 'number' ? s : null;
}

function plan(game: AnyGame, record: GameRecord, seats: readonly Seat[] | undefined, fromStep: number): Result<Plan> {
  const r = replay(game, record);
  if (!r.ok) return r;
  // The replay parsed the options and the actions already; neither fails here.
  const players = (game.parseOptions(record.options) as { value: { seats: number } }).value.seats;
  const chosen = seats ?? Array.from({ length: players }, (_, i) => i);
  for (const s of chosen) if (!Number.isInteger(s) || s < 0 || s >= players) return err('ERR_SEAT', `seat ${s} does not exist (the game has ${players})`);
  const states = r.value.steps.map((s) => s.state);
  const actions = record.actions.map((a) => (game.parseAction(a) as { value: BaseAction }).value);
  const todo: number[] = [];
  const forced = new Map<Seat, number>(chosen.map((s) => [s, 0]));
  actions.forEach((a, i) => {
    const seat = seatOf(a);
    if (seat === null || !chosen.includes(seat) || i + 1 < fromStep) return;
    if (candidates(game, states[i], seat, a).length <= 1) forced.set(seat, forced.get(seat)! + 1);
    else todo.push(i);
  });
  return ok({ states, actions, players, seats: chosen, todo, forced });
}

/** What a whole review of `record` will cover: the steps it reviews, in order, and the forced decisions per seat (`seats` order). */
export function reviewPlan(
  game: AnyGame,
  record: GameRecord,
  seats?: readonly Seat[],
): Result<{ readonly seats: readonly Seat[]; readonly steps: readonly number[]; readonly forced: readonly number[] }> {
  const p = plan(game, record, seats, 1);
  if (!p.ok) return p;
  return ok({ seats: p.value.seats, steps: p.value.todo.map((i) => i + 1), forced: p.value.seats.map((s) => p.value.forced.get(s)!) });
}

/** Reviews have the same frame, sync or async. */
function reviewer(game: AnyGame, record: GameRecord, opts: ReviewOptions) {
  const p = plan(game, record, opts.seats, opts.fromStep ?? 1);
  if (!p.ok) return p;
  const budget = Math.max(1, Math.floor(opts.budget ?? DEFAULT_BUDGET));
  const currency = currencyOf(game, p.value.players);
  const stop = (): boolean => opts.signal?.aborted === true;
  const done: ReviewedDecision[] = [];
  const { states, actions, todo } = p.value;
  const valuationAt = (i: number): Generator<SearchCall, DecisionValue | null, SearchResult> => {
    const seat = seatOf(actions[i]!)!;
    return valuation(game, states[i], seat, actions[i]!, reviewRng(record.seed, i, seat), budget, currency, stop);
  };
  const record1 = (i: number, v: DecisionValue): void => {
    const d: ReviewedDecision = { step: i + 1, seat: seatOf(actions[i]!)!, ...v };
    done.push(d);
    opts.onProgress?.({ done: done.length, total: todo.length, decision: d });
  };
  const full = (): boolean => opts.limit !== undefined && done.length >= opts.limit;
  const result = (): GameReview => ({
    game: game.info.id,
    players: p.value.players,
    currency,
    budget,
    seats: p.value.seats,
    decisions: done,
    summaries: p.value.seats.map((s) => summarize(s, done, p.value.forced.get(s)!)),
    complete: done.length === todo.length,
  });
  return ok({ todo, stop: () => stop() || full(), valuationAt, record: record1, result });
}

/** Reviews `record` now (the CLI, tests, the measurement script). */
export function reviewGame(game: AnyGame, record: GameRecord, opts: ReviewOptions = {}): Result<GameReview> {
  const r = reviewer(game, record, opts);
  if (!r.ok) return r;
  for (const i of r.value.todo) {
    if (r.value.stop()) break;
    const v = drive(r.value.valuationAt(i), game);
    if (v === null) break;
    r.value.record(i, v);
  }
  return ok(r.value.result());
}

/** `reviewGame` that gives the event loop a turn (`pause`) during the searches and between decisions, for a host. */
export async function reviewGameAsync(game: AnyGame, record: GameRecord, opts: ReviewOptions & { readonly pause: () => Promise<void> }): Promise<Result<GameReview>> {
  const r = reviewer(game, record, opts);
  if (!r.ok) return r;
  for (const i of r.value.todo) {
    await opts.pause();
    if (r.value.stop()) break;
    const v = await driveAsync(r.value.valuationAt(i), game, opts.pause);
    if (v === null) break;
    r.value.record(i, v);
  }
  return ok(r.value.result());
}
