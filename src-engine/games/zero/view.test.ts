/** Pip Zero's AI evaluation: what it prefers, in the terms a player would use. */
import { describe, expect, it } from 'vitest';
import { compareCards } from '../../core/cards';
import { nextIntMut } from '../../core/rng';
import type { ZeroAction } from './state';
import { zero } from './index';
import { randomZeroState } from '../../ai/testkit';
import { gridOf, start } from './testkit';

const FULL = [
  [3, 4, 5, 6],
  [6, 5, 4, 3],
  [4, 3, 6, 5],
  [5, 6, 3, 4],
];
const withCell = (row: number, col: number, pips: number) => FULL.map((r, i) => r.map((p, j) => (i === row && j === col ? pips : p)));

describe('zero: evaluation for the AI', () => {
  it('a removed die beats a 1, a 1 beats a 2, and a 3 beats a 6 (a 6 still needs a flip and a Diamonds)', () => {
    const value = (rows: number[][]) => zero.ai.evaluate(start({ seats: 2, grids: [gridOf(rows), gridOf(FULL)] }), 0);
    expect(value(withCell(0, 3, 0))).toBeGreaterThan(value(withCell(0, 3, 1)));
    expect(value(withCell(0, 3, 1))).toBeGreaterThan(value(withCell(0, 3, 2)));
    expect(value(withCell(0, 0, 3))).toBeGreaterThan(value(withCell(0, 0, 6)));
  });

  it('is symmetric between the seats and stays within [-1, 1]; a won game is 1, a lost one -1, a shared one a draw (0)', () => {
    const s = start({ seats: 2, grids: [gridOf(withCell(1, 1, 0)), gridOf(FULL)] });
    expect(zero.ai.evaluate(s, 0)).toBeCloseTo(-zero.ai.evaluate(s, 1));
    expect(Math.abs(zero.ai.evaluate(s, 0))).toBeLessThanOrEqual(1);
    const won = { ...s, outcome: { winners: [0], reason: 'cleared' } };
    expect(zero.ai.evaluate(won, 0)).toBe(1);
    expect(zero.ai.evaluate(won, 1)).toBe(-1);
    const shared = { ...s, outcome: { winners: [0, 1], reason: 'cleared' } };
    expect(zero.ai.evaluate(shared, 0)).toBe(0);
    expect(zero.ai.evaluate(shared, 1)).toBe(0);
  });
});

describe("zero: the search's model of the other seat's program", () => {
  it('always answers a legal program, and puts the highest card on Initiative most often (as seats do), any card sometimes', () => {
    const state = randomZeroState({ seats: 2, variants: [] }, 11, 0);
    const legal = zero.legalActions(state, 1);
    const hand = state.seats[1]!.hand.slice().sort((a, b) => compareCards(b, a));
    const r: [number, number, number, number] = [1, 2, 3, 4];
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) {
      const a: ZeroAction = zero.ai.secretMove!(state, 1, legal, (n) => nextIntMut(r, n));
      expect(legal).toContainEqual(a);
      if (a.type === 'program') counts.set(a.cards[3], (counts.get(a.cards[3]) ?? 0) + 1);
    }
    const share = hand.map((c) => (counts.get(c) ?? 0) / 2000);
    expect(share[0]).toBeGreaterThan(0.45);
    expect(share[0]!).toBeGreaterThan(share[1]!);
    expect(share[1]!).toBeGreaterThan(share[3]!);
    expect(share[3]).toBeGreaterThan(0);
  });
});
