/** Piplus scenarios: a game opened at a given position (tutorial lessons), deterministically. */
import { describe, expect, it } from 'vitest';
import { newRecord, replay } from '../../core/record';
import { unwrap } from '../../core/result';
import { invariantsOf, piplus } from './index';
import type { PiplusAction, PiplusEvent, PiplusState } from './state';
import { all, cards, lone, pass } from './testkit';

function open(input: Record<string, unknown>, seed = 1): PiplusState {
  const o = piplus.parseOptions({ seats: 2, ...input });
  if (!o.ok) throw new Error(o.message);
  return unwrap(piplus.setup(o.value, seed)).state;
}

function opened(input: Record<string, unknown>, seed = 1): { state: PiplusState; events: readonly PiplusEvent[] } {
  const o = piplus.parseOptions({ seats: 2, ...input });
  if (!o.ok) throw new Error(o.message);
  return unwrap(piplus.setup(o.value, seed));
}

function refused(input: Record<string, unknown>): string {
  const o = piplus.parseOptions({ seats: 2, ...input });
  if (!o.ok) return o.message;
  const r = piplus.setup(o.value, 1);
  return r.ok ? '' : r.message;
}

const NEAR_END = {
  round: 3,
  scores: [
    [4, 6],
    [6, 5],
  ],
  hands: [[8], [2, 9]],
  dice: [
    [1, 3, 6],
    [2, 1, 3],
  ],
  spent: [['d4', 'd6'], []],
  turn: 0,
};

