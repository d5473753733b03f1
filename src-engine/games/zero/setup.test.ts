/**
 * One test per Pip Zero rule of setup and dealing (rulebook seeds/002, RULINGS.md "zero"), on
 * stacked decks and hand-written grids. Test names quote the rule they pin.
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards';
import { unwrap } from '../../core/result';
import { zero } from './index';
import { stack, start } from './testkit';

describe('zero: setup and dealing', () => {
  it('setup: columns read 3,6,4,5 / 4,5,3,6 / 5,4,6,3 / 6,3,5,4 top to bottom', () => {
    const s = start({ seats: 2 });
    for (const g of s.grids) {
      const col = (c: number) => g.map((row) => row[c]!.pips);
      expect(col(0)).toEqual([3, 6, 4, 5]);
      expect(col(1)).toEqual([4, 5, 3, 6]);
      expect(col(2)).toEqual([5, 4, 6, 3]);
      expect(col(3)).toEqual([6, 3, 5, 4]);
    }
  });

  it('dealing: one card at a time, clockwise from the first player; a stacked deck lists the top card first', () => {
    const s = start({ seats: 2, top: ['2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'] });
    expect(s.seats[0]!.hand).toEqual(['2S', '4S', '6S', '8S']);
    expect(s.seats[1]!.hand).toEqual(['3S', '5S', '7S', '9S']);
    const t = unwrap(zero.setup({ seats: 2, variants: [], deck: stack(['2S', '3S']), firstPlayer: 1 }, 1)).state;
    expect(t.seats[1]!.hand[0]).toBe('2S');
    expect(t.seats[0]!.hand[0]).toBe('3S');
  });

  it('a stacked deck must hold each of the 52 cards once', () => {
    const r = zero.setup({ seats: 1, variants: [], deck: ['AS', 'AS'] as Card[] }, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('ERR_DECK');
  });

  it('the same seed deals the same cards; another seed deals others', () => {
    const a = unwrap(zero.setup({ seats: 2, variants: [] }, 42)).state;
    const b = unwrap(zero.setup({ seats: 2, variants: [] }, 42)).state;
    const c = unwrap(zero.setup({ seats: 2, variants: [] }, 43)).state;
    expect(a).toEqual(b);
    expect(a.deck.draw).not.toEqual(c.deck.draw);
  });
});
