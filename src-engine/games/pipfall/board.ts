/** Pure helpers over the PipFall board: corners, the opening diamond, lanes, straight paths. */
import type { Pips } from '../../core/dice';
import type { Seat } from '../../core/game';
import type { Board, Cell, Die, Direction, Lane } from './state';

/** Board side by player count (RULINGS pipfall: 5, 7, 8). */
export function boardSize(seats: number): number {
  return seats === 2 ? 5 : seats === 3 ? 7 : 8;
}

/** Quarter turns clockwise from the bottom-left corner to a seat's corner. */
function quarterTurns(seat: Seat, seats: number): number {
  // Seats take bottom-left, top-left, top-right, bottom-right; two players sit diagonally opposite.
  return seats === 2 && seat === 1 ? 2 : seat;
}

/** Rotates a cell a quarter turn clockwise about the board's centre. */
function rotate(c: Cell, n: number, k: number): Cell {
  let r = c.row,
    col = c.col;
  for (let i = 0; i < k; i++) [r, col] = [col, n - 1 - r];
  return { row: r, col };
}

/** A seat's starting corner. */
export function cornerOf(seat: Seat, seats: number): Cell {
  const n = boardSize(seats);
  return rotate({ row: n - 1, col: 0 }, n, quarterTurns(seat, seats));
}

/** The opening diamond's cells for a seat, in slot order 6, 5, 4, 3 (corner, left, right, diagonal). */
export function openingCells(seat: Seat, seats: number): Cell[] {
  const n = boardSize(seats);
  const k = quarterTurns(seat, seats);
  return [
    { row: n - 1, col: 0 },
    { row: n - 2, col: 0 },
    { row: n - 1, col: 1 },
    { row: n - 2, col: 1 },
  ].map((c) => rotate(c, n, k));
}

/** Every die on the board with its cell, row by row. */
export function diceOn(board: Board): (Cell & { die: Die })[] {
  const out: (Cell & { die: Die })[] = [];
  for (let r = 0; r < board.length; r++) {
    const row = board[r]!;
    for (let c = 0; c < row.length; c++) {
      const d = row[c];
      if (d) out.push({ row: r, col: c, die: d });
    }
  }
  return out;
}

/** A seat's dice with their cells, row by row. */
export function diceOf(board: Board, seat: Seat): (Cell & { die: Die })[] {
  const out: (Cell & { die: Die })[] = [];
  for (let r = 0; r < board.length; r++) {
    const row = board[r]!;
    for (let c = 0; c < row.length; c++) {
      const d = row[c];
      if (d && d.owner === seat) out.push({ row: r, col: c, die: d });
    }
  }
  return out;
}

/** How many dice a seat has on the board. */
export function diceCount(board: Board, seat: Seat): number {
  let n = 0;
  for (const row of board) for (const d of row) if (d && d.owner === seat) n++;
  return n;
}

/** How many dice each of `seats` seats has on the board, by seat: one pass over the board. */
export function diceCounts(board: Board, seats: number): number[] {
  const out: number[] = [];
  for (let seat = 0; seat < seats; seat++) out.push(0);
  for (const row of board) for (const d of row) if (d) out[d.owner]!++;
  return out;
}

/** Total pips of a seat's dice. */
export function pipTotal(board: Board, seat: Seat): number {
  let n = 0;
  for (const row of board) for (const d of row) if (d && d.owner === seat) n += d.pips;
  return n;
}

/** Where a die stands, or null once removed. */
export function findDie(board: Board, id: number): (Cell & { die: Die }) | null {
  for (let r = 0; r < board.length; r++) {
    const row = board[r]!;
    for (let c = 0; c < row.length; c++) {
      const d = row[c];
      if (d && d.id === id) return { row: r, col: c, die: d };
    }
  }
  return null;
}

/** True when the cell lies in the lane. */
export function inLane(c: Cell, lane: Lane): boolean {
  return lane.kind === 'row' ? c.row === lane.index : c.col === lane.index;
}

/** Same lane. */
export function sameLane(a: Lane, b: Lane): boolean {
  return a.kind === b.kind && a.index === b.index;
}

/** Every lane of an n-board: rows first, then columns. */
export function allLanes(n: number): Lane[] {
  const out: Lane[] = [];
  for (let i = 0; i < n; i++) out.push({ kind: 'row', index: i });
  for (let i = 0; i < n; i++) out.push({ kind: 'col', index: i });
  return out;
}

const STEP: Record<Direction, Cell> = { up: { row: -1, col: 0 }, down: { row: 1, col: 0 }, left: { row: 0, col: -1 }, right: { row: 0, col: 1 } };

/** The cells entered by a straight move, in order (empty for 0); null if it leaves the board. */
export function pathOf(from: Cell, direction: Direction, distance: number, n: number): Cell[] | null {
  const d = STEP[direction];
  const out: Cell[] = [];
  for (let i = 1; i <= distance; i++) {
    const c = { row: from.row + d.row * i, col: from.col + d.col * i };
    if (c.row < 0 || c.col < 0 || c.row >= n || c.col >= n) return null;
    out.push(c);
  }
  return out;
}

/** The pips as a typed face; callers guarantee 1..6. */
export function asPips(n: number): Pips {
  return n as Pips;
}
