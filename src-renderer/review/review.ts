/**
 * The review's plain logic (unit tested without a browser): a slice merged into what is kept,
 * the summary where the host could not make it, the mistakes to step through, a mark's icon and a
 * value in the game's currency.
 */
import './catalogue';
import type { ReplayReviewResult, ReviewCurrency, ReviewedDecisionReport, ReviewMark } from '../../src-shared/contract/protocol';
import type { StoredReview } from '../../src-shared/past-reviews';
import { summarize } from '../../src-engine/review/marks';
import { t } from '../i18n';
import { formatNumber, formatPercent } from '../i18n/format';

/** Marks, best first. */
export const MARKS: readonly ReviewMark[] = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];

/**
 * Each mark's sign, beside its colour and word (never colour alone): the chess annotator's
 * symbols for the three bad ones, a star and a tick for the good ones.
 */
export const MARK_ICONS: Readonly<Record<ReviewMark, string>> = { best: '★', good: '✓', inaccuracy: '?!', mistake: '?', blunder: '??' };

/** An inaccuracy or worse: what "next mistake" stops at, and where the panel says the better action. */
export function isMistake(mark: ReviewMark): boolean {
  return mark === 'inaccuracy' || mark === 'mistake' || mark === 'blunder';
}

/** The mark in words. */
export function markWords(mark: ReviewMark): string {
  return t(`review.mark.${mark}`);
}

/** The reviewed decision made at `step`, if any. */
export function decisionAt(decisions: readonly ReviewedDecisionReport[], step: number): ReviewedDecisionReport | null {
  return decisions.find((d) => d.step === step) ?? null;
}

/** The step of the next (dir 1) or previous (dir -1) inaccuracy or worse from `step`, or null. */
export function mistakeAfter(decisions: readonly ReviewedDecisionReport[], step: number, dir: 1 | -1): number | null {
  const steps = decisions.filter((d) => isMistake(d.mark)).map((d) => d.step);
  const found = dir === 1 ? steps.find((s) => s > step) : steps.reverse().find((s) => s < step);
  return found ?? null;
}

/** A value of the review in its currency, as the language writes it: "62%", or "5.5 dice" solo. */
export function amount(c: ReviewCurrency, v: number): string {
  return c.scale === 1 ? formatPercent(v) : t('review.amountDice', { n: formatNumber(v, { maximumFractionDigits: 1 }) });
}

/** The currency's name in words. */
export function unitWords(c: ReviewCurrency): string {
  return t(`review.unit.${c.kind}`);
}

/** A review kept part-way or complete, after `slice` (from its `fromStep`) is added to `kept` (null: the first slice). */
export function merged(kept: StoredReview | null, slice: ReplayReviewResult, moves: number): StoredReview {
  const from = slice.decisions[0]?.step ?? Infinity;
  const before = (kept?.decisions ?? []).filter((d) => d.step < from);
  const decisions = [...before, ...slice.decisions];
  const next = slice.next;
  const summaries = next !== null ? undefined : (slice.summaries ?? slice.seats.map((s, i) => summarize(s, decisions, slice.forced[i] ?? 0)));
  return {
    format: 'pipfall-review',
    version: 1,
    moves,
    seats: [...slice.seats],
    budget: slice.budget,
    currency: { ...slice.currency },
    total: slice.total,
    next,
    forced: [...slice.forced],
    decisions,
    ...(summaries ? { summaries } : {}),
  };
}
