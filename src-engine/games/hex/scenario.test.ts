/** PipFall Hex scenarios: a game opened from a given position (tutorial lessons), deterministically. */
import { describe, expect, it } from 'vitest';
import { DECK_52 } from '../../core/cards';
import { newRecord, replay } from '../../core/record';
import { unwrap } from '../../core/result';
import { hex } from './index';
import { invariantBreaches } from './invariants';
import { legalActions } from './rules';
import type { HexAction, HexOptions, HexState } from './state';

const BASE = { seats: 2, locations: ['A', 'B'] };

function open(input: Record<string, unknown>, seed = 1): HexState {
  const o = hex.parseOptions({ ...BASE, ...input });
  if (!o.ok) throw new Error(o.message);
  return unwrap(hex.setup(o.value, seed)).state;
}

function refused(input: Record<string, unknown>): string {
  const o = hex.parseOptions({ ...BASE, ...input });
  if (!o.ok) return o.message;
  const r = hex.setup(o.value, 1);
  return r.ok ? '' : r.message;
}

function apply(s: HexState, a: HexAction): HexState {
  return unwrap(hex.apply(s, a)).state;
}

/** Every card of the game, wherever it is. */
function allCards(s: HexState): string[] {
  return [...s.draw, ...s.discardOpen, ...s.discardHidden, ...s.seats.flatMap((h) => [...h.hand, ...(h.program ?? []), ...(h.leftOut ? [h.leftOut] : [])])];
}

