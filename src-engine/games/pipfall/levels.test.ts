/** PipFall's own tuning of the search levels (levels.ts): where it applies and where it does not. */
import { describe, expect, it } from 'vitest';
import { getBot, LEVELS, makeSearchBot, search, searchOptions, tunedFor } from '../../ai/index';
import type { BaseAction, Seat } from '../../core/game';
import { unwrap } from '../../core/result';
import { nextIntMut, seedRng } from '../../core/rng';
import { pipfall } from './index';
import type { PipfallState } from './state';

/** The first position of a seeded random game where seat 0 has a choice among several programs. */
function programming(seats: 2 | 3 | 4, seed: number): { state: PipfallState; legal: readonly BaseAction[] } {
  let state = unwrap(pipfall.setup({ seats, variants: [] }, seed)).state;
  const r: [number, number, number, number] = [...seedRng(seed)];
  for (;;) {
    const toAct: readonly Seat[] = pipfall.toAct(state);
    const legal = pipfall.legalActions(state, 0);
    if (toAct.includes(0) && legal.length > 3 && legal[0]!.type === 'program') return { state, legal };
    const seat = toAct[0]!;
    const mine = pipfall.legalActions(state, seat);
    state = unwrap(pipfall.apply(state, mine[nextIntMut(r, mine.length)]!)).state;
    if (pipfall.outcome(state) !== null) throw new Error(`seed ${seed}: no programming position`);
  }
}

describe("PipFall's search levels", () => {
  it('two players: easy is a short search with no noise; medium is the shared hard with rollouts greedy up to 12 actions; hard, up to 64', () => {
    const { state } = programming(2, 3);
    const view = pipfall.view(state, 0);
    const easy = tunedFor(LEVELS.easy, 'easy', pipfall, view);
    expect(easy).toMatchObject({ iterations: 240, perAction: 12, temperature: 0, topK: 1, batch: 6, greedyWidth: 4 });
    const medium = tunedFor(LEVELS.medium, 'medium', pipfall, view);
    // The shared hard's budget and batches, medium's own noise kept (its line in the app says it).
    expect(medium).toMatchObject({ iterations: LEVELS.hard.iterations, perAction: LEVELS.hard.perAction, batch: LEVELS.hard.batch, greedyWidth: 12 });
    expect(medium).toMatchObject({ temperature: LEVELS.medium.temperature, topK: LEVELS.medium.topK });
    const hard = tunedFor(LEVELS.hard, 'hard', pipfall, view);
    expect(hard).toEqual({ ...LEVELS.hard, greedyWidth: 64 });
    // Each level's rollouts play more of a round by cheap greedy than the level below.
    const widths = [easy, medium, hard].map((c) => searchOptions(c, undefined, 10).greedyWidth);
    expect(widths).toEqual([4, 12, 64]);
    // On the app's clock easy and medium search no more than their arena budgets; hard keeps the shared clock.
    expect(searchOptions(easy, { now: () => 0 }, 100).iterations).toBe(easy.iterations);
    expect(searchOptions(medium, { now: () => 0 }, 100).iterations).toBe(medium.iterations);
    expect(searchOptions(hard, { now: () => 0 }, 200)).toMatchObject({ iterations: LEVELS.hard.timedIterations, timeMs: LEVELS.hard.timeMs });
  });

  it('three and four players: every level plays greedy rollouts, wider at each level (10, 16 at three players and 20 at four, 64 actions); easy keeps its two-player budget, medium the shared budget, at four players with a noisier choice', () => {
    const two = pipfall.view(programming(2, 4).state, 0);
    for (const seats of [3, 4] as const) {
      const view = pipfall.view(programming(seats, 4).state, 0);
      const easy = tunedFor(LEVELS.easy, 'easy', pipfall, view);
      expect(easy).toEqual({ ...tunedFor(LEVELS.easy, 'easy', pipfall, two), greedyWidth: 10 });
      const medium = tunedFor(LEVELS.medium, 'medium', pipfall, view);
      const mediumWidth = seats === 3 ? 16 : 20;
      // At four players medium also chooses more noisily than the shared medium, still less than easy's shared noise (stop 40).
      const choice = seats === 3 ? {} : { temperature: 0.05, topK: 5 };
      expect(medium).toEqual({ ...LEVELS.medium, timedIterations: LEVELS.medium.iterations, batch: 6, greedyWidth: mediumWidth, ...choice });
      if (seats === 4) {
        expect(medium.temperature).toBeGreaterThan(LEVELS.medium.temperature);
        expect(medium.temperature).toBeLessThan(LEVELS.easy.temperature);
      }
      expect(tunedFor(LEVELS.hard, 'hard', pipfall, view)).toEqual({ ...LEVELS.hard, greedyWidth: 64 });
      const widths = (['easy', 'medium', 'hard'] as const).map((l) => searchOptions(tunedFor(LEVELS[l], l, pipfall, view), undefined, 10).greedyWidth);
      expect(widths).toEqual([10, mediumWidth, 64]);
      // Medium on the app's clock searches no more than the budget the ladder measured.
      expect(searchOptions(medium, { now: () => 0 }, 100).iterations).toBe(LEVELS.medium.iterations);
    }
  });

  it('hard played by name searches with its greedy rollouts (the same choice as that search, not the shared hard)', () => {
    const { state, legal } = programming(2, 8);
    const view = pipfall.view(state, 0);
    const tuned = tunedFor(LEVELS.hard, 'hard', pipfall, view);
    const byName = getBot('hard')!.choose(pipfall, view, 0, legal, seedRng(5));
    expect(byName).toEqual(makeSearchBot(tuned).choose(pipfall, view, 0, legal, seedRng(5)));
    expect(legal).toContainEqual(byName.action);
  }, 60_000);

  it('easy played by name searches with the tuning, and without noise picks what its search ranks first', () => {
    const { state, legal } = programming(2, 8);
    const view = pipfall.view(state, 0);
    const tuned = { ...LEVELS.easy, ...pipfall.ai.tuning!('easy', view) };
    const byName = getBot('easy')!.choose(pipfall, view, 0, legal, seedRng(5));
    expect(byName).toEqual(makeSearchBot(tuned).choose(pipfall, view, 0, legal, seedRng(5)));
    // No noise: the action its search ranks first, every time.
    for (let k = 0; k < 6; k++) {
      const ranked = search(pipfall, view, 0, legal, seedRng(100 + k), searchOptions(tuned, undefined, legal.length)).ranked;
      expect(getBot('easy')!.choose(pipfall, view, 0, legal, seedRng(100 + k)).action).toEqual(ranked[0]!.action);
    }
    expect(legal).toContainEqual(byName.action);
  });
});
