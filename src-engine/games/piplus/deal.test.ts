/**
 * One test per Piplus rule of the cards, the deal and the dice (rulebook seeds/004, RULINGS.md
 * "piplus" and its "Settled details", docs/rules/piplus.md), on stacked deals, stacked rolls and
 * hand-built tables. Test names quote or paraphrase the ruling.
 */
import { describe as group, expect, it } from 'vitest';
import { DIE_FACES } from '../../core/dice';
import { unwrap } from '../../core/result';
import { piplus } from './index';
import { cardsInGame } from './deal';
import { all, countOf, dealTop, start } from './testkit';

group('piplus: cards, deal and dice', () => {
  it('40 cards 1-10 x4; deal 12/11/10/8/6 cards for 2/3/4/5/6 players; the rest is out of the round', () => {
    for (const [seats, size] of [
      [2, 12],
      [3, 11],
      [4, 10],
      [5, 8],
      [6, 6],
    ] as const) {
      const s = start({ seats, seed: seats });
      expect(s.seats.map((h) => h.hand.length)).toEqual(new Array(seats).fill(size));
      expect(s.out).toHaveLength(40 - seats * size);
      expect(countOf(cardsInGame(s)).slice(1)).toEqual(new Array(10).fill(4));
    }
  });

  it('each round: deal one card at a time clockwise from seat 0 (a stacked deal lists the top card first)', () => {
    const deal = dealTop([
      [1, 1, 2, 2, 3, 3],
      [4, 4, 5, 5, 6, 6],
      [7, 7, 8, 8, 9, 9],
      [10, 10, 1, 1, 2, 2],
      [3, 3, 4, 4, 5, 5],
      [6, 6, 7, 7, 8, 8],
    ]);
    expect(deal.slice(0, 6)).toEqual([1, 4, 7, 10, 3, 6]);
    const s = start({ seats: 6, deal });
    expect(s.seats.map((h) => h.hand)).toEqual([
      [1, 1, 2, 2, 3, 3],
      [4, 4, 5, 5, 6, 6],
      [7, 7, 8, 8, 9, 9],
      [1, 1, 2, 2, 10, 10],
      [3, 3, 4, 4, 5, 5],
      [6, 6, 7, 7, 8, 8],
    ]);
    expect(s.out).toEqual([9, 9, 10, 10]);
  });

  it('a hand is secret: each dealt event is visible only to its seat, and a view shows only the viewer its cards', () => {
    const r = unwrap(piplus.setup({ seats: 3, variants: [] }, 5));
    expect(all([...r.events], 'dealt').map((e) => e.visibleTo)).toEqual([[0], [1], [2]]);
    const v = piplus.view(r.state, 1);
    expect(v.seats[1]!.hand).toEqual(r.state.seats[1]!.hand);
    expect(v.seats[0]!.hand.every((c) => c === null)).toBe(true);
    expect(v.seats[0]!.hand).toHaveLength(11);
    expect(JSON.stringify(v)).not.toMatch(/"rng"|"out"|"stacked"|"deal"/);
  });

  it('3 dice per player (d4, d6, d8), rolled from the game RNG: a rolled event per die, each within its range, the same for the same seed', () => {
    const a = unwrap(piplus.setup({ seats: 4, variants: [] }, 77));
    const b = unwrap(piplus.setup({ seats: 4, variants: [] }, 77));
    expect(a).toEqual(b);
    const rolled = all([...a.events], 'rolled');
    expect(rolled).toHaveLength(12);
    for (const e of rolled) {
      expect(e.reason).toBe('opening');
      expect(e.value).toBeGreaterThanOrEqual(1);
      expect(e.value).toBeLessThanOrEqual(DIE_FACES[e.die]);
      expect(a.state.seats[e.seat]!.dice.find((d) => d.kind === e.die)!.value).toBe(e.value);
    }
    expect(a.state.seats.every((h) => h.dice.map((d) => d.kind).join() === 'd4,d6,d8' && h.dice.every((d) => !d.spent))).toBe(true);
    const other = unwrap(piplus.setup({ seats: 4, variants: [] }, 78)).state;
    expect(other.seats.map((h) => h.dice)).not.toEqual(a.state.seats.map((h) => h.dice));
  });
});
