/** Pure helpers over one Pip Zero grid. */
import type { Suit } from '../../core/cards';
import { flipPips, type Pips } from '../../core/dice';
import { COLS, OPENING, ROWS, type Cell, type Die, type Grid } from './state';

/** The opening grid; die ids run 0..15 row by row. */
export function openingGrid(): Die[][] {
  return OPENING.map((row, r) => row.map((pips, c) => ({ id: r * COLS + c, pips })));
}

/** True when the column holds at least one die. */
export function columnHasDice(grid: Grid, col: number): boolean {
  for (let r = 0; r < ROWS; r++) if (grid[r]![col]) return true;
  return false;
}

/** Number of dice left on the grid. */
export function diceLeft(grid: Grid): number {
  let n = 0;
  for (const row of grid) for (const d of row) if (d) n++;
  return n;
}

/** Sum of pips on the grid, or of one column when `col` is given. */
export function pipTotal(grid: Grid, col?: number): number {
  let n = 0;
  for (const row of grid)
    row.forEach((d, c) => {
      if (d && (col === undefined || c === col)) n += d.pips;
    });
  return n;
}

/** The lowest die of a column (topmost among equals), or null for an empty column. */
export function lowestInColumn(grid: Grid, col: number): (Cell & { die: Die }) | null {
  let best: (Cell & { die: Die }) | null = null;
  for (let r = 0; r < ROWS; r++) {
    const d = grid[r]![col];
    if (d && (!best || d.pips < best.die.pips)) best = { row: r, col, die: d };
  }
  return best;
}

/** True when some die stands to the right of (row, col) in the same row. */
export function hasDieToRight(grid: Grid, row: number, col: number): boolean {
  for (let c = col + 1; c < COLS; c++) if (grid[row]![c]) return true;
  return false;
}

/** Columns right of (row, col) that hold a die in that row: the swap targets. */
export function swapTargets(grid: Grid, row: number, col: number): number[] {
  const out: number[] = [];
  for (let c = col + 1; c < COLS; c++) if (grid[row]![c]) out.push(c);
  return out;
}

/** Where a die with this id stands, or null once removed. */
export function findDie(grid: Grid, id: number): (Cell & { die: Die }) | null {
  for (let r = 0; r < ROWS; r++)
    for (let c = 0; c < COLS; c++) {
      const d = grid[r]![c];
      if (d && d.id === id) return { row: r, col: c, die: d };
    }
  return null;
}

/**
 * The forced die: the highest-pip die of `col` not yet activated for which `ok` holds,
 * topmost between equals (RULINGS zero: die selection is forced).
 */
export function forcedDie(grid: Grid, col: number, activated: readonly number[], ok: (d: Die, row: number) => boolean): (Cell & { die: Die }) | null {
  let best: (Cell & { die: Die }) | null = null;
  for (let r = 0; r < ROWS; r++) {
    const d = grid[r]![col];
    if (!d || activated.includes(d.id) || !ok(d, r)) continue;
    if (!best || d.pips > best.die.pips) best = { row: r, col, die: d };
  }
  return best;
}

/** The pips as a typed face; callers guarantee 1..6. */
export function asPips(n: number): Pips {
  return n as Pips;
}

/**
 * A die's pips after a suit power (RULINGS zero: Hearts +2 capped at 6, Diamonds -2, or -1 in
 * Hardcore, Spades flip, Clubs hold); 0 or less means removed. The rules and the planner share it.
 */
export function poweredPips(suit: Suit, from: Pips, hardcore: boolean): number {
  return suit === 'H' ? Math.min(6, from + 2) : suit === 'D' ? from - (hardcore ? 1 : 2) : suit === 'S' ? flipPips(from) : from;
}
