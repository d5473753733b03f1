/** A card's uses on its column: its suit power or a swap to the right, each acting with its forced die. */
import { isNumberCard, suitOf, type Card } from '../../core/cards';
import type { Seat } from '../../core/game';
import { hasDieToRight } from './grid';
import { COLS, ROWS, type Choice, type Die, type Grid, type ZeroState } from './state';

/** The ways the pending card may be used: power and/or each swap target. */
export function choicesFor(s: ZeroState, seat: Seat, card: Card, col: number): Choice[] {
  const grid = s.grids[seat]!;
  const act = s.seats[seat]!.activated;
  const out: Choice[] = [];
  if (powerRow(grid, col, act, card) >= 0) out.push({ kind: 'power' });
  if (isNumberCard(card)) {
    const row = swapRow(grid, col, act);
    if (row >= 0) for (let t = col + 1; t < COLS; t++) if (grid[row]![t]) out.push({ kind: 'swap', target: t });
  }
  return out;
}

/** True when `choice` is one of choicesFor's (power, or a swap with one of its targets), without listing them. */
export function choiceLegal(s: ZeroState, seat: Seat, card: Card, col: number, choice: Choice): boolean {
  const grid = s.grids[seat]!;
  const act = s.seats[seat]!.activated;
  if (choice.kind === 'power') return powerRow(grid, col, act, card) >= 0;
  if (choice.kind !== 'swap' || !isNumberCard(card)) return false;
  const row = swapRow(grid, col, act);
  if (row < 0) return false;
  for (let t = col + 1; t < COLS; t++) if (grid[row]![t] && t === choice.target) return true;
  return false;
}

/**
 * The row of the die a power use of `card` on `col` acts with, or -1: forcedDie's pick (highest
 * pips, topmost between equals, not activated) among dice the power resolves on, without objects.
 */
export function powerRow(grid: Grid, col: number, activated: readonly number[], card: Card): number {
  const hearts = suitOf(card) === 'H';
  let best = -1;
  let bestPips = 0;
  for (let r = 0; r < ROWS; r++) {
    const d = grid[r]![col];
    if (!d || activated.includes(d.id) || (hearts && d.pips >= 6)) continue;
    if (best < 0 || d.pips > bestPips) {
      best = r;
      bestPips = d.pips;
    }
  }
  return best;
}

/** The row of the die a swap on `col` acts with (forcedDie's pick among dice with a die to their right), or -1. */
export function swapRow(grid: Grid, col: number, activated: readonly number[]): number {
  let best = -1;
  let bestPips = 0;
  for (let r = 0; r < ROWS; r++) {
    const d = grid[r]![col];
    if (!d || activated.includes(d.id) || !hasDieToRight(grid, r, col)) continue;
    if (best < 0 || d.pips > bestPips) {
      best = r;
      bestPips = d.pips;
    }
  }
  return best;
}

/** The die each use of `card` on `col` would act with (RULINGS zero: die selection is forced). */
export function forcedDice(s: ZeroState, seat: Seat, card: Card, col: number): { power?: number; swap?: number } {
  const grid = s.grids[seat]!;
  const act = s.seats[seat]!.activated;
  const power = powerRow(grid, col, act, card);
  const swap = isNumberCard(card) ? swapRow(grid, col, act) : -1;
  const out: { power?: number; swap?: number } = {};
  if (power >= 0) out.power = grid[power]![col]!.id;
  if (swap >= 0) out.swap = grid[swap]![col]!.id;
  return out;
}

/** RULINGS zero: Hearts needs pips < 6; Diamonds, Spades and Clubs always resolve. */
export function powerResolvable(card: Card, d: Die): boolean {
  return suitOf(card) !== 'H' || d.pips < 6;
}
