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
  it('easy is a short search with no noise (it lost to Steady as a noisy tiny one); medium keeps its arena budget on the clock', () => {
    const { state } = programming(2, 3);
    const view = pipfall.view(state, 0);
    const easy = tunedFor(LEVELS.easy, 'easy', pipfall, view);
    expect(easy).toMatchObject({ iterations: 240, perAction: 12, temperature: 0, topK: 1, batch: 6 });
    const medium = tunedFor(LEVELS.medium, 'medium', pipfall, view);
    // On the app's clock medium searched up to 3,000 iterations, as far as hard gains in PipFall.
    const onClock = searchOptions(medium, { now: () => 0 }, 100);
    expect(onClock.iterations).toBe(LEVELS.medium.iterations);
    expect(searchOptions(LEVELS.medium, { now: () => 0 }, 100).iterations).toBeGreaterThan(onClock.iterations);
    expect(tunedFor(LEVELS.hard, 'hard', pipfall, view)).toBe(LEVELS.hard);
  });

  it('three and four players get the same tuning, and hard is never tuned (the shared easy lost to Steady seats there too)', () => {
    for (const seats of [3, 4] as const) {
      const { state } = programming(seats, 4);
      const view = pipfall.view(state, 0);
      expect(tunedFor(LEVELS.easy, 'easy', pipfall, view)).toMatchObject({ iterations: 240, temperature: 0, topK: 1 });
      expect(tunedFor(LEVELS.medium, 'medium', pipfall, view).timedIterations).toBe(LEVELS.medium.iterations);
      expect(tunedFor(LEVELS.hard, 'hard', pipfall, view)).toBe(LEVELS.hard);
    }
  });

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
