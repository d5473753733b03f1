/** PipFall scenarios: a game opened from a given position (tutorial lessons), deterministically. */
import { describe, expect, it } from 'vitest';
import { DECK_48 } from '../../core/cards';
import { newRecord, replay } from '../../core/record';
import { unwrap } from '../../core/result';
import { pipfall } from './index';
import { canRestore } from './rules';
import type { PipfallOptions, PipfallState } from './state';
import { playFirstUntil, programDealt } from './testkit';

function open(input: Record<string, unknown>, seed = 1): PipfallState {
  const o = pipfall.parseOptions({ seats: 2, ...input });
  if (!o.ok) throw new Error(o.message);
  return unwrap(pipfall.setup(o.value, seed)).state;
}

function refused(input: Record<string, unknown>): string {
  const o = pipfall.parseOptions({ seats: 2, ...input });
  if (!o.ok) return o.message;
  const r = pipfall.setup(o.value, 1);
  return r.ok ? '' : r.message;
}

describe('pipfall: scenarios', () => {
  it('the dice stand where the scenario puts them, ids in list order, instead of the opening (rolled or not)', () => {
    for (const variants of [[], ['rolled-opening']]) {
      const s = open({
        variants,
        scenario: {
          dice: [
            [4, 0, 0, 2],
            [2, 2, 1, 6],
            [0, 4, 1, 1],
          ],
        },
      });
      expect(s.board[4]![0]).toEqual({ id: 0, owner: 0, pips: 2 });
      expect(s.board[2]![2]).toEqual({ id: 1, owner: 1, pips: 6 });
      expect(s.board[0]![4]).toEqual({ id: 2, owner: 1, pips: 1 });
      expect(s.board.flat().filter(Boolean)).toHaveLength(3);
      expect(s.nextDieId).toBe(3);
    }
  });

  it('the top of the deck is dealt first, one card at a time from the First Player; the rest of the deck follows in order', () => {
    const s = open({ firstPlayer: 1, scenario: { top: ['AS', 'KH', 'QD', 'JS', '9H', '8H', '7H', '6H'] } });
    expect(s.seats[1]!.hand).toEqual(['AS', 'QD', '9H', '7H']);
    expect(s.seats[0]!.hand).toEqual(['KH', 'JS', '8H', '6H']);
    expect(s.deck.draw[0]).toBe(DECK_48.find((c) => !['AS', 'KH', 'QD', 'JS', '9H', '8H', '7H', '6H'].includes(c)));
  });

  it('cards already played start in the discard pile; every card is still accounted for', () => {
    const s = open({ scenario: { left: 20 } });
    expect(s.deck.draw).toHaveLength(12); // 20 left, 8 dealt
    expect(s.deck.discard).toHaveLength(28);
    const all = [...s.deck.draw, ...s.deck.discard, ...s.seats.flatMap((h) => h.hand), ...s.retired, ...s.seats.flatMap((h) => (h.restoreCard ? [h.restoreCard] : []))];
    expect(new Set(all).size).toBe(52);
  });

  it('a scenario near the end: one cycle done and eight cards left, so the first deal completes the last cycle and the game ends after its action phase', () => {
    let s = open({ scenario: { cycles: 1, left: 8, round: 12 } });
    expect(s.round).toBe(12);
    expect(s.cycles).toBe(2);
    expect(s.lastRound).toBe(true);
    s = programDealt(s);
    s = playFirstUntil(s, () => false);
    expect(s.outcome?.reason).toMatch(/^cycles/);
    expect(s.round).toBe(12);
  });

  it('a spent Restore card has left the game: it is never offered', () => {
    const s = open({
      scenario: {
        dice: [
          [3, 0, 0, 5],
          [1, 4, 1, 6],
        ],
        restoreUsed: [0],
      },
    });
    expect(s.seats[0]!.restoreCard).toBeNull();
    expect(s.seats[1]!.restoreCard).toBe('KC');
    expect(s.retired).toContain('AC');
    expect(canRestore(s, 0)).toBe(false);
    expect(canRestore(s, 1)).toBe(true);
  });

  it('the same scenario and seed open the same game, and a record of it replays exactly', () => {
    const options = {
      seats: 2,
      variants: [],
      scenario: {
        dice: [
          [4, 0, 0, 5],
          [0, 4, 1, 6],
        ],
        top: ['2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'],
        left: 30,
      },
    };
    const a = open(options, 7);
    expect(open(options, 7)).toEqual(a);
    const done = programDealt(a);
    const actions = [0, 1].map((seat) => ({ type: 'program', seat, cards: a.seats[seat]!.hand.slice(0, 3), initiative: a.seats[seat]!.hand[3] }));
    const r = unwrap(replay(pipfall, { ...newRecord('pipfall', options, 7), actions }));
    expect(r.state).toEqual(done);
  });

  it("a view never shows the scenario (its deck top is as secret as the deck's order)", () => {
    const s = open({ scenario: { top: ['AS', 'KH'] } });
    const v = pipfall.view(s, 0);
    expect(v.options).toEqual({ seats: 2, variants: [] } satisfies PipfallOptions);
    expect(JSON.stringify(v)).not.toContain('scenario');
  });

  it('a scenario that cannot stand is refused with a reason', () => {
    expect(
      refused({
        scenario: {
          dice: [
            [5, 0, 0, 3],
            [0, 4, 1, 6],
          ],
        },
      }),
    ).toMatch(/off the 5x5 board/);
    expect(
      refused({
        scenario: {
          dice: [
            [4, 0, 0, 3],
            [4, 0, 1, 6],
          ],
        },
      }),
    ).toMatch(/two dice/);
    expect(
      refused({
        scenario: {
          dice: [
            [4, 0, 0, 3],
            [0, 4, 2, 6],
          ],
        },
      }),
    ).toMatch(/seat 2/);
    expect(refused({ scenario: { dice: [[4, 0, 0, 3]] } })).toMatch(/seat 1 has 0 dice/);
    expect(refused({ scenario: { cycles: 2 } })).toMatch(/ends after 2/);
    expect(refused({ scenario: { restoreUsed: [3] } })).toMatch(/seat 3/);
    expect(refused({ scenario: { top: ['AC'] } })).toMatch(/card/);
    expect(refused({ scenario: { nonsense: 1 } })).toMatch(/options/);
    expect(refused({ deck: [...DECK_48], scenario: { top: ['AS'] } })).toMatch(/both/);
  });
});
