import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BaseAction } from '../core/game';
import { seedRng } from '../core/rng';
import { zero, type ZeroOptions, type ZeroState } from '../games/zero/index';
import { ZERO_VARIANTS } from '../games/zero/state';
import { randomZeroState } from './testkit';
import { getBot, greedyBot, randomBot } from './index';
import { playGame } from './match';

const arbOptions = fc.record({
  seats: fc.constantFrom(1 as const, 2 as const),
  variants: fc.subarray([...ZERO_VARIANTS]),
});

describe('bots on Pip Zero', () => {
  it('return one of the legal actions and decide the same way from the same seed', () => {
    fc.assert(
      fc.property(arbOptions, fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 120 }), (options, seed, steps) => {
        const state = randomZeroState(options, seed, steps);
        if (zero.outcome(state) !== null) return;
        for (const seat of zero.toAct(state)) {
          const legal: readonly BaseAction[] = zero.legalActions(state, seat);
          expect(legal.length).toBeGreaterThan(0);
          const view = zero.view(state, seat);
          for (const bot of [randomBot, greedyBot]) {
            const a = bot.choose(zero, view, seat, legal, seedRng(seed));
            expect(legal).toContain(a.action);
            expect(zero.apply(state, a.action as never).ok).toBe(true);
            const b = bot.choose(zero, view, seat, legal, seedRng(seed));
            expect(b).toEqual(a);
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it('the view is all the bot needs: hidden cards do not change its decision', () => {
    // Swap the opponent's hand with the top of the draw pile: seat 0's view and choice stay the same.
    const options: ZeroOptions = { seats: 2, variants: [] };
    for (let seed = 0; seed < 5; seed++) {
      const state = randomZeroState(options, seed, 0);
      const theirs = state.seats[1]!.hand;
      const k = theirs.length;
      const other: ZeroState = {
        ...state,
        deck: { ...state.deck, draw: [...theirs, ...state.deck.draw.slice(k)] },
        seats: [state.seats[0]!, { ...state.seats[1]!, hand: state.deck.draw.slice(0, k) }],
      };
      expect(zero.view(other, 0)).toEqual(zero.view(state, 0));
      expect(zero.view(other, 1)).not.toEqual(zero.view(state, 1));
      const legal = zero.legalActions(state, 0);
      const a = greedyBot.choose(zero, zero.view(state, 0), 0, legal, seedRng(9));
      const b = greedyBot.choose(zero, zero.view(other, 0), 0, zero.legalActions(other, 0), seedRng(9));
      expect(b.action).toEqual(a.action);
    }
  });

  it('greedy beats random clearly in two-player games', () => {
    // 30 games, seats alternating; measured 40/40 wins when written. A greedy bot that
    // ignored its evaluation would sit near 50%.
    const games = 30;
    let wins = 0;
    for (let i = 0; i < games; i++) {
      const greedySeat = i % 2;
      const bots = greedySeat === 0 ? [greedyBot, randomBot] : [randomBot, greedyBot];
      const { outcome } = playGame(zero, { seats: 2, variants: [] }, 5000 + i, bots);
      if (outcome.winners.length === 1 && outcome.winners[0] === greedySeat) wins++;
    }
    expect(wins / games).toBeGreaterThanOrEqual(0.8);
    // A guard, not a measure of speed: 30 whole games take ~20 s alone and far longer beside a busy build.
  }, 180_000);

  it('ai is the strongest level, hard', () => {
    expect(getBot('ai')).toBe(getBot('hard'));
  });
});
