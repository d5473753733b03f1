/**
 * The search's values in the coach's words: a value for the learner (-1..1, the hard AI's
 * outlook after a move) read as a share of 0 to 1 ("your outlook: 62%"), and the difference
 * between two as whole points of that 100.
 */

/** A value of -1..1 as an outlook of 0..1. */
export function outlook(mean: number): number {
  return Math.min(1, Math.max(0, (mean + 1) / 2));
}

/** How many points of 100 the outlook after `better` is above that after `worse` (whole, never below 0). */
export function pointsBetween(better: number, worse: number): number {
  return Math.max(0, Math.round((outlook(better) - outlook(worse)) * 100));
}
