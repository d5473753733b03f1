/**
 * One test per PipFall Hex rule of programming (rulebook seeds/001, RULINGS.md "Suit powers",
 * "hex" and its "Settled details", docs/rules/hex.md), on stacked decks and hand-built
 * battlefields on Crossfire. Test names quote or paraphrase the rule. Hexes are (row, col),
 * 0-based.
 */
import { describe as group, expect, it } from 'vitest';
import { DECK_52 } from '../../core/cards';
import { hex } from './index';
import { play, start } from './testkit';

group('hex: dealing and programming', () => {
  it('programming: each player orders as many cards as it has dice and chooses which card to leave out: (n+1)! programs', () => {
    const s = start({ seats: 2 });
    const legal = hex.legalActions(s, 0);
    expect(legal).toHaveLength(24);
    expect(new Set(legal.map((a) => a.type === 'program' && a.leftOut)).size).toBe(4);
    expect(legal.every((a) => a.type === 'program' && a.cards.length === 3)).toBe(true);
    expect(hex.toAct(s)).toEqual([0, 1]);
  });

  it('programming is secret: other hands, programs and left-out cards are hidden; the left-out card goes face down', () => {
    let s = start({ seats: 2, top: DECK_52.slice(0, 8) });
    const h0 = s.seats[0]!.hand;
    s = play(s, { type: 'program', seat: 0, cards: [h0[2]!, h0[0]!, h0[1]!], leftOut: h0[3]! });
    const other = JSON.stringify(hex.view(s, 1));
    for (const c of h0) expect(other).not.toContain(`"${c}"`);
    expect(hex.view(s, 1).seats[0]!.programmed).toBe(true);
    expect(hex.view(s, 0).seats[0]!.leftOut).toBe(h0[3]);
    expect(hex.view(s, 0).seats[0]!.program).toEqual([h0[2], h0[0], h0[1]]);
  });

  it('a program must use the cards in hand, each once, with exactly one left out (ERR_CARDS, nothing changes)', () => {
    const s = start({ seats: 2, top: DECK_52.slice(0, 8) });
    const h = s.seats[0]!.hand;
    const before = JSON.stringify(s);
    for (const a of [
      { type: 'program', seat: 0, cards: [h[0]!, h[1]!], leftOut: h[2]! },
      { type: 'program', seat: 0, cards: [h[0]!, h[0]!, h[1]!], leftOut: h[3]! },
      { type: 'program', seat: 0, cards: [h[0]!, h[1]!, h[2]!], leftOut: 'AC' },
    ] as const) {
      const r = hex.apply(s, a);
      expect(!r.ok && r.error).toBe('ERR_CARDS');
    }
    expect(JSON.stringify(s)).toBe(before);
  });
});
