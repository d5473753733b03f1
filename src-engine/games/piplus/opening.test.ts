/**
 * One test per Piplus rule of the opening roll (rulebook seeds/004, RULINGS.md "piplus" and its
 * "Settled details", docs/rules/piplus.md), on stacked deals, stacked rolls and hand-built
 * tables. Test names quote or paraphrase the ruling.
 */
import { describe as group, expect, it } from 'vitest';
import { unwrap } from '../../core/result';
import { piplus } from './index';
import { startingPlayer } from './opening';
import { diceValues, first, spentDice, start } from './testkit';

group('piplus: the opening roll', () => {
  /** Stacked opening rolls: rolls[seat] = [d4, d6, d8]. */
  const opening = (rolls: [number, number, number][], seed = 1) =>
    start({ seats: rolls.length as 3, seed, rolls: { d4: rolls.map((r) => r[0]), d6: rolls.map((r) => r[1]), d8: rolls.map((r) => r[2]) } });

  it('everyone rolls; the lowest total leads (the booklet: totals 10, 7, 11 and 15, the 7 starts)', () => {
    const s = start({
      seats: 4,
      rolls: { d4: [2, 1, 3, 4], d6: [3, 2, 2, 5], d8: [5, 4, 6, 6] },
    });
    expect(s.starter).toBe(1);
    expect(s.turn).toBe(1);
    const log = unwrap(piplus.setup({ seats: 4, variants: [], rolls: { d4: [2, 1, 3, 4], d6: [3, 2, 2, 5], d8: [5, 4, 6, 6] } }, 1)).events;
    expect(first([...log], 'starter')).toEqual({ type: 'starter', seat: 1, totals: [10, 7, 11, 15], by: 'total', tied: [0, 1, 2, 3] });
  });

  it('ties on the total: the lowest d8 leads', () => {
    const s = opening([
      [3, 3, 4],
      [1, 1, 8],
      [1, 4, 5],
    ]);
    expect(s.starter).toBe(0);
  });

  it('ties on the total and the d8: the lowest d6 leads', () => {
    const s = opening([
      [1, 3, 3],
      [2, 2, 3],
      [4, 6, 8],
    ]);
    expect(s.starter).toBe(1);
    expect(
      startingPlayer(
        [
          [1, 3, 3],
          [2, 2, 3],
          [4, 6, 8],
        ],
        () => 0,
      ).by,
    ).toBe('d6');
  });

  it('then the d4 (equal totals, d8s and d6s leave equal d4s, so it never splits them), then a uniform random draw among the still-tied', () => {
    const r = startingPlayer(
      [
        [2, 2, 2],
        [1, 1, 1],
        [1, 1, 1],
      ],
      (k) => k - 1,
    );
    expect(r).toEqual({ seat: 2, totals: [6, 3, 3], by: 'draw', tied: [1, 2] });
    const starters = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const s = opening(
        [
          [2, 3, 4],
          [3, 3, 4],
          [2, 3, 4],
        ],
        seed,
      );
      starters.add(s.starter);
    }
    expect([...starters].sort()).toEqual([0, 2]);
  });

  it('the dice you roll are used in the game as they are', () => {
    const s = opening([
      [4, 6, 8],
      [1, 2, 3],
      [2, 2, 2],
    ]);
    expect(diceValues(s, 0)).toEqual([4, 6, 8]);
    expect(diceValues(s, 1)).toEqual([1, 2, 3]);
    expect(spentDice(s, 1)).toEqual([]);
  });
});
