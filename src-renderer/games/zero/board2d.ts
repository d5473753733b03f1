/**
 * The flat (2D) Pip Zero board's geometry and bookkeeping, in plain TS: where each seat's 4x4
 * grid and each cell sit in the SVG's user units, what a click on a cell reports (the same
 * `Pick` the 3D board's ray picking gives: the die on the cell, else the cell), which cells
 * and columns a lesson's coach points at, and the event steps the flat board shows between
 * two views (a swap, a die turned or removed), taken from the events' own fields.
 */
import type { Pips } from '../../../src-engine/core/dice';
import { COLOURS, DIAGRAM } from '../../design/tokens';
import type { DieColours } from '../../ui/3d/dice';
import type { CoachMark } from '../game-ui';
import type { Pick } from './decisions';
import type { Cell, Grid } from './types';

/** The flat board's materials: the 3D board's colours (its felt tray, wooden frame, cells and ivory dice). */
export const FLAT = {
  tray: '#1c3a2f',
  frame: DIAGRAM.frame,
  cell: '#24473a',
  /** Column 4 (the Initiative column) in its own colour, as on the 3D board. */
  cell4: '#3b3a52',
  caption: DIAGRAM.label,
  caption4: '#c9c3ff',
  /** What a lesson's coach lights (a column). */
  coachFill: '#fff1a8',
  markEdge: DIAGRAM.markEdge,
  neutral: COLOURS.neutral,
  /** Pip Zero's dice are ivory, whoever's grid they are on. */
  ivory: { body: '#f8f4e8', pip: '#1c1c1c', one: '#b3261e' } satisfies DieColours,
  /** A die activated this hand, greyed blue. */
  spent: { body: '#b9c7d6', pip: '#1c1c1c', one: '#b3261e' } satisfies DieColours,
} as const;

/** Distance between cell centres (SVG user units). */
export const CELL = 64;
/** Edge of a die. */
export const DIE = 48;
/** Margin around everything. */
const PAD = 14;
/** Space between two grids. */
const BETWEEN = 56;
/** Depth of the strip below a grid: column captions, then the seat's name (two seats). */
const CAPTION = 30;
const NAME = 30;

/** Where things are on the flat board. */
export interface ZeroLayout {
  readonly width: number;
  readonly height: number;
  /** Each seat's grid: its top-left corner (of the 4x4 cells). */
  readonly grids: readonly { readonly x: number; readonly y: number }[];
  /** Whether seat names are drawn under the grids. */
  readonly names: boolean;
}

/** The layout for one or two seats: grids side by side, captions below. */
export function zeroLayout(seats: number): ZeroLayout {
  const names = seats > 1;
  const grids = Array.from({ length: seats }, (_, s) => ({ x: PAD + s * (4 * CELL + BETWEEN), y: PAD }));
  return { width: 2 * PAD + seats * 4 * CELL + (seats - 1) * BETWEEN, height: 2 * PAD + 4 * CELL + CAPTION + (names ? NAME : 0), grids, names };
}

/** A cell's centre. */
export function cellCentre(l: ZeroLayout, seat: number, c: Cell): { x: number; y: number } {
  const g = l.grids[seat] ?? l.grids[0]!;
  return { x: g.x + (c.col + 0.5) * CELL, y: g.y + (c.row + 0.5) * CELL };
}

/** Where a grid's column caption and its seat name sit (centres). */
export function captionAt(l: ZeroLayout, seat: number, col: number): { x: number; y: number } {
  const g = l.grids[seat] ?? l.grids[0]!;
  return { x: g.x + (col + 0.5) * CELL, y: g.y + 4 * CELL + CAPTION / 2 };
}

export function nameAt(l: ZeroLayout, seat: number): { x: number; y: number } {
  const g = l.grids[seat] ?? l.grids[0]!;
  return { x: g.x + 2 * CELL, y: g.y + 4 * CELL + CAPTION + NAME / 2 };
}

/** What a click on a cell reports: the die on it (as the 3D board's dice are hit first), else the cell. */
export function pickAt(grid: Grid | undefined, seat: number, c: Cell): Pick {
  const die = grid?.[c.row]?.[c.col];
  return die ? { kind: 'die', seat, die: die.id } : { kind: 'cell', seat, cell: { row: c.row, col: c.col } };
}

/** Where die `id` stands on a grid. */
export function findDie(grid: Grid | undefined, id: number): Cell | null {
  if (!grid) return null;
  for (let row = 0; row < grid.length; row++) {
    const col = grid[row]!.findIndex((d) => d?.id === id);
    if (col >= 0) return { row, col };
  }
  return null;
}

/** A cell or column a lesson's coach points at, on a seat's grid. */
export interface CoachSpots {
  /** Cells ringed (a die's cell, or a cell itself). */
  readonly cells: readonly { readonly seat: number; readonly cell: Cell; readonly die: boolean }[];
  /** Columns lit in the coach's colour. */
  readonly columns: readonly { readonly seat: number; readonly col: number }[];
}

/** The coach's marks that fall on the grids (others are the panels'), as the 3D board draws them. */
export function coachSpots(marks: readonly CoachMark[], grids: readonly Grid[]): CoachSpots {
  const cells: { seat: number; cell: Cell; die: boolean }[] = [];
  const columns: { seat: number; col: number }[] = [];
  for (const m of marks) {
    if (m.kind !== 'die' && m.kind !== 'cell' && m.kind !== 'lane') continue;
    const seat = m.seat ?? 0;
    if (seat < 0 || seat >= grids.length) continue;
    if (m.kind === 'die') {
      const at = findDie(grids[seat], m.die);
      if (at) cells.push({ seat, cell: at, die: true });
    } else if (m.kind === 'cell') {
      if (m.row >= 0 && m.row < 4 && m.col >= 0 && m.col < 4) cells.push({ seat, cell: { row: m.row, col: m.col }, die: false });
    } else if (m.lane === 'col' && m.index >= 0 && m.index < 4) {
      columns.push({ seat, col: m.index });
    }
  }
  // A die and its cell (or one column twice) are one mark.
  return {
    cells: cells.filter((c, i) => cells.findIndex((x) => x.seat === c.seat && x.cell.row === c.cell.row && x.cell.col === c.cell.col) === i),
    columns: columns.filter((c, i) => columns.findIndex((x) => x.seat === c.seat && x.col === c.col) === i),
  };
}

/** A grid with one cell changed. */
function withCell(grid: Grid, c: Cell, die: Grid[number][number]): Grid {
  return grid.map((row, r) => (r === c.row ? row.map((d, k) => (k === c.col ? die : d)) : row));
}

/** The grids after seat `seat`'s dice on `from` and `to` trade places. */
export function swapDice(grids: readonly Grid[], seat: number, from: Cell, to: Cell): Grid[] {
  return grids.map((g, s) => {
    if (s !== seat) return g;
    const a = g[from.row]?.[from.col] ?? null;
    const b = g[to.row]?.[to.col] ?? null;
    return withCell(withCell(g, from, b), to, a);
  });
}

/** The grids after die `id` of seat `seat` shows `pips` (0 or less: it is gone). */
export function turnDie(grids: readonly Grid[], seat: number, id: number, pips: number): Grid[] {
  return grids.map((g, s) => {
    const at = s === seat ? findDie(g, id) : null;
    if (!at) return g;
    return withCell(g, at, pips >= 1 && pips <= 6 ? { id, pips: pips as Pips } : null);
  });
}
