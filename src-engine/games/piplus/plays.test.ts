/**
 * One test per Piplus rule of plays and spending every die (rulebook seeds/004, RULINGS.md
 * "piplus" and its "Settled details", docs/rules/piplus.md), on stacked deals, stacked rolls and
 * hand-built tables. Test names quote or paraphrase the ruling.
 */
import { describe as group, expect, it } from 'vitest';
import { piplus } from './index';
import type { PiplusEvent } from './state';
import { all, cards, diceValues, first, lone, pass, passesIn, plays, refusal, scene, spentDice } from './testkit';

group('piplus: plays', () => {
  it('a play is one or more cards, each optionally with one unused die on it, every card worth the same (face + die)', () => {
    const s = scene({ hands: [[3, 5, 7, 9], [1]], dice: [{ values: [2, 4, 6] }, { values: [1, 1, 1] }] });
    const log: PiplusEvent[] = [];
    const after = cards(s, [3, 5, 7], ['d6', 'd4', null], log);
    expect(first(log, 'played')).toMatchObject({ cards: [3, 5, 7], dice: ['d6', 'd4', null], dieValues: [4, 2, null], value: 7, count: 3 });
    expect(after.seats[0]!.hand).toEqual([9]);
    expect(refusal(s, { type: 'play', seat: 0, cards: [3, 5], dice: [null, 'd4'] })).toBe('ERR_VALUE');
    expect(refusal(s, { type: 'play', seat: 0, cards: [3, 4], dice: ['d6', null] })).toBe('ERR_CARDS');
    expect(refusal(s, { type: 'play', seat: 0, cards: [3, 5], dice: ['d6', 'd6'] })).toBe('ERR_DIE');
    expect(plays(s)).toContainEqual({ type: 'play', seat: 0, cards: [3, 5, 7], dice: ['d6', 'd4', null] });
  });

  it('several dice are never added together: one die per card, and no play is worth a card plus two dice', () => {
    const s = scene({ hands: [[1, 2], [1]], dice: [{ values: [3, 4, 5] }, { values: [1, 1, 1] }] });
    const values = piplus.targets!(s, 0, plays(s)).map((t) => (t.kind === 'pass' ? 0 : t.value));
    expect(Math.max(...values)).toBe(2 + 5);
    for (const a of plays(s)) if (a.type === 'play') expect(a.dice.length).toBe(a.cards.length);
  });

  it('only unused dice can be played: a spent die (on the lid) is refused', () => {
    const s = scene({ hands: [[3, 5], [1]], dice: [{ values: [2, 4, 6], spent: ['d4'] }, { values: [1, 1, 1] }] });
    expect(refusal(s, { type: 'play', seat: 0, cards: [3], dice: ['d4'] })).toBe('ERR_DIE');
    expect(refusal(s, { type: 'die', seat: 0, die: 'd4' })).toBe('ERR_DIE');
    expect(plays(s).some((a) => (a.type === 'play' && a.dice.includes('d4')) || (a.type === 'die' && a.die === 'd4'))).toBe(false);
  });

  it("a card's value with a die on it is not capped (up to 10 + 8)", () => {
    const s = scene({ hands: [[10], [9, 9]], dice: [{ values: [1, 1, 8] }, { values: [1, 1, 1] }], table: [9], turn: 0, lastPlayer: 1 });
    const log: PiplusEvent[] = [];
    cards(s, [10], ['d8'], log);
    expect(first(log, 'played')!.value).toBe(18);
  });

  it('a play beats the cards in play with the same count and a higher value', () => {
    const s = scene({ hands: [[4, 5, 6, 6, 7], [1]], dice: [{ values: [1, 1, 1] }], table: [5, 5], turn: 0, lastPlayer: 1 });
    expect(refusal(s, { type: 'play', seat: 0, cards: [6, 6], dice: [null, null] })).toBe('ok');
    expect(refusal(s, { type: 'play', seat: 0, cards: [4, 5], dice: ['d4', null] })).toBe('ERR_BEAT');
    expect(refusal(s, { type: 'play', seat: 0, cards: [7], dice: [null] })).toBe('ERR_BEAT');
    expect(plays(s).filter((a) => a.type === 'play' && a.cards.length < 2)).toEqual([]);
  });

  it('a play beats the cards in play with a larger count, whatever its value', () => {
    const s = scene({ hands: [[2, 2, 2, 9], [1]], dice: [{ values: [1, 1, 1] }], table: [8, 8], turn: 0, lastPlayer: 1 });
    expect(refusal(s, { type: 'play', seat: 0, cards: [2, 2, 2], dice: [null, null, null] })).toBe('ok');
    // Two 2s lifted by dice to 3s are still two cards under two 8s.
    expect(refusal(s, { type: 'play', seat: 0, cards: [2, 2], dice: ['d4', 'd6'] })).toBe('ERR_BEAT');
  });

  it('a lone die is a single card with the die value: it beats a single lower card, never two cards', () => {
    const s = scene({ hands: [[1], [1]], dice: [{ values: [4, 5, 8] }], table: [4], turn: 0, lastPlayer: 1 });
    expect(refusal(s, { type: 'die', seat: 0, die: 'd6' })).toBe('ok');
    expect(refusal(s, { type: 'die', seat: 0, die: 'd4' })).toBe('ERR_BEAT');
    const two = scene({ hands: [[1], [1]], dice: [{ values: [4, 5, 8] }], table: [2, 2], turn: 0, lastPlayer: 1 });
    expect(refusal(two, { type: 'die', seat: 0, die: 'd8' })).toBe('ERR_BEAT');
    expect(plays(two).some((a) => a.type === 'die')).toBe(false);
  });

  it('after a play its dice are spent (to the lid) and the cards stay in play valued at their LOWEST face', () => {
    const s = scene({
      hands: [
        [3, 7, 9],
        [4, 4, 5],
      ],
      dice: [{ values: [1, 4, 1] }, { values: [1, 1, 1] }],
    });
    const log: PiplusEvent[] = [];
    const after = cards(s, [3, 7], ['d6', null], log);
    expect(after.table).toEqual({ cards: [3, 7], value: 3 });
    expect(spentDice(after, 0)).toEqual(['d6']);
    expect(first(log, 'spent')).toEqual({ type: 'spent', seat: 0, dice: ['d6'] });
    expect(first(log, 'played')!.table).toEqual({ cards: [3, 7], value: 3 });
    // Two 4s now beat the pair valued at 3, though the play counted as two 7s.
    expect(refusal(after, { type: 'play', seat: 1, cards: [4, 4], dice: [null, null] })).toBe('ok');
  });

  it('a lone die, once played, is removed: the cards it beat go to the discards with it, nothing is in play and the next player leads', () => {
    const s = scene({
      hands: [
        [2, 3],
        [5, 6],
        [7, 8],
      ],
      dice: [{ values: [3, 6, 2] }],
      table: [4],
      turn: 0,
      lastPlayer: 2,
      discards: [1, 1],
    });
    const log: PiplusEvent[] = [];
    const after = lone(s, 'd6', log);
    expect(after.table).toBeNull();
    expect(after.discards).toEqual([1, 1, 4]);
    expect(spentDice(after, 0)).toEqual(['d6']);
    expect(after.turn).toBe(1);
    expect(first(log, 'loneDie')).toEqual({ type: 'loneDie', seat: 0, die: 'd6', value: 6, beat: { cards: [4], value: 4 } });
    expect(first(log, 'cleared')).toEqual({ type: 'cleared', cards: [], reason: 'loneDie', leader: 1 });
    expect(passesIn(after)).toEqual([]);
  });
});

