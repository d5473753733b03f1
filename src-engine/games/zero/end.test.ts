/**
 * One test per Pip Zero rule of clearing a grid and the deck timer (rulebook seeds/002,
 * RULINGS.md "zero"), on stacked decks and hand-written grids. Test names quote the rule they
 * pin.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result';
import { zero } from './index';
import { timerOutcome } from './end';
import type { ZeroEvent } from './state';
import { deal2, FULL, gridOf, P, playOut, programAll, start } from './testkit';

describe('zero: lockstep resolution and clearing', () => {
  it('elimination: clearing all sixteen dice wins at once, at the end of the step', () => {
    const one = gridOf([
      [1, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    const full = gridOf(FULL);
    let s = start({ seats: 2, top: deal2(['JD', 'QC', 'KC', '2S'], ['JS', 'QS', 'KS', '3S']), grids: [one, full] });
    const log: ZeroEvent[] = [];
    s = programAll(s, [P('JD', 'QC', 'KC', '2S'), P('JS', 'QS', 'KS', '3S')], log);
    expect(s.outcome).toMatchObject({ winners: [0], reason: 'cleared' });
    // Seat 1 still resolved its column 1 card in the same step.
    expect(log.some((e) => e.type === 'cardRevealed' && e.seat === 1 && e.slot === 0)).toBe(true);
    expect(log.some((e) => e.type === 'cardRevealed' && e.slot === 1)).toBe(false);
  });

  it('two seats cleared in the same step share the victory', () => {
    const one = () =>
      gridOf([
        [1, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ]);
    let s = start({ seats: 2, top: deal2(['JD', 'QC', 'KC', '2S'], ['KD', 'QS', 'KS', '3S']), grids: [one(), one()] });
    s = programAll(s, [P('JD', 'QC', 'KC', '2S'), P('KD', 'QS', 'KS', '3S')]);
    expect(s.outcome).toMatchObject({ winners: [0, 1], reason: 'cleared' });
  });

  it('solo: clearing the grid wins', () => {
    const one = gridOf([
      [2, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    let s = start({ seats: 1, top: ['JD', '2C', '3C', '4C', 'AS'], grids: [one] });
    s = programAll(s, [P('JD', '2C', '3C', '4C')]);
    expect(s.outcome).toMatchObject({ winners: [0], reason: 'cleared', scores: [16] });
  });

  it('a finished game accepts no actions', () => {
    const one = gridOf([
      [2, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    const s = programAll(start({ seats: 1, top: ['JD', '2C', '3C', '4C', 'AS'], grids: [one] }), [P('JD', '2C', '3C', '4C')]);
    const r = zero.apply(s, { type: 'program', seat: 0, cards: P('2C', '3C', '4C', '5C') });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('ERR_GAME_OVER');
    expect(zero.toAct(s)).toEqual([]);
    expect(zero.legalActions(s, 0)).toEqual([]);
  });
});

describe('zero: the deck timer', () => {
  it('two players: the game ends after the hand in which the 2nd exhaustion happened (hand 13 of 8-card deals)', () => {
    // Grids that cannot be cleared in time keep the game going to the timer.
    const { s, log } = playOut(unwrap(zero.setup({ seats: 2, variants: [] }, 5)).state);
    expect(s.outcome!.reason).not.toBe('cleared');
    expect(log.filter((e) => e.type === 'reshuffled')).toHaveLength(2);
    expect(s.handNo).toBe(13);
  });

  it('solo: the game ends after the hand in which the last card of the first deck was dealt; the reveal counts as dealing', () => {
    const { s } = playOut(unwrap(zero.setup({ seats: 1, variants: [] }, 5)).state);
    // 5 cards a hand: hands 1-10 take 50, hand 11 deals the last 2.
    expect(s.handNo).toBe(11);
    expect(s.outcome!.reason).toBe('timer');
  });

  it('solo: the Adversary reveal reshuffles first when the draw deck is empty', () => {
    // Deal 4 per hand + 1 reveal: after hand 10 two cards remain. Play to hand 11 and check the
    // reveal came from a reshuffled deck when needed (the deck is never short).
    const { log } = playOut(unwrap(zero.setup({ seats: 1, variants: ['easier'] }, 9)).state);
    expect(log.filter((e) => e.type === 'initiativeRevealed').every((e) => e.type === 'initiativeRevealed' && e.adversary !== null)).toBe(true);
  });

  it('timer: most dice removed wins; tied, the lowest pip total in column 4; still tied, a shared victory', () => {
    const a = gridOf([
      [0, 0, 0, 6],
      [0, 0, 0, 6],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    const b = gridOf([
      [0, 0, 0, 1],
      [0, 0, 0, 1],
      [0, 0, 0, 1],
      [0, 0, 0, 0],
    ]);
    const opts = { seats: 2 as const, variants: [] };
    expect(timerOutcome({ grids: [a, b], options: opts })).toMatchObject({ winners: [0], scores: [14, 13] });
    const c = gridOf([
      [0, 0, 0, 6],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [1, 0, 0, 0],
    ]);
    const d = gridOf([
      [0, 0, 0, 1],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [6, 0, 0, 0],
    ]);
    expect(timerOutcome({ grids: [c, d], options: opts })).toMatchObject({ winners: [1], reason: 'timer' });
    expect(timerOutcome({ grids: [c, c], options: opts })).toMatchObject({ winners: [0, 1], reason: 'timerShared' });
  });

  it('solo: only a cleared grid wins; the timer is a loss and the score shown is dice removed', () => {
    const g = gridOf([
      [0, 0, 0, 6],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    expect(timerOutcome({ grids: [g], options: { seats: 1, variants: [] } })).toEqual({ winners: [], reason: 'timer', scores: [15] });
  });
});
