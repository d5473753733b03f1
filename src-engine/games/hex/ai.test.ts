/**
 * The bots and search levels play PipFall Hex through its AI hooks (determinize, evaluate,
 * cloneMut/applyMut, actionKey, roundAction): legal choices in 2-4 player games, nothing
 * hidden read, the same decision from the same seed. Search budgets are cut to a few dozen
 * iterations so the file runs in seconds.
 */
import { describe, expect, it } from 'vitest';
import { greedyBot, makeGreedyBot, randomBot } from '../../ai/index';
import { LEVELS, makeSearchBot, type LevelConfig } from '../../ai/levels';
import { playGame } from '../../ai/match';
import type { Card } from '../../core/cards';
import type { BaseAction, Seat } from '../../core/game';
import { replay } from '../../core/record';
import { unwrap } from '../../core/result';
import { seedRng, shuffle } from '../../core/rng';
import { actionKey, describeAction, hex } from './index';
import type { HexAction, HexState } from './state';

/** A level with its budget cut to `iterations` (everything else as tuned). */
function small(cfg: LevelConfig, iterations: number): LevelConfig {
  return { ...cfg, iterations, perAction: Math.max(1, Math.ceil(iterations / 8)) };
}

/** A state reached from `seed` after up to `steps` random actions (fewer if the game ends). */
function randomState(seats: 2 | 3 | 4, seed: number, steps: number, map = 'crossfire'): HexState {
  let state = unwrap(hex.setup({ seats, variants: [], map }, seed)).state;
  let rng = seedRng(seed + 1);
  for (let i = 0; i < steps && hex.outcome(state) === null; i++) {
    const seat = hex.toAct(state)[0]!;
    const choice = randomBot.choose(hex, hex.view(state, seat), seat, hex.legalActions(state, seat), rng);
    rng = choice.rng;
    state = unwrap(hex.apply(state, choice.action as HexAction)).state;
  }
  return state;
}

/**
 * The same game with every card `viewer` cannot see dealt again at random (other hands,
 * face-down programmed and left-out cards, the hidden discards, the draw deck) and another
 * state generator.
 */
function reshuffleHidden(s: HexState, viewer: Seat, seed: number): HexState {
  const hidden: Card[] = [...s.draw, ...s.discardHidden];
  s.seats.forEach((h, seat) => {
    if (seat === viewer) return;
    hidden.push(...h.hand, ...(h.program ?? []).slice(h.revealed));
    if (h.leftOut) hidden.push(h.leftOut);
  });
  const [pool] = shuffle(seedRng(seed), hidden);
  const take = (): Card => pool.pop()!;
  const seats = s.seats.map((h, seat) =>
    seat === viewer ? h : { ...h, hand: h.hand.map(take), program: h.program ? h.program.map((c, i) => (i < h.revealed ? c : take())) : null, leftOut: h.leftOut ? take() : null },
  );
  return { ...s, seats, draw: s.draw.map(take), discardHidden: s.discardHidden.map(take), rng: seedRng(seed + 7) };
}