group('piplus: spending every die', () => {
  it('a player whose dice are all spent while it still holds cards rerolls all three at once, as part of the play that spent the last die', () => {
    const s = scene({
      hands: [[3, 9], [2]],
      dice: [{ values: [1, 2, 4], spent: ['d4', 'd6'] }, { values: [1, 1, 1] }],
      rolls: { d4: [3], d6: [5], d8: [6] },
    });
    const log: PiplusEvent[] = [];
    const after = cards(s, [3], ['d8'], log);
    expect(log.map((e) => e.type)).toEqual(['played', 'spent', 'forcedReroll', 'rolled', 'rolled', 'rolled']);
    expect(all(log, 'rolled').map((e) => [e.die, e.value, e.reason])).toEqual([
      ['d4', 3, 'forced'],
      ['d6', 5, 'forced'],
      ['d8', 6, 'forced'],
    ]);
    expect(diceValues(after, 0)).toEqual([3, 5, 6]);
    expect(spentDice(after, 0)).toEqual([]);
    expect(after.turn).toBe(1);
  });

  it('a player with no cards left must still play its unused dice (alone) to finish: it has finished when it holds no cards and no unused dice', () => {
    let s = scene({ hands: [[5], [2, 2], [3, 3]], dice: [{ values: [3, 1, 1], spent: ['d6', 'd8'] }, { values: [1, 1, 1] }, { values: [1, 1, 1] }] });
    const log: PiplusEvent[] = [];
    s = cards(s, [5], [null], log);
    expect(s.seats[0]!.hand).toEqual([]);
    expect(s.seats[0]!.place).toBeNull();
    expect(all(log, 'forcedReroll')).toEqual([]);
    s = pass(s);
    s = pass(s);
    // Everyone passed: seat 0 played last and leads with its last die.
    expect(s.turn).toBe(0);
    s = lone(s, 'd4', log);
    expect(s.seats[0]!.place).toBe(1);
    expect(first(log, 'placed')).toEqual({ type: 'placed', seat: 0, place: 1, by: 'finished' });
  });

  it('spending the last die with the last card finishes at once, with no reroll', () => {
    const s = scene({ hands: [[6], [2, 2], [3, 3]], dice: [{ values: [3, 1, 1], spent: ['d6', 'd8'] }, { values: [1, 1, 1] }, { values: [1, 1, 1] }] });
    const log: PiplusEvent[] = [];
    const after = cards(s, [6], ['d4'], log);
    expect(after.seats[0]!.place).toBe(1);
    expect(all(log, 'forcedReroll')).toEqual([]);
  });
});
