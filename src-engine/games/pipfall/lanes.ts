/** Lanes: the rows and columns a seat may claim with a marker, and the cells a lane runs through. */
import type { Seat } from '../../core/game';
import { allLanes } from './board';
import type { Lane, PipfallState } from './state';

/**
 * The lanes (bit i: row or column i) that hold at least one of `seat`'s dice and carry no
 * lane marker: the lanes it may claim. One pass over the board, nothing allocated (the search
 * asks this at every placement).
 */
export function freeLaneBits(s: PipfallState, seat: Seat): { rows: number; cols: number } {
  let rows = 0;
  let cols = 0;
  const board = s.board;
  for (let r = 0; r < board.length; r++) {
    const row = board[r]!;
    for (let c = 0; c < row.length; c++) {
      const d = row[c];
      if (d && d.owner === seat) {
        rows |= 1 << r;
        cols |= 1 << c;
      }
    }
  }
  const claimed = claimedBits(s);
  return { rows: rows & ~claimed.rows, cols: cols & ~claimed.cols };
}

/** The lanes (bit i: row or column i) that carry a lane marker. */
function claimedBits(s: PipfallState): { rows: number; cols: number } {
  let rows = 0;
  let cols = 0;
  for (const h of s.seats)
    for (const m of h.markers) {
      if (m === null || m.kind === 'card') continue;
      if (m.kind === 'row') rows |= 1 << m.index;
      else cols |= 1 << m.index;
    }
  return { rows, cols };
}

/** Every lane of an n-board, rows first, then columns, made once per size: the objects are never changed, so legal actions share them. */
const LANES: Lane[][] = [];
/** The lanes of an n-board (`LANES`, made on first use). */
export function lanesOf(n: number): Lane[] {
  return (LANES[n] ??= allLanes(n));
}

/** Lanes a seat may claim now: unclaimed, holding at least one of its dice; rows first, then columns. */
export function legalLanes(s: PipfallState, seat: Seat): Lane[] {
  const { rows, cols } = freeLaneBits(s, seat);
  const n = s.size;
  const all = lanesOf(n);
  const out: Lane[] = [];
  for (let i = 0; i < n; i++) if (rows & (1 << i)) out.push(all[i]!);
  for (let i = 0; i < n; i++) if (cols & (1 << i)) out.push(all[n + i]!);
  return out;
}

/** True when `seat` may claim `lane` now (`legalLanes` holds it). */
export function isLegalLane(s: PipfallState, seat: Seat, lane: Lane): boolean {
  if (!Number.isInteger(lane.index) || lane.index < 0 || lane.index >= s.size || (lane.kind !== 'row' && lane.kind !== 'col')) return false;
  const claimed = claimedBits(s);
  if (((lane.kind === 'row' ? claimed.rows : claimed.cols) & (1 << lane.index)) !== 0) return false;
  for (let i = 0; i < s.size; i++) {
    const d = s.board[laneRow(lane, i)]![laneCol(lane, i)];
    if (d && d.owner === seat) return true;
  }
  return false;
}

/** True when `seat` may claim some lane now (`legalLanes` is not empty). */
export function hasLegalLane(s: PipfallState, seat: Seat): boolean {
  const claimed = claimedBits(s);
  const board = s.board;
  for (let r = 0; r < board.length; r++) {
    const row = board[r]!;
    for (let c = 0; c < row.length; c++) {
      const d = row[c];
      if (d && d.owner === seat && ((claimed.rows & (1 << r)) === 0 || (claimed.cols & (1 << c)) === 0)) return true;
    }
  }
  return false;
}

/** The row and column of the i-th cell of a lane, in board order. */
export function laneRow(m: Lane, i: number): number {
  return m.kind === 'row' ? m.index : i;
}

/** The column of the i-th cell of a lane, in board order. */
export function laneCol(m: Lane, i: number): number {
  return m.kind === 'row' ? i : m.index;
}
