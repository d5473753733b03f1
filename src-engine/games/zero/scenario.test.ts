/** Pip Zero scenarios: a game opened from a given position (tutorial lessons), deterministically. */
import { describe, expect, it } from 'vitest';
import { DECK_52 } from '../../core/cards';
import { newRecord, replay } from '../../core/record';
import { unwrap } from '../../core/result';
import { zero } from './index';
import type { Program, ZeroState } from './state';
import { choose, programAll } from './testkit';

function open(input: Record<string, unknown>, seed = 1): ZeroState {
  const o = zero.parseOptions({ seats: 1, ...input });
  if (!o.ok) throw new Error(o.message);
  return unwrap(zero.setup(o.value, seed)).state;
}

/** Answers every pending choice with the first legal one until the hand needs programs again. */
function resolve(s: ZeroState): ZeroState {
  while (s.pending) {
    const a = zero.legalActions(s, s.pending.seat)[0]!;
    s = choose(s, a.seat, a.type === 'choose' ? a.choice : { kind: 'power' });
  }
  return s;
}

function refused(input: Record<string, unknown>): string {
  const o = zero.parseOptions({ seats: 1, ...input });
  if (!o.ok) return o.message;
  const r = zero.setup(o.value, 1);
  return r.ok ? '' : r.message;
}

const FEW = [
  [0, 0, 0, 0],
  [0, 2, 0, 0],
  [0, 0, 0, 5],
  [1, 0, 0, 0],
];

describe('zero: scenarios', () => {
  it("each seat's grid is the scenario's, die ids row * 4 + col as in the opening", () => {
    const s = open({ seats: 2, scenario: { grids: [FEW, FEW] } });
    expect(s.grids[0]![1]![1]).toEqual({ id: 5, pips: 2 });
    expect(s.grids[1]![2]![3]).toEqual({ id: 11, pips: 5 });
    expect(s.grids[0]!.flat().filter(Boolean)).toHaveLength(3);
  });

  it('the top of the deck is dealt first (solo: the fifth card is the Adversary’s); cards already played are in the discards', () => {
    let s = open({ scenario: { top: ['2H', '3H', '4H', '5H', 'AS'], left: 20 } });
    expect(s.seats[0]!.hand).toEqual(['2H', '3H', '4H', '5H']);
    expect(s.deck.discard).toHaveLength(32);
    expect(s.deck.draw).toHaveLength(16);
    s = programAll(s, [['2H', '3H', '4H', '5H']]);
    expect(s.adversaryCard).toBe('AS');
    expect(new Set([...s.deck.draw, ...s.deck.discard, ...s.seats.flatMap((h) => [...(h.program ?? []), ...h.hand]), s.adversaryCard]).size).toBe(52);
  });

  it('solo near the deck’s end: with 9 cards left the second hand deals the last card, and the game ends after it', () => {
    let s = open({ scenario: { left: 9 } });
    expect(s.lastHand).toBe(false);
    s = resolve(programAll(s, [s.seats[0]!.hand as Program]));
    expect(s.handNo).toBe(2);
    expect(s.lastHand).toBe(true);
    s = resolve(programAll(s, [s.seats[0]!.hand as Program]));
    expect(s.outcome?.reason).toBe('timer');
  });

  it('two players with one exhaustion counted and eight cards left: the next hand’s reshuffle is the second, so it is the last', () => {
    let s = open({ seats: 2, scenario: { left: 8, exhaustions: 1, handNo: 12 } });
    expect(s.handNo).toBe(12);
    expect(s.lastHand).toBe(false);
    s = resolve(
      programAll(
        s,
        [0, 1].map((seat) => s.seats[seat]!.hand as Program),
      ),
    );
    expect(s.handNo).toBe(13);
    expect(s.exhaustions).toBe(2);
    expect(s.lastHand).toBe(true);
  });

  it('the same scenario and seed open the same game, and a record of it replays exactly', () => {
    const options = { seats: 1, variants: [], scenario: { grids: [FEW], top: ['9H', '8D', '7S', '6C', '2S'], left: 30 } };
    const a = open(options, 3);
    expect(open(options, 3)).toEqual(a);
    const action = { type: 'program', seat: 0, cards: ['9H', '8D', '7S', '6C'] };
    const r = unwrap(replay(zero, { ...newRecord('zero', options, 3), actions: [action] }));
    expect(r.state).toEqual(unwrap(zero.apply(a, action as never)).state);
  });

  it('a view never shows the scenario', () => {
    const v = zero.view(open({ scenario: { top: ['AS'] } }), 0);
    expect(JSON.stringify(v)).not.toContain('scenario');
  });

  it('a scenario that cannot be played is refused with a reason', () => {
    expect(refused({ seats: 2, scenario: { grids: [FEW] } })).toMatch(/1 grid\(s\) for 2 seat/);
    expect(
      refused({
        scenario: {
          grids: [
            [
              [0, 0, 0, 0],
              [0, 0, 0, 0],
              [0, 0, 0, 0],
              [0, 0, 0, 0],
            ],
          ],
        },
      }),
    ).toMatch(/no dice/);
    expect(refused({ scenario: { exhaustions: 1 } })).toMatch(/ends at 1/);
    expect(refused({ scenario: { top: ['XX'] } })).toMatch(/options/);
    expect(refused({ deck: [...DECK_52], scenario: { top: ['AS'] } })).toMatch(/both/);
  });
});
