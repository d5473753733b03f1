/**
 * One test per Piplus rule of bad input (rulebook seeds/004, RULINGS.md "piplus" and its "Settled
 * details", docs/rules/piplus.md), on stacked deals, stacked rolls and hand-built tables. Test
 * names quote or paraphrase the ruling.
 */
import { describe as group, expect, it } from 'vitest';
import { unwrap } from '../../core/result';
import { piplus } from './index';
import type { PiplusAction } from './state';
import { dealTop, refusal, start } from './testkit';

group('piplus: bad input', () => {
  it('an action out of turn, for no seat, or of an unknown kind is refused with a code and changes nothing', () => {
    const s = start({ seats: 3, seed: 2 });
    const before = JSON.stringify(s);
    const other = (s.turn + 1) % 3;
    expect(refusal(s, { type: 'die', seat: other, die: 'd4' })).toBe('ERR_NOT_YOUR_TURN');
    expect(refusal(s, { type: 'die', seat: 7, die: 'd4' })).toBe('ERR_SEAT');
    expect(refusal(s, { type: 'dance', seat: s.turn } as unknown as PiplusAction)).toBe('ERR_ACTION');
    expect(refusal(s, { type: 'play', seat: s.turn, cards: [], dice: [] })).toBe('ERR_PLAY');
    expect(refusal(s, { type: 'play', seat: s.turn, cards: [1, 2], dice: [null] })).toBe('ERR_PLAY');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('parseAction refuses junk with ERR_ACTION and puts a play in its one canonical order', () => {
    for (const junk of [
      null,
      3,
      'play',
      { type: 'play', seat: 0, cards: [11], dice: [null] },
      { type: 'play', seat: 0, cards: [3], dice: ['d10'] },
      { type: 'pass', seat: 0, reroll: ['d4', 'd4'] },
      { type: 'die', seat: 0, die: 'd6', extra: 1 },
      { type: 'play', seat: 0, cards: [3, 4], dice: ['d4', 'd4'] },
    ]) {
      const r = piplus.parseAction(junk);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toBe('ERR_ACTION');
    }
    expect(unwrap(piplus.parseAction({ dice: [null, 'd8', 'd4'], cards: [7, 5, 5], seat: 1, type: 'play' }))).toEqual({
      type: 'play',
      seat: 1,
      cards: [5, 5, 7],
      dice: ['d4', 'd8', null],
    });
    expect(unwrap(piplus.parseAction({ type: 'pass', seat: 0, reroll: ['d8', 'd4'] }))).toEqual({ type: 'pass', seat: 0, reroll: ['d4', 'd8'] });
  });

  it('parseOptions takes 2-6 seats, no variants, and a stacked deal of exactly the 40 cards', () => {
    expect(unwrap(piplus.parseOptions({ seats: 6 }))).toEqual({ seats: 6, variants: [] });
    for (const bad of [{ seats: 1 }, { seats: 7 }, { seats: 2, variants: ['x'] }, { seats: 2, rolls: { d4: [5] } }, { seats: 2, colour: 'red' }]) {
      const r = piplus.parseOptions(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toBe('ERR_OPTIONS');
    }
    const deal = dealTop([
      [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6],
      [7, 7, 8, 8, 9, 9, 10, 10, 1, 1, 2, 2],
    ]);
    expect(piplus.parseOptions({ seats: 2, deal }).ok).toBe(true);
    // A 10 instead of the top 1: five 10s.
    const r = piplus.parseOptions({ seats: 2, deal: deal.map((c, i) => (i === 0 ? 10 : c)) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('ERR_DECK');
    expect(piplus.setup({ seats: 3, variants: [], rolls: { d8: [9] } }, 1).ok).toBe(false);
  });
});
