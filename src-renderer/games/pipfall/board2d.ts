/**
 * The flat (2D) PipFall board's geometry and bookkeeping, in plain TS: where the grid's cells,
 * the lane strips (left of each row, below each column, where the lane markers stand) and the
 * markers sit in the SVG's user units; what a click reports (the same `Pick` the 3D board's
 * ray picking gives: the die on a cell, else the cell; a strip is its lane); what a lesson's
 * coach points at; and the event steps the flat board shows between two views (a die moved,
 * turned, removed or restored), taken from the events' own fields.
 */
import type { Pips } from '../../../src-engine/core/dice';
import { COLOURS, DIAGRAM } from '../../design/tokens';
import type { CoachMark } from '../game-ui';
import type { Pick } from './decisions';
import type { Board, Cell, Lane } from './types';

export { mix } from '../../ui/2d/mix';

/** The flat board's materials: the 3D board's colours (felt, wooden frame, checkered cells) and its highlights'. */
export const FLAT = {
  felt: '#1c3a2f',
  frame: DIAGRAM.frame,
  tile: DIAGRAM.tile,
  tileAlt: DIAGRAM.tileAlt,
  label: DIAGRAM.label,
  markEdge: DIAGRAM.markEdge,
  neutral: COLOURS.neutral,
  /** A lane under the pointer or focus. */
  laneFocus: '#ffe9a0',
  /** A lane a lesson's coach lights. */
  laneCoach: '#fff1a8',
  /** Cells a move can end on, and the one under the pointer. */
  cell: '#5fe0ff',
  cellFocus: '#d8f8ff',
  /** What a die that has acted this round is mixed with (darker, as the 3D board tints it). */
  spentBody: '#3a3a3a',
  spentInk: '#8f8f8f',
} as const;

/** The colours the flat board's styles read (CSS custom properties). */
export const FLAT_VARS: Readonly<Record<string, string>> = {
  felt: FLAT.felt,
  frame: FLAT.frame,
  label: FLAT.label,
  'mark-edge': FLAT.markEdge,
  'lane-focus': FLAT.laneFocus,
  'lane-coach': FLAT.laneCoach,
  cell: FLAT.cell,
  'cell-focus': FLAT.cellFocus,
};

/** Distance between cell centres (SVG user units). */
export const CELL = 60;
/** Edge of a die. */
export const DIE = 44;
/** Width of the strips beside the grid (row strip on the left, column strip below). */
export const STRIP = 64;
/** Margin on the other two sides. */
const PAD = 12;

/** Where things are on the flat board. */
export interface PipfallLayout {
  readonly size: number;
  readonly width: number;
  readonly height: number;
  /** The grid's top-left corner. */
  readonly x: number;
  readonly y: number;
}

/** The layout of an n x n board. */
export function pipfallLayout(size: number): PipfallLayout {
  return { size, width: STRIP + size * CELL + PAD, height: PAD + size * CELL + STRIP, x: STRIP, y: PAD };
}

/** A cell's centre. */
export function cellCentre(l: PipfallLayout, c: Cell): { x: number; y: number } {
  return { x: l.x + (c.col + 0.5) * CELL, y: l.y + (c.row + 0.5) * CELL };
}

/** A lane's handle: its part of the strip (left of a row, below a column). */
export function laneHandle(l: PipfallLayout, lane: Lane): { x: number; y: number; width: number; height: number } {
  return lane.kind === 'row'
    ? { x: 0, y: l.y + lane.index * CELL, width: STRIP, height: CELL }
    : { x: l.x + lane.index * CELL, y: l.y + l.size * CELL, width: CELL, height: STRIP };
}

/** A lit lane: across the grid and into its strip. */
export function laneGlow(l: PipfallLayout, lane: Lane): { x: number; y: number; width: number; height: number } {
  const inset = CELL * 0.05;
  return lane.kind === 'row'
    ? { x: 2, y: l.y + lane.index * CELL + inset, width: STRIP - 2 + l.size * CELL, height: CELL - 2 * inset }
    : { x: l.x + lane.index * CELL + inset, y: l.y, width: CELL - 2 * inset, height: l.size * CELL + STRIP - 2 };
}