describe('piplus: scenarios', () => {
  it('each seat holds the scenario’s hand and dice, the seat to act leads, and no opening roll decides', () => {
    const { state: s, events } = opened({
      scenario: {
        hands: [
          [9, 2, 5],
          [4, 6, 6],
        ],
        dice: [
          [3, 2, 6],
          [2, 5, 7],
        ],
        spent: [['d6'], []],
        turn: 1,
      },
    });
    expect(s.seats[0]!.hand).toEqual([2, 5, 9]);
    expect(s.seats[1]!.hand).toEqual([4, 6, 6]);
    expect(s.seats[0]!.dice).toEqual([
      { kind: 'd4', value: 3, spent: false },
      { kind: 'd6', value: 2, spent: true },
      { kind: 'd8', value: 6, spent: false },
    ]);
    expect(s.turn).toBe(1);
    expect(s.starter).toBe(1);
    expect(s.table).toBeNull();
    expect(all(events as PiplusEvent[], 'starter')).toEqual([]);
    expect(all(events as PiplusEvent[], 'rolled').map((e) => e.value)).toEqual([3, 2, 6, 2, 5, 7]);
    // A lead: no pass on an empty table.
    expect(piplus.legalActions(s, 1).some((a) => a.type === 'pass')).toBe(false);
  });

  it('the cards not in a hand are out of the round (as many as a deal leaves out) or discarded; all 40 are accounted for', () => {
    const s = open({ scenario: { hands: [[1, 2], [3]] } });
    expect(s.out).toHaveLength(16);
    expect(s.discards).toHaveLength(40 - 16 - 3);
    expect(invariantsOf(s)).toEqual([]);
  });

  it('a round opened under way says how many cards were dealt at its start, beside what the hands hold now', () => {
    const { events } = opened({ scenario: { hands: [[1, 2], [3]] } });
    expect(events[0]).toEqual({ type: 'roundStarted', round: 1, handSize: 2, out: 16, dealt: 12 });
    expect(opened({}).events[0]).toEqual({ type: 'roundStarted', round: 1, handSize: 12, out: 16 });
  });

  it('cards in play must be beaten: the table counts its lowest face and the seat that played them leads after a clear', () => {
    let s = open({
      scenario: {
        hands: [[5, 7], [9]],
        dice: [
          [2, 1, 1],
          [1, 1, 1],
        ],
        turn: 0,
        table: [8, 6],
        lastPlayer: 1,
      },
    });
    expect(s.table).toEqual({ cards: [6, 8], value: 6 });
    expect(piplus.legalActions(s, 0).filter((a) => a.type === 'play')).toEqual([{ type: 'play', seat: 0, cards: [5, 7], dice: ['d4', null] }]);
    const log: PiplusEvent[] = [];
    s = pass(s, [], log);
    expect(all(log, 'cleared')).toEqual([{ type: 'cleared', cards: [6, 8], reason: 'allPassed', leader: 1 }]);
    expect(invariantsOf(s)).toEqual([]);
  });

  it('near the end of round 3: going out first scores the round with the stacked rolls and ends the game', () => {
    let s = open({ scenario: NEAR_END, rolls: { d4: [2, 3], d6: [5], d8: [7] } });
    expect(s.round).toBe(3);
    expect(s.seats.map((h) => h.scores)).toEqual([
      [4, 6],
      [6, 5],
    ]);
    const log: PiplusEvent[] = [];
    s = cards(s, [8], [null], log);
    s = pass(s, [], log);
    s = lone(s, 'd8', log);
    expect(s.phase).toBe('over');
    expect(all(log, 'scored').map((e) => [e.seat, e.score, e.total])).toEqual([
      [0, 7, 17],
      [1, 3, 14],
    ]);
    expect(s.outcome).toEqual({ winners: [0], reason: 'rounds', scores: [17, 14] });
  });

  it('in round 1 the next round is shuffled and rolled as usual once the scenario’s round ends', () => {
    let s = open({ scenario: { ...NEAR_END, round: 1, scores: undefined } });
    s = cards(s, [8], [null]);
    s = pass(s);
    s = lone(s, 'd8');
    expect(s.round).toBe(2);
    expect(s.seats.map((h) => h.hand.length)).toEqual([12, 12]);
    expect(s.seats[0]!.scores).toHaveLength(1);
    expect(invariantsOf(s)).toEqual([]);
  });

  it('the same scenario and seed open the same game, and a record of it replays exactly', () => {
    const options = {
      seats: 2,
      variants: [],
      scenario: {
        hands: [
          [3, 4],
          [5, 6, 7],
        ],
        dice: NEAR_END.dice,
        turn: 1,
      },
    };
    const a = open(options, 3);
    expect(open(options, 3)).toEqual(a);
    expect(open(options, 4).out).not.toEqual(a.out);
    const action: PiplusAction = { type: 'play', seat: 1, cards: [5], dice: [null] };
    const r = unwrap(replay(piplus, { ...newRecord('piplus', options, 3), actions: [action] }));
    expect(r.state).toEqual(unwrap(piplus.apply(a, action)).state);
  });

  it('a view never shows the scenario', () => {
    const v = piplus.view(open({ scenario: NEAR_END }), 0);
    expect(JSON.stringify(v.options)).not.toContain('scenario');
    expect(v.seats[1]!.hand).toEqual([null, null]);
  });

  it('a round may open late: the turns it has run count toward the safety valve, which ends it at the 400th', () => {
    const s0 = open({ scenario: { ...NEAR_END, round: 1, scores: undefined, hands: [[3, 5, 5], [6]], turns: 399 } });
    expect(s0.turns).toBe(399);
    const log: PiplusEvent[] = [];
    const s1 = cards(s0, [5, 5], [null, null], log);
    expect(all(log, 'safetyValve')).toEqual([{ type: 'safetyValve', turns: 400 }]);
    // Red holds 1 card, Blue 1: Red has fewer unused dice (its d4 and d6 are spent), so Red ranks 1st.
    expect(all(log, 'placed').map((e) => [e.seat, e.place, e.by])).toEqual([
      [0, 1, 'valve'],
      [1, 2, 'valve'],
    ]);
    expect(s1.round).toBe(2);
    expect(open({ scenario: { ...NEAR_END, round: 1, scores: undefined } }).turns).toBe(0);
    expect(refused({ scenario: { ...NEAR_END, turns: 400 } })).toMatch(/turns/);
  });

  it('a scenario that cannot be played is refused with a reason', () => {
    expect(refused({ scenario: { hands: [[1], [2], [3]] } })).toMatch(/3 hands for 2 seats/);
    expect(
      refused({
        scenario: {
          hands: [
            [1, 1, 1],
            [1, 1],
          ],
        },
      }),
    ).toMatch(/more than 4 1s/);
    expect(refused({ scenario: { hands: [Array(13).fill(2), []] } })).toMatch(/12/);
    expect(refused({ scenario: { round: 2 } })).toMatch(/needs the scores/);
    expect(refused({ scenario: { round: 2, scores: [[1, 2], [3]] } })).toMatch(/seat 0 has 2 round score/);
    expect(refused({ scenario: { turn: 1 } })).toMatch(/only with the dice/);
    expect(refused({ scenario: { ...NEAR_END, spent: [['d4', 'd6', 'd8'], []] } })).toMatch(/every die spent/);
    expect(refused({ scenario: { ...NEAR_END, hands: [[], [2]], spent: [['d4', 'd6', 'd8'], []] } })).toMatch(/already be out/);
    expect(refused({ scenario: { ...NEAR_END, table: [5] } })).toMatch(/lastPlayer/);
    expect(refused({ scenario: { ...NEAR_END, table: [5], lastPlayer: 0 } })).toMatch(/not its turn/);
    expect(refused({ scenario: { dice: NEAR_END.dice, table: [5], lastPlayer: 1 } })).toMatch(/only with the hands/);
    expect(refused({ deal: Array.from({ length: 40 }, (_, i) => 1 + Math.floor(i / 4)), scenario: { hands: [[1], [2]] } })).toMatch(/cannot both/);
    expect(
      refused({
        scenario: {
          dice: [
            [5, 1, 1],
            [1, 1, 1],
          ],
        },
      }),
    ).toMatch(/dice/);
  });
});
