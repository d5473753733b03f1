/**
 * Toss scoring as pure functions of per-die results (rulebook 003 "Scoring", RULINGS "toss"):
 * a die's points, a side's frame score with the triple bonus, its exceptions and the floor of
 * zero, who opens the next frame, and when the race to 100 is won.
 */
import type { Pips } from '../../core/dice';

/** How a die ended a frame: the pips on top (flat on the board), or what else happened to it. */
export type DieResult = Pips | 'leaner' | 'hole' | 'off' | 'foul';

/** Every result, in the order a score keeper offers them. */
export const DIE_RESULTS: readonly DieResult[] = [1, 2, 3, 4, 5, 6, 'leaner', 'hole', 'off', 'foul'];

/** Two sides, always (RULINGS: exactly two sides). */
export type Side = 0 | 1;

/** The other side. */
export function otherSide(side: Side): Side {
  return side === 0 ? 1 : 0;
}

/** Points for one die: its pips; a leaner 3; in the hole -3; off the board or a foul 0. */
export function diePoints(r: DieResult): number {
  if (typeof r === 'number') return r;
  if (r === 'leaner') return 3;
  if (r === 'hole') return -3;
  return 0;
}

/** A side's score for a frame, and how it came about. */
export interface FrameScore {
  /** The dice's points added up (may be negative). */
  readonly raw: number;
  /** Three equal faces, all on the board, none a leaner: the frame counts double. */
  readonly doubled: boolean;
  /** What the frame adds to the side's total: doubled if so, and never below zero. */
  readonly score: number;
}

/**
 * Scores one side's three dice. The triple bonus needs three dice flat on the board showing the
 * same pips: a leaner, a die in the hole, off the board or fouled cancels it (RULINGS: three
 * leaners score 9 and do not double). A negative frame counts as zero.
 */
export function scoreFrame(results: readonly DieResult[]): FrameScore {
  const raw = results.reduce((t, r) => t + diePoints(r), 0);
  const first = results[0];
  const doubled = results.length === 3 && typeof first === 'number' && results.every((r) => r === first);
  const total = doubled ? raw * 2 : raw;
  return { raw, doubled, score: Math.max(0, total) };
}

/** The race's target: first to 100 or more... */
export const TARGET = 100;
/** ...with a lead of at least 2. */
export const MARGIN = 2;

/**
 * The winner after a complete frame, or null while the race goes on: a side with 100 or more
 * and a lead of 2 or more (both sides may pass 100 in one frame).
 */
export function raceWinner(totals: readonly [number, number]): Side | null {
  const [a, b] = totals;
  if (a >= TARGET && a - b >= MARGIN) return 0;
  if (b >= TARGET && b - a >= MARGIN) return 1;
  return null;
}

/** True when a side has reached the target but nobody leads by 2: the race goes on. */
export function needsTwo(totals: readonly [number, number]): boolean {
  return raceWinner(totals) === null && Math.max(totals[0], totals[1]) >= TARGET;
}

/** Who opens the next frame: the side that scored more in the last one; on a tie the same side again. */
export function nextOpener(opener: Side, scores: readonly [number, number]): Side {
  if (scores[0] === scores[1]) return opener;
  return scores[0] > scores[1] ? 0 : 1;
}

/** The side pitching the frame's `k`-th die (0..5): the opener first, then alternating. */
export function pitchingSide(opener: Side, k: number): Side {
  return k % 2 === 0 ? opener : otherSide(opener);
}

/** Dice per side per frame. */
export const DICE_PER_SIDE = 3;
/** Dice per frame, both sides. */
export const DICE_PER_FRAME = 2 * DICE_PER_SIDE;
