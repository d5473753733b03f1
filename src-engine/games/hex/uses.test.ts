/**
 * One test per PipFall Hex rule of card actions (rulebook seeds/001, RULINGS.md "Suit powers",
 * "hex" and its "Settled details", docs/rules/hex.md), on stacked decks and hand-built
 * battlefields on Crossfire. Test names quote or paraphrase the rule. Hexes are (row, col),
 * 0-based.
 */
import { describe as group, expect, it } from 'vitest';
import type { Card } from '../../core/cards';
import { hex } from './index';
import type { HexEvent, HexState } from './state';
import { actor, die, first, move, power, ready, types } from './testkit';

group('hex: card actions', () => {
  /** P1 (die 0 at (2,5), location A empty, 2 in reserve) resolves `card` first. */
  const resolvingWith = (card: Card): HexState =>
    ready({
      dice: [
        [2, 5, 0, 4],
        [7, 4, 1, 4],
      ],
      programs: [[card], ['2C']],
    });

  it('number cards (2-10) move an eligible die 0-3 hexes or use the suit power', () => {
    const s = resolvingWith('7S');
    const legal = hex.legalActions(s, 0);
    expect(types(legal)).toEqual(['move', 'power']);
    expect(legal.filter((a) => a.type === 'power')).toHaveLength(1);
  });

  it('aces must use the suit power (no movement)', () => {
    const legal = hex.legalActions(resolvingWith('AS'), 0);
    expect(legal).toEqual([{ type: 'power', seat: 0, die: 0 }]);
  });

  it('jacks, queens and kings use the suit power or Reinforce; face cards cannot be used for movement (ERR_USE)', () => {
    for (const card of ['JD', 'QH', 'KS'] as Card[]) {
      const s = resolvingWith(card);
      expect(types(hex.legalActions(s, 0))).toEqual(['power', 'reinforce']);
      const r = hex.apply(s, { type: 'move', seat: 0, die: 0, to: { row: 2, col: 4 } });
      expect(!r.ok && r.error).toBe('ERR_USE');
    }
  });

  it("suit powers only target the owner's own eligible die (ERR_DIE, nothing changes)", () => {
    const s = resolvingWith('7H');
    const before = JSON.stringify(s);
    const r = hex.apply(s, { type: 'power', seat: 0, die: 5 });
    expect(!r.ok && r.error).toBe('ERR_DIE');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('if casualties leave a player without an eligible die, its card is discarded with no effect', () => {
    const log: HexEvent[] = [];
    let s = ready(
      {
        dice: [
          [2, 5, 0, 2],
          [7, 2, 0, 4],
          [2, 6, 1, 5],
        ],
        programs: [['3C', '4C'], ['9C']],
      },
      log,
    );
    s = move(s, 5, [2, 5], log);
    s = power(s, 1, log);
    expect(first(log, 'cardDiscarded')).toEqual({ type: 'cardDiscarded', seat: 0, card: '4C', reason: 'noUse' });
    expect(s.hand).toBe(2);
  });

  it('without an eligible die a Jack, Queen or King may still Reinforce', () => {
    let s = ready({
      dice: [
        [2, 5, 0, 2],
        [7, 2, 0, 4],
        [2, 6, 1, 5],
      ],
      programs: [['3C', 'KC'], ['9C']],
    });
    s = move(s, 5, [2, 5]);
    s = power(s, 1);
    expect(actor(s)).toBe(0);
    expect(hex.legalActions(s, 0)).toEqual([
      { type: 'reinforce', seat: 0, at: { row: 0, col: 0 } },
      { type: 'reinforce', seat: 0, at: { row: 0, col: 1 } },
      { type: 'reinforce', seat: 0, at: { row: 1, col: 0 } },
    ]);
  });

  it('a card with a legal use must be used: a number card may move 0 hexes, which still decays', () => {
    const log: HexEvent[] = [];
    const s = move(resolvingWith('5C'), 0, [2, 5], log);
    expect(first(log, 'moved')).toMatchObject({ die: 0, from: { row: 2, col: 5 }, to: { row: 2, col: 5 }, path: [] });
    expect(first(log, 'combat')).toBeUndefined();
    expect(first(log, 'decayed')).toMatchObject({ die: 0, from: 4, to: 3 });
    expect(die(s, 0)).toMatchObject({ row: 2, col: 5, pips: 3 });
  });

  it('an Ace must use its power even if that kills the die (Diamonds on a 2)', () => {
    const s = ready({
      dice: [
        [2, 5, 0, 2],
        [7, 2, 0, 4],
        [7, 4, 1, 4],
      ],
      programs: [['AD', '3C'], ['2C']],
    });
    expect(hex.legalActions(s, 0).filter((a) => a.type === 'power' && a.die === 0)).toHaveLength(1);
    expect(die(power(s, 0), 0)).toBeUndefined();
  });
});
