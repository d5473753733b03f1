import { describe, expect, it } from 'vitest';
import { CELL, STRIP, cellCentre, coachSpots, cornerOwner, dieAt, findDie, laneHandle, markerAt, mix, moveDie, pickAt, pipfallLayout, placeDie, turnDie } from './board2d';
import { click, type Decision } from './decisions';
import type { Board } from './types';

/** A 5x5 board: Red (0) bottom-left, Blue (1) top-right, ids given. */
const B: Board = [
  [null, null, null, { id: 5, owner: 1, pips: 4 }, { id: 6, owner: 1, pips: 6 }],
  [null, null, null, null, null],
  [null, null, null, null, null],
  [{ id: 1, owner: 0, pips: 5 }, null, null, null, null],
  [{ id: 3, owner: 0, pips: 6 }, { id: 4, owner: 0, pips: 4 }, null, null, null],
];

const inside = (b: { x: number; y: number; width: number; height: number }, p: { x: number; y: number }): boolean =>
  p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height;

describe('flat PipFall board: geometry', () => {
  it('fits the grid and both strips for every board size, cells CELL apart', () => {
    for (const n of [5, 7, 8]) {
      const l = pipfallLayout(n);
      const first = cellCentre(l, { row: 0, col: 0 });
      const last = cellCentre(l, { row: n - 1, col: n - 1 });
      expect(first.x - CELL / 2).toBeGreaterThanOrEqual(STRIP);
      expect(last.x + CELL / 2).toBeLessThanOrEqual(l.width);
      expect(last.y + CELL / 2 + STRIP).toBeLessThanOrEqual(l.height);
      expect(last.x - first.x).toBe((n - 1) * CELL);
    }
  });
  it('a row’s strip is left of the row, a column’s below the column, each marker inside its own strip and no other', () => {
    const l = pipfallLayout(7);
    const row2 = laneHandle(l, { kind: 'row', index: 2 });
    const col4 = laneHandle(l, { kind: 'col', index: 4 });
    const rowCell = cellCentre(l, { row: 2, col: 0 });
    expect(row2.x + row2.width).toBeLessThanOrEqual(rowCell.x - CELL / 2);
    expect(inside(row2, { x: row2.x + 1, y: rowCell.y })).toBe(true);
    const colCell = cellCentre(l, { row: 6, col: 4 });
    expect(col4.y).toBeGreaterThanOrEqual(colCell.y + CELL / 2);
    expect(inside(col4, { x: colCell.x, y: col4.y + 1 })).toBe(true);
    expect(inside(row2, markerAt(l, { kind: 'row', index: 2 }))).toBe(true);
    expect(inside(col4, markerAt(l, { kind: 'col', index: 4 }))).toBe(true);
    expect(inside(laneHandle(l, { kind: 'row', index: 3 }), markerAt(l, { kind: 'row', index: 2 }))).toBe(false);
  });
  it('an attacking die stands most of the way into the cell it attacks, otherwise on its own cell', () => {
    const l = pipfallLayout(5);
    const from = { row: 3, col: 0 };
    const to = { row: 2, col: 0 };
    expect(dieAt(l, from, null)).toEqual(cellCentre(l, from));
    const y = dieAt(l, from, to).y;
    expect(y).toBeLessThan(cellCentre(l, from).y - CELL / 2);
    expect(y).toBeGreaterThan(cellCentre(l, to).y);
  });
  it('corners are tinted by owner, and a spent die’s colour is a darker mix', () => {
    expect(
      cornerOwner(
        [
          { row: 4, col: 0 },
          { row: 0, col: 4 },
        ],
        { row: 0, col: 4 },
      ),
    ).toBe(1);
    expect(cornerOwner([{ row: 4, col: 0 }], { row: 2, col: 2 })).toBe(-1);
    expect(mix('#ff0000', '#000000', 0.5)).toBe('#800000');
    expect(mix('#2d62c8', '#2d62c8', 0.7)).toBe('#2d62c8');
  });
});

describe('flat PipFall board: what a click reports', () => {
  it('a cell with a die reports the die, an empty cell the cell (as the 3D ray hits dice first)', () => {
    expect(pickAt(B, { row: 3, col: 0 })).toEqual({ kind: 'die', die: 1 });
    expect(pickAt(B, { row: 2, col: 2 })).toEqual({ kind: 'cell', cell: { row: 2, col: 2 } });
  });
  it('the picks go through decisions.click as 3D picks do: a lit lane strip places, a lit cell moves', () => {
    const place = { type: 'place', lane: { kind: 'row', index: 3 } } as const;
    const d: Decision = { kind: 'place', cycle: 0, options: [{ action: place as never, target: { kind: 'lane', dice: [1] } as never }] };
    expect(click(d, null, { kind: 'lane', lane: { kind: 'row', index: 3 } })).toEqual({ kind: 'act', action: place });
    expect(click(d, null, { kind: 'lane', lane: { kind: 'row', index: 1 } })).toEqual({ kind: 'refuse', reason: 'pipfall.refuse.lane' });
    const move = { type: 'activate', die: 1, use: { kind: 'move', direction: 'up', distance: 1 } } as const;
    const a: Decision = {
      kind: 'activate',
      cycle: 0,
      dice: [1],
      die: 1,
      moves: [{ action: move as never, target: { kind: 'move', to: { row: 2, col: 0 }, path: [{ row: 2, col: 0 }], after: 4, combat: null } as never }],
      power: null,
    };
    expect(click(a, null, pickAt(B, { row: 2, col: 0 }))).toEqual({ kind: 'act', action: move });
    expect(click(a, null, pickAt(B, { row: 2, col: 2 })).kind).toBe('refuse');
  });
});

describe('flat PipFall board: coach marks and event steps', () => {
  it('rings a coach die where it stands and a cell; lights a lane; ignores panel marks and marks off the board', () => {
    const s = coachSpots(
      [
        { kind: 'die', die: 4 },
        { kind: 'cell', row: 0, col: 0 },
        { kind: 'lane', lane: 'col', index: 1 },
        { kind: 'lane', lane: 'row', index: 9 },
        { kind: 'area', area: 'seats' },
        // The same die's cell and the same lane again: one ring, one light.
        { kind: 'cell', row: 4, col: 1 },
        { kind: 'lane', lane: 'col', index: 1 },
      ],
      B,
    );
    expect(s.cells).toEqual([
      { row: 4, col: 1 },
      { row: 0, col: 0 },
    ]);
    expect(s.lanes).toEqual([{ kind: 'col', index: 1 }]);
  });
  it('a move carries the die with its owner and pips; a turn changes its pips; a removal empties its cell; a restore puts a die in a corner', () => {
    const m = moveDie(B, 1, { row: 1, col: 0 });
    expect(findDie(m, 1)).toEqual({ row: 1, col: 0 });
    expect(m[1]![0]).toEqual({ id: 1, owner: 0, pips: 5 });
    expect(m[3]![0]).toBeNull();
    expect(turnDie(B, 5, 2)[0]![3]).toEqual({ id: 5, owner: 1, pips: 2 });
    expect(findDie(turnDie(B, 5, 0), 5)).toBeNull();
    const r = placeDie(turnDie(B, 6, 0), 6, 1, { row: 0, col: 4 }, 4);
    expect(r[0]![4]).toEqual({ id: 6, owner: 1, pips: 4 });
  });
});
