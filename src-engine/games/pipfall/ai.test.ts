/**
 * The search levels play PipFall through its AI hooks (cloneMut/applyMut, roundAction):
 * legal choices in 2-4 player games, nothing hidden read, the same decision from the same seed.
 * Budgets are cut to a few dozen iterations so the table runs in seconds.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../ai/index';
import { LEVELS, makeSearchBot, type LevelConfig } from '../../ai/levels';
import type { Card } from '../../core/cards';
import type { BaseAction, Seat } from '../../core/game';
import { nextIntMut, seedRng, shuffle } from '../../core/rng';
import { unwrap } from '../../core/result';
import { actionKey, describeAction, pipfall } from './index';
import type { PipfallAction, PipfallState, PipfallVariant } from './state';

/** A level with its budget cut to `iterations` (everything else as tuned). */
function small(cfg: LevelConfig, iterations: number): LevelConfig {
  return { ...cfg, iterations, perAction: Math.max(1, Math.ceil(iterations / 8)) };
}

const BOTS = [small(LEVELS.easy, 24), small(LEVELS.medium, 32), small(LEVELS.hard, 40)].map((c) => makeSearchBot(c));

/** A state reached from `seed` after up to `steps` random actions (fewer if the game ends). */
function randomState(seats: 2 | 3 | 4, seed: number, steps: number, variants: PipfallVariant[] = []): PipfallState {
  let state = unwrap(pipfall.setup({ seats, variants }, seed)).state;
  let rng = seedRng(seed + 1);
  for (let i = 0; i < steps && pipfall.outcome(state) === null; i++) {
    const seat = pipfall.toAct(state)[0]!;
    const choice = randomBot.choose(pipfall, pipfall.view(state, seat), seat, pipfall.legalActions(state, seat), rng);
    rng = choice.rng;
    state = unwrap(pipfall.apply(state, choice.action as PipfallAction)).state;
  }
  return state;
}

/**
 * The same game with every card `viewer` cannot see dealt again at random (other hands,
 * face-down programmed cards, unrevealed initiative cards, the draw and discard piles),
 * and a different state generator.
 */
function reshuffleHidden(s: PipfallState, viewer: Seat, seed: number): PipfallState {
  const open = s.startPlayer !== null;
  const hidden: Card[] = [...s.deck.draw, ...s.deck.discard];
  s.seats.forEach((h, seat) => {
    if (seat === viewer) return;
    hidden.push(...h.hand);
    h.program?.forEach((c, i) => {
      if (!h.revealed[i]) hidden.push(c);
    });
    if (h.initiative && !open) hidden.push(h.initiative);
  });
  const [pool] = shuffle(seedRng(seed), hidden);
  const take = (): Card => pool.pop()!;
  const seats = s.seats.map((h, seat) => {
    if (seat === viewer) return h;
    return {
      ...h,
      hand: h.hand.map(take),
      program: h.program ? h.program.map((c, i) => (h.revealed[i] ? c : take())) : null,
      initiative: h.initiative && !open ? take() : h.initiative,
    };
  });
  const draw = s.deck.draw.map(take);
  const discard = s.deck.discard.map(take);
  return { ...s, seats, deck: { draw, discard }, rng: seedRng(seed + 7) };
}

