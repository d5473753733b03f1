/**
 * The search levels play Piplus through its AI hooks (cloneMut/applyMut): legal choices with 2
 * to 6 players, nothing hidden read, the same decision from the same seed; and the evaluation
 * prefers what a player would. Budgets are cut to a few dozen iterations so the table runs in seconds.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../ai/index';
import { LEVELS, makeSearchBot, type LevelConfig } from '../../ai/levels';
import type { BaseAction, Seat } from '../../core/game';
import { seedRng, shuffle } from '../../core/rng';
import { unwrap } from '../../core/result';
import { describeAction, piplus } from './index';
import type { CardValue, PiplusAction, PiplusState } from './state';
import { scene } from './testkit';

/** A level with its budget cut to `iterations` (everything else as tuned). */
function small(cfg: LevelConfig, iterations: number): LevelConfig {
  return { ...cfg, iterations, perAction: Math.max(1, Math.ceil(iterations / 8)) };
}

const BOTS = [small(LEVELS.easy, 24), small(LEVELS.medium, 32), small(LEVELS.hard, 40)].map((c) => makeSearchBot(c));
type Seats = 2 | 3 | 4 | 5 | 6;

/** A state reached from `seed` after up to `steps` random actions (fewer if the game ends). */
function randomState(seats: Seats, seed: number, steps: number): PiplusState {
  let state = unwrap(piplus.setup({ seats, variants: [] }, seed)).state;
  let rng = seedRng(seed + 1);
  for (let i = 0; i < steps && piplus.outcome(state) === null; i++) {
    const seat = piplus.toAct(state)[0]!;
    const choice = randomBot.choose(piplus, piplus.view(state, seat), seat, piplus.legalActions(state, seat), rng);
    rng = choice.rng;
    state = unwrap(piplus.apply(state, choice.action as PiplusAction)).state;
  }
  return state;
}

/** The same game with every card `viewer` cannot see (other hands, the cards out of the round) dealt again, and another generator. */
function reshuffleHidden(s: PiplusState, viewer: Seat, seed: number): PiplusState {
  const hidden: CardValue[] = [...s.out];
  s.seats.forEach((h, seat) => {
    if (seat !== viewer) hidden.push(...h.hand);
  });
  const [pool] = shuffle(seedRng(seed), hidden);
  const take = (): CardValue => pool.pop()!;
  const seats = s.seats.map((h, seat) => (seat === viewer ? h : { ...h, hand: h.hand.map(take).sort((a, b) => a - b) }));
  return { ...s, seats, out: pool.sort((a, b) => a - b), rng: seedRng(seed + 7) };
}

