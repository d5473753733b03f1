/**
 * One test per Piplus rule of passing and clearing the table (rulebook seeds/004, RULINGS.md
 * "piplus" and its "Settled details", docs/rules/piplus.md), on stacked deals, stacked rolls and
 * hand-built tables. Test names quote or paraphrase the ruling.
 */
import { describe as group, expect, it } from 'vitest';
import type { PiplusEvent } from './state';
import { all, cards, diceValues, first, LAST_DIE, lone, pass, passesIn, plays, refusal, scene, spentDice, start } from './testkit';

group('piplus: who must play, and passing', () => {
  it('the player who leads on an empty table must play (at the start, after a clear, after a lone die); it may lead with a lone die', () => {
    const atStart = start({ seats: 3, seed: 4 });
    expect(passesIn(atStart)).toEqual([]);
    expect(refusal(atStart, { type: 'pass', seat: atStart.turn, reroll: [] })).toBe('ERR_MUST_PLAY');
    expect(plays(atStart).filter((a) => a.type === 'die')).toHaveLength(3);
    let s = scene({ hands: [[2], [3, 4], [5]], dice: [{ values: [1, 1, 1] }, { values: [1, 1, 1] }, { values: [1, 1, 1] }], table: [1], turn: 1, lastPlayer: 0 });
    s = pass(pass(s));
    expect(s.table).toBeNull();
    expect(passesIn(s)).toEqual([]);
    s = lone(s, 'd4');
    expect(s.table).toBeNull();
    expect(passesIn(s)).toEqual([]);
  });

  it('passing is allowed on every other turn, and may reroll any dice, spent ones included; rerolled dice become unused', () => {
    const s = scene({
      hands: [[2, 3], [5]],
      dice: [{ values: [1, 2, 3], spent: ['d4', 'd8'] }],
      table: [9],
      turn: 0,
      lastPlayer: 1,
      rolls: { d4: [4], d8: [7] },
    });
    expect(passesIn(s)).toHaveLength(8);
    const log: PiplusEvent[] = [];
    const after = pass(s, ['d4', 'd8'], log);
    expect(diceValues(after, 0)).toEqual([4, 2, 7]);
    expect(spentDice(after, 0)).toEqual([]);
    expect(all(log, 'rolled')).toEqual([
      { type: 'rolled', seat: 0, die: 'd4', value: 4, reason: 'pass' },
      { type: 'rolled', seat: 0, die: 'd8', value: 7, reason: 'pass' },
    ]);
    expect(first(log, 'passed')).toEqual({ type: 'passed', seat: 0, reroll: ['d4', 'd8'] });
    const kept = pass(s, []);
    expect(diceValues(kept, 0)).toEqual([1, 2, 3]);
    expect(spentDice(kept, 0)).toEqual(['d4', 'd8']);
  });

  it('passing does not stop the player from playing on a later turn (soft pass)', () => {
    let s = scene({
      hands: [
        [4, 9],
        [5, 8],
        [6, 7],
      ],
      dice: [{ values: [1, 1, 1] }, { values: [1, 1, 1] }, { values: [1, 1, 1] }],
      table: [3],
      turn: 0,
      lastPlayer: 2,
    });
    s = pass(s);
    s = cards(s, [5]);
    s = cards(s, [6]);
    expect(s.turn).toBe(0);
    expect(refusal(s, { type: 'play', seat: 0, cards: [9], dice: [null] })).toBe('ok');
  });

  it('a player with no cards left may reroll only its unused dice (its spent dice stay spent) when passing', () => {
    const s = scene({ hands: [[], [5]], dice: [{ values: [2, 3, 4], spent: ['d6'] }], table: [7, 7], turn: 0, lastPlayer: 1 });
    expect(passesIn(s).map((a) => (a.type === 'pass' ? a.reroll : null))).toEqual([[], ['d4'], ['d8'], ['d4', 'd8']]);
    expect(refusal(s, { type: 'pass', seat: 0, reroll: ['d6'] })).toBe('ERR_REROLL');
  });

  it('a player with no cards left plays one lone die a turn and cannot answer more than one card in play', () => {
    const s = scene({ hands: [[], [5, 5, 6]], dice: [{ values: [2, 3, 8] }], table: [7, 7], turn: 0, lastPlayer: 1 });
    expect(plays(s).every((a) => a.type === 'pass')).toBe(true);
    expect(refusal(s, { type: 'play', seat: 0, cards: [7], dice: [null] })).toBe('ERR_NO_CARDS');
    const single = scene({ hands: [[], [5, 5, 6]], dice: [{ values: [2, 3, 8] }], table: [7], turn: 0, lastPlayer: 1 });
    expect(plays(single).filter((a) => a.type !== 'pass')).toEqual([{ type: 'die', seat: 0, die: 'd8' }]);
  });
});

group('piplus: clearing the table', () => {
  const three = (over: Partial<Parameters<typeof scene>[0]> = {}) =>
    scene({
      hands: [
        [4, 9],
        [5, 8],
        [6, 7],
      ],
      dice: [{ values: [1, 1, 1] }, { values: [1, 1, 1] }, { values: [1, 1, 1] }],
      ...over,
    });

  it('when every other player has passed since the last play, the table is cleared and the last player to play leads', () => {
    let s = cards(three(), [4]);
    s = pass(s);
    expect(s.table).not.toBeNull();
    const log: PiplusEvent[] = [];
    s = pass(s, [], log);
    expect(first(log, 'cleared')).toEqual({ type: 'cleared', cards: [4], reason: 'allPassed', leader: 0 });
    expect(s.table).toBeNull();
    expect(s.turn).toBe(0);
    expect(s.discards).toEqual([4]);
  });

  it('if the last player to play has finished, the next active player clockwise leads', () => {
    let s = scene({
      hands: [[9], [5, 8], [6, 7], [2, 3]],
      dice: [LAST_DIE, { values: [1, 1, 1] }, { values: [1, 1, 1] }, { values: [1, 1, 1] }],
    });
    // Seat 0 plays its last card with its last die: finished, first.
    s = cards(s, [9], ['d4']);
    expect(s.seats[0]!.place).toBe(1);
    s = pass(pass(s));
    expect(s.table).not.toBeNull();
    const log: PiplusEvent[] = [];
    s = pass(s, [], log);
    expect(first(log, 'cleared')!.leader).toBe(1);
    expect(s.turn).toBe(1);
  });

  it('"everyone else passed" counts only players who have not finished', () => {
    let s = scene({
      hands: [[4, 9], [], [6, 7], [2, 3]],
      dice: [{ values: [1, 1, 1] }, { values: [1, 1, 1], spent: ['d4', 'd6', 'd8'] }, { values: [1, 1, 1] }, { values: [1, 1, 1] }],
      places: [null, 1, null, null],
    });
    s = cards(s, [4]);
    expect(s.turn).toBe(2);
    s = pass(s);
    const log: PiplusEvent[] = [];
    pass(s, [], log);
    expect(first(log, 'cleared')!.leader).toBe(0);
  });
});
