/**
 * The review's marks and its per-seat summary. Every threshold is on the loss measured as a
 * share of a win (0..1: win chance lost at two players, expected share of the win lost at more,
 * the share of the game's solo target lost solo; see currency.ts), so one table serves every game
 * and seat count.
 */
import type { Seat } from '../core/game';

/** A decision's mark, best first. */
export const MARKS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'] as const;
export type Mark = (typeof MARKS)[number];

/**
 * The largest loss (share of a win) each mark allows; above the last, a blunder.
 *
 * Lichess marks a chess move an inaccuracy, mistake or blunder when it drops the win chance by
 * 5, 10 or 15 percentage points (0.1, 0.2, 0.3 on its [-1, 1] "winning chances"); these are the
 * same points, since our loss is a win chance too. "best" allows one point rather than zero
 * because two moves the search cannot tell apart differ by noise only: at the default budget
 * (review.ts) the same decision reviewed with two generators lost 0.2 points apart at the median
 * and 2 at the 90th percentile (20 decisions of a random PipFall game; lane markers are the
 * noisiest), so "good" (up to 5) also absorbs that noise and an inaccuracy is a real loss.
 */
export const MARK_LIMITS: Readonly<Record<Exclude<Mark, 'blunder'>, number>> = {
  best: 0.01,
  good: 0.05,
  inaccuracy: 0.1,
  mistake: 0.15,
};

/** The mark of a decision that lost `loss` (a share of a win, 0..1). */
export function markOf(loss: number): Mark {
  if (loss <= MARK_LIMITS.best) return 'best';
  if (loss <= MARK_LIMITS.good) return 'good';
  if (loss <= MARK_LIMITS.inaccuracy) return 'inaccuracy';
  if (loss <= MARK_LIMITS.mistake) return 'mistake';
  return 'blunder';
}

/**
 * One decision's accuracy, 0..100, from its loss (a share of a win): lichess's move accuracy,
 * 103.1668 e^(-4.354 loss) - 3.1669 (its constant 0.04354 is per percentage point). A best move
 * scores 100, a 5-point loss 80, a 15-point loss 50, a 40-point loss 15: a few blunders pull a
 * game's accuracy down far more than many small slips, as a player feels it.
 */
export function accuracyOf(loss: number): number {
  return Math.max(0, Math.min(100, 103.1668 * Math.exp(-4.354 * loss) - 3.1669));
}

/** One seat's summary. */
export interface SeatSummary {
  readonly seat: Seat;
  /** Decisions reviewed (forced ones, with a single legal action, are not). */
  readonly decisions: number;
  /** Decisions skipped because only one action was legal. */
  readonly forced: number;
  /** Mean of the decisions' accuracies (accuracyOf), 0..100; null without a reviewed decision. */
  readonly accuracy: number | null;
  /** Mean loss per reviewed decision, in the game's currency (currency.ts); null without one. */
  readonly meanLoss: number | null;
  /** How many decisions got each mark. */
  readonly marks: Readonly<Record<Mark, number>>;
}

/** What a summary needs of each reviewed decision. */
export interface Marked {
  readonly seat: Seat;
  readonly loss: number;
  readonly lossShare: number;
  readonly mark: Mark;
}

/** The summary of `seat` over `decisions` (any seats; the others are ignored). */
export function summarize(seat: Seat, decisions: readonly Marked[], forced: number): SeatSummary {
  const mine = decisions.filter((d) => d.seat === seat);
  const marks = Object.fromEntries(MARKS.map((m) => [m, 0])) as Record<Mark, number>;
  for (const d of mine) marks[d.mark]++;
  const n = mine.length;
  const mean = (f: (d: Marked) => number): number | null => (n === 0 ? null : mine.reduce((s, d) => s + f(d), 0) / n);
  return { seat, decisions: n, forced, accuracy: mean((d) => accuracyOf(d.lossShare)), meanLoss: mean((d) => d.loss), marks };
}
