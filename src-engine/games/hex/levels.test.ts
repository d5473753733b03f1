/** Hex's own tuning of the search levels (levels.ts): every level plays greedy rollouts, spaced by budget. */
import { describe, expect, it } from 'vitest';
import { LEVELS, searchOptions, tunedFor } from '../../ai/index';
import { unwrap } from '../../core/result';
import { hex } from './index';

describe("Hex's search levels", () => {
  it('every level plays its rollouts by cheap greedy at every activation; easy has no noise; the budgets rise 240, 600, 2,500', () => {
    for (const seats of [2, 3, 4] as const) {
      const view = hex.view(unwrap(hex.setup({ seats, variants: [] }, 5)).state, 0);
      const [easy, medium, hard] = (['easy', 'medium', 'hard'] as const).map((l) => tunedFor(LEVELS[l], l, hex, view));
      // Greedy at any decision of up to 64 actions: every move and power; a program (up to 720 orders) stays random.
      expect([easy, medium, hard].map((c) => searchOptions(c!, undefined, 10).greedyWidth)).toEqual([64, 64, 64]);
      const budgets = [easy, medium, hard].map((c) => searchOptions(c!, undefined, 720).iterations);
      expect(budgets).toEqual([240, LEVELS.medium.iterations, LEVELS.hard.iterations]);
      expect(budgets[0]!).toBeLessThan(budgets[1]!);
      expect(budgets[1]!).toBeLessThan(budgets[2]!);
      expect(easy).toMatchObject({ temperature: 0, topK: 1 });
      // Medium keeps the shared medium's light noise (its line in the app says so), hard plays the most searched move.
      expect(medium).toMatchObject({ temperature: LEVELS.medium.temperature, topK: LEVELS.medium.topK });
      expect(hard).toEqual({ ...LEVELS.hard, greedyWidth: 64 });
      // On the app's clock easy and medium search no more than their arena budgets; hard keeps the shared clock.
      expect(searchOptions(easy!, { now: () => 0 }, 720).iterations).toBe(240);
      expect(searchOptions(medium!, { now: () => 0 }, 720).iterations).toBe(LEVELS.medium.iterations);
      expect(searchOptions(hard!, { now: () => 0 }, 720)).toMatchObject({ iterations: LEVELS.hard.timedIterations, timeMs: LEVELS.hard.timeMs });
    }
  });
});
