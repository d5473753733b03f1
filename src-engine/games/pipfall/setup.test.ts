/**
 * One test per PipFall rule of the board, the seats and the opening (rulebook seeds/000,
 * RULINGS.md "Suit powers" and "pipfall", docs/rules/pipfall.md), on stacked decks and hand-built
 * boards. Test names quote the rule.
 */
import { describe as group, expect, it } from 'vitest';
import { unwrap } from '../../core/result';
import { cornerOf, openingCells } from './board';
import { pipfall } from './index';
import { pipsAt } from './testkit';

group('pipfall: board, seats and opening', () => {
  it('board: 5x5 with 2 players, 7x7 with 3, 8x8 with 4', () => {
    for (const [seats, n] of [
      [2, 5],
      [3, 7],
      [4, 8],
    ] as const) {
      const s = unwrap(pipfall.setup({ seats, variants: [] }, 1)).state;
      expect(s.size).toBe(n);
      expect(s.board).toHaveLength(n);
      expect(s.board.every((r) => r.length === n)).toBe(true);
    }
  });

  it('corners: seat 0 bottom-left, then top-left, top-right, bottom-right; with 2 players seat 1 takes top-right', () => {
    expect([0, 1, 2, 3].map((k) => cornerOf(k, 4))).toEqual([
      { row: 7, col: 0 },
      { row: 0, col: 0 },
      { row: 0, col: 7 },
      { row: 7, col: 7 },
    ]);
    expect([0, 1, 2].map((k) => cornerOf(k, 3))).toEqual([
      { row: 6, col: 0 },
      { row: 0, col: 0 },
      { row: 0, col: 6 },
    ]);
    expect([0, 1].map((k) => cornerOf(k, 2))).toEqual([
      { row: 4, col: 0 },
      { row: 0, col: 4 },
    ]);
  });

  it('static opening: 6 on the corner, 5 to the left, 4 to the right, 3 diagonal; bottom-left is 6 (N-1,0), 5 (N-2,0), 4 (N-1,1), 3 (N-2,1)', () => {
    const s = unwrap(pipfall.setup({ seats: 4, variants: [] }, 1)).state;
    expect([pipsAt(s, 7, 0), pipsAt(s, 6, 0), pipsAt(s, 7, 1), pipsAt(s, 6, 1)]).toEqual([6, 5, 4, 3]);
    // Top-left, rotated a quarter turn: 5 along the top edge (its left), 4 down the side.
    expect([pipsAt(s, 0, 0), pipsAt(s, 0, 1), pipsAt(s, 1, 0), pipsAt(s, 1, 1)]).toEqual([6, 5, 4, 3]);
    expect([pipsAt(s, 0, 7), pipsAt(s, 1, 7), pipsAt(s, 0, 6), pipsAt(s, 1, 6)]).toEqual([6, 5, 4, 3]);
    expect([pipsAt(s, 7, 7), pipsAt(s, 7, 6), pipsAt(s, 6, 7), pipsAt(s, 6, 6)]).toEqual([6, 5, 4, 3]);
    const two = unwrap(pipfall.setup({ seats: 2, variants: [] }, 1)).state;
    expect(openingCells(1, 2).map((c) => pipsAt(two, c.row, c.col))).toEqual([6, 5, 4, 3]);
    expect(two.board[0]![4]!.owner).toBe(1);
    const ids = two.board
      .flat()
      .filter((d) => d)
      .map((d) => d!.id)
      .sort((a, b) => a - b);
    expect(ids).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('Rolled Opening: four dice rolled from the game RNG, sorted high to low into the 6, 5, 4, 3 slots', () => {
    let differs = false;
    for (let seed = 1; seed <= 6; seed++) {
      const s = unwrap(pipfall.setup({ seats: 3, variants: ['rolled-opening'] }, seed)).state;
      const again = unwrap(pipfall.setup({ seats: 3, variants: ['rolled-opening'] }, seed)).state;
      expect(again.board).toEqual(s.board);
      for (let seat = 0; seat < 3; seat++) {
        const p = openingCells(seat, 3).map((c) => pipsAt(s, c.row, c.col));
        expect(p).toEqual(p.slice().sort((a, b) => b - a));
        if (p.join() !== '6,5,4,3') differs = true;
      }
    }
    expect(differs).toBe(true);
  });
});
