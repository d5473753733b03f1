/** Zero's own tuning of the search levels (levels.ts): where it applies and where it does not (the games here play a variant, where the search still plays). */
import { describe, expect, it } from 'vitest';
import { explain, getBot, LEVELS, makeSearchBot, tunedFor } from '../../ai/index';
import { makeOracleBot } from '../../ai/oracle';
import type { BaseAction } from '../../core/game';
import { nextIntMut, seedRng } from '../../core/rng';
import { zero, type ZeroState } from './index';

/**
 * Seat 0 about to program, at hand `hand` or later of a seeded random game: late hands keep
 * the searches short (the game ends within the horizon).
 */
function programming(seats: 1 | 2, seed: number, hand = 1): { state: ZeroState; legal: readonly BaseAction[] } {
  // A variant (two seats Hardcore, solo Easier): at standard rules the levels are Zero's planners (players.ts), not the search.
  const start = zero.setup({ seats, variants: seats === 2 ? ['hardcore'] : ['easier'] }, seed);
  if (!start.ok) throw new Error(start.message);
  let state = start.value.state;
  const r: [number, number, number, number] = [...seedRng(seed)];
  while (state.handNo < hand || state.phase !== 'program') {
    const seat = zero.toAct(state)[0]!;
    const legal = zero.legalActions(state, seat);
    const next = zero.apply(state, legal[nextIntMut(r, legal.length)]!);
    if (!next.ok) throw new Error(next.message);
    state = next.value.state;
    if (zero.outcome(state) !== null) throw new Error(`seed ${seed}: the game ended before hand ${hand}`);
  }
  return { state, legal: zero.legalActions(state, 0) };
}

describe("Zero's search levels", () => {
  it('head to head, hard looks two hands ahead on its own, smaller budget (the hint searches as hard does)', () => {
    const { state, legal } = programming(2, 5, 12);
    expect(legal.length).toBe(24);
    const view = zero.view(state, 0);
    const hard = tunedFor(LEVELS.hard, 'hard', zero, view);
    expect(hard).toMatchObject({ horizon: 2, lookahead: 24, lookaheadSelf: 1, batch: 24, iterations: 480 });
    const hint = explain(zero, view, 0, legal, seedRng(1));
    expect(hint.iterations).toBe(480);
    expect(legal).toContainEqual(hint.top[0]!.action);
  });

  it('solo, and at easy and medium, the shared settings stand', () => {
    const solo = programming(1, 5, 5);
    expect(tunedFor(LEVELS.hard, 'hard', zero, zero.view(solo.state, 0))).toBe(LEVELS.hard);
    expect(explain(zero, zero.view(solo.state, 0), 0, solo.legal, seedRng(1)).iterations).toBe(Math.min(LEVELS.hard.iterations, LEVELS.hard.perAction * solo.legal.length));
    const duel = programming(2, 5);
    for (const level of ['easy', 'medium'] as const) expect(tunedFor(LEVELS[level], level, zero, zero.view(duel.state, 0))).toBe(LEVELS[level]);
  });

  it('the level played by name uses the tuning; a search given explicit settings (tests, arena variants) does not', () => {
    const { state, legal } = programming(2, 9, 12);
    const view = zero.view(state, 0);
    const tuned = makeSearchBot({ ...LEVELS.hard, ...zero.ai.tuning!('hard', view) });
    const byName = getBot('hard')!.choose(zero, view, 0, legal, seedRng(3));
    expect(byName).toEqual(tuned.choose(zero, view, 0, legal, seedRng(3)));
    // The oracle searches as hard does, tuning included: the same action when the search is given the full state.
    expect(makeOracleBot().choose(zero, state, 0, legal, seedRng(3)).action).toEqual(
      makeOracleBot(tunedFor(LEVELS.hard, 'hard', zero, view), 'o').choose(zero, state, 0, legal, seedRng(3)).action,
    );
  });
});