describe('piplus: search levels', () => {
  it('easy, medium and hard choose legal actions with 2 to 6 players, the same from the same seed', () => {
    for (const seats of [2, 3, 4, 5, 6] as const) {
      for (const [seed, steps] of [
        [1, 0],
        [2, 5],
        [3, 25],
      ] as const) {
        const state = randomState(seats, seed * 10 + seats, steps);
        if (piplus.outcome(state) !== null) continue;
        const seat = piplus.toAct(state)[0]!;
        const legal: readonly BaseAction[] = piplus.legalActions(state, seat);
        expect(legal.length).toBeGreaterThan(0);
        const view = piplus.view(state, seat);
        for (const bot of BOTS) {
          const a = bot.choose(piplus, view, seat, legal, seedRng(seed));
          expect(legal).toContainEqual(a.action);
          expect(piplus.apply(state, a.action as PiplusAction).ok).toBe(true);
          expect(bot.choose(piplus, view, seat, legal, seedRng(seed))).toEqual(a);
        }
      }
    }
  }, 120_000);

  it('never reads hidden information: other hands, the cards out of the round and the generator do not change a decision', () => {
    const hard = makeSearchBot(small(LEVELS.hard, 60));
    let checked = 0;
    for (const seats of [2, 3, 6] as const) {
      for (const [seed, steps] of [
        [5, 0],
        [6, 9],
        [7, 30],
      ] as const) {
        const state = randomState(seats, seed * 10 + seats, steps);
        if (piplus.outcome(state) !== null) continue;
        const seat = piplus.toAct(state)[0]!;
        const other = reshuffleHidden(state, seat, seed);
        expect(other).not.toEqual(state);
        expect(piplus.view(other, seat)).toEqual(piplus.view(state, seat));
        const legal = piplus.legalActions(state, seat);
        expect(piplus.legalActions(other, seat)).toEqual(legal);
        const a = hard.choose(piplus, piplus.view(state, seat), seat, legal, seedRng(99));
        const b = hard.choose(piplus, piplus.view(other, seat), seat, piplus.legalActions(other, seat), seedRng(99));
        expect(b).toEqual(a);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  }, 120_000);

  it('a whole 3-player game between easy and hard is reproducible from its seed', () => {
    const run = (): unknown[] => {
      const bots = [makeSearchBot(small(LEVELS.easy, 12)), makeSearchBot(small(LEVELS.hard, 16)), makeSearchBot(small(LEVELS.medium, 12))];
      let state = unwrap(piplus.setup({ seats: 3, variants: [] }, 31)).state;
      const rngs = [seedRng(1), seedRng(2), seedRng(3)];
      const actions: unknown[] = [];
      while (piplus.outcome(state) === null && actions.length < 2000) {
        const seat = piplus.toAct(state)[0]!;
        const c = bots[seat]!.choose(piplus, piplus.view(state, seat), seat, piplus.legalActions(state, seat), rngs[seat]!);
        rngs[seat] = c.rng;
        actions.push(c.action);
        state = unwrap(piplus.apply(state, c.action as PiplusAction)).state;
      }
      expect(piplus.outcome(state)).not.toBeNull();
      return actions;
    };
    const first = run();
    expect(first.length).toBeGreaterThan(30);
    expect(run()).toEqual(first);
  }, 120_000);

  it('the search fast path (cloneMut + applyMut) plays exactly like apply and leaves the original alone', () => {
    const { cloneMut, applyMut } = piplus.ai;
    for (const seats of [2, 4, 6] as const) {
      let state = unwrap(piplus.setup({ seats, variants: [] }, 40 + seats)).state;
      let rng = seedRng(seats);
      for (let i = 0; i < 300 && piplus.outcome(state) === null; i++) {
        const seat = piplus.toAct(state)[0]!;
        const c = randomBot.choose(piplus, piplus.view(state, seat), seat, piplus.legalActions(state, seat), rng);
        rng = c.rng;
        const before = JSON.stringify(state);
        const fast = cloneMut!(state);
        expect(applyMut!(fast, c.action as PiplusAction)).toBe(true);
        const next = unwrap(piplus.apply(state, c.action as PiplusAction)).state;
        expect(fast).toEqual(next);
        expect(JSON.stringify(state)).toBe(before);
        state = next;
      }
      expect(applyMut!(cloneMut!(state), { type: 'pass', seat: (state.turn + 1) % seats, reroll: [] })).toBe(false);
    }
  });

  it('labels every kind of action for hints', () => {
    expect(describeAction({ type: 'play', seat: 0, cards: [5, 7], dice: ['d4', null] })).toBe('play 5+d4 7');
    expect(describeAction({ type: 'die', seat: 0, die: 'd6' })).toBe('lone d6');
    expect(describeAction({ type: 'pass', seat: 0, reroll: [] })).toBe('pass');
    expect(describeAction({ type: 'pass', seat: 0, reroll: ['d4', 'd8'] })).toBe('pass, reroll d4 and d8');
  });
});

describe('piplus: evaluation for the AI', () => {
  const value = (s: PiplusState, seat: Seat) => piplus.ai.evaluate(s, seat);

  it('fewer cards in hand is better, and a higher total score is better', () => {
    const few = scene({
      hands: [
        [3, 4],
        [3, 4, 5, 6, 7],
      ],
    });
    const many = scene({
      hands: [
        [3, 4, 5, 6, 7],
        [3, 4],
      ],
    });
    expect(value(few, 0)).toBeGreaterThan(value(many, 0));
    const ahead = scene({ hands: [[3], [4]], round: 2, scores: [[6], [2]] });
    const behind = scene({ hands: [[3], [4]], round: 2, scores: [[2], [6]] });
    expect(value(ahead, 0)).toBeGreaterThan(value(behind, 0));
  });

  it('stays within [-1, 1]; a won game is 1, one shared by two a draw (0), a lost one -1', () => {
    const s = scene({
      hands: [[3, 4], [5]],
      round: 3,
      scores: [
        [8, 8],
        [0, 0],
      ],
    });
    expect(Math.abs(value(s, 0))).toBeLessThanOrEqual(1);
    expect(value(s, 0)).toBeGreaterThan(value(s, 1));
    expect(value({ ...s, outcome: { winners: [0], reason: 'rounds' } }, 0)).toBe(1);
    expect(value({ ...s, outcome: { winners: [0], reason: 'rounds' } }, 1)).toBe(-1);
    expect(value({ ...s, outcome: { winners: [0, 1], reason: 'roundsShared' } }, 1)).toBe(0);
  });
});
