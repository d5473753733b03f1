/**
 * One test per Pip Zero rule of programming (rulebook seeds/002, RULINGS.md "zero"), on stacked
 * decks and hand-written grids. Test names quote the rule they pin.
 */
import { describe, expect, it } from 'vitest';
import { zero } from './index';
import { deal2, P, play, start } from './testkit';

describe('zero: programming', () => {
  it('program: one card to each of columns 1-3, the fourth is the Initiative / Column 4 card (24 orders)', () => {
    const s = start({ seats: 1 });
    expect(zero.legalActions(s, 0)).toHaveLength(24);
  });

  it('program: a card not in hand, or a card twice, is refused and nothing changes', () => {
    const s = start({ seats: 2, top: deal2(['2S', '3S', '4S', '5S'], ['2H', '3H', '4H', '5H']) });
    const before = JSON.stringify(s);
    for (const cards of [P('2S', '3S', '4S', '2H'), P('2S', '2S', '4S', '5S')]) {
      const r = zero.apply(s, { type: 'program', seat: 0, cards });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toBe('ERR_CARDS');
    }
    expect(JSON.stringify(s)).toBe(before);
  });

  it('programming is simultaneous and secret: the other seat sees neither hand nor program', () => {
    let s = start({ seats: 2, top: deal2(['2S', '3S', '4S', '5S'], ['2H', '3H', '4H', '5H']) });
    s = play(s, { type: 'program', seat: 0, cards: P('2S', '3S', '4S', '5S') });
    const v1 = zero.view(s, 1);
    expect(JSON.stringify(v1)).not.toMatch(/"[2-5]S"/);
    expect(v1.seats[0]!.programmed).toBe(true);
    expect(zero.toAct(s)).toEqual([1]);
  });
});
