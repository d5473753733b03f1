/**
 * The search's fast paths in hex (rules.ts, search.ts): a program decision counted, typed and
 * drawn from without its list, equal to the list element for element; the search's own copies
 * (ai.cloneMut) marked and played on without touching what they were copied from.
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards';
import { unwrap } from '../../core/result';
import { nextIntMut, seedRng } from '../../core/rng';
import { hex } from './index';
import { programAt, programsOf } from './programs';
import { isSearchState } from './search';
import type { HexAction, HexState } from './state';

const HAND: Card[] = ['AS', '7H', 'KD', '2C', 'TS', '9D'];

describe('hex: the search fast paths', () => {
  it('programAt builds program i of programsOf alone, for every hand size', () => {
    for (let n = 0; n <= 6; n++) {
      const hand = HAND.slice(0, n);
      const plain = programsOf(1, hand);
      for (let i = plain.length - 1; i >= 0; i--) expect(programAt(1, hand, i)).toEqual(plain[i]);
    }
    expect(programsOf(0, HAND)).toHaveLength(720);
  });

  it('legalCount, legalAt and decisionType answer as legalActions does, at every decision of 2- and 4-seat games, for every seat', () => {
    const ai = hex.ai;
    let programs = 0;
    for (const seats of [2, 4] as const) {
      for (let seed = 1; seed <= 2; seed++) {
        let state: HexState = unwrap(hex.setup({ seats, variants: [] }, seed)).state;
        const r: [number, number, number, number] = [...seedRng(seed + 40)];
        while (hex.outcome(state) === null) {
          for (let seat = 0; seat < seats; seat++) {
            const legal = hex.legalActions(state, seat);
            expect(ai.legalCount!(state, seat)).toBe(legal.length);
            expect(ai.decisionType!(state, seat)).toBe(legal[0]?.type ?? null);
            // Every action of a short list; first, last and a few drawn of a long one.
            const picks = legal.length <= 40 ? legal.map((_, i) => i) : [0, legal.length - 1, ...[1, 2, 3].map(() => nextIntMut(r, legal.length))];
            for (const i of picks) expect(ai.legalAt!(state, seat, i)).toEqual(legal[i]);
            expect(() => ai.legalAt!(state, seat, legal.length)).toThrow(/no legal action/);
            if (legal[0]?.type === 'program') programs++;
          }
          const seat = hex.toAct(state)[0]!;
          const legal = hex.legalActions(state, seat);
          state = unwrap(hex.apply(state, legal[nextIntMut(r, legal.length)] as HexAction)).state;
        }
      }
    }
    expect(programs).toBeGreaterThan(20);
  });

  it("only the search's copies are marked, and they list what the state they copy lists", () => {
    let checked = 0;
    for (const seats of [2, 4] as const) {
      let state: HexState = unwrap(hex.setup({ seats, variants: [] }, 5)).state;
      while (hex.outcome(state) === null && checked < 40) {
        const seat = hex.toAct(state)[0]!;
        const legal = hex.legalActions(state, seat);
        if (state.phase === 'program') {
          const copy = hex.ai.cloneMut!(state);
          expect(hex.legalActions(copy, seat)).toEqual(legal);
          // Only the copy is the search's; the state it copied, and a view of the copy, are not.
          expect(isSearchState(copy)).toBe(true);
          expect(isSearchState(state)).toBe(false);
          expect(hex.view(copy, seat)).toEqual(hex.view(state, seat));
          checked++;
        }
        state = unwrap(hex.apply(state, legal[legal.length >> 1] as HexAction)).state;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("a copy played on for a whole game (the search's pattern) leaves the state and the world it came from unchanged", () => {
    for (const seats of [2, 4] as const) {
      for (let seed = 1; seed <= 3; seed++) {
        const state: HexState = unwrap(hex.setup({ seats, variants: [] }, seed)).state;
        const [world] = hex.ai.determinize(hex.view(state, 0), seedRng(seed));
        const before = [JSON.stringify(state), JSON.stringify(world)];
        const copy = hex.ai.cloneMut!(world);
        const r: [number, number, number, number] = [...seedRng(seed + 9)];
        let steps = 0;
        while (hex.outcome(copy) === null) {
          const seat = hex.toAct(copy)[0]!;
          const legal = hex.legalActions(copy, seat);
          expect(hex.ai.applyMut!(copy, legal[nextIntMut(r, legal.length)]!)).toBe(true);
          steps++;
        }
        expect(steps).toBeGreaterThan(20);
        expect([JSON.stringify(state), JSON.stringify(world)]).toEqual(before);
      }
    }
  });
});
