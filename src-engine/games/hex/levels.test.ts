/**
 * Hex's own tuning of the search levels (levels.ts): every level rolls out by cheap greedy; at
 * two players easy and medium differ by how far, at three by budget, sight and noise, at four by how far and sight.
 */
import { describe, expect, it } from 'vitest';
import { LEVELS, searchOptions, tunedFor } from '../../ai/index';
import { unwrap } from '../../core/result';
import { hex } from './index';

function levelsAt(seats: 2 | 3 | 4) {
  const view = hex.view(unwrap(hex.setup({ seats, variants: [] }, 5)).state, 0);
  const at = (l: 'easy' | 'medium' | 'hard') => tunedFor(LEVELS[l], l, hex, view);
  return [at('easy'), at('medium'), at('hard')] as const;
}

describe("Hex's search levels", () => {
  it('two players: easy searches 240 iterations rolling out greedily only up to 28 actions; medium (1,000 iterations, its light noise) and hard (2,500) look two hands ahead', () => {
    const [easy, medium, hard] = levelsAt(2);
    // A die's move has a median 32 destinations: easy plays many of them out at random, medium and hard greedily.
    expect([easy, medium, hard].map((c) => searchOptions(c, undefined, 10).greedyWidth)).toEqual([28, 64, 64]);
    const budgets = [easy, medium, hard].map((c) => searchOptions(c, undefined, 720).iterations);
    expect(budgets).toEqual([240, 1000, LEVELS.hard.iterations]);
    expect(budgets[0]!).toBeLessThan(budgets[1]!);
    expect(budgets[1]!).toBeLessThan(budgets[2]!);
    expect(easy).toMatchObject({ temperature: 0, topK: 1 });
    // Medium keeps the shared medium's light noise (its line in the app says so), hard plays the most searched move.
    expect(medium).toMatchObject({ temperature: LEVELS.medium.temperature, topK: LEVELS.medium.topK });
    // Medium and hard look two hands ahead (one more than the shared levels): more iterations no longer lifted hard, a second hand did.
    expect(hard).toEqual({ ...LEVELS.hard, greedyWidth: 64, horizon: 2 });
    expect([easy, medium, hard].map((c) => searchOptions(c, undefined, 10).horizon)).toEqual([1, 2, 2]);
    // On the app's clock easy and medium search no more than their arena budgets; hard keeps the shared clock.
    expect(searchOptions(easy, { now: () => 0 }, 720).iterations).toBe(240);
    expect(searchOptions(medium, { now: () => 0 }, 720)).toMatchObject({ iterations: 1000, timeMs: 500 });
    expect(searchOptions(hard, { now: () => 0 }, 720)).toMatchObject({ iterations: LEVELS.hard.timedIterations, timeMs: LEVELS.hard.timeMs });
  });

  it("three players: easy searches 240 iterations without noise; medium (1,000 iterations, half the shared medium's noise) and hard (5,000) look two hands ahead, and hard's rollouts play one cheap-greedy move in ten at random", () => {
    const [easy, medium, hard] = levelsAt(3);
    expect([easy, medium, hard].map((c) => searchOptions(c, undefined, 10).greedyWidth)).toEqual([64, 64, 64]);
    const budgets = [easy, medium, hard].map((c) => searchOptions(c, undefined, 720).iterations);
    expect(budgets).toEqual([240, 1000, 5000]);
    expect(easy).toMatchObject({ temperature: 0, topK: 1 });
    // Medium is the two-player medium choosing at half its temperature: with no noise at all, hard had only the fair share against it (0.34 in one seat against two of it, the fair share 0.33).
    expect(medium).toEqual({ ...levelsAt(2)[1], temperature: LEVELS.medium.temperature / 2 });
    expect(medium.topK).toBe(LEVELS.medium.topK);
    // The noisy rollouts won 23 of 48 games in one seat against two hards (seeds 6000 and 7000, the fair share 16); twice the budget gave hard back its lead over that medium (0.54 against two of it, 0.44 with 2,500).
    expect(hard).toEqual({ ...LEVELS.hard, greedyWidth: 64, horizon: 2, epsilon: 0.1, iterations: 5000, perAction: 240 });
    expect(searchOptions(hard, undefined, 10).iterations).toBe(240 * 10);
    expect([easy, medium, hard].map((c) => searchOptions(c, undefined, 10).horizon)).toEqual([1, 2, 2]);
    expect([easy, medium, hard].map((c) => searchOptions(c, undefined, 10).epsilon ?? 0)).toEqual([0, 0, 0.1]);
    expect(searchOptions(easy, { now: () => 0 }, 720).iterations).toBe(240);
    expect(searchOptions(medium, { now: () => 0 }, 720)).toMatchObject({ iterations: 1000, timeMs: 500 });
    // On the app's clock hard keeps the shared 850 ms and its cap, whatever its arena budget.
    expect(searchOptions(hard, { now: () => 0 }, 720)).toMatchObject({ iterations: LEVELS.hard.timedIterations, timeMs: LEVELS.hard.timeMs });
  });

  it('four players: easy searches 240 iterations without noise, rolling out greedily only up to 36 actions; medium is that search with rollouts greedy up to 64, looking two hands ahead; hard looks two hands ahead too, on 5,000 iterations (240 an action), the budget its ladder measured', () => {
    const [easy, medium, hard] = levelsAt(4);
    // Easy's narrower rollouts put it between greedy and medium: with medium's width it scored 0.40 against three greedy seats and medium 0.27 against three of it.
    expect([easy, medium, hard].map((c) => searchOptions(c, undefined, 10).greedyWidth)).toEqual([36, 64, 64]);
    const budgets = [easy, medium, hard].map((c) => searchOptions(c, undefined, 720).iterations);
    expect(budgets).toEqual([240, 240, 5000]);
    // Twice the budget lifted hard from 0.60 to 0.73 against three greedy seats and from 0.38 to 0.47 against three mediums (the ladder's 48 deals).
    expect(searchOptions(hard, undefined, 10).iterations).toBe(240 * 10);
    // Medium's light noise cost at four players (0.29 against three easies with it, 0.50 without): no level there has it.
    expect(easy).toMatchObject({ temperature: 0, topK: 1 });
    expect(medium).toMatchObject({ temperature: 0, topK: 1 });
    // Three-player easy's search two hands ahead scored 0.50 against three such easies (the fair share 0.25), and hard 0.44 against three of it.
    const threePlayerEasy = levelsAt(3)[0];
    expect(medium).toEqual({ ...threePlayerEasy, name: 'medium', horizon: 2, timeMs: 500 });
    expect(easy).toEqual({ ...threePlayerEasy, greedyWidth: 36 });
    // Hard's second hand won 14 of 24 four-player games against three hards (the fair share 6).
    expect(hard).toEqual({ ...LEVELS.hard, greedyWidth: 64, horizon: 2, iterations: 5000, perAction: 240 });
    expect([easy, medium, hard].map((c) => searchOptions(c, undefined, 10).horizon)).toEqual([1, 2, 2]);
    expect(searchOptions(easy, { now: () => 0 }, 720).iterations).toBe(240);
    expect(searchOptions(medium, { now: () => 0 }, 720)).toMatchObject({ iterations: 240, timeMs: 500 });
    // On the app's clock hard keeps the shared 850 ms (its answers at four players stay within a second's median).
    expect(searchOptions(hard, { now: () => 0 }, 720)).toMatchObject({ iterations: LEVELS.hard.timedIterations, timeMs: LEVELS.hard.timeMs });
  });
});
