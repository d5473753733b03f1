/**
 * One test per PipFall rule of programming (rulebook seeds/000, RULINGS.md "Suit powers" and
 * "pipfall", docs/rules/pipfall.md), on stacked decks and hand-built boards. Test names quote the
 * rule.
 */
import { describe as group, expect, it } from 'vitest';
import { pipfall } from './index';
import { dealTop, play, start } from './testkit';

group('pipfall: programming', () => {
  it('programming: three cards in slot order plus the Initiative card, 24 ways; simultaneous and secret', () => {
    let s = start({
      top: dealTop([
        ['2S', '3S', '4S', '5S'],
        ['2H', '3H', '4H', '5H'],
      ]),
    });
    expect(pipfall.toAct(s)).toEqual([0, 1]);
    expect(pipfall.legalActions(s, 0)).toHaveLength(24);
    s = play(s, { type: 'program', seat: 1, cards: ['5H', '4H', '3H'], initiative: '2H' });
    expect(pipfall.toAct(s)).toEqual([0]);
    const v0 = JSON.stringify(pipfall.view(s, 0));
    expect(v0).not.toMatch(/"[2-5]H"/);
    expect(pipfall.view(s, 0).seats[1]!.programmed).toBe(true);
  });

  it('programming: a card not in hand, or one card twice, is refused and nothing changes', () => {
    const s = start({
      top: dealTop([
        ['2S', '3S', '4S', '5S'],
        ['2H', '3H', '4H', '5H'],
      ]),
    });
    const before = JSON.stringify(s);
    for (const a of [
      { type: 'program', seat: 0, cards: ['2S', '3S', '4S'], initiative: '2H' },
      { type: 'program', seat: 0, cards: ['2S', '2S', '4S'], initiative: '5S' },
    ] as const) {
      const r = pipfall.apply(s, a);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toBe('ERR_CARDS');
    }
    expect(JSON.stringify(s)).toBe(before);
  });
});
