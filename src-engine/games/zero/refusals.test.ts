/**
 * Every refusal of Pip Zero's `apply`, one row each (issue 51: mutation testing found that no
 * test held an action from a seat that does not exist, programming twice, answering another
 * seat's choice, or a fifth card in a program). Each row checks the code and that the state
 * given is left as it was.
 */
import { describe, expect, it } from 'vitest';
import type { Draft } from '../../core/game';
import { zero, type ZeroAction, type ZeroState } from './index';
import { applyMut } from './rules';
import { deal2, P, playOut, programAll, start } from './testkit';

/** The code `apply` answers (or 'ok'); the state given must be unchanged either way. */
function answer(s: ZeroState, a: ZeroAction | Record<string, unknown>): string {
  const before = JSON.stringify(s);
  const r = zero.apply(s, a as ZeroAction);
  expect(JSON.stringify(s)).toBe(before);
  // A refusal says why in words, not only by its code.
  if (!r.ok) expect(r.message.length).toBeGreaterThan(8);
  return r.ok ? 'ok' : r.error;
}

const hands = deal2(['7H', '2C', '3C', '4C'], ['8H', '5C', '6C', '9C']);
const program = (seat: number, cards: string[]) => ({ type: 'program', seat, cards });

describe('zero: apply refuses', () => {
  const s = start({ seats: 2, top: hands });

  it.each([
    ['a seat past the last (the seat count itself)', program(2, ['7H', '2C', '3C', '4C']), 'ERR_SEAT'],
    ['a negative seat', program(-1, ['7H', '2C', '3C', '4C']), 'ERR_SEAT'],
    ['a seat that is not a whole number', program(0.5, ['7H', '2C', '3C', '4C']), 'ERR_SEAT'],
    ['a fifth card in a program', program(0, ['7H', '2C', '3C', '4C', '5C']), 'ERR_CARDS'],
    ['three cards', program(0, ['7H', '2C', '3C']), 'ERR_CARDS'],
    ['a card twice', program(0, ['7H', '7H', '3C', '4C']), 'ERR_CARDS'],
    ["another seat's card", program(0, ['8H', '2C', '3C', '4C']), 'ERR_CARDS'],
    ['a choice while programming', { type: 'choose', seat: 0, choice: { kind: 'power' } }, 'ERR_PHASE'],
    ['an unknown action', { type: 'dance', seat: 0 }, 'ERR_ACTION'],
  ])('%s', (_name, action, code) => {
    expect(answer(s, action)).toBe(code);
  });

  it('the last seat is a seat: its program is taken', () => {
    expect(answer(s, program(1, ['8H', '5C', '6C', '9C']))).toBe('ok');
  });

  it('programming twice in one hand; a seat that programmed, or that does not exist, is offered nothing', () => {
    const once = programAll(start({ seats: 2, top: hands }), [P('7H', '2C', '3C', '4C')]);
    expect(answer(once, program(0, ['2C', '7H', '3C', '4C']))).toBe('ERR_ALREADY_PROGRAMMED');
    expect(zero.legalActions(once, 0)).toEqual([]);
    expect(zero.legalActions(once, 1)).toHaveLength(24);
    expect(zero.legalActions(once, 2)).toEqual([]);
  });

  it("answering another seat's choice, an illegal use, and a program while cards resolve", () => {
    const r = programAll(start({ seats: 2, top: hands }), [P('7H', '2C', '3C', '4C'), P('8H', '5C', '6C', '9C')]);
    expect(r.pending).not.toBeNull();
    const me = r.pending!.seat;
    // Only the seat whose card resolves is offered its uses.
    expect(zero.legalActions(r, me).length).toBeGreaterThan(0);
    expect(zero.legalActions(r, 1 - me)).toEqual([]);
    expect(answer(r, { type: 'choose', seat: 1 - me, choice: { kind: 'power' } })).toBe('ERR_NOT_YOUR_TURN');
    // A swap must go to a column right of the card's own.
    expect(answer(r, { type: 'choose', seat: me, choice: { kind: 'swap', target: r.pending!.column } })).toBe('ERR_CHOICE');
    expect(answer(r, { type: 'choose', seat: me, choice: { kind: 'teleport' } })).toBe('ERR_CHOICE');
    expect(answer(r, program(me, ['7H', '2C', '3C', '4C']))).toBe('ERR_PHASE');
    expect(answer(r, { type: 'choose', seat: me, choice: { kind: 'power' } })).toBe('ok');
  });

  it('anything once the game is over, through apply and through the search path (applyMut)', () => {
    const over = playOut(start({ seats: 1 })).s;
    expect(answer(over, program(0, ['7H', '2C', '3C', '4C']))).toBe('ERR_GAME_OVER');
    const draft = JSON.parse(JSON.stringify(over)) as Draft<ZeroState>;
    const r = applyMut(draft, { type: 'program', seat: 0, cards: ['7H', '2C', '3C', '4C'] }, null);
    expect(r.ok ? 'ok' : r.error).toBe('ERR_GAME_OVER');
  });
});
