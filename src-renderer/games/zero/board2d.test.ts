import { describe, expect, it } from 'vitest';
import { CELL, DIE, captionAt, cellCentre, coachSpots, findDie, pickAt, swapDice, turnDie, zeroLayout } from './board2d';
import { click, type Decision } from './decisions';
import type { Grid } from './types';

/** A grid with dice (id = row*4+col) where `pips` is non-zero. */
function grid(pips: readonly (readonly number[])[]): Grid {
  return pips.map((row, r) => row.map((p, c) => (p > 0 ? { id: r * 4 + c, pips: p as 1 } : null)));
}

const G = grid([
  [1, 2, 3, 4],
  [5, 6, 0, 1],
  [2, 0, 0, 3],
  [4, 4, 4, 0],
]);

describe('flat Pip Zero board: geometry', () => {
  it('two grids side by side: every cell inside the drawing, none overlapping, the second grid right of the first', () => {
    const l = zeroLayout(2);
    const boxes: { x: number; y: number }[] = [];
    for (let s = 0; s < 2; s++) {
      for (let row = 0; row < 4; row++) {
        for (let col = 0; col < 4; col++) {
          const c = cellCentre(l, s, { row, col });
          expect(c.x - CELL / 2).toBeGreaterThanOrEqual(0);
          expect(c.y - CELL / 2).toBeGreaterThanOrEqual(0);
          expect(c.x + CELL / 2).toBeLessThanOrEqual(l.width);
          expect(c.y + CELL / 2).toBeLessThanOrEqual(l.height);
          boxes.push(c);
        }
      }
    }
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) expect(Math.max(Math.abs(boxes[i]!.x - boxes[j]!.x), Math.abs(boxes[i]!.y - boxes[j]!.y))).toBeGreaterThanOrEqual(CELL);
    expect(cellCentre(l, 1, { row: 0, col: 0 }).x).toBeGreaterThan(cellCentre(l, 0, { row: 0, col: 3 }).x + CELL);
    expect(l.names).toBe(true);
    // A die fits its cell; captions sit below the grid.
    expect(DIE).toBeLessThan(CELL);
    expect(captionAt(l, 0, 2).y).toBeGreaterThan(cellCentre(l, 0, { row: 3, col: 2 }).y + CELL / 2);
  });
  it('solo: one grid and no seat name strip, so the drawing is narrower and shorter', () => {
    const one = zeroLayout(1);
    const two = zeroLayout(2);
    expect(one.grids).toHaveLength(1);
    expect(one.names).toBe(false);
    expect(one.width).toBeLessThan(two.width / 1.5);
    expect(one.height).toBeLessThan(two.height);
  });
});

describe('flat Pip Zero board: what a click reports', () => {
  it('a cell with a die reports the die (as the 3D ray hits the die first), an empty cell reports the cell', () => {
    expect(pickAt(G, 1, { row: 1, col: 1 })).toEqual({ kind: 'die', seat: 1, die: 5 });
    expect(pickAt(G, 0, { row: 2, col: 2 })).toEqual({ kind: 'cell', seat: 0, cell: { row: 2, col: 2 } });
  });
  it('the pick goes through decisions.click like a 3D pick: the forced die plays its power, a die to its right its swap', () => {
    const power = { type: 'choose', choice: { kind: 'power' } } as const;
    const swap = { type: 'choose', choice: { kind: 'swap', target: 2 } } as const;
    const d: Decision = {
      kind: 'choose',
      seat: 0,
      pending: { seat: 0, slot: 1, column: 1, card: '5H' } as never,
      options: [
        { action: power as never, target: { kind: 'power', die: 5, cell: { row: 1, col: 1 }, suit: 'H', pips: 6, after: 6 } as never },
        { action: swap as never, target: { kind: 'swap', die: 5, other: 11, from: { row: 1, col: 1 }, to: { row: 2, col: 3 }, pips: 6, after: 5 } as never },
      ],
    };
    expect(click(d, pickAt(G, 0, { row: 1, col: 1 }))).toEqual({ kind: 'act', action: power });
    expect(click(d, pickAt(G, 0, { row: 2, col: 3 }))).toEqual({ kind: 'act', action: swap });
    expect(click(d, pickAt(G, 0, { row: 0, col: 0 })).kind).toBe('refuse');
    expect(click(d, pickAt(G, 1, { row: 1, col: 1 }))).toEqual({ kind: 'refuse', reason: 'zero.refuse.otherGrid' });
  });
});

describe('flat Pip Zero board: coach marks and event steps', () => {
  it('a coach die is ringed where it stands, a column is lit, panel marks are not the board’s', () => {
    const s = coachSpots(
      [
        { kind: 'die', die: 11, seat: 0 },
        { kind: 'lane', lane: 'col', index: 3 },
        { kind: 'cell', row: 3, col: 3, seat: 1 },
        { kind: 'area', area: 'hand' },
        { kind: 'die', die: 99 },
        // The same cell again, by its die, and the same column again: one mark each.
        { kind: 'cell', row: 2, col: 3, seat: 0 },
        { kind: 'lane', lane: 'col', index: 3, seat: 0 },
      ],
      [G, G],
    );
    expect(s.cells).toEqual([
      { seat: 0, cell: { row: 2, col: 3 }, die: true },
      { seat: 1, cell: { row: 3, col: 3 }, die: false },
    ]);
    expect(s.columns).toEqual([{ seat: 0, col: 3 }]);
  });
  it('a swap trades two cells of one seat only; a turn changes one die; a removal empties its cell', () => {
    const [a, b] = swapDice([G, G], 0, { row: 1, col: 1 }, { row: 2, col: 3 });
    expect(a![1]![1]).toEqual({ id: 11, pips: 3 });
    expect(a![2]![3]).toEqual({ id: 5, pips: 6 });
    expect(b).toBe(G);
    const [t] = turnDie([G], 0, 5, 2);
    expect(t![1]![1]).toEqual({ id: 5, pips: 2 });
    expect(findDie(t, 5)).toEqual({ row: 1, col: 1 });
    const [r] = turnDie([G], 0, 5, 0);
    expect(r![1]![1]).toBeNull();
    expect(findDie(r, 5)).toBeNull();
  });
});
