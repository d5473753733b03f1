/**
 * One test per PipFall rule of the deck, the Restore cards and the deal (rulebook seeds/000,
 * RULINGS.md "Suit powers" and "pipfall", docs/rules/pipfall.md), on stacked decks and hand-built
 * boards. Test names quote the rule.
 */
import { describe as group, expect, it } from 'vitest';
import { DECK_48, type Card } from '../../core/cards';
import { unwrap } from '../../core/result';
import { pipfall } from './index';
import { all, stack } from './testkit';

group('pipfall: deck, Restore cards and dealing', () => {
  it('deck: the 48 cards without the club faces; Restore cards AC, KC, QC, JC go to the seats in seat order', () => {
    const s = unwrap(pipfall.setup({ seats: 4, variants: [] }, 3)).state;
    const cards = [...s.deck.draw, ...s.seats.flatMap((h) => h.hand)];
    expect(new Set(cards)).toEqual(new Set(DECK_48));
    expect(s.seats.map((h) => h.restoreCard)).toEqual(['AC', 'KC', 'QC', 'JC']);
    const two = unwrap(pipfall.setup({ seats: 2, variants: [] }, 3)).state;
    expect(two.seats.map((h) => h.restoreCard)).toEqual(['AC', 'KC']);
    expect(two.retired).toEqual(['QC', 'JC']);
  });

  it('a stacked deck must hold each of the 48 cards once (a club face card is refused)', () => {
    const r = pipfall.setup({ seats: 2, variants: [], deck: ['AC', ...DECK_48.slice(1)] }, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('ERR_DECK');
  });

  it('dealing: 4 each, one card at a time clockwise from the First Player; a stacked deck lists the top card first', () => {
    const top: Card[] = ['2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS'];
    const s = unwrap(pipfall.setup({ seats: 3, variants: [], deck: stack(top), firstPlayer: 1 }, 1)).state;
    expect(s.seats[1]!.hand).toEqual(['2S', '5S', '8S', 'JS']);
    expect(s.seats[2]!.hand).toEqual(['3S', '6S', '9S', 'QS']);
    expect(s.seats[0]!.hand).toEqual(['4S', '7S', 'TS', 'KS']);
    expect(s.firstPlayer).toBe(1);
  });

  it('dealt hands are secret events: each dealt event is visible only to its seat', () => {
    const r = unwrap(pipfall.setup({ seats: 2, variants: [] }, 9));
    const dealt = all([...r.events], 'dealt');
    expect(dealt.map((e) => e.visibleTo)).toEqual([[0], [1]]);
  });
});