describe('hex: scenarios', () => {
  it('the dice stand where the scenario puts them (ids per seat in list order), the seats keep their locations and the reserves it gives', () => {
    const s = open({
      scenario: {
        dice: [
          [4, 6, 1, 5],
          [3, 5, 0, 6],
          [6, 4, 1, 2],
          [2, 2, 0, 4],
        ],
        reserve: [1, 2],
      },
    });
    expect(s.dice).toEqual([
      { id: 0, owner: 0, pips: 6, row: 3, col: 5 },
      { id: 1, owner: 0, pips: 4, row: 2, col: 2 },
      { id: 5, owner: 1, pips: 5, row: 4, col: 6 },
      { id: 6, owner: 1, pips: 2, row: 6, col: 4 },
    ]);
    expect(s.seats.map((h) => h.location)).toEqual(['A', 'B']);
    expect(s.seats.map((h) => h.reserve)).toEqual([1, 2]);
    expect(s.phase).toBe('program');
    // Three cards each: two dice + 1.
    expect(s.seats.map((h) => h.hand.length)).toEqual([3, 3]);
    expect(invariantBreaches(s)).toEqual([]);
  });

  it('trophies taken before the scenario: the next ids of their owners, counted at the end (most trophies, then their pips)', () => {
    let s = open({
      scenario: {
        dice: [
          [3, 5, 0, 5],
          [3, 6, 1, 4],
        ],
        reserve: [0, 1],
        trophies: [
          [[1, 3]],
          [
            [0, 4],
            [0, 2],
          ],
        ],
        top: ['8S', '6D', '2C', '3C'],
      },
    });
    expect(s.seats[0]!.trophies).toEqual([{ die: 6, owner: 1, pips: 3 }]);
    expect(s.seats[1]!.trophies).toEqual([
      { die: 1, owner: 0, pips: 4 },
      { die: 2, owner: 0, pips: 2 },
    ]);
    expect(invariantBreaches(s)).toEqual([]);
    s = apply(s, { type: 'program', seat: 1, cards: ['6D'], leftOut: '3C' });
    s = apply(s, { type: 'program', seat: 0, cards: ['8S'], leftOut: '2C' });
    // Red's 5 takes Blue's last die: Blue is out at once, reserve or not, and the game ends; 2 trophies each, 7 pips against 6.
    s = apply(s, { type: 'move', seat: 0, die: 0, to: { row: 3, col: 6 } });
    expect(s.seats[1]!.eliminated).toBe(true);
    expect(s.outcome).toEqual({ winners: [0], reason: 'elimination', scores: [2, 2] });
  });

  it('a reserve die that enters takes the next id of its seat, after the scenario’s dice', () => {
    const s0 = open({
      scenario: {
        dice: [
          [3, 5, 0, 6],
          [4, 6, 1, 5],
        ],
        reserve: [2, 2],
        top: ['KS', '2C', '5H', '3C'],
      },
    });
    expect(s0.seats[0]!.hand).toEqual(['KS', '5H']);
    let s = apply(s0, { type: 'program', seat: 0, cards: ['KS'], leftOut: '5H' });
    s = apply(s, { type: 'program', seat: 1, cards: ['2C'], leftOut: '3C' });
    expect(legalActions(s, 0)).toContainEqual({ type: 'reinforce', seat: 0, at: { row: 0, col: 0 } });
    s = apply(s, { type: 'reinforce', seat: 0, at: { row: 0, col: 0 } });
    expect(s.dice.find((d) => d.row === 0 && d.col === 0)).toEqual({ id: 3, owner: 0, pips: 3, row: 0, col: 0 });
    expect(invariantBreaches(s)).toEqual([]);
  });

  it('the top of the deck is dealt first, one card at a time from the First Player; the rest follows in standard order', () => {
    const s = open({ firstPlayer: 1, scenario: { top: ['AS', 'KH', 'QD', 'JS', '9H', '8H'] } });
    // The opening: three dice each, four cards each.
    expect(s.seats[1]!.hand).toEqual(['AS', 'QD', '9H', DECK_52.filter((c) => !['AS', 'KH', 'QD', 'JS', '9H', '8H'].includes(c))[0]]);
    expect(s.seats[0]!.hand.slice(0, 3)).toEqual(['KH', 'JS', '8H']);
  });

  it('cards already played start among the face-down discards; all 52 are still accounted for', () => {
    const s = open({ scenario: { left: 20 } });
    expect(s.draw).toHaveLength(12); // 20 left, 8 dealt
    expect(s.discardHidden).toHaveLength(32);
    expect(new Set(allCards(s)).size).toBe(52);
    expect(hex.view(s, 0).discardHiddenCount).toBe(32);
  });

  it('a short deck ends the round at the next hand: the cards are gathered and reshuffled from the seed, and the marker moves on', () => {
    let s = open({
      scenario: {
        dice: [
          [3, 5, 0, 6],
          [4, 6, 1, 5],
        ],
        top: ['9S', '9H', '2C', '2D'],
        left: 5,
      },
    });
    expect(s.draw).toHaveLength(1);
    s = apply(s, { type: 'program', seat: 0, cards: ['9S'], leftOut: '2C' });
    s = apply(s, { type: 'program', seat: 1, cards: ['9H'], leftOut: '2D' });
    // Equal ranks: with two players the seat without the marker (seat 1) resolves first.
    expect(s.order).toEqual([1, 0]);
    const r = hex.apply(s, { type: 'move', seat: 1, die: 5, to: { row: 4, col: 6 } });
    const s2 = apply(unwrap(r).state, { type: 'move', seat: 0, die: 0, to: { row: 3, col: 5 } });
    expect(s2.round).toBe(2);
    expect(s2.firstPlayer).toBe(1);
    expect(new Set(allCards(s2)).size).toBe(52);
    expect(s2.draw).toHaveLength(48);
  });

  it('a scenario in the last round ends the game when its deck runs short', () => {
    let s = open({
      scenario: {
        dice: [
          [3, 5, 0, 6],
          [4, 6, 1, 5],
        ],
        top: ['9S', '9H', '2C', '2D'],
        left: 4,
        round: 4,
      },
    });
    expect(s.round).toBe(4);
    s = apply(s, { type: 'program', seat: 0, cards: ['9S'], leftOut: '2C' });
    s = apply(s, { type: 'program', seat: 1, cards: ['9H'], leftOut: '2D' });
    s = apply(s, { type: 'move', seat: 1, die: 5, to: { row: 4, col: 6 } });
    s = apply(s, { type: 'move', seat: 0, die: 0, to: { row: 3, col: 5 } });
    expect(s.phase).toBe('over');
    expect(s.outcome?.reason).toBe('roundsShared');
  });

  it('the same scenario and seed open the same game, and a record of it replays exactly', () => {
    const options = {
      ...BASE,
      variants: [],
      scenario: {
        dice: [
          [3, 5, 0, 6],
          [4, 6, 1, 5],
        ],
        top: ['9S', '9H', '2C', '2D'],
        left: 5,
      },
    };
    const a = open(options, 7);
    expect(open(options, 7)).toEqual(a);
    const actions: HexAction[] = [
      { type: 'program', seat: 0, cards: ['9S'], leftOut: '2C' },
      { type: 'program', seat: 1, cards: ['9H'], leftOut: '2D' },
      { type: 'move', seat: 1, die: 5, to: { row: 4, col: 6 } },
      { type: 'move', seat: 0, die: 0, to: { row: 3, col: 5 } },
    ];
    let s = a;
    for (const x of actions) s = apply(s, x);
    const r = unwrap(replay(hex, { ...newRecord('hex', options, 7), actions }));
    expect(r.state).toEqual(s);
  });

  it("a view never shows the scenario (its deck top is as secret as the deck's order)", () => {
    const s = open({ scenario: { top: ['AS', 'KH'] } });
    const v = hex.view(s, 0);
    expect(v.options).toEqual({ seats: 2, variants: [], locations: ['A', 'B'] } satisfies HexOptions);
    expect(JSON.stringify(v)).not.toContain('scenario');
  });

  it('a scenario that cannot stand is refused with a reason', () => {
    const two = (a: number[], b: number[]) => ({ scenario: { dice: [a, b] } });
    expect(refused(two([10, 0, 0, 3], [4, 6, 1, 5]))).toMatch(/off the battlefield/);
    expect(refused(two([4, 4, 0, 3], [4, 6, 1, 5]))).toMatch(/hazard/);
    expect(refused(two([3, 5, 0, 3], [3, 5, 1, 5]))).toMatch(/two dice/);
    expect(refused(two([3, 5, 0, 3], [4, 6, 2, 5]))).toMatch(/seat 2|options/);
    expect(refused({ scenario: { dice: [[3, 5, 0, 3]] } })).toMatch(/seat 1 has no die/);
    expect(
      refused({
        scenario: {
          dice: [
            [3, 5, 0, 3],
            [3, 6, 0, 3],
            [3, 7 - 4, 0, 3],
            [2, 2, 0, 3],
            [4, 6, 1, 5],
          ],
          reserve: [2, 2],
        },
      }),
    ).toMatch(/more than its 5/);
    expect(
      refused({
        scenario: {
          dice: [
            [3, 5, 0, 3],
            [4, 6, 1, 5],
          ],
          reserve: [2],
        },
      }),
    ).toMatch(/reserve/);
    expect(refused({ scenario: { reserve: [1, 1] } })).toMatch(/reserves and trophies are given only together/);
    expect(
      refused({
        scenario: {
          dice: [
            [3, 5, 0, 3],
            [4, 6, 1, 5],
          ],
          trophies: [[[0, 3]]],
        },
      }),
    ).toMatch(/its own die/);
    expect(
      refused({
        scenario: {
          dice: [
            [3, 5, 0, 3],
            [4, 6, 1, 5],
          ],
          reserve: [2, 2],
          trophies: [
            [
              [1, 3],
              [1, 3],
              [1, 3],
            ],
          ],
        },
      }),
    ).toMatch(/3 taken as trophies/);
    expect(
      refused({
        locations: undefined,
        scenario: {
          dice: [
            [3, 5, 0, 3],
            [4, 6, 1, 5],
          ],
        },
      }),
    ).toMatch(/locations/);
    expect(refused({ scenario: { top: ['ZZ'] } })).toMatch(/card/);
    expect(refused({ scenario: { round: 5 } })).toMatch(/round/);
    expect(refused({ scenario: { nonsense: 1 } })).toMatch(/options/);
    expect(refused({ deck: [...DECK_52], scenario: { top: ['AS'] } })).toMatch(/both/);
  });
});
