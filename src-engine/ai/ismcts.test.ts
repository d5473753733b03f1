import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BaseAction } from '../core/game';
import { seedRng } from '../core/rng';
import { zero, type ZeroState } from '../games/zero/index';
import { ZERO_VARIANTS } from '../games/zero/state';
import { randomZeroState } from './testkit';
import { explain, LEVELS, makeSearchBot, type LevelConfig } from './levels';
import { search, searchAsync } from './ismcts';
import { BOT_LEVELS, getBot } from './index';

/** Levels with tiny budgets so that the tests stay fast; the search code is the same. */
function small(level: keyof typeof LEVELS, iterations = 40): LevelConfig {
  return { ...LEVELS[level], iterations };
}

/** The same position with every card `seat` cannot see dealt differently: opponent hands, face-down programs, the draw pile. */
function reshuffleHidden(s: ZeroState, seat: number, salt: number): ZeroState {
  const [world] = zero.ai.determinize(zero.view(s, seat), seedRng(salt));
  return { ...world, rng: seedRng(salt ^ 0x55) };
}

const arbOptions = fc.record({ seats: fc.constantFrom(1 as const, 2 as const), variants: fc.subarray([...ZERO_VARIANTS]) });

describe('ISMCTS levels on Pip Zero', () => {
  it('registers easy, medium and hard, with ai as hard', () => {
    expect(BOT_LEVELS).toEqual(['random', 'greedy', 'easy', 'medium', 'hard', 'ai']);
    expect(getBot('ai')).toBe(getBot('hard'));
    expect(getBot('easy')?.name).toBe('easy');
  });

  it('never reads hidden information: other hands, programs and deck order do not change a decision', () => {
    for (let seed = 0; seed < 6; seed++) {
      // Step 0: seat 0 to program; step 1: seat 1 to program after seat 0's secret program.
      for (const steps of [0, 1, 9]) {
        const state = randomZeroState({ seats: 2, variants: [] }, seed, steps);
        if (zero.outcome(state) !== null) continue;
        const seat = zero.toAct(state)[0]!;
        const other = reshuffleHidden(state, seat, seed + 100);
        expect(other).not.toEqual(state);
        expect(zero.view(other, seat)).toEqual(zero.view(state, seat));
        const legal = zero.legalActions(state, seat);
        expect(zero.legalActions(other, seat)).toEqual(legal);
        for (const level of ['easy', 'hard'] as const) {
          const bot = makeSearchBot(small(level, 60));
          const a = bot.choose(zero, zero.view(state, seat), seat, legal, seedRng(seed));
          const b = bot.choose(zero, zero.view(other, seat), seat, legal, seedRng(seed));
          expect(b).toEqual(a);
        }
      }
    }
  });

  it('rollout epsilon: 0 searches exactly as without it; above 0 some cheap-greedy rollout moves are random, so the values change', () => {
    const state = randomZeroState({ seats: 2, variants: [] }, 4, 9);
    const seat = zero.toAct(state)[0]!;
    const legal = zero.legalActions(state, seat);
    const view = zero.view(state, seat);
    const plain = { iterations: 60, exploration: LEVELS.hard.exploration, rolloutDepth: LEVELS.hard.rolloutDepth, greedyWidth: 64, horizon: 1, batch: 6 };
    const without = search(zero, view, seat, legal, seedRng(7), plain);
    expect(search(zero, view, seat, legal, seedRng(7), { ...plain, epsilon: 0 })).toEqual(without);
    const noisy = search(zero, view, seat, legal, seedRng(7), { ...plain, epsilon: 0.5 });
    expect(noisy.ranked.map((a) => a.mean)).not.toEqual(without.ranked.map((a) => a.mean));
  });

  it('always chooses a legal action, from any position', () => {
    fc.assert(
      fc.property(arbOptions, fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 150 }), (options, seed, steps) => {
        const state = randomZeroState(options, seed, steps);
        if (zero.outcome(state) !== null) return;
        for (const seat of zero.toAct(state)) {
          const legal: readonly BaseAction[] = zero.legalActions(state, seat);
          for (const level of ['easy', 'medium', 'hard'] as const) {
            const { action } = makeSearchBot(small(level, 25)).choose(zero, zero.view(state, seat), seat, legal, seedRng(seed));
            expect(legal).toContain(action);
            expect(zero.apply(state, action as never).ok).toBe(true);
          }
        }
      }),
      { numRuns: 30 },
    );
  });

  it('is reproducible from a seed with an iteration budget', () => {
    const state = randomZeroState({ seats: 2, variants: [] }, 4, 0);
    const legal = zero.legalActions(state, 0);
    const view = zero.view(state, 0);
    for (const level of ['easy', 'medium'] as const) {
      const bot = getBot(level)!;
      expect(bot.choose(zero, view, 0, legal, seedRng(7))).toEqual(bot.choose(zero, view, 0, legal, seedRng(7)));
    }
    const a = search(zero, view, 0, legal, seedRng(7), { ...small('hard', 80), horizon: 1 });
    const b = search(zero, view, 0, legal, seedRng(7), { ...small('hard', 80), horizon: 1 });
    expect(b).toEqual(a);
    expect(a.iterations).toBe(80);
    expect(a.ranked.reduce((n, x) => n + x.visits, 0)).toBe(80);
  });

  it('looking two hands ahead with every program tried for the searcher, it stays legal and reproducible', () => {
    const state = randomZeroState({ seats: 2, variants: [] }, 5, 0);
    const legal = zero.legalActions(state, 0);
    const view = zero.view(state, 0);
    const opts = { ...small('hard', 48), horizon: 2, lookahead: 24, lookaheadSelf: 1, batch: 24 };
    const a = search(zero, view, 0, legal, seedRng(3), opts);
    expect(search(zero, view, 0, legal, seedRng(3), opts)).toEqual(a);
    expect(a.iterations).toBe(48);
    expect(legal).toContainEqual(a.ranked[0]!.action);
  });

  it('stops when cancelled and still returns a legal action', () => {
    const state = randomZeroState({ seats: 2, variants: [] }, 5, 0);
    const legal = zero.legalActions(state, 0);
    let polls = 0;
    const res = search(zero, zero.view(state, 0), 0, legal, seedRng(1), { ...small('hard', 100_000), shouldStop: () => ++polls >= 3, checkEvery: 4 });
    expect(res.stopped).toBe('cancelled');
    expect(res.iterations).toBe(12);
    expect(legal).toContain(res.ranked[0]!.action);
    const stopAtOnce = getBot('hard')!.choose(zero, zero.view(state, 0), 0, legal, seedRng(1), { shouldStop: () => true });
    expect(legal).toContain(stopAtOnce.action);
  });

  it('thinking in slices gives the event loop turns and finds exactly what the one-piece search finds', async () => {
    const state = randomZeroState({ seats: 2, variants: [] }, 9, 0);
    const legal = zero.legalActions(state, 0);
    const opts = { ...small('hard', 600), checkEvery: 4 };
    let pauses = 0;
    const sliced = await searchAsync(zero, zero.view(state, 0), 0, legal, seedRng(3), opts, async () => {
      pauses++;
    });
    expect(pauses).toBeGreaterThan(3);
    expect(sliced).toEqual(search(zero, zero.view(state, 0), 0, legal, seedRng(3), opts));
  });

  it('a close that arrives while a level thinks in slices cancels it, and it still answers a legal action', async () => {
    const state = randomZeroState({ seats: 2, variants: [] }, 5, 0);
    const legal = zero.legalActions(state, 0);
    let closed = false;
    const bot = makeSearchBot(small('hard', 100_000));
    // The "close" comes in on the third turn the search gives the event loop.
    let turns = 0;
    const pause = async (): Promise<void> => {
      if (++turns === 3) closed = true;
    };
    const choice = await bot.chooseAsync!(zero, zero.view(state, 0), 0, legal, seedRng(1), { shouldStop: () => closed, pause });
    expect(closed).toBe(true);
    expect(turns).toBe(3);
    expect(legal).toContain(choice.action);
  });

  it('keeps to a time budget measured on the injected clock', () => {
    const state = randomZeroState({ seats: 2, variants: [] }, 6, 0);
    const legal = zero.legalActions(state, 0);
    let t = 0;
    // A fake clock that advances 1 ms per reading: 50 ms is 50 readings, whatever the machine.
    const res = search(zero, zero.view(state, 0), 0, legal, seedRng(1), { ...small('hard', 100_000), now: () => t++, timeMs: 50, checkEvery: 2 });
    expect(res.stopped).toBe('time');
    expect(res.iterations).toBeGreaterThan(0);
    expect(res.iterations).toBeLessThanOrEqual(110);
  });

  it('levels take the time budget from an injected clock and stay legal', () => {
    // Hardcore: at standard rules two-seat Zero's levels are its own planners, which do not search.
    const state = randomZeroState({ seats: 2, variants: ['hardcore'] }, 9, 0);
    const legal = zero.legalActions(state, 0);
    let t = 0;
    let reads = 0;
    // 10 ms per reading: hard's 850 ms budget is spent after about 85 readings.
    const now = (): number => {
      reads++;
      return (t += 10);
    };
    const { action } = getBot('hard')!.choose(zero, zero.view(state, 0), 0, legal, seedRng(2), { now });
    expect(legal).toContain(action);
    expect(reads).toBeGreaterThan(80);
    expect(reads).toBeLessThan(95);
  });

  it('explains a hint: every action, best first, with share, mean value and a reason about the best two', () => {
    const state = randomZeroState({ seats: 2, variants: [] }, 8, 0);
    const legal = zero.legalActions(state, 0);
    const e = explain(zero, zero.view(state, 0), 0, legal, seedRng(3), { level: 'easy' });
    expect(e.top).toHaveLength(legal.length);
    expect(e.top.map((l) => l.mean)).toEqual(e.top.map((l) => l.mean).sort((x, y) => y - x));
    for (const line of e.top.slice(0, 2)) expect(line.share).toBeGreaterThan(0);
    for (const line of e.top) {
      expect(legal).toContainEqual(line.action);
      expect(line.mean).toBeGreaterThanOrEqual(-1);
      expect(line.mean).toBeLessThanOrEqual(1);
      expect(line.label).toMatch(/^program \w\w \w\w \w\w, initiative \w\w$/);
    }
    expect(e.top[0]!.share).toBeGreaterThanOrEqual(e.top[1]!.share);
    expect(e.reason).toContain(e.top[0]!.label);
    expect(e.reason).toContain(e.top[1]!.label);
    expect(e.reason).not.toContain('\n');
    const one = explain(zero, zero.view(state, 0), 0, [legal[0]!], seedRng(3));
    expect(one.top).toHaveLength(1);
    expect(one.reason).toMatch(/only legal move/);
  });
});
