/**
 * Game.targets for PipFall: what each legal action points at, and a preview of its result
 * that must agree with what the rules then do.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards';
import { unwrap } from '../../core/result';
import { nextIntMut, seedRng } from '../../core/rng';
import { pipfall } from './index';
import type { PipfallState } from './state';
import type { PipfallTarget } from './targets';
import { col, play, round, row, type Placed } from './testkit';

const hands: Card[][] = [
  ['5S', '2C', '3C', 'AS'],
  ['4C', '5C', '6C', '2D'],
];

/** Seat 0 to activate die 0 (a 5 at the bottom-left corner) with a Spades number card, die 1 of seat 1 two cells up. */
function facing(defPips: number, extra: Placed[] = [], defOwner = 1): PipfallState {
  return round({ dice: [[4, 0, 0, 5], [2, 0, defOwner, defPips], ...extra], hands, lanes: [row(4), row(2), col(0)] });
}

function targetFor(s: PipfallState, pick: (t: PipfallTarget) => boolean): PipfallTarget {
  const seat = pipfall.toAct(s)[0]!;
  const legal = pipfall.legalActions(s, seat);
  const targets = pipfall.targets!(s, seat, legal);
  expect(targets).toHaveLength(legal.length);
  const t = targets.find(pick);
  if (!t) throw new Error('no such target');
  return t;
}

const moveUp2 = (t: PipfallTarget): boolean => t.kind === 'move' && t.to.row === 2 && t.to.col === 0;

describe('pipfall targets', () => {
  it('a move into an enemy die previews the combat with both values, the winner and the decay after it', () => {
    const t = targetFor(facing(4), moveUp2);
    expect(t).toMatchObject({
      kind: 'move',
      die: 0,
      from: { row: 4, col: 0 },
      path: [
        { row: 3, col: 0 },
        { row: 2, col: 0 },
      ],
      pips: 5,
      combat: { defender: 1, defenderSeat: 1, attackerPips: 5, defenderPips: 4, result: 'attackerWins', ownDie: false },
      after: 4,
    });
  });

  it('a tie previews mutual destruction, a lost combat previews the attacker removed', () => {
    expect(targetFor(facing(5), moveUp2)).toMatchObject({ combat: { result: 'bothRemoved' }, after: 0 });
    expect(targetFor(facing(6), moveUp2)).toMatchObject({ combat: { result: 'defenderWins' }, after: 0 });
  });

  it('a move onto an own die is flagged, so the table can warn before the player fights itself', () => {
    expect(targetFor(facing(3, [], 0), moveUp2)).toMatchObject({ combat: { ownDie: true, result: 'attackerWins' } });
  });

  it('a plain move previews its path and the decay; a 0-cell move stays on its cell', () => {
    const s = facing(4);
    expect(targetFor(s, (t) => t.kind === 'move' && t.to.row === 3 && t.to.col === 0)).toMatchObject({ path: [{ row: 3, col: 0 }], combat: null, after: 4 });
    expect(targetFor(s, (t) => t.kind === 'move' && t.path.length === 0)).toMatchObject({ to: { row: 4, col: 0 }, combat: null, after: 4 });
  });

  it('a suit power previews its effect (Spades flips 5 to 2, then no decay)', () => {
    expect(targetFor(facing(4), (t) => t.kind === 'power')).toMatchObject({ kind: 'power', die: 0, suit: 'S', pips: 5, fails: false, after: 2 });
  });

  it('a lane marker lists the own dice standing in its lane', () => {
    let s = unwrap(pipfall.setup({ seats: 2, variants: [] }, 3)).state;
    s = play(s, { type: 'program', seat: 0, cards: [s.seats[0]!.hand[0]!, s.seats[0]!.hand[1]!, s.seats[0]!.hand[2]!], initiative: s.seats[0]!.hand[3]! });
    s = play(s, { type: 'program', seat: 1, cards: [s.seats[1]!.hand[0]!, s.seats[1]!.hand[1]!, s.seats[1]!.hand[2]!], initiative: s.seats[1]!.hand[3]! });
    const seat = pipfall.toAct(s)[0]!;
    const legal = pipfall.legalActions(s, seat);
    const targets = pipfall.targets!(s, seat, legal);
    legal.forEach((a, i) => {
      const t = targets[i]!;
      expect(a.type).toBe('place');
      expect(t.kind).toBe('lane');
      if (t.kind !== 'lane' || a.type !== 'place') return;
      expect(t.lane).toEqual(a.lane);
      const inLane = s.board.flatMap((r, ri) => r.flatMap((d, ci) => (d && d.owner === seat && (a.lane.kind === 'row' ? ri : ci) === a.lane.index ? [d.id] : [])));
      expect([...t.dice].sort()).toEqual(inLane.sort());
      expect(t.dice.length).toBeGreaterThan(0);
    });
  });

  it('every preview agrees with what the rules then do, in random games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.constantFrom(2, 3, 4), (seed, seats) => {
        let s = unwrap(pipfall.setup({ seats: seats, variants: [] }, seed)).state;
        const rng: [number, number, number, number] = [...seedRng(seed)];
        for (let n = 0; n < 400 && !s.outcome; n++) {
          const seat = pipfall.toAct(s)[0]!;
          const legal = pipfall.legalActions(s, seat);
          const targets = pipfall.targets!(s, seat, legal);
          const i = nextIntMut(rng, legal.length);
          const a = legal[i]!;
          const t = targets[i]!;
          const r = unwrap(pipfall.apply(s, a));
          if (t.kind === 'move') {
            const moved = r.events.find((e) => e.type === 'moved');
            expect(moved && moved.type === 'moved' ? moved.to : t.from).toEqual(t.to);
            const fight = r.events.find((e) => e.type === 'combat');
            expect(fight && fight.type === 'combat' ? fight.result : null).toBe(t.combat?.result ?? null);
            const after = r.state.board.flat().find((d) => d?.id === t.die)?.pips ?? 0;
            expect(after).toBe(t.after);
          }
          if (t.kind === 'power') expect(r.state.board.flat().find((d) => d?.id === t.die)?.pips ?? 0).toBe(t.after);
          s = r.state;
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('pipfall view', () => {
  it('names every seat’s starting corner (where a Restore enters)', () => {
    const s = unwrap(pipfall.setup({ seats: 4, variants: [] }, 1)).state;
    expect(pipfall.view(s, 0).corners).toEqual([
      { row: 7, col: 0 },
      { row: 0, col: 0 },
      { row: 0, col: 7 },
      { row: 7, col: 7 },
    ]);
  });
});
