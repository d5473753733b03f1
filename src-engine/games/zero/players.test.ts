/** Zero's own players (the hand planner), solo and at two seats: where they play, what they choose, how strong. */
import { describe, expect, it } from 'vitest';
import { getBot } from '../../ai/index';
import { playGame } from '../../ai/match';
import { makeOracleBot } from '../../ai/oracle';
import { seedRng, type RngState } from '../../core/rng';
import { unwrap } from '../../core/result';
import { zero } from './index';
import { actionValues, makePlanner, planOf, PLANNER_LEVELS, ZERO_PLAYERS } from './players';
import type { ZeroAction, ZeroState, ZeroView } from './state';
import { deal2, start } from './testkit';

type Mut = [number, number, number, number];
const mut = (seed: number): Mut => [...seedRng(seed)] as Mut;

describe('zero players: where the planner plays', () => {
  it('plays solo and two seats at standard rules; the variants are left to the search', () => {
    expect(ZERO_PLAYERS.hard.plays(zero.view(start({ seats: 2 }), 0))).toBe(true);
    expect(ZERO_PLAYERS.hard.plays(zero.view(start({ seats: 1 }), 0))).toBe(true);
    expect(ZERO_PLAYERS.hard.plays(zero.view(start({ seats: 1, variants: ['easier'] }), 0))).toBe(false);
    expect(ZERO_PLAYERS.hard.plays(zero.view(start({ seats: 2, variants: ['hardcore'] }), 0))).toBe(false);
    expect(ZERO_PLAYERS.hard.plays(zero.view(start({ seats: 2, variants: ['easier'] }), 0))).toBe(false);
  });

  it('Hard plans solo and two-seat games; its hint speaks of dice removed and of the deals it looked at, solo on the share of the 16 dice', () => {
    const hardBot = getBot('hard')!;
    for (const seats of [1, 2] as const) {
      const s = start({ seats });
      const legal = zero.legalActions(s, 0);
      expect(legal).toContainEqual(hardBot.choose(zero, zero.view(s, 0), 0, legal, seedRng(1)).action);
      const hint = ZERO_PLAYERS.hard.explain(zero.view(s, 0), 0, legal, seedRng(1));
      expect(hint.iterations).toBe(PLANNER_LEVELS.hard.nextDeals);
      expect(hint.top[0]!.share).toBeGreaterThan(hint.top[1]!.share - 1e-12);
      expect(hint.reason).toMatch(/dice removed by the end/);
      if (seats === 1) {
        // Solo has no rival: the expected result is the share of the grid cleared, as evaluate scores it.
        const dice = Number(/about ([\d.]+) dice removed/.exec(hint.reason)![1]);
        expect(hint.top[0]!.mean).toBeCloseTo((dice / 16) * 2 - 1, 1);
      }
    }
  });
});

