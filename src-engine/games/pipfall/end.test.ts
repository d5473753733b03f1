/**
 * One test per PipFall rule of the deck's cycles and the end of the game (rulebook seeds/000,
 * RULINGS.md "Suit powers" and "pipfall", docs/rules/pipfall.md), on stacked decks and hand-built
 * boards. Test names quote the rule.
 */
import { describe as group, expect, it } from 'vitest';
import { unwrap } from '../../core/result';
import { pipfall } from './index';
import { cyclesOutcome } from './end';
import type { PipfallEvent, PipfallState } from './state';
import { act, boardOf, col, dealTop, first, move, playFirstUntil, round, row, start } from './testkit';

group('pipfall: deck cycles and the end of the game', () => {
  /** Plays calm rounds (powers, no restores), resetting the board each round so nobody is eliminated. */
  function schedule(seats: 2 | 3 | 4): { completed: number[]; reshuffledIn: number[]; end: PipfallState } {
    let s = unwrap(pipfall.setup({ seats, variants: [] }, 5)).state;
    const opening = s.board;
    const log: PipfallEvent[] = [];
    while (!s.outcome) {
      const r = s.round;
      s = playFirstUntil(s, (x) => x.round !== r, log);
      s = { ...s, board: opening };
    }
    let round = 1;
    const completed: number[] = [];
    const reshuffledIn: number[] = [];
    for (const e of log) {
      if (e.type === 'roundStarted') round = e.round;
      if (e.type === 'cycleCompleted') completed.push(round);
      if (e.type === 'reshuffled') reshuffledIn.push(round);
    }
    return { completed, reshuffledIn, end: s };
  }

  it("end by cycles: 2 players play 2 cycles and the game ends after round 12's action phase", () => {
    const { completed, end } = schedule(2);
    expect(completed).toEqual([6, 12]);
    expect(end.round).toBe(12);
    expect(end.outcome!.reason).toMatch(/^cycles/);
  });

  it('end by cycles: 3 players play 3 cycles and the game ends after round 12; 4 players after round 9', () => {
    const three = schedule(3);
    expect(three.completed).toEqual([4, 8, 12]);
    expect(three.end.round).toBe(12);
    const four = schedule(4);
    expect(four.completed).toEqual([3, 6, 9]);
    expect(four.end.round).toBe(9);
  });

  it('a deck that runs dry exactly at the end of a deal completed its cycle in that round; the reshuffle before the next deal is not another completion', () => {
    const { completed, reshuffledIn } = schedule(2);
    expect(reshuffledIn).toEqual([7]);
    expect(completed).not.toContain(7);
  });

  it('a draw deck that cannot deal a full round deals what is left, then the discards are shuffled in to finish the deal; that round completes the cycle', () => {
    let s = start({
      seats: 3,
      top: dealTop([
        ['2S', '3S', '4S', '5S'],
        ['2H', '3H', '4H', '5H'],
        ['2D', '3D', '4D', '5D'],
      ]),
    });
    // Leave 5 cards to draw (as after eliminations); the other 31 undealt cards are in the discards.
    s = { ...s, deck: { draw: s.deck.draw.slice(0, 5), discard: s.deck.draw.slice(5) } };
    const log: PipfallEvent[] = [];
    s = playFirstUntil(s, (x) => x.round > 1, log);
    const deal = log.slice(log.findIndex((e) => e.type === 'roundStarted'));
    const kinds = deal.filter((e) => e.type === 'cycleCompleted' || e.type === 'reshuffled').map((e) => e.type);
    expect(kinds).toEqual(['cycleCompleted', 'reshuffled']);
    expect(s.cycles).toBe(1);
    expect(s.seats.every((h) => h.hand.length === 4)).toBe(true);
    expect(s.deck.draw.length).toBe(31 + 12 - 7);
  });

  it('end by elimination: at the end of an action phase with at most one player holding dice, the game ends at once, without a restore', () => {
    // Seat 0 has lost dice and its corner is empty, but the game ends before any restore.
    const log: PipfallEvent[] = [];
    let s = round(
      {
        dice: [
          [2, 0, 0, 6],
          [0, 0, 1, 2],
        ],
        hands: [
          ['5S', '2C', '3C', 'AS'],
          ['4C', '5C', '6C', '2D'],
        ],
        lanes: [col(0), row(0), row(2)],
      },
      log,
    );
    s = act(s, 0, move('up', 2), log);
    s = playFirstUntil(s, () => false, log);
    expect(s.outcome).toEqual({ winners: [0], reason: 'elimination', scores: [5, 0] });
    expect(first(log, 'restored')).toBeUndefined();
    expect(s.round).toBe(1);
  });

  it('end by elimination is checked before the cycles end', () => {
    let s = round({
      dice: [
        [2, 0, 0, 6],
        [0, 0, 1, 2],
      ],
      hands: [
        ['5S', '2C', '3C', 'AS'],
        ['4C', '5C', '6C', '2D'],
      ],
      lanes: [col(0), row(0), row(2)],
    });
    s = { ...s, lastRound: true };
    s = playFirstUntil(act(s, 0, move('up', 2)), () => false);
    expect(s.outcome!.reason).toBe('elimination');
  });

  it('nobody has dice at the end of the action phase: the players who had dice at its start share a draw', () => {
    let s = round({
      dice: [
        [2, 0, 0, 5],
        [0, 0, 1, 5],
      ],
      hands: [
        ['5S', '2C', '3C', 'AS'],
        ['4C', '5C', '6C', '2D'],
      ],
      lanes: [col(0), row(0), row(2)],
    });
    s = playFirstUntil(act(s, 0, move('up', 2)), () => false);
    expect(s.outcome).toEqual({ winners: [0, 1], reason: 'draw', scores: [0, 0] });
  });

  it('scoring at a cycles end: total pips, then more dice, then a shared victory; no restore then', () => {
    const log: PipfallEvent[] = [];
    // Seat 0: 5+4 = 9 pips on 2 dice, corner empty (Restore would be possible); seat 1: 6+3 = 9 pips on 2 dice.
    let s = start({
      dice: [
        [3, 0, 0, 5],
        [3, 1, 0, 4],
        [0, 4, 1, 6],
        [1, 4, 1, 3],
      ],
      top: dealTop([
        ['2C', '3C', '4C', '5C'],
        ['6C', '7C', '8C', '9C'],
      ]),
    });
    s = { ...s, lastRound: true };
    s = playFirstUntil(s, () => false, log);
    expect(s.outcome).toEqual({ winners: [0, 1], reason: 'cyclesShared', scores: [9, 9] });
    expect(first(log, 'restored')).toBeUndefined();
    const more = {
      ...s,
      board: boardOf(5, [
        [3, 0, 0, 5],
        [3, 1, 0, 4],
        [0, 4, 1, 6],
        [1, 4, 1, 2],
        [2, 2, 1, 1],
      ]),
      outcome: null,
    };
    expect(cyclesOutcome(more)).toEqual({ winners: [1], reason: 'cycles', scores: [9, 9] });
    const pips = {
      ...more,
      board: boardOf(5, [
        [3, 0, 0, 6],
        [3, 1, 0, 4],
        [0, 4, 1, 6],
        [1, 4, 1, 3],
      ]),
    };
    expect(cyclesOutcome(pips)).toEqual({ winners: [0], reason: 'cycles', scores: [10, 9] });
  });

  it('scoring: every seat still in is scored, one without dice at 0 pips; eliminated seats are not', () => {
    const s = start({
      seats: 3,
      dice: [
        [6, 0, 0, 2],
        [0, 0, 1, 1],
      ],
    });
    expect(cyclesOutcome(s)).toEqual({ winners: [0], reason: 'cycles', scores: [2, 1, 0] });
    const out = { ...s, seats: s.seats.map((h, i) => (i === 2 ? { ...h, eliminated: true } : h)) };
    expect(cyclesOutcome(out).winners).toEqual([0]);
  });
});
