/**
 * Every refusal of Piplus's `apply`, one row each, on hand-built tables (issue 51: item 7; the
 * rules tests hold some of these, this table holds them all). Each row checks the code and that
 * the state given is left as it was.
 */
import { describe, expect, it } from 'vitest';
import type { Draft } from '../../core/game';
import { piplus, type PiplusAction, type PiplusState } from './index';
import { applyMut } from './rules';
import { scene } from './testkit';

/** The code `apply` answers (or 'ok'); the state given must be unchanged either way. */
function answer(s: PiplusState, a: PiplusAction | Record<string, unknown>): string {
  const before = JSON.stringify(s);
  const r = piplus.apply(s, a as PiplusAction);
  expect(JSON.stringify(s)).toBe(before);
  // A refusal says why in words, not only by its code.
  if (!r.ok) expect(r.message.length).toBeGreaterThan(8);
  return r.ok ? 'ok' : r.error;
}

/** Seat 0 to lead on an empty table: 3 5 7 9 in hand, d4 2, d6 4, d8 6 (the d8 spent). */
const lead = scene({
  hands: [
    [3, 5, 7, 9],
    [1, 2],
  ],
  dice: [{ values: [2, 4, 6], spent: ['d8'] }, { values: [1, 1, 1] }],
});
/** Seat 0 to answer a pair of 7s: 3 5 7 7 9 in hand, d4 2, d6 4, d8 6. */
const answerPair = scene({
  hands: [
    [3, 5, 7, 7, 9],
    [1, 2],
  ],
  dice: [{ values: [2, 4, 6] }, { values: [1, 1, 1] }],
  table: [7, 7],
  turn: 0,
  lastPlayer: 1,
});
/** Seat 0 with no cards left, its d4 spent, facing a 5. */
const bare = scene({ hands: [[], [1, 2]], dice: [{ values: [2, 4, 6], spent: ['d4'] }, { values: [1, 1, 1] }], table: [5], turn: 0, lastPlayer: 1 });

