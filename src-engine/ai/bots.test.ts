import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BaseAction, Game, Seat } from '../core/game';
import { err, ok } from '../core/result';
import { seedRng, type RngState } from '../core/rng';
import { BOT_LEVELS, getBot, LEVELS, makeGreedyBot, makeSearchBot, randomBot } from './index';

/**
 * A tiny two-seat game the bots can be checked on without any real rules: seats take
 * turns adding 1..3 to a counter; whoever brings it to 10 or more wins. The winning
 * move is always visible one ply ahead, so greedy must find it.
 */
interface ToyState {
  readonly total: number;
  readonly turn: Seat;
  readonly winner: Seat | null;
}
interface ToyAction extends BaseAction {
  readonly type: 'add';
  readonly n: number;
}
const toy: Game<ToyState, ToyAction, { type: 'added'; n: number }, ToyState> = {
  info: { id: 'zero', minSeats: 2, maxSeats: 2, variants: [] },
  setup: () => ok({ state: { total: 0, turn: 0, winner: null }, events: [] }),
  toAct: (s) => (s.winner === null ? [s.turn] : []),
  legalActions: (s, seat) => (s.winner === null && seat === s.turn ? [1, 2, 3].map((n) => ({ seat, type: 'add' as const, n })) : []),
  apply(s, a) {
    if (s.winner !== null || a.seat !== s.turn) return err('ERR_NOT_YOUR_TURN', 'not your turn');
    const total = s.total + a.n;
    return ok({ state: { total, turn: 1 - s.turn, winner: total >= 10 ? a.seat : null }, events: [{ type: 'added', n: a.n }] });
  },
  view: (s) => s,
  outcome: (s) => (s.winner === null ? null : { winners: [s.winner], reason: 'reached' }),
  parseAction: (x) => ok(x as ToyAction),
  parseOptions: (x) => ok(x as { seats: number }),
  describe: (e) => `added ${e.n}`,
  ai: {
    determinize: (v, rng) => [v, rng],
    evaluate: (s, seat) => (s.winner === null ? 0 : s.winner === seat ? 1 : -1),
  },
};

function legalAt(total: number): ToyAction[] {
  return toy.legalActions({ total, turn: 0, winner: null }, 0) as ToyAction[];
}

describe('bot registry', () => {
  it('knows every level and nothing else', () => {
    for (const level of BOT_LEVELS) expect(getBot(level)).toBeDefined();
    expect(getBot('ai')?.name).toBe('hard');
    expect(getBot('nope')).toBeUndefined();
    expect(getBot('toString')).toBeUndefined();
  });

  it("plays a game's own player for a level when the game has one (Game.ai.bots), the generic bot otherwise, sync and async", async () => {
    const seen: string[] = [];
    const own = {
      name: 'easy',
      choose(_v: unknown, seat: Seat, legal: readonly ToyAction[], rng: RngState) {
        seen.push('own');
        return { action: legal[legal.length - 1]!, rng };
      },
    };
    const withOwn = { ...toy, ai: { ...toy.ai, bots: { easy: own } } } as unknown as typeof toy;
    const s = { total: 0, turn: 0, winner: null };
    const legal = legalAt(0);
    expect(getBot('easy')!.choose(withOwn, s, 0, legal, seedRng(1)).action).toEqual({ seat: 0, type: 'add', n: 3 });
    const pause = () => Promise.resolve();
    expect((await getBot('easy')!.chooseAsync!(withOwn, s, 0, legal, seedRng(1), { pause })).action).toEqual({ seat: 0, type: 'add', n: 3 });
    expect(seen).toEqual(['own', 'own']);
    // Another level of the same game, and the same level of a game without players of its own, search as before.
    expect(legal).toContainEqual(getBot('medium')!.choose(withOwn, s, 0, legal, seedRng(1)).action);
    expect(legal).toContainEqual(getBot('easy')!.choose(toy, s, 0, legal, seedRng(1)).action);
    expect(seen).toHaveLength(2);
  });
});

describe('bots on a toy game', () => {
  const bots = [randomBot, makeGreedyBot(), makeSearchBot({ ...LEVELS.hard, iterations: 60 })];

  it('always return one of the offered actions, and the same seed gives the same choice', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 9 }), (seed, total) => {
        const legal = legalAt(total);
        const view = { total, turn: 0, winner: null };
        for (const bot of bots) {
          const a = bot.choose(toy, view, 0, legal, seedRng(seed));
          const b = bot.choose(toy, view, 0, legal, seedRng(seed));
          expect(legal).toContain(a.action);
          expect(b.action).toBe(a.action);
          expect(b.rng).toEqual(a.rng);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('refuse an empty list of actions loudly', () => {
    for (const bot of bots) expect(() => bot.choose(toy, {}, 0, [], seedRng(1))).toThrow(/no legal action/);
  });

  it('random advances its generator; a single option costs greedy no randomness', () => {
    const rng: RngState = seedRng(3);
    expect(randomBot.choose(toy, {}, 0, legalAt(0), rng).rng).not.toEqual(rng);
    const only = [legalAt(0)[0]!];
    expect(makeGreedyBot().choose(toy, {}, 0, only, rng)).toEqual({ action: only[0], rng });
  });

  it('search needs no game-specific code: it takes the winning move on the toy game', () => {
    const hard = makeSearchBot({ ...LEVELS.hard, iterations: 200 });
    for (const total of [7, 8, 9]) {
      const { action } = hard.choose(toy, { total, turn: 0, winner: null }, 0, legalAt(total), seedRng(total));
      expect(total + (action as ToyAction).n).toBeGreaterThanOrEqual(10);
    }
  });

  it('greedy takes a winning move when one exists', () => {
    for (const total of [7, 8, 9]) {
      for (let seed = 0; seed < 5; seed++) {
        const { action } = makeGreedyBot().choose(toy, { total, turn: 0, winner: null }, 0, legalAt(total), seedRng(seed));
        expect(total + (action as ToyAction).n).toBeGreaterThanOrEqual(10);
      }
    }
  });
});