describe('pipfall: search levels', () => {
  it('easy, medium and hard choose legal actions in 2, 3 and 4 player games, the same from the same seed', () => {
    for (const seats of [2, 3, 4] as const) {
      for (const [seed, steps] of [
        [1, 0],
        [2, 7],
        [3, 30],
        [4, 80],
      ] as const) {
        const state = randomState(seats, seed * 10 + seats, steps);
        if (pipfall.outcome(state) !== null) continue;
        for (const seat of pipfall.toAct(state)) {
          const legal: readonly BaseAction[] = pipfall.legalActions(state, seat);
          expect(legal.length).toBeGreaterThan(0);
          const view = pipfall.view(state, seat);
          for (const bot of BOTS) {
            const a = bot.choose(pipfall, view, seat, legal, seedRng(seed));
            expect(legal).toContainEqual(a.action);
            expect(pipfall.apply(state, a.action as PipfallAction).ok).toBe(true);
            expect(bot.choose(pipfall, view, seat, legal, seedRng(seed))).toEqual(a);
          }
        }
      }
    }
  }, 120_000);

  it('never reads hidden information: other hands, face-down cards and the deck order do not change a decision', () => {
    const hard = makeSearchBot(small(LEVELS.hard, 60));
    let checked = 0;
    for (const seats of [2, 3, 4] as const) {
      for (const [seed, steps] of [
        [5, 0],
        [6, 9],
        [7, 40],
      ] as const) {
        const state = randomState(seats, seed * 10 + seats, steps);
        if (pipfall.outcome(state) !== null) continue;
        const seat = pipfall.toAct(state)[0]!;
        const other = reshuffleHidden(state, seat, seed);
        expect(other).not.toEqual(state);
        expect(pipfall.view(other, seat)).toEqual(pipfall.view(state, seat));
        const legal = pipfall.legalActions(state, seat);
        expect(pipfall.legalActions(other, seat)).toEqual(legal);
        const a = hard.choose(pipfall, pipfall.view(state, seat), seat, legal, seedRng(99));
        const b = hard.choose(pipfall, pipfall.view(other, seat), seat, pipfall.legalActions(other, seat), seedRng(99));
        expect(b).toEqual(a);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  }, 120_000);

  it('a whole 2-player game between easy and hard is reproducible from its seed', () => {
    const run = (): unknown[] => {
      const bots = [makeSearchBot(small(LEVELS.easy, 12)), makeSearchBot(small(LEVELS.hard, 16))];
      let state = unwrap(pipfall.setup({ seats: 2, variants: [] }, 31)).state;
      const rngs = [seedRng(1), seedRng(2)];
      const actions: unknown[] = [];
      while (pipfall.outcome(state) === null && actions.length < 400) {
        const seat = pipfall.toAct(state)[0]!;
        const c = bots[seat]!.choose(pipfall, pipfall.view(state, seat), seat, pipfall.legalActions(state, seat), rngs[seat]!);
        rngs[seat] = c.rng;
        actions.push(c.action);
        state = unwrap(pipfall.apply(state, c.action as PipfallAction)).state;
      }
      return actions;
    };
    const first = run();
    expect(first.length).toBeGreaterThan(10);
    expect(run()).toEqual(first);
  }, 120_000);

  it('the search fast path (cloneMut + applyMut) plays exactly like apply and leaves the original alone', () => {
    const { cloneMut, applyMut } = pipfall.ai;
    for (const seats of [2, 3, 4] as const) {
      let state = unwrap(pipfall.setup({ seats, variants: ['combat-glory'] }, 40 + seats)).state;
      let rng = seedRng(seats);
      for (let i = 0; i < 400 && pipfall.outcome(state) === null; i++) {
        const seat = pipfall.toAct(state)[0]!;
        const c = randomBot.choose(pipfall, pipfall.view(state, seat), seat, pipfall.legalActions(state, seat), rng);
        rng = c.rng;
        const before = JSON.stringify(state);
        const fast = cloneMut!(state);
        expect(applyMut!(fast, c.action as PipfallAction)).toBe(true);
        const next = unwrap(pipfall.apply(state, c.action as PipfallAction)).state;
        expect(fast).toEqual(next);
        expect(JSON.stringify(state)).toBe(before);
        state = next;
      }
      expect(applyMut!(cloneMut!(state), { type: 'restore', seat: 0, use: true })).toBe(false);
    }
  });

  it('a clone played on in place to the end of the game never changes the state it was copied from', () => {
    // Clones share what the rules only replace whole (piles, hands, programs, dice...): a rule that changed one in place would show here.
    const { cloneMut, applyMut } = pipfall.ai;
    const variantSets: PipfallVariant[][] = [[], ['combat-glory'], ['mutual-destruction-glory', 'true-initiative-order'], ['rolled-opening']];
    for (const seats of [2, 3, 4] as const) {
      for (const [k, variants] of variantSets.entries()) {
        for (const steps of [0, 7, 20, 45]) {
          const origin = randomState(seats, 60 + k, steps, variants);
          if (pipfall.outcome(origin) !== null) continue;
          const before = JSON.stringify(origin);
          const draft = cloneMut!(origin);
          const r: [number, number, number, number] = [...seedRng(steps + k)];
          for (let i = 0; i < 600 && pipfall.outcome(draft) === null; i++) {
            const seat = pipfall.toAct(draft)[0]!;
            const legal = pipfall.legalActions(draft, seat);
            expect(applyMut!(draft, legal[nextIntMut(r, legal.length)]!)).toBe(true);
          }
          expect(pipfall.outcome(draft)).not.toBeNull();
          expect(JSON.stringify(origin)).toBe(before);
        }
      }
    }
  });

  it('labels every kind of action for hints', () => {
    expect(describeAction({ type: 'program', seat: 0, cards: ['9S', '3H', '2C'], initiative: 'AS' })).toBe('program 9S 3H 2C, initiative AS');
    expect(describeAction({ type: 'place', seat: 0, lane: { kind: 'col', index: 2 } })).toBe('marker on column 3');
    expect(describeAction({ type: 'activate', seat: 0, die: 4, use: { kind: 'move', direction: 'up', distance: 2 } })).toBe('die 4: move up 2');
    expect(describeAction({ type: 'activate', seat: 0, die: 4, use: { kind: 'power' } })).toBe('die 4: suit power');
    expect(describeAction({ type: 'glory', seat: 1, die: null })).toBe('decline the glory bonus');
    expect(describeAction({ type: 'restore', seat: 1, use: true })).toBe('play Restore');
  });
});

describe('the search keys its tree by a short action key', () => {
  it('names every legal action uniquely, at every kind of decision', () => {
    const kinds = new Set<string>();
    for (const seats of [2, 3, 4] as const) {
      for (let steps = 0; steps < 90; steps += 3) {
        const s = randomState(seats, 40 + seats, steps);
        for (const seat of pipfall.toAct(s)) {
          const legal = pipfall.legalActions(s, seat);
          expect(new Set(legal.map(actionKey)).size).toBe(legal.length);
          for (const a of legal) kinds.add(a.type);
        }
      }
    }
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['activate', 'place', 'program']));
    const apart: PipfallAction[] = [
      { type: 'glory', seat: 1, die: 12 },
      { type: 'glory', seat: 1, die: null },
      { type: 'glory', seat: 11, die: 2 },
      { type: 'restore', seat: 1, use: true },
      { type: 'restore', seat: 1, use: false },
      { type: 'activate', seat: 1, die: 1, use: { kind: 'power' } },
      { type: 'place', seat: 1, lane: { kind: 'row', index: 1 } },
      { type: 'place', seat: 1, lane: { kind: 'col', index: 1 } },
    ];
    expect(new Set(apart.map(actionKey)).size).toBe(apart.length);
  });

  it('gives an action built anew the same key, and keeps out-of-range fields (unchecked input) apart', () => {
    const power: PipfallAction = { type: 'activate', seat: 1, die: 3, use: { kind: 'power' } };
    expect(actionKey({ type: 'activate', seat: 1, die: 3, use: { kind: 'power' } })).toBe(actionKey(power));
    expect(actionKey(power)).toBe('a1.3.p');
    expect(actionKey({ type: 'place', seat: 0, lane: { kind: 'col', index: 4 } })).toBe('l0.c4');
    const odd = [
      power,
      { type: 'activate', seat: 1, die: 3.5, use: { kind: 'power' } },
      { type: 'activate', seat: 1, die: 3, use: { kind: 'move', direction: 'toString', distance: 1 } },
      { type: 'activate', seat: 1, die: 3, use: { kind: 'move', direction: 'up', distance: 7 } },
      { type: 'activate', seat: 1, die: 3, use: { kind: 'move', direction: 'up', distance: 1 } },
      { type: 'activate', seat: 9, die: 3, use: { kind: 'power' } },
      { type: 'place', seat: 1, lane: { kind: 'row', index: 40 } },
      { type: 'place', seat: 1, lane: { kind: 'row', index: 0 } },
      { type: 'glory', seat: 1, die: 5000 },
      { type: 'glory', seat: 1, die: null },
    ] as PipfallAction[];
    const keys = odd.map(actionKey);
    expect(new Set(keys).size).toBe(odd.length);
    expect(odd.map(actionKey)).toEqual(keys);
  });
});