describe('zero players: choices', () => {
  it('hard plays the program it values most (its next-hand deals drawn from its generator); its hint ranks the same program first', () => {
    const s = start({ seats: 2 });
    const legal = zero.legalActions(s, 0);
    const values = actionValues(PLANNER_LEVELS.hard, zero.view(s, 0), 0, legal, mut(5));
    const best = values.indexOf(Math.max(...values));
    expect(ZERO_PLAYERS.hard.choose(zero.view(s, 0), 0, legal, seedRng(5)).action).toEqual(legal[best]);
    expect(ZERO_PLAYERS.hard.explain(zero.view(s, 0), 0, legal, seedRng(5)).top[0]!.action).toEqual(legal[best]);
  });

  it("hard looks at its next-hand deals one after another and stops when the app's clock says its time is spent", () => {
    const s = start({ seats: 2 });
    const legal = zero.legalActions(s, 0);
    const view = zero.view(s, 0);
    expect(planOf(PLANNER_LEVELS.hard, view, 0, legal, mut(2)).deals).toBe(PLANNER_LEVELS.hard.nextDeals);
    let t = 0;
    // Each reading 500 ms later: 500 ms after the first deal, 1,000 after the second, past the 850 ms budget.
    const clock = { now: () => (t += 500), budgetMs: 850 };
    expect(planOf(PLANNER_LEVELS.hard, view, 0, legal, mut(2), undefined, clock).deals).toBe(2);
    // Through the level by name: the app's context reaches the planner as its clock.
    let reads = 0;
    const now = (): number => (reads++, (t += 500));
    getBot('hard')!.choose(zero, view, 0, legal, seedRng(2), { now });
    // One reading at the start, one after each of the two deals.
    expect(reads).toBe(3);
  });

  it('easy, with its noise, strays from the best program more often than medium; without noise the planner never does', () => {
    const strays = { easy: 0, medium: 0, exact: 0 };
    const exact = makePlanner({ name: 'hard', temperature: 0, nextDeals: 0 });
    for (let seed = 1; seed <= 40; seed++) {
      const s = unwrap(zero.setup({ seats: 2, variants: [] }, seed)).state;
      const legal = zero.legalActions(s, 0);
      // Easy and medium look one hand ahead, as `exact` does: the same values, only the noise differs.
      const values = actionValues({ name: 'hard', temperature: 0, nextDeals: 0 }, zero.view(s, 0), 0, legal, mut(1));
      const top = Math.max(...values);
      const players = { easy: ZERO_PLAYERS.easy, medium: ZERO_PLAYERS.medium, exact };
      for (const level of ['easy', 'medium', 'exact'] as const) {
        const a = players[level].choose(zero.view(s, 0), 0, legal, seedRng(seed));
        if (values[legal.indexOf(a.action)]! < top - 1e-9) strays[level]++;
      }
    }
    expect(strays.exact).toBe(0);
    expect(strays.easy).toBeGreaterThan(strays.medium);
    expect(strays.medium).toBeGreaterThan(0);
  });

  it('the oracle is the planner seeing the other seat: against an ace of spades on Initiative it counts on no Column 4', () => {
    let s: ZeroState = start({ seats: 2, top: deal2(['2C', '3D', '7H', '9S'], ['AS', '4C', '5D', '8H']) });
    // Seat 1 programs first here, its ace of spades on Initiative: seat 0 cannot win it.
    const ace = zero.legalActions(s, 1).find((a) => a.type === 'program' && a.cards[3] === 'AS')!;
    s = unwrap(zero.apply(s, ace)).state;
    const legal = zero.legalActions(s, 0);
    const blind = actionValues(PLANNER_LEVELS.hard, zero.view(s, 0), 0, legal, mut(1), () => 0);
    const best = legal[blind.indexOf(Math.max(...blind))];
    expect(makeOracleBot().choose(zero as never, s, 0, legal, seedRng(1)).action).toEqual(best);
  });

  it('solo, the oracle sees the card the deck will reveal: under an ace of spades it counts on no Column 4', () => {
    // The four cards dealt, then the reveal: the ace of spades beats every card 4.
    const s: ZeroState = start({ seats: 1, top: ['2C', '3D', '7H', '9S', 'AS'] });
    const legal = zero.legalActions(s, 0);
    const blind = actionValues(PLANNER_LEVELS.hard, zero.view(s, 0), 0, legal, mut(1), () => 0);
    const best = legal[blind.indexOf(Math.max(...blind))];
    expect(makeOracleBot().choose(zero as never, s, 0, legal, seedRng(1)).action).toEqual(best);
    // The seat itself cannot know: its odds of winning Initiative with the 9 of spades are not nil.
    const seen = actionValues(PLANNER_LEVELS.hard, zero.view(s, 0), 0, legal, mut(1));
    expect(seen).not.toEqual(blind);
  });
});

describe('zero players: the shipped value table reproduces the strength reported in docs/ai-strength.md', () => {
  it("the table's own player (one hand ahead, no noise) beats greedy in at least 0.70 of seat-swapped games (issue 15's bar at two players)", () => {
    // Hard adds a look at the next hand on top of this (docs: about 0.90 against greedy); the
    // table alone is what a refit could break, and it is quick to play.
    const exact = makePlanner({ name: 'hard', temperature: 0, nextDeals: 0 });
    const table = {
      name: 'table',
      choose: (_g: unknown, v: unknown, seat: number, legal: readonly unknown[], rng: RngState) => exact.choose(v as ZeroView, seat, legal as ZeroAction[], rng),
    };
    const greedy = getBot('greedy')!;
    let score = 0;
    const pairs = 20;
    for (let k = 0; k < pairs; k++) {
      const seed = 90000 + k;
      for (const seat of [0, 1]) {
        const bots = seat === 0 ? [table, greedy] : [greedy, table];
        const o = playGame(zero, { seats: 2, variants: [] }, seed, bots).outcome;
        if (o.winners.includes(seat)) score += 1 / o.winners.length;
      }
    }
    expect(score / (2 * pairs)).toBeGreaterThanOrEqual(0.7);
  });

  it('solo: the same table, read with solo odds and the Adversary Favor, removes more dice than greedy on the same deals (docs: 9.35 against 4.80 of 16)', () => {
    const medium = makePlanner(PLANNER_LEVELS.medium);
    const planner = {
      name: 'medium',
      choose: (_g: unknown, v: unknown, seat: number, legal: readonly unknown[], rng: RngState) => medium.choose(v as ZeroView, seat, legal as ZeroAction[], rng),
    };
    const removed = (bot: typeof planner | NonNullable<ReturnType<typeof getBot>>, seed: number): number => {
      const g = playGame(zero, { seats: 1, variants: [] }, seed, [bot]);
      return 16 - (g.state as ZeroState).grids[0]!.flat().filter((d) => d !== null).length;
    };
    let mine = 0;
    let greedy = 0;
    for (let seed = 95000; seed < 95010; seed++) {
      mine += removed(planner, seed);
      greedy += removed(getBot('greedy')!, seed);
    }
    expect(mine / 10).toBeGreaterThan(greedy / 10 + 2);
  });
});
