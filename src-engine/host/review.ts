/**
 * The host's side of a game review (`replayReview`): one slice of an open replay's review at a
 * time, so the host's thread is never busy for long and a page stops a review by not asking for
 * the next slice. Decisions come early ones first (src-engine/review/review.ts), each valued from
 * its seat's view with the hard search at a fixed budget, so a slice asked again, or after an
 * engine restart, answers the same.
 *
 * The host remembers the decisions it reviewed per replay (and seats and budget), so the slice
 * that completes a review it made whole also carries the per-seat summaries. A review resumed on
 * another host (after a restart) gets `forced` instead, for a summary made where all its
 * decisions are kept (marks.ts `summarize`).
 */
import type { Seat } from '../core/game';
import { err, ok, type Result } from '../core/result';
import { summarize } from '../review/marks';
import { DEFAULT_BUDGET, reviewGameAsync, reviewPlan, type ReviewedDecision } from '../review/review';
import type { ReplayReviewResult, ReviewedDecisionReport } from '../../src-shared/contract/protocol';
import { finished, type Replay } from './replay';

/** Decisions per slice when the request names no limit: a few seconds of search at the default budget. */
export const DEFAULT_SLICE = 3;

/** A `replayReview` request as the host reads it. */
export interface ReviewSliceRequest {
  readonly seats?: readonly number[] | undefined;
  readonly budget?: number | undefined;
  readonly fromStep?: number | undefined;
  readonly limit?: number | undefined;
}

/** What a host keeps of the reviews of its open replays: reviewed decisions by step, per seats and budget. */
export type ReviewMemory = WeakMap<Replay, Map<string, Map<number, ReviewedDecision>>>;

export function newReviewMemory(): ReviewMemory {
  return new WeakMap();
}

function jsonCopy<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

/** A decision as the page gets it: with what the taken and the best action point at (the game's `targets`), for its words. */
function report(r: Replay, d: ReviewedDecision): ReviewedDecisionReport {
  const at = r.game.targets?.(r.states[d.step - 1], d.seat, [d.taken, d.best]);
  return jsonCopy({
    ...(at?.[0] !== undefined ? { takenTarget: at[0] } : {}),
    ...(at?.[1] !== undefined ? { bestTarget: at[1] } : {}),
    step: d.step,
    seat: d.seat,
    choices: d.choices,
    taken: d.taken,
    takenLabel: d.takenLabel,
    best: d.best,
    bestLabel: d.bestLabel,
    takenValue: d.takenValue,
    bestValue: d.bestValue,
    loss: d.loss,
    lossShare: d.lossShare,
    mark: d.mark,
  });
}

/** The seats a review covers by default: the human ones (every seat when none is human). */
function defaultSeats(r: Replay): Seat[] {
  const humans = r.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  return humans.length > 0 ? humans : r.seats.map((_, i) => i);
}

/**
 * Reviews one slice of replay `r`. `pause` gives the host's event loop a turn during the searches;
 * `open` says whether the replay is still open (closing it stops the slice).
 */
export async function reviewSlice(r: Replay, req: ReviewSliceRequest, memory: ReviewMemory, pause: () => Promise<void>, open: () => boolean): Promise<Result<ReplayReviewResult>> {
  const seats = req.seats ? [...new Set(req.seats)].sort((a, b) => a - b) : defaultSeats(r);
  for (const s of seats) {
    if (s >= r.seats.length) return err('ERR_SEAT', `seat ${s} does not exist (the game has ${r.seats.length})`);
    // Before the end, an AI seat's decisions would show what its hidden cards were worth.
    if (!finished(r) && r.seats[s]?.kind !== 'human') return err('ERR_NOT_HUMAN', `seat ${s} is a computer's and the game is not over; its play is not reviewed`);
  }
  const budget = req.budget ?? DEFAULT_BUDGET;
  const plan = reviewPlan(r.game, r.record, seats);
  if (!plan.ok) return plan;
  const fromStep = req.fromStep ?? 1;
  const before = plan.value.steps.filter((s) => s < fromStep).length;
  const limit = req.limit ?? DEFAULT_SLICE;
  const review = await reviewGameAsync(r.game, r.record, {
    seats,
    budget,
    fromStep,
    limit,
    pause,
    signal: {
      get aborted() {
        return !open();
      },
    },
  });
  if (!review.ok) return review;
  const got = review.value.decisions;
  // Stopped short of its limit with decisions left: the replay closed meanwhile.
  if (!open() || (!review.value.complete && got.length < limit)) return err('ERR_REVIEW', 'the replay closed while its review ran');
  const key = `${seats.join(',')}|${budget}`;
  const byReplay = memory.get(r) ?? new Map<string, Map<number, ReviewedDecision>>();
  memory.set(r, byReplay);
  const kept = byReplay.get(key) ?? new Map<number, ReviewedDecision>();
  byReplay.set(key, kept);
  for (const d of got) kept.set(d.step, d);
  const done = before + got.length;
  const total = plan.value.steps.length;
  const last = got[got.length - 1];
  const rest = plan.value.steps.filter((s) => s > (last ? last.step : fromStep - 1));
  const next = rest.length === 0 ? null : rest[0]!;
  const all = next === null && plan.value.steps.every((s) => kept.has(s)) ? plan.value.steps.map((s) => kept.get(s)!) : null;
  return ok({
    game: r.game.info.id,
    currency: { ...review.value.currency },
    budget,
    seats,
    decisions: got.map((d) => report(r, d)),
    done,
    total,
    next,
    forced: [...plan.value.forced],
    ...(all ? { summaries: jsonCopy(seats.map((s, i) => summarize(s, all, plan.value.forced[i]!))) } : {}),
  });
}
