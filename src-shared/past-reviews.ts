/**
 * A past game's review as it is kept beside the game (issue 53): the decisions reviewed so far
 * (a review stopped part-way resumes from `next`, after a restart too), and the per-seat summaries
 * once complete, so a review is computed once. Main keeps it as `<id>.review.json` next to the past
 * game's file, written atomically; the web build under its own storage key. A stored review that
 * does not read as one, or that belongs to another game or other settings, is dropped and
 * computed again: it never breaks the past game it sits beside. No Electron, Node or DOM.
 */
import { z } from 'zod';
import type { ReviewCurrency, ReviewedDecisionReport, ReviewSummaryReport } from './contract/protocol';

const MARK = z.enum(['best', 'good', 'inaccuracy', 'mistake', 'blunder']);
const seat = z.number().int().min(0).max(7);
const count = z.number().int().min(0).max(100_000);

const decisionSchema = z.object({
  step: z.number().int().min(1),
  seat,
  choices: count,
  taken: z.unknown(),
  takenLabel: z.string().max(400),
  best: z.unknown(),
  bestLabel: z.string().max(400),
  takenTarget: z.unknown().optional(),
  bestTarget: z.unknown().optional(),
  takenValue: z.number().finite(),
  bestValue: z.number().finite(),
  loss: z.number().finite().min(0),
  lossShare: z.number().min(0).max(1),
  mark: MARK,
});

const summarySchema = z.object({
  seat,
  decisions: count,
  forced: count,
  accuracy: z.number().min(0).max(100).nullable(),
  meanLoss: z.number().finite().nullable(),
  marks: z.object({ best: count, good: count, inaccuracy: count, mistake: count, blunder: count }),
});

/** A kept review. */
export const storedReviewSchema = z.object({
  format: z.literal('pipfall-review'),
  version: z.literal(1),
  /** The actions of the game reviewed: a review of another game under the same id is not this one's. */
  moves: count,
  seats: z.array(seat).min(1).max(8),
  budget: z.number().int().min(1),
  currency: z.object({ kind: z.enum(['win', 'share', 'solo']), unit: z.string().max(40), scale: z.number().positive() }),
  /** The decisions the whole review covers, and where it goes on (null: complete). */
  total: count,
  next: z.number().int().min(1).nullable(),
  forced: z.array(count).max(8),
  decisions: z.array(decisionSchema).max(5000),
  summaries: z.array(summarySchema).max(8).optional(),
});
/** A kept review as the app uses it (what storedReviewSchema reads). */
export interface StoredReview {
  readonly format: 'pipfall-review';
  readonly version: 1;
  readonly moves: number;
  readonly seats: readonly number[];
  readonly budget: number;
  readonly currency: ReviewCurrency;
  readonly total: number;
  readonly next: number | null;
  readonly forced: readonly number[];
  readonly decisions: readonly ReviewedDecisionReport[];
  readonly summaries?: readonly ReviewSummaryReport[];
}

/** The largest stored review read back (a 5000-decision review is far below it). */
export const MAX_REVIEW_FILE = 4 * 1024 * 1024;

/** Reads stored JSON as a review of a game of `moves` actions, or null when it is not one (then it is computed again). */
export function parseStoredReview(json: unknown, moves?: number): StoredReview | null {
  const r = storedReviewSchema.safeParse(json);
  if (!r.success) return null;
  const v: StoredReview = r.data;
  if (moves !== undefined && v.moves !== moves) return null;
  // Decisions in the game's order, each once, none past the game's end.
  if (v.decisions.some((d, i) => d.step > v.moves || (i > 0 && d.step <= v.decisions[i - 1]!.step))) return null;
  if (v.decisions.length > v.total) return null;
  return v;
}
