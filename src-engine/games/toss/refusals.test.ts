/**
 * Every refusal of PipFall Toss's `apply`, one row each, in both modes (issue 51: item 7,
 * refusal tests for every game's `apply`). Each row checks the code and that the state given is
 * left as it was. The digital game runs on a scripted physics (testkit), not the simulation.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result';
import { toss, type TossAction, type TossState } from './index';
import { digital, enter, keeper, scriptedPhysics, tossWith } from './testkit';

type Game = ReturnType<typeof tossWith>;

/** The code `game.apply` answers (or 'ok'); the state given must be unchanged either way. */
function answer(s: TossState, a: TossAction | Record<string, unknown>, game: Game = toss): string {
  const before = JSON.stringify(s);
  const r = game.apply(s, a as TossAction);
  expect(JSON.stringify(s)).toBe(before);
  // A refusal says why in words, not only by its code.
  if (!r.ok) expect(r.message.length).toBeGreaterThan(8);
  return r.ok ? 'ok' : r.error;
}

const aim = { yaw: 0, pitch: 60, power: 9.5 };

describe('toss: apply refuses', () => {
  it('the coin toss: a pick by the seat that lost it, a pick not open, dice before it is settled', () => {
    const s = unwrap(toss.setup(unwrap(toss.parseOptions({ seats: 2, mode: 'keeper' })), 3)).state;
    expect(s.phase).toBe('choosing');
    const winner = toss.toAct(s)[0]!;
    expect(answer(s, { type: 'choose', seat: 1 - winner, pick: 'first' })).toBe('ERR_NOT_YOUR_TURN');
    expect(answer(s, { type: 'choose', seat: winner, pick: 'middle' })).toBe('ERR_PICK');
    expect(answer(s, { type: 'enter', seat: winner, result: 3 })).toBe('ERR_PHASE');
    const after = unwrap(toss.apply(s, { type: 'choose', seat: winner, pick: 'first' })).state;
    // The other seat may now pick a lane, not an order.
    expect(answer(after, { type: 'choose', seat: 1 - winner, pick: 'second' })).toBe('ERR_PICK');
    const d = tossWith(scriptedPhysics([]));
    const coin = unwrap(d.setup(unwrap(d.parseOptions({ seats: 2, mode: 'digital' })), 3)).state;
    expect(answer(coin, { type: 'toss', seat: d.toAct(coin)[0]!, aim }, d)).toBe('ERR_PHASE');
  });

  it.each([
    ['a seat past the last (the seat count itself)', { type: 'enter', seat: 2, result: 3 }, 'ERR_SEAT'],
    ['a negative seat', { type: 'enter', seat: -1, result: 3 }, 'ERR_SEAT'],
    ['a seat that is not a whole number', { type: 'enter', seat: 0.5, result: 3 }, 'ERR_SEAT'],
    ['the other side entering', { type: 'enter', seat: 1, result: 3 }, 'ERR_NOT_YOUR_TURN'],
    ['a result no die shows', { type: 'enter', seat: 0, result: 7 }, 'ERR_RESULT'],
    ['a word no die shows', { type: 'enter', seat: 0, result: 'edge' }, 'ERR_RESULT'],
    ['a toss in the score keeper', { type: 'toss', seat: 0, aim }, 'ERR_MODE'],
    ['a pick once settled', { type: 'choose', seat: 0, pick: 'first' }, 'ERR_PHASE'],
    ['an entry to take back when there is none', { type: 'undo', seat: 0 }, 'ERR_NOTHING_TO_UNDO'],
    ['an unknown action', { type: 'dance', seat: 0 }, 'ERR_ACTION'],
  ])('the score keeper: %s', (_name, action, code) => {
    expect(answer(keeper(), action)).toBe(code);
  });

  it('the score keeper: the last seat is a seat, and taking back is for the seat to act', () => {
    const one = enter(keeper(), [3]);
    expect(toss.toAct(one)).toEqual([1]);
    expect(answer(one, { type: 'enter', seat: 1, result: 'hole' })).toBe('ok');
    expect(answer(one, { type: 'undo', seat: 0 })).toBe('ERR_NOT_YOUR_TURN');
    expect(answer(one, { type: 'undo', seat: 1 })).toBe('ok');
  });

  it('the digital game: entries and take-backs, an aim out of bounds, the wrong seat, no physics', () => {
    const d = tossWith(scriptedPhysics([{ pitched: {} }]));
    const s = digital(d);
    const me = d.toAct(s)[0]!;
    expect(answer(s, { type: 'enter', seat: me, result: 3 }, d)).toBe('ERR_MODE');
    expect(answer(s, { type: 'undo', seat: me }, d)).toBe('ERR_MODE');
    expect(answer(s, { type: 'toss', seat: 1 - me, aim }, d)).toBe('ERR_NOT_YOUR_TURN');
    for (const bad of [
      { ...aim, yaw: 16 },
      { ...aim, pitch: -1 },
      { ...aim, power: 17 },
      { ...aim, power: 0.5 },
      { ...aim, spin: 6 },
      { ...aim, yaw: Number.NaN },
    ])
      expect(answer(s, { type: 'toss', seat: me, aim: bad }, d), JSON.stringify(bad)).toBe('ERR_AIM');
    const none = tossWith(null);
    expect(answer(digital(none), { type: 'toss', seat: me, aim }, none)).toBe('ERR_PHYSICS_NOT_READY');
    expect(answer(s, { type: 'toss', seat: me, aim }, d)).toBe('ok');
  });

  it('anything once the game is over', () => {
    const over: TossState = { ...keeper(), phase: 'over' };
    expect(answer(over, { type: 'enter', seat: 0, result: 3 })).toBe('ERR_GAME_OVER');
  });
});