describe('hex: search levels', () => {
  it('easy, medium and hard choose legal actions in 2, 3 and 4 player games, the same from the same seed', () => {
    const bots = [small(LEVELS.easy, 24), small(LEVELS.medium, 32), small(LEVELS.hard, 40)].map((c) => makeSearchBot(c));
    let decisions = 0;
    for (const seats of [2, 3, 4] as const) {
      for (const [seed, steps] of [
        [1, 0],
        [2, 5],
        [3, 12],
        [4, 40],
      ] as const) {
        const state = randomState(seats, seed * 10 + seats, steps, seed % 2 ? 'crossfire' : 'sixfold');
        if (hex.outcome(state) !== null) continue;
        for (const seat of hex.toAct(state)) {
          const legal: readonly BaseAction[] = hex.legalActions(state, seat);
          const view = hex.view(state, seat);
          for (const bot of bots) {
            const a = bot.choose(hex, view, seat, legal, seedRng(seed));
            expect(legal).toContainEqual(a.action);
            expect(hex.apply(state, a.action as HexAction).ok).toBe(true);
            expect(bot.choose(hex, view, seat, legal, seedRng(seed))).toEqual(a);
            decisions++;
          }
        }
      }
    }
    expect(decisions).toBeGreaterThan(30);
  }, 120_000);

  it('never reads hidden information: other hands, face-down and left-out cards and the deck order do not change a decision', () => {
    const hard = makeSearchBot(small(LEVELS.hard, 60));
    let checked = 0;
    for (const seats of [2, 3, 4] as const) {
      for (const [seed, steps] of [
        [5, 3],
        [6, 9],
        [7, 30],
      ] as const) {
        const state = randomState(seats, seed * 10 + seats, steps);
        if (hex.outcome(state) !== null) continue;
        const seat = hex.toAct(state)[0]!;
        const other = reshuffleHidden(state, seat, seed);
        expect(other).not.toEqual(state);
        expect(hex.view(other, seat)).toEqual(hex.view(state, seat));
        const legal = hex.legalActions(state, seat);
        expect(hex.legalActions(other, seat)).toEqual(legal);
        const a = hard.choose(hex, hex.view(state, seat), seat, legal, seedRng(99));
        const b = hard.choose(hex, hex.view(other, seat), seat, hex.legalActions(other, seat), seedRng(99));
        expect(b).toEqual(a);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  }, 120_000);

  it('a whole 3-player game between easy, medium and hard is reproducible from its seed', () => {
    const run = (): unknown[] => {
      const bots = [makeSearchBot(small(LEVELS.easy, 12)), makeSearchBot(small(LEVELS.medium, 12)), makeSearchBot(small(LEVELS.hard, 16))];
      return playGame(hex, { seats: 3, variants: [] }, 31, bots).record.actions as unknown[];
    };
    const first = run();
    expect(first.length).toBeGreaterThan(10);
    expect(run()).toEqual(first);
  }, 120_000);

  it('the search fast path (cloneMut + applyMut) plays exactly like apply and leaves the original alone', () => {
    const { cloneMut, applyMut } = hex.ai;
    for (const seats of [2, 3, 4] as const) {
      let state = unwrap(hex.setup({ seats, variants: [] }, 40 + seats)).state;
      let rng = seedRng(seats);
      for (let i = 0; i < 400 && hex.outcome(state) === null; i++) {
        const seat = hex.toAct(state)[0]!;
        const c = randomBot.choose(hex, hex.view(state, seat), seat, hex.legalActions(state, seat), rng);
        rng = c.rng;
        const before = JSON.stringify(state);
        const fast = cloneMut!(state);
        expect(applyMut!(fast, c.action as HexAction)).toBe(true);
        const next = unwrap(hex.apply(state, c.action as HexAction)).state;
        expect(fast).toEqual(next);
        expect(JSON.stringify(state)).toBe(before);
        state = next;
      }
      expect(applyMut!(cloneMut!(state), { type: 'reinforce', seat: 0, at: { row: 5, col: 5 } })).toBe(false);
    }
  });

  it('actionKey names every legal action uniquely (the search keys its tree by it)', () => {
    for (const seats of [2, 4] as const) {
      for (let steps = 0; steps < 60; steps += 3) {
        const s = randomState(seats, 70 + seats, steps);
        for (const seat of hex.toAct(s)) {
          const legal = hex.legalActions(s, seat);
          expect(new Set(legal.map(actionKey)).size).toBe(legal.length);
        }
      }
    }
    const kinds: HexAction[] = [
      { type: 'move', seat: 1, die: 12, to: { row: 1, col: 23 } },
      { type: 'move', seat: 1, die: 121, to: { row: 2, col: 3 } },
      { type: 'power', seat: 1, die: 12 },
      { type: 'reinforce', seat: 1, at: { row: 12, col: 3 } },
      { type: 'program', seat: 1, cards: ['2S', '3S'], leftOut: '4S' },
      { type: 'chooseLocation', seat: 1, location: 'A' },
    ];
    expect(new Set(kinds.map(actionKey)).size).toBe(kinds.length);
  });

  it('labels every kind of action for hints', () => {
    expect(describeAction({ type: 'chooseLocation', seat: 0, location: 'C' })).toBe('take location C');
    expect(describeAction({ type: 'program', seat: 0, cards: ['9S', '3H'], leftOut: 'KD' })).toBe('program 9S 3H, leave out KD');
    expect(describeAction({ type: 'move', seat: 0, die: 2, to: { row: 3, col: 4 } })).toBe('die 2 to (3,4)');
    expect(describeAction({ type: 'power', seat: 0, die: 2 })).toBe('die 2: suit power');
    expect(describeAction({ type: 'reinforce', seat: 0, at: { row: 0, col: 1 } })).toBe('reinforce at (0,1)');
  });
});

describe('hex: evaluate', () => {
  it('values a finished game with contempt for a share: a win 1, a loss -1, a victory shared by k seats half its share, 1/k - 1 (-0.5 between two)', () => {
    const s = randomState(4, 7, 12);
    const ended = (winners: Seat[]): HexState => ({ ...s, outcome: { winners, reason: 'trophies' } });
    expect(hex.ai.evaluate(ended([1]), 1)).toBe(1);
    expect(hex.ai.evaluate(ended([1]), 0)).toBe(-1);
    expect(hex.ai.evaluate(ended([0, 2]), 0)).toBe(-0.5);
    expect(hex.ai.evaluate(ended([0, 2]), 1)).toBe(-1);
    expect(hex.ai.evaluate(ended([0, 2, 3]), 3)).toBeCloseTo(-2 / 3, 12);
    // So a search prefers an even fight (0 on average) to a two-way share, which with dice that
    // wear out every activation is how two cautious searches ended three games in five; a share
    // still beats a loss, and a two-way share a three-way one.
    expect(hex.ai.evaluate(ended([0, 2]), 0)).toBeLessThan(0);
    expect(hex.ai.evaluate(ended([0, 2]), 0)).toBeGreaterThan(hex.ai.evaluate(ended([0, 2]), 1));
    expect(hex.ai.evaluate(ended([0, 2]), 0)).toBeGreaterThan(hex.ai.evaluate(ended([0, 2, 3]), 0));
  });
});

describe('hex: bots', () => {
  it('random bots finish 2, 3 and 4 player games on both maps, and their records replay', () => {
    for (const seats of [2, 3, 4] as const) {
      for (const map of ['crossfire', 'sixfold']) {
        const g = playGame(
          hex,
          { seats, variants: [], map } as never,
          11 + seats,
          Array.from({ length: seats }, () => randomBot),
        );
        expect(g.outcome.winners.length).toBeGreaterThan(0);
        expect(unwrap(replay(hex, g.record)).state).toEqual(g.state);
      }
    }
  });

  it('the greedy bot plays a legal 2-player game against a random bot', () => {
    const g = playGame(hex, { seats: 2, variants: [] }, 5, [makeGreedyBot({ budget: 600, maxSamples: 6 }), randomBot]);
    expect(g.outcome).not.toBeNull();
    expect(greedyBot.name).toBe('greedy');
  }, 120_000);
});
