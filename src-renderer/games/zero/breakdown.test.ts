import { describe, expect, it } from 'vitest';
import { tallies } from './breakdown';
import type { Grid } from './types';

function grid(pips: readonly (readonly number[])[]): Grid {
  return pips.map((row, r) => row.map((p, c) => (p > 0 ? { id: r * 4 + c, pips: p as 1 } : null)));
}

describe('Pip Zero tally (the strip over the grids)', () => {
  it('counts the dice a grid has lost and the pips left in column 4, per seat', () => {
    const opening = grid([
      [3, 4, 5, 6],
      [6, 5, 4, 3],
      [4, 3, 6, 5],
      [5, 6, 3, 4],
    ]);
    const late = grid([
      [0, 6, 0, 5],
      [2, 0, 4, 3],
      [0, 5, 6, 0],
      [0, 3, 0, 4],
    ]);
    expect(tallies({ grids: [opening, late] })).toEqual([
      { removed: 0, col4: 18 },
      { removed: 7, col4: 12 },
    ]);
  });
});
