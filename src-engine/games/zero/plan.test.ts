/** Zero's hand planner: it must resolve a hand exactly as the engine does, or its values mean nothing. */
import { describe, expect, it } from 'vitest';
import { compareCards, DECK_52 } from '../../core/cards';
import { nextIntMut, seedRng } from '../../core/rng';
import { unwrap } from '../../core/result';
import { zero } from './index';
import { bestOfHand, boardOf, favored, gridValue, initiativeOdds, packCard, SOLO_HANDS, soloOdds, VALUE_FEATURES, VALUE_HANDS } from './plan';
import { handsLeftOf, makePlanner } from './players';
import { playGame } from '../../ai/match';
import type { RngState } from '../../core/rng';
import type { ZeroAction, ZeroState, ZeroView } from './state';
import { gridOf } from './testkit';
import { SOLO_VALUE_WEIGHTS } from './solo-values';
import { VALUE_WEIGHTS } from './values';

const key = (b: Int8Array): string => Array.from(b).join('');

/** Every seat-0 grid the engine can end the hand with after `s` (both programmed), seat 1 taking its first choice. */
function engineEnds(s: ZeroState, out = new Set<string>()): Set<string> {
  if (s.phase !== 'resolve') {
    out.add(key(boardOf(s.grids[0]!)));
    return out;
  }
  const seat = s.pending!.seat;
  const legal = zero.legalActions(s, seat);
  for (const a of seat === 0 ? legal : legal.slice(0, 1)) engineEnds(unwrap(zero.apply(s, a)).state, out);
  return out;
}

/**
 * The table's own policy (one hand ahead, no noise) plays every seat of games from seeds
 * 1..games; per hand count h (index), the mean of V_h over the grids met at the start of a hand
 * minus the mean final count of those grids, and how many grids were met. Games ended by a
 * cleared grid are left out: their hands counted down from more than were played.
 */
function calibration(seats: 1 | 2, games: number, weights: readonly number[]): { gaps: number[]; count: number[] } {
  const planner = makePlanner({ name: 'hard', temperature: 0, nextDeals: 0 });
  const bot = {
    name: 'plan',
    choose: (_g: unknown, v: unknown, seat: number, legal: readonly unknown[], rng: RngState) => planner.choose(v as ZeroView, seat, legal as ZeroAction[], rng),
  };
  const predicted = new Array<number>(VALUE_HANDS + 1).fill(0);
  const actual = new Array<number>(VALUE_HANDS + 1).fill(0);
  const count = new Array<number>(VALUE_HANDS + 1).fill(0);
  const options = { seats, variants: [] };
  for (let seed = 1; seed <= games; seed++) {
    const played = playGame(
      zero,
      options,
      seed,
      Array.from({ length: seats }, () => bot),
    );
    if ((played.outcome as { reason: string }).reason === 'cleared') continue;
    // Replay the record, noting each seat's grid at the start of each hand.
    let s = unwrap(zero.setup(options, seed)).state;
    const met: { seat: number; h: number; v: number }[] = [];
    let hand = 0;
    for (const a of played.record.actions as ZeroAction[]) {
      if (s.phase === 'program' && s.handNo !== hand) {
        hand = s.handNo;
        const h = handsLeftOf(zero.view(s, 0));
        for (let seat = 0; seat < seats; seat++) met.push({ seat, h, v: gridValue(weights, h, boardOf(s.grids[seat]!)) });
      }
      s = unwrap(zero.apply(s, a)).state;
    }
    for (const m of met) {
      predicted[m.h] = predicted[m.h]! + m.v;
      actual[m.h] = actual[m.h]! + gridValue(weights, 0, boardOf(s.grids[m.seat]!));
      count[m.h] = count[m.h]! + 1;
    }
  }
  return { gaps: predicted.map((p, h) => (p - actual[h]!) / Math.max(1, count[h]!)), count };
}

