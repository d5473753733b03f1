/**
 * Every refusal of PipFall Hex's `apply`, phase by phase, one row each (issue 51: item 7,
 * refusal tests for every game's `apply`). Each row checks the code and that the state given is
 * left as it was. Crossfire; hexes are (row, col), 0-based.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result';
import { hex, type HexAction, type HexState } from './index';
import { applyMut } from './rules';
import type { HexDraft } from './draft';
import { playFirstUntil, ready, start } from './testkit';

/** The code `apply` answers (or 'ok'); the state given must be unchanged either way. */
function answer(s: HexState, a: HexAction | Record<string, unknown>): string {
  const before = JSON.stringify(s);
  const r = hex.apply(s, a as HexAction);
  expect(JSON.stringify(s)).toBe(before);
  // A refusal says why in words, not only by its code.
  if (!r.ok) expect(r.message.length).toBeGreaterThan(8);
  return r.ok ? 'ok' : r.error;
}

describe('hex: apply refuses', () => {
  it('choosing a location: out of turn, a place the map has not, one taken, anything else meanwhile', () => {
    const s = unwrap(hex.setup({ seats: 2, variants: [], map: 'crossfire', firstPlayer: 0 }, 1)).state;
    expect(s.phase).toBe('choose');
    const mine = hex.legalActions(s, 0)[0] as Extract<HexAction, { type: 'chooseLocation' }>;
    expect(answer(s, { ...mine, seat: 1 })).toBe('ERR_NOT_YOUR_TURN');
    expect(answer(s, { ...mine, location: 'atlantis' })).toBe('ERR_LOCATION');
    expect(answer(s, { type: 'program', seat: 0, cards: [], leftOut: '2C' })).toBe('ERR_PHASE');
    const taken = hex.apply(s, mine);
    expect(answer(unwrap(taken).state, { type: 'chooseLocation', seat: 1, location: mine.location })).toBe('ERR_LOCATION');
  });

  it.each([
    ['a seat past the last (the seat count itself)', 2, 'ERR_SEAT'],
    ['a negative seat', -1, 'ERR_SEAT'],
    ['a seat that is not a whole number', 0.5, 'ERR_SEAT'],
  ])('programming: %s', (_name, seat, code) => {
    const s = start();
    const h = s.seats[0]!.hand;
    expect(answer(s, { type: 'program', seat, cards: h.slice(0, -1), leftOut: h.at(-1) })).toBe(code);
  });

  it('programming: cards it does not hold, the left-out card played, too many or too few, twice, a card use meanwhile', () => {
    const s = start();
    const h = s.seats[0]!.hand;
    const good = { type: 'program', seat: 0, cards: h.slice(0, -1), leftOut: h.at(-1)! };
    const other = s.seats[1]!.hand[0]!;
    expect(answer(s, { ...good, cards: [other, ...h.slice(1, -1)] })).toBe('ERR_CARDS');
    expect(answer(s, { ...good, cards: [h.at(-1)!, ...h.slice(1, -1)] })).toBe('ERR_CARDS');
    expect(answer(s, { ...good, cards: h })).toBe('ERR_CARDS');
    expect(answer(s, { ...good, cards: h.slice(0, -2) })).toBe('ERR_CARDS');
    expect(answer(s, { ...good, cards: [h[0]!, h[0]!, ...h.slice(2, -1)] })).toBe('ERR_CARDS');
    expect(answer(s, { type: 'power', seat: 0, die: 0 })).toBe('ERR_PHASE');
    expect(answer(s, { type: 'dance', seat: 0 })).toBe('ERR_ACTION');
    const once = unwrap(hex.apply(s, good as HexAction)).state;
    expect(answer(once, good)).toBe('ERR_ALREADY_PROGRAMMED');
    // The last seat is a seat.
    const h1 = s.seats[1]!.hand;
    expect(answer(s, { type: 'program', seat: 1, cards: h1.slice(0, -1), leftOut: h1.at(-1) })).toBe('ok');
  });

  it('a card resolving: out of turn, a die not its own, a move it cannot make, Reinforce it may not', () => {
    // Seat 0 resolves a 5 of clubs (it moves), then a king (Reinforce); seat 1 a 2 of clubs.
    const s = ready({
      dice: [
        [2, 5, 0, 4],
        [7, 4, 1, 4],
      ],
      programs: [
        ['5C', 'KH'],
        ['2C', '3C'],
      ],
      reserve: [2, 2],
    });
    expect(hex.toAct(s)).toEqual([0]);
    expect(answer(s, { type: 'power', seat: 1, die: 3 })).toBe('ERR_NOT_YOUR_TURN');
    expect(answer(s, { type: 'power', seat: 0, die: 99 })).toBe('ERR_DIE');
    const foreign = s.dice.find((d) => d.owner === 1)!.id;
    const mine = s.dice.find((d) => d.owner === 0)!.id;
    expect(answer(s, { type: 'power', seat: 0, die: foreign })).toBe('ERR_DIE');
    expect(answer(s, { type: 'move', seat: 0, die: mine, to: { row: 9, col: 9 } })).toBe('ERR_MOVE');
    expect(answer(s, { type: 'move', seat: 0, die: mine, to: { row: -1, col: 5 } })).toBe('ERR_MOVE');
    expect(answer(s, { type: 'move', seat: 0, die: mine, to: { row: 2.5, col: 5 } })).toBe('ERR_MOVE');
    expect(answer(s, { type: 'move', seat: 0, die: mine })).toBe('ERR_MOVE');
    expect(answer(s, { type: 'reinforce', seat: 0, at: { row: 0, col: 0 } })).toBe('ERR_USE'); // a 5 cannot Reinforce
    expect(answer(s, { type: 'program', seat: 0, cards: [], leftOut: '2C' })).toBe('ERR_PHASE');
    expect(answer(s, { type: 'move', seat: 0, die: mine, to: { row: 2, col: 5 } })).toBe('ok'); // staying put is a move of 0
  });

  it('Reinforce: no reserve, a position outside the own location, an occupied one; an ace cannot move', () => {
    const king = ready({
      dice: [
        [2, 5, 0, 4],
        [7, 4, 1, 4],
        [0, 1, 1, 2],
      ],
      programs: [['KH'], ['2C']],
      reserve: [0, 2],
    });
    expect(answer(king, { type: 'reinforce', seat: 0, at: { row: 0, col: 0 } })).toBe('ERR_REINFORCE');
    const some = ready({
      dice: [
        [2, 5, 0, 4],
        [7, 4, 1, 4],
        [0, 1, 1, 2],
      ],
      programs: [['KH'], ['2C']],
      reserve: [2, 2],
    });
    expect(answer(some, { type: 'reinforce', seat: 0, at: { row: 9, col: 9 } })).toBe('ERR_REINFORCE');
    expect(answer(some, { type: 'reinforce', seat: 0, at: { row: 0, col: 1 } })).toBe('ERR_REINFORCE');
    expect(answer(some, { type: 'reinforce', seat: 0, at: { row: 0, col: 0 } })).toBe('ok');
    const ace = ready({
      dice: [
        [2, 5, 0, 4],
        [7, 4, 1, 4],
      ],
      programs: [['AH'], ['2C']],
    });
    expect(answer(ace, { type: 'move', seat: 0, die: ace.dice.find((d) => d.owner === 0)!.id, to: { row: 2, col: 5 } })).toBe('ERR_USE');
  });

  it('a seat that is out, and anything once the game is over (apply and the search path)', () => {
    const s = start({ seats: 3 });
    const gone = { ...s, seats: s.seats.map((h, i) => (i === 2 ? { ...h, eliminated: true } : h)) };
    const h = s.seats[2]!.hand;
    expect(answer(gone, { type: 'program', seat: 2, cards: h.slice(0, -1), leftOut: h.at(-1) })).toBe('ERR_ELIMINATED');
    const over = playFirstUntil(start(), () => false);
    expect(over.outcome).not.toBeNull();
    expect(answer(over, { type: 'power', seat: 0, die: 0 })).toBe('ERR_GAME_OVER');
    const r = applyMut(JSON.parse(JSON.stringify(over)) as HexDraft, { type: 'power', seat: 0, die: 0 }, null);
    expect(r.ok ? 'ok' : r.error).toBe('ERR_GAME_OVER');
  });
});
