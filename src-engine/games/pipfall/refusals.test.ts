/**
 * Every refusal of PipFall's `apply`, phase by phase, one row each (issue 51: item 7, refusal
 * tests for every game's `apply`). Each row checks the code and that the state given is left as
 * it was.
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards';
import type { Draft } from '../../core/game';
import { pipfall, type PipfallAction, type PipfallState } from './index';
import { applyMut } from './rules';
import { act, col, dealTop, duel, move, play, playFirstUntil, programDealt, round, row, start, type Placed } from './testkit';

/** The code `apply` answers (or 'ok'); the state given must be unchanged either way. */
function answer(s: PipfallState, a: PipfallAction | Record<string, unknown>): string {
  const before = JSON.stringify(s);
  const r = pipfall.apply(s, a as PipfallAction);
  expect(JSON.stringify(s)).toBe(before);
  // A refusal says why in words, not only by its code.
  if (!r.ok) expect(r.message.length).toBeGreaterThan(8);
  return r.ok ? 'ok' : r.error;
}

const hands: Card[][] = [
  ['2C', '3C', '4C', '5C'],
  ['6C', '7C', '8C', '9C'],
];
const program = (seat: number, cards: string[], initiative: string) => ({ type: 'program', seat, cards, initiative });

describe('pipfall: apply refuses', () => {
  it.each([
    ['a seat past the last (the seat count itself)', program(2, ['2C', '3C', '4C'], '5C'), 'ERR_SEAT'],
    ['a negative seat', program(-1, ['2C', '3C', '4C'], '5C'), 'ERR_SEAT'],
    ['a seat that is not a whole number', program(1.5, ['2C', '3C', '4C'], '5C'), 'ERR_SEAT'],
    ['a card twice', program(0, ['2C', '2C', '4C'], '5C'), 'ERR_CARDS'],
    ["another seat's card", program(0, ['6C', '3C', '4C'], '5C'), 'ERR_CARDS'],
    ['a fourth card in the slots', program(0, ['2C', '3C', '4C', '5C'], '5C'), 'ERR_CARDS'],
    ['a marker while programming', { type: 'place', seat: 0, lane: row(0) }, 'ERR_PHASE'],
    ['an activation while programming', { type: 'activate', seat: 0, die: 0, use: { kind: 'power' } }, 'ERR_PHASE'],
    ['a glory bonus while programming', { type: 'glory', seat: 0, die: null }, 'ERR_PHASE'],
    ['a Restore answer while programming', { type: 'restore', seat: 0, use: false }, 'ERR_PHASE'],
    ['an unknown action', { type: 'dance', seat: 0 }, 'ERR_ACTION'],
  ])('programming: %s', (_name, action, code) => {
    expect(answer(start({ top: dealTop(hands) }), action)).toBe(code);
  });

  it('the last seat is a seat; programming twice is not', () => {
    const s = start({ top: dealTop(hands) });
    expect(answer(s, program(1, ['6C', '7C', '8C'], '9C'))).toBe('ok');
    const once = play(s, program(0, ['2C', '3C', '4C'], '5C') as unknown as PipfallAction);
    expect(answer(once, program(0, ['3C', '2C', '4C'], '5C'))).toBe('ERR_ALREADY_PROGRAMMED');
  });

  it('placing: out of turn, a lane it may not take, a program', () => {
    const s = programDealt(start({ top: dealTop(hands) }));
    expect(s.phase).toBe('place');
    const me = pipfall.toAct(s)[0]!;
    const lane = pipfall.legalActions(s, me).find((a) => a.type === 'place')!;
    expect(answer(s, { ...lane, seat: 1 - me })).toBe('ERR_NOT_YOUR_TURN');
    // A lane past the board's edge holds no die of anyone's.
    expect(answer(s, { type: 'place', seat: me, lane: row(99) })).toBe('ERR_LANE');
    expect(answer(s, program(me, ['2C', '3C', '4C'], '5C'))).toBe('ERR_PHASE');
    expect(answer(s, lane)).toBe('ok');
  });

  it('activating: out of turn, a die not its own in the lane, uses a card cannot make', () => {
    const s = duel('5S');
    expect(s.phase).toBe('activate');
    expect(pipfall.toAct(s)).toEqual([0]);
    const ok = { type: 'activate', seat: 0, die: 0, use: move('up', 1) };
    expect(answer(s, { ...ok, seat: 1 })).toBe('ERR_NOT_YOUR_TURN');
    expect(answer(s, { ...ok, die: 1 })).toBe('ERR_DIE');
    expect(answer(s, { ...ok, die: 99 })).toBe('ERR_DIE');
    expect(answer(s, { ...ok, use: move('up', 4) })).toBe('ERR_USE');
    expect(answer(s, { ...ok, use: move('up', -1) })).toBe('ERR_USE');
    expect(answer(s, { ...ok, use: move('up', 1.5) })).toBe('ERR_USE');
    expect(answer(s, { ...ok, use: { kind: 'move', direction: 'sideways', distance: 1 } })).toBe('ERR_USE');
    expect(answer(s, { ...ok, use: move('down', 1) })).toBe('ERR_USE'); // off the board's edge
    expect(answer(s, { ...ok, use: { kind: 'swap' } })).toBe('ERR_USE');
    expect(answer(s, { type: 'place', seat: 0, lane: col(0) })).toBe('ERR_PHASE');
    expect(answer(s, ok)).toBe('ok');
    // A face card moves nothing: its suit power only.
    expect(answer(duel('KS'), { ...ok, use: move('up', 1) })).toBe('ERR_USE');
  });

  it('the glory bonus: out of turn, a die that may not take it', () => {
    const s = act(
      round({
        variants: ['mutual-destruction-glory'],
        dice: [
          [4, 0, 0, 5],
          [2, 0, 1, 5],
          [4, 3, 0, 3],
          [4, 4, 0, 6],
        ] as Placed[],
        hands: [
          ['5S', '2C', '3C', 'AS'],
          ['4C', '5C', '6C', '2D'],
        ],
        lanes: [row(4), row(2), col(0)],
      }),
      0,
      move('up', 2),
    );
    expect(s.phase).toBe('glory');
    expect(answer(s, { type: 'glory', seat: 1, die: null })).toBe('ERR_NOT_YOUR_TURN');
    expect(answer(s, { type: 'glory', seat: 0, die: 3 })).toBe('ERR_DIE'); // the 6 cannot gain
    expect(answer(s, { type: 'restore', seat: 0, use: false })).toBe('ERR_PHASE');
    expect(answer(s, { type: 'glory', seat: 0, die: null })).toBe('ok');
  });

  it('Restore: out of turn, and any other action meanwhile', () => {
    const dice: Placed[] = [
      [3, 0, 0, 5],
      [4, 1, 0, 4],
      [3, 1, 0, 3],
      [0, 4, 1, 6],
      [1, 4, 1, 5],
      [0, 3, 1, 4],
      [1, 3, 1, 3],
    ];
    const s = playFirstUntil(start({ dice, firstPlayer: 0, top: dealTop(hands) }), (x) => x.phase === 'restore' || x.round > 1);
    expect(s.phase).toBe('restore');
    const me = pipfall.toAct(s)[0]!;
    expect(answer(s, { type: 'restore', seat: 1 - me, use: false })).toBe('ERR_NOT_YOUR_TURN');
    expect(answer(s, { type: 'glory', seat: me, die: null })).toBe('ERR_PHASE');
    expect(answer(s, { type: 'restore', seat: me, use: false })).toBe('ok');
  });

  it('a seat that is out of the game, and anything once the game is over (apply and the search path)', () => {
    const out = start({ seats: 3 });
    const h = out.seats[2]!.hand;
    const gone = { ...out, seats: out.seats.map((x, i) => (i === 2 ? { ...x, eliminated: true } : x)) };
    expect(answer(gone, program(2, [h[0]!, h[1]!, h[2]!], h[3]!))).toBe('ERR_ELIMINATED');
    expect(answer(out, program(2, [h[0]!, h[1]!, h[2]!], h[3]!))).toBe('ok');
    let s = start({ top: dealTop(hands) });
    s = playFirstUntil(s, () => false);
    expect(s.outcome).not.toBeNull();
    expect(answer(s, program(0, ['2C', '3C', '4C'], '5C'))).toBe('ERR_GAME_OVER');
    const r = applyMut(JSON.parse(JSON.stringify(s)) as Draft<PipfallState>, program(0, ['2C', '3C', '4C'], '5C') as unknown as PipfallAction, null);
    expect(r.ok ? 'ok' : r.error).toBe('ERR_GAME_OVER');
  });
});
