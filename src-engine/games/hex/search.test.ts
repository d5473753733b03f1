/**
 * The search's lazy program lists (search.ts) are the plain lists element for element, in
 * order, however they are read; only the search's own copies (ai.cloneMut) get them.
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards';
import { unwrap } from '../../core/result';
import { nextIntMut, seedRng } from '../../core/rng';
import { hex } from './index';
import { programsOf } from './programs';
import { isSearchState, lazyProgramsOf } from './search';
import type { HexAction, HexState } from './state';

const HAND: Card[] = ['AS', '7H', 'KD', '2C', 'TS', '9D'];

describe('hex: lazy program lists', () => {
  it('hold the same programs in the same order as programsOf, for every hand size, read by index', () => {
    for (let n = 0; n <= 6; n++) {
      const hand = HAND.slice(0, n);
      const plain = programsOf(1, hand);
      const lazy = lazyProgramsOf(1, hand);
      expect(lazy.length).toBe(plain.length);
      // Read backwards and twice: each element alone, the same object on every read.
      for (let i = plain.length - 1; i >= 0; i--) {
        expect(lazy[i]).toEqual(plain[i]);
        expect(lazy[i]).toBe(lazy[i]);
      }
      expect(lazy[plain.length]).toBeUndefined();
      expect(plain.length in lazy).toBe(false);
      expect(plain.length === 0 || 0 in lazy).toBe(true);
    }
    expect(programsOf(0, HAND)).toHaveLength(720);
  });

  it('behave as the whole array for everything else: iteration, methods, JSON, spread, writes', () => {
    const plain = programsOf(2, HAND.slice(0, 4));
    const lazy = lazyProgramsOf(2, HAND.slice(0, 4));
    const third = lazy[3];
    expect(Array.isArray(lazy)).toBe(true);
    expect([...lazy]).toEqual(plain);
    expect(lazy.map((a) => a.type)).toEqual(plain.map((a) => a.type));
    expect(lazy.indexOf(third!)).toBe(3);
    expect(JSON.stringify(lazy)).toBe(JSON.stringify(plain));
    expect(Object.keys(lazy)).toEqual(Object.keys(plain));
    expect(lazy).toEqual(plain);
    lazy.push(plain[0]!);
    expect(lazy.length).toBe(plain.length + 1);
    expect(lazy[plain.length]).toBe(plain[0]);
    expect(lazy[3]).toBe(third);
  });

  it('does not keep a reference to the hand it was made from', () => {
    const hand = HAND.slice(0, 3);
    const lazy = lazyProgramsOf(0, hand);
    const before = programsOf(0, hand);
    hand[0] = '3H';
    expect(lazy).toEqual(before);
  });

  it("are what the search's copies list; every other state lists plain arrays, equal to them", () => {
    let checked = 0;
    for (const seats of [2, 4] as const) {
      let state: HexState = unwrap(hex.setup({ seats, variants: [] }, 5)).state;
      while (hex.outcome(state) === null && checked < 40) {
        const seat = hex.toAct(state)[0]!;
        const legal = hex.legalActions(state, seat);
        if (state.phase === 'program') {
          const copy = hex.ai.cloneMut!(state);
          const lazy = hex.legalActions(copy, seat);
          expect(lazy.length).toBe(legal.length);
          expect(lazy[legal.length - 1]).toEqual(legal[legal.length - 1]);
          expect(lazy).toEqual(legal);
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