describe('zero planner: a hand resolved as the engine resolves it', () => {
  it('reaches exactly the grids the engine reaches, for every program of every hand of random games', () => {
    let checked = 0;
    for (const seed of [3, 4, 5]) {
      let s = unwrap(zero.setup({ seats: 2, variants: [] }, seed)).state;
      const r = [...seedRng(seed)] as [number, number, number, number];
      while (!s.outcome) {
        if (s.phase === 'program' && !s.seats[0]!.program && !s.seats[1]!.program) {
          const other = zero.legalActions(s, 1)[0]!;
          for (const p of zero.legalActions(s, 0)) {
            const both = unwrap(zero.apply(unwrap(zero.apply(s, p)).state, other)).state;
            const mine = new Set<string>();
            const cards = (p as Extract<ZeroAction, { type: 'program' }>).cards.map(packCard);
            bestOfHand(boardOf(s.grids[0]!), new Uint8Array(16), cards, 0, both.initiative === 0 ? 4 : 3, 0, 0, (b) => (mine.add(key(b)), 0));
            expect([...mine].sort()).toEqual([...engineEnds(both)].sort());
            checked++;
          }
        }
        const seat = zero.toAct(s)[0]!;
        const legal = zero.legalActions(s, seat);
        s = unwrap(zero.apply(s, legal[nextIntMut(r, legal.length)]!)).state;
      }
    }
    expect(checked).toBeGreaterThan(24 * 30);
  });

  it('solo: reaches exactly the grids the engine reaches, the Adversary Favor given on a lost Initiative', () => {
    let checked = 0;
    let favors = 0;
    for (const seed of [6, 7, 8]) {
      let s = unwrap(zero.setup({ seats: 1, variants: [] }, seed)).state;
      const r = [...seedRng(seed)] as [number, number, number, number];
      while (!s.outcome) {
        if (s.phase === 'program') {
          for (const p of zero.legalActions(s, 0)) {
            const after = unwrap(zero.apply(s, p)).state;
            const won = after.initiative === 0;
            const start = boardOf(s.grids[0]!);
            if (!won && key(favored(start)) !== key(start)) favors++;
            const mine = new Set<string>();
            const cards = (p as Extract<ZeroAction, { type: 'program' }>).cards.map(packCard);
            bestOfHand(won ? start : favored(start), new Uint8Array(16), cards, 0, won ? 4 : 3, 0, 0, (b) => (mine.add(key(b)), 0));
            expect([...mine].sort()).toEqual([...engineEnds(after)].sort());
            checked++;
          }
        }
        const legal = zero.legalActions(s, 0);
        s = unwrap(zero.apply(s, legal[nextIntMut(r, legal.length)]!)).state;
      }
    }
    expect(checked).toBeGreaterThan(24 * 20);
    expect(favors).toBeGreaterThan(24);
  });

  it('returns the best leaf value over every choice', () => {
    // One die of 2 alone in column 1 with a 5 to its right: a Diamonds removes it, a swap leaves it at 1 in column 2.
    const b = boardOf(
      gridOf([
        [2, 5, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ]),
    );
    const removed = (x: Int8Array): number => x.filter((p) => p === 0).length;
    expect(
      bestOfHand(
        b,
        new Uint8Array(16),
        ['5D', '2C', '2C', '2C'].map((c) => packCard(c as never)),
        0,
        1,
        0,
        0,
        removed,
      ),
    ).toBe(15);
    expect(
      bestOfHand(
        b,
        new Uint8Array(16),
        ['5C', '2C', '2C', '2C'].map((c) => packCard(c as never)),
        0,
        1,
        0,
        0,
        removed,
      ),
    ).toBe(14);
  });
});

describe('zero planner: Initiative odds', () => {
  it('the top card always wins and the lowest never does; a higher card never has lower odds', () => {
    const sorted = [...DECK_52].sort(compareCards);
    expect(initiativeOdds(sorted.at(-1)!)).toBeCloseTo(1, 12);
    expect(initiativeOdds(sorted[0]!)).toBe(0);
    for (let i = 1; i < sorted.length; i++) expect(initiativeOdds(sorted[i]!)).toBeGreaterThanOrEqual(initiativeOdds(sorted[i - 1]!));
  });

  it('matches dealing the other seat four cards and letting it choose by the prior', () => {
    const r = [...seedRng(11)] as [number, number, number, number];
    for (const card of ['9H', 'QS', '6C'] as const) {
      let won = 0;
      const n = 20000;
      for (let k = 0; k < n; k++) {
        const hand = new Set<(typeof DECK_52)[number]>();
        while (hand.size < 4) {
          const c = DECK_52[nextIntMut(r, 52)]!;
          if (c !== card) hand.add(c);
        }
        const sorted = [...hand].sort((a, b) => compareCards(b, a));
        const u = nextIntMut(r, 100);
        const pickIdx = u < 57 ? 0 : u < 83 ? 1 : u < 96 ? 2 : 3;
        if (compareCards(card, sorted[pickIdx]!) > 0) won++;
      }
      expect(Math.abs(won / n - initiativeOdds(card))).toBeLessThan(0.015);
    }
  });

  it('solo: the odds of beating a card revealed from the unseen cards are the share of them below it', () => {
    const sorted = [...DECK_52].sort(compareCards);
    expect(soloOdds(sorted.at(-1)!, DECK_52)).toBe(1);
    expect(soloOdds(sorted[0]!, DECK_52)).toBe(0);
    // Against the other 51 cards, the 27th lowest beats 26 of them.
    expect(soloOdds(sorted[26]!, DECK_52)).toBeCloseTo(26 / 51, 12);
    // Only the unseen cards count: with the eight highest seen, the ninth highest beats them all.
    expect(soloOdds(sorted[43]!, sorted.slice(0, 44))).toBe(1);
  });
});

describe('zero planner: the value table', () => {
  it('has one weight per feature per hand count, and counts removed dice once the game is over (h = 0)', () => {
    expect(VALUE_WEIGHTS).toHaveLength(VALUE_HANDS * VALUE_FEATURES);
    const b = boardOf(
      gridOf([
        [1, 0, 0, 6],
        [0, 0, 0, 0],
        [3, 3, 3, 3],
        [0, 2, 0, 0],
      ]),
    );
    expect(gridValue(VALUE_WEIGHTS, 0, b)).toBe(9);
  });

  it('is calibrated on the games it plans: at each hand, its expectation is within half a die of the dice actually removed by the end', () => {
    // The table's own policy (one hand ahead, no noise) plays both seats.
    const { gaps, count } = calibration(2, 12, VALUE_WEIGHTS);
    for (let h = 1; h <= VALUE_HANDS; h++) {
      expect(count[h]).toBeGreaterThan(10);
      expect(Math.abs(gaps[h]!)).toBeLessThan(0.5);
    }
  });

  it('solo: its own table is calibrated on the solo games it plans, within half a die at every hand', () => {
    const { gaps, count } = calibration(1, 30, SOLO_VALUE_WEIGHTS);
    for (let h = 1; h <= SOLO_HANDS; h++) {
      expect(count[h]).toBeGreaterThan(20);
      expect(Math.abs(gaps[h]!)).toBeLessThan(0.5);
    }
  });

  it('reads the hands left as the game plays them: 13 at the first, 1 at the last', () => {
    for (const seed of [21, 22]) {
      let s = unwrap(zero.setup({ seats: 2, variants: [] }, seed)).state;
      const r = [...seedRng(seed)] as [number, number, number, number];
      const left: number[] = [];
      while (!s.outcome) {
        if (s.phase === 'program' && left.length < s.handNo) left.push(handsLeftOf(zero.view(s, 0)));
        const seat = zero.toAct(s)[0]!;
        const legal = zero.legalActions(s, seat);
        s = unwrap(zero.apply(s, legal[nextIntMut(r, legal.length)]!)).state;
      }
      if (s.outcome.reason === 'cleared') continue;
      expect(left).toEqual(left.map((_, i) => left.length - i));
      expect(left[0]).toBe(13);
    }
  });

  it('reads solo hands left as the game plays them (four dealt and one revealed a hand, the first deck only), before the reveal and after it', () => {
    for (const seed of [31, 32, 33]) {
      let s = unwrap(zero.setup({ seats: 1, variants: [] }, seed)).state;
      const r = [...seedRng(seed)] as [number, number, number, number];
      const read: { hand: number; left: number }[] = [];
      while (!s.outcome) {
        read.push({ hand: s.handNo, left: handsLeftOf(zero.view(s, 0)) });
        const legal = zero.legalActions(s, 0);
        s = unwrap(zero.apply(s, legal[nextIntMut(r, legal.length)]!)).state;
      }
      if (s.outcome.reason === 'cleared') continue;
      const last = s.handNo;
      expect(read.map((x) => x.left)).toEqual(read.map((x) => last - x.hand + 1));
      // 52 cards at five a hand: the game's first hand has 11 to play.
      expect(read[0]!.left).toBe(11);
    }
  });
});