/** Where a lane's marker stands (the strip's outer half) and where its number is written (the inner half). */
export function markerAt(l: PipfallLayout, lane: Lane): { x: number; y: number } {
  return lane.kind === 'row' ? { x: STRIP * 0.36, y: l.y + (lane.index + 0.5) * CELL } : { x: l.x + (lane.index + 0.5) * CELL, y: l.y + l.size * CELL + STRIP * 0.64 };
}

export function numberAt(l: PipfallLayout, lane: Lane): { x: number; y: number } {
  return lane.kind === 'row' ? { x: STRIP * 0.82, y: l.y + (lane.index + 0.5) * CELL } : { x: l.x + (lane.index + 0.5) * CELL, y: l.y + l.size * CELL + STRIP * 0.18 };
}

/** What a click on a cell reports: the die on it (the 3D ray hits dice first), else the cell. */
export function pickAt(board: Board, c: Cell): Pick {
  const die = board[c.row]?.[c.col];
  return die ? { kind: 'die', die: die.id } : { kind: 'cell', cell: { row: c.row, col: c.col } };
}

/** Where die `id` stands. */
export function findDie(board: Board, id: number): Cell | null {
  for (let row = 0; row < board.length; row++) {
    const col = board[row]!.findIndex((d) => d?.id === id);
    if (col >= 0) return { row, col };
  }
  return null;
}

/** The seat whose starting corner `c` is, or -1. */
export function cornerOwner(corners: readonly Cell[], c: Cell): number {
  return corners.findIndex((k) => k.row === c.row && k.col === c.col);
}

/** What a lesson's coach points at on the board: cells to ring (a die's, or a cell) and lanes to light. */
export function coachSpots(marks: readonly CoachMark[], board: Board): { readonly cells: readonly Cell[]; readonly lanes: readonly Lane[] } {
  const size = board.length;
  const cells: Cell[] = [];
  const lanes: Lane[] = [];
  for (const m of marks) {
    if (m.kind === 'die') {
      const at = findDie(board, m.die);
      if (at) cells.push(at);
    } else if (m.kind === 'cell') {
      if (m.row >= 0 && m.row < size && m.col >= 0 && m.col < size) cells.push({ row: m.row, col: m.col });
    } else if (m.kind === 'lane' && m.index >= 0 && m.index < size) {
      lanes.push({ kind: m.lane, index: m.index });
    }
  }
  // A die and its cell (or one lane twice) are one ring.
  const cellsOnce = cells.filter((c, i) => cells.findIndex((x) => x.row === c.row && x.col === c.col) === i);
  const lanesOnce = lanes.filter((l, i) => lanes.findIndex((x) => x.kind === l.kind && x.index === l.index) === i);
  return { cells: cellsOnce, lanes: lanesOnce };
}

/** The board with one cell changed. */
function withCell(board: Board, c: Cell, die: Board[number][number]): Board {
  return board.map((row, r) => (r === c.row ? row.map((d, k) => (k === c.col ? die : d)) : row));
}

/** The board after die `id` moves to `to` (whatever stood there is gone: a combat's loser is removed by its own event). */
export function moveDie(board: Board, id: number, to: Cell): Board {
  const from = findDie(board, id);
  if (!from || (from.row === to.row && from.col === to.col)) return board;
  const die = board[from.row]![from.col]!;
  return withCell(withCell(board, from, null), to, die);
}

/** The board after die `id` shows `pips` (0 or less: it is gone). */
export function turnDie(board: Board, id: number, pips: number): Board {
  const at = findDie(board, id);
  if (!at) return board;
  const die = board[at.row]![at.col]!;
  return withCell(board, at, pips >= 1 && pips <= 6 ? { ...die, pips: pips as Pips } : null);
}

/** The board after a die of `seat` with `pips` is put on `cell` (a restore). */
export function placeDie(board: Board, id: number, seat: number, cell: Cell, pips: number): Board {
  const gone = findDie(board, id) ? turnDie(board, id, 0) : board;
  return withCell(gone, cell, { id, owner: seat, pips: pips as Pips });
}

/** Where a die is drawn: its cell's centre, or, while it attacks, 58% of the way into the cell it attacks. */
export function dieAt(l: PipfallLayout, at: Cell, fighting: Cell | null): { x: number; y: number } {
  const a = cellCentre(l, at);
  if (!fighting) return a;
  const b = cellCentre(l, fighting);
  return { x: a.x + (b.x - a.x) * 0.58, y: a.y + (b.y - a.y) * 0.58 };
}