describe('piplus: apply refuses', () => {
  it.each([
    ['a seat past the last (the seat count itself)', lead, { type: 'die', seat: 2, die: 'd4' }, 'ERR_SEAT'],
    ['a negative seat', lead, { type: 'die', seat: -1, die: 'd4' }, 'ERR_SEAT'],
    ['a seat that is not a whole number', lead, { type: 'die', seat: 0.5, die: 'd4' }, 'ERR_SEAT'],
    ['out of turn', lead, { type: 'die', seat: 1, die: 'd4' }, 'ERR_NOT_YOUR_TURN'],
    ['an unknown action', lead, { type: 'dance', seat: 0 }, 'ERR_ACTION'],
    ['a pass when leading', lead, { type: 'pass', seat: 0, reroll: [] }, 'ERR_MUST_PLAY'],
    ['no cards', lead, { type: 'play', seat: 0, cards: [], dice: [] }, 'ERR_PLAY'],
    ['a die list that does not match the cards', lead, { type: 'play', seat: 0, cards: [3, 5], dice: [null] }, 'ERR_PLAY'],
    ['a card not held', lead, { type: 'play', seat: 0, cards: [4], dice: [null] }, 'ERR_CARDS'],
    ['a card held once, played twice', lead, { type: 'play', seat: 0, cards: [3, 3], dice: [null, null] }, 'ERR_CARDS'],
    ['a card below the lowest face', lead, { type: 'play', seat: 0, cards: [0], dice: [null] }, 'ERR_CARDS'],
    ['a card above the highest face', lead, { type: 'play', seat: 0, cards: [11], dice: [null] }, 'ERR_CARDS'],
    ['a card that is not a whole number', lead, { type: 'play', seat: 0, cards: [3.5], dice: [null] }, 'ERR_CARDS'],
    ['a die that does not exist', lead, { type: 'play', seat: 0, cards: [3], dice: ['d20'] }, 'ERR_DIE'],
    ['one die on two cards', lead, { type: 'play', seat: 0, cards: [3, 5], dice: ['d6', 'd6'] }, 'ERR_DIE'],
    ['a spent die on a card', lead, { type: 'play', seat: 0, cards: [3], dice: ['d8'] }, 'ERR_DIE'],
    ['cards that count differently', lead, { type: 'play', seat: 0, cards: [3, 5], dice: [null, null] }, 'ERR_VALUE'],
    ['a lone die that does not exist', lead, { type: 'die', seat: 0, die: 'd20' }, 'ERR_DIE'],
    ['a spent lone die', lead, { type: 'die', seat: 0, die: 'd8' }, 'ERR_DIE'],
    ['fewer cards than in play', answerPair, { type: 'play', seat: 0, cards: [9], dice: [null] }, 'ERR_BEAT'],
    ['as many cards, worth the same', answerPair, { type: 'play', seat: 0, cards: [7, 7], dice: [null, null] }, 'ERR_BEAT'],
    ['as many cards, worth the same with dice', answerPair, { type: 'play', seat: 0, cards: [3, 5], dice: ['d6', 'd4'] }, 'ERR_BEAT'],
    ['as many cards, worth less', answerPair, { type: 'play', seat: 0, cards: [3, 5], dice: ['d4', null] }, 'ERR_BEAT'],
    ['a lone die against two cards', answerPair, { type: 'die', seat: 0, die: 'd8' }, 'ERR_BEAT'],
    ['a reroll of a die that does not exist', answerPair, { type: 'pass', seat: 0, reroll: ['d20'] }, 'ERR_REROLL'],
    ['a die listed twice for a reroll', answerPair, { type: 'pass', seat: 0, reroll: ['d4', 'd4'] }, 'ERR_REROLL'],
    ['with no cards left, a card', bare, { type: 'play', seat: 0, cards: [5], dice: [null] }, 'ERR_NO_CARDS'],
    ['with no cards left, a spent die rerolled', bare, { type: 'pass', seat: 0, reroll: ['d4'] }, 'ERR_REROLL'],
    ['a lone die that does not beat the card in play', bare, { type: 'die', seat: 0, die: 'd6' }, 'ERR_BEAT'],
  ])('%s', (_name, s, action, code) => {
    expect(answer(s, action)).toBe(code);
  });

  it('the same states take legal actions (so each refusal above is about its one fault)', () => {
    expect(answer(lead, { type: 'play', seat: 0, cards: [3, 5], dice: ['d6', 'd4'] })).toBe('ok');
    expect(answer(lead, { type: 'die', seat: 0, die: 'd6' })).toBe('ok');
    expect(answer(answerPair, { type: 'play', seat: 0, cards: [3, 5], dice: ['d8', 'd6'] })).toBe('ok');
    expect(answer(answerPair, { type: 'play', seat: 0, cards: [3, 5, 7], dice: ['d6', 'd4', null] })).toBe('ok');
    expect(answer(answerPair, { type: 'pass', seat: 0, reroll: ['d4', 'd8'] })).toBe('ok');
    expect(answer(bare, { type: 'die', seat: 0, die: 'd8' })).toBe('ok');
    expect(answer(bare, { type: 'pass', seat: 0, reroll: ['d6'] })).toBe('ok');
    expect(answer(scene({ hands: [[1], [3]], turn: 1 }), { type: 'play', seat: 1, cards: [3], dice: [null] })).toBe('ok');
  });

  it('anything once the game is over, through apply and the search path (applyMut)', () => {
    const over: PiplusState = { ...lead, phase: 'over' };
    expect(answer(over, { type: 'die', seat: 0, die: 'd4' })).toBe('ERR_GAME_OVER');
    const r = applyMut(JSON.parse(JSON.stringify(over)) as Draft<PiplusState>, { type: 'die', seat: 0, die: 'd4' }, null);
    expect(r.ok ? 'ok' : r.error).toBe('ERR_GAME_OVER');
  });
});
