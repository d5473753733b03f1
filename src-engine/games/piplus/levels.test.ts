/**
 * Piplus's own tuning of the search levels (levels.ts): at every seat count from two to six,
 * every level plays the round out and hard plays it greedily;
 * at two and three players medium's choice is noisier than the shared medium's, at four as noisy as easy's,
 * and at two easy's is less noisy.
 */
import { describe, expect, it } from 'vitest';
import { LEVELS, searchOptions, tunedFor } from '../../ai/index';
import { unwrap } from '../../core/result';
import { piplus } from './index';

function levelsAt(seats: 2 | 3 | 4 | 5 | 6) {
  const view = piplus.view(unwrap(piplus.setup({ seats, variants: [] }, 5)).state, 0);
  const at = (l: 'easy' | 'medium' | 'hard') => tunedFor(LEVELS[l], l, piplus, view);
  return [at('easy'), at('medium'), at('hard')] as const;
}

describe("Piplus's search levels", () => {
  it.each([2, 3, 4, 5, 6] as const)(
    '%i players: every level plays the round out instead of stopping at its next play, and only hard rolls out greedily up to 64 choices',
    (seats) => {
      const [easy, medium, hard] = levelsAt(seats);
      // No horizon: rollouts run on to the shared 60-action cap, through the round's scoring when the round ends within it.
      expect([easy, medium, hard].map((c) => searchOptions(c, undefined, 10).horizon)).toEqual([0, 0, 0]);
      expect([easy, medium, hard].map((c) => searchOptions(c, undefined, 10).rolloutDepth)).toEqual([60, 60, 60]);
      expect([easy, medium, hard].map((c) => searchOptions(c, undefined, 10).greedyWidth)).toEqual([LEVELS.easy.greedyWidth, LEVELS.medium.greedyWidth, 64]);
      // The budgets stay the shared levels'; the levels differ by search and by how noisily they choose.
      expect([easy, medium, hard].map((c) => searchOptions(c, undefined, 720).iterations)).toEqual([LEVELS.easy.iterations, LEVELS.medium.iterations, LEVELS.hard.iterations]);
      // Easy chooses among the shared top five, less noisily at two players, where the shared noise left it too close to greedy.
      expect(easy.topK).toBe(LEVELS.easy.topK);
      if (seats === 2) expect(easy.temperature).toBeLessThan(LEVELS.easy.temperature);
      else expect(easy.temperature).toBe(LEVELS.easy.temperature);
      if (seats <= 3) {
        // At two and three players medium chooses among easy's top five, noisier than the shared medium and less than easy, so it sits between easy and hard.
        expect(medium.topK).toBe(LEVELS.easy.topK);
        expect(medium.temperature).toBeGreaterThan(LEVELS.medium.temperature);
        expect(medium.temperature).toBeLessThan(LEVELS.easy.temperature);
      } else if (seats === 4) {
        // At four players medium's search (five times easy's budget) chooses exactly as easy does: medium to hard was the short step.
        expect(medium).toMatchObject({ temperature: LEVELS.easy.temperature, topK: LEVELS.easy.topK });
        expect(searchOptions(medium, undefined, 720).iterations).toBeGreaterThan(searchOptions(easy, undefined, 720).iterations);
      } else {
        // At five and six players that noise put medium level with easy: there it keeps the shared choice.
        expect(medium).toMatchObject({ temperature: LEVELS.medium.temperature, topK: LEVELS.medium.topK });
      }
      expect(hard).toEqual({ ...LEVELS.hard, horizon: 0, greedyWidth: 64 });
      // On the app's clock easy and medium search no more than their arena budgets (the ladder's levels); hard keeps the shared clock.
      expect(searchOptions(easy, { now: () => 0 }, 720).iterations).toBe(LEVELS.easy.iterations);
      expect(searchOptions(medium, { now: () => 0 }, 720).iterations).toBe(LEVELS.medium.iterations);
      expect(searchOptions(hard, { now: () => 0 }, 720)).toMatchObject({ iterations: LEVELS.hard.timedIterations, timeMs: LEVELS.hard.timeMs });
    },
  );
});
