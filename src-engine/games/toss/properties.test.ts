/**
 * Invariants of PipFall Toss under random play (fast-check): totals never drop (except through
 * the keeper's undo, which is an exact inverse), a frame never scores below zero, a win needs
 * 100 and a lead of 2 and ends the game at once, states survive JSON, records replay, and the
 * view hides only the generator. The digital game runs on a scripted random physics here, so
 * hundreds of games stay fast; physics.test.ts covers the real simulation.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Pips } from '../../core/dice';
import { newRecord, replay } from '../../core/record';
import { unwrap } from '../../core/result';
import { checkInvariants, toss } from './index';
import { DIE_RESULTS, MARGIN, raceWinner, scoreFrame, TARGET, type DieResult } from './scoring';
import type { TossAction, TossEvent, TossState } from './state';
import { flatDie, keeper, scriptedPhysics, tossWith, type Scripted } from './testkit';
import { determinize, viewOf } from './view';

const resultArb = fc.constantFrom<DieResult>(...DIE_RESULTS);

describe('toss properties: scoring', () => {
  it('a frame never scores below zero, doubles only three equal faces on the board, and is its raw sum otherwise', () => {
    fc.assert(
      fc.property(fc.array(resultArb, { minLength: 3, maxLength: 3 }), (rs) => {
        const f = scoreFrame(rs);
        expect(f.score).toBeGreaterThanOrEqual(0);
        const triple = typeof rs[0] === 'number' && rs.every((r) => r === rs[0]);
        expect(f.doubled).toBe(triple);
        expect(f.score).toBe(Math.max(0, f.raw * (triple ? 2 : 1)));
      }),
    );
  });

  it('a race is won only with 100 or more and a lead of 2 or more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 160 }), fc.integer({ min: 0, max: 160 }), (a, b) => {
        const w = raceWinner([a, b]);
        if (w === null) expect(Math.max(a, b) < TARGET || Math.abs(a - b) < MARGIN).toBe(true);
        else {
          const [mine, theirs] = w === 0 ? [a, b] : [b, a];
          expect(mine).toBeGreaterThanOrEqual(TARGET);
          expect(mine - theirs).toBeGreaterThanOrEqual(MARGIN);
        }
      }),
    );
  });
});

/** Step k of a keeper script: an entry, or (when `undo`) a take-back if there is one to take. */
const keeperStepArb = fc.record({ result: resultArb, undo: fc.integer({ min: 0, max: 9 }).map((n) => n === 0) });

describe('toss properties: the score keeper', () => {
  it('totals never drop but by an undo; frames never score below zero; a win needs 100 and a lead of 2 and ends the game', () => {
    fc.assert(
      fc.property(fc.array(keeperStepArb, { minLength: 1, maxLength: 400 }), fc.constantFrom(2 as const, 4 as const), (steps, seats) => {
        let s = keeper({ seats });
        for (const step of steps) {
          if (s.outcome) {
            expect(toss.toAct(s)).toEqual([]);
            break;
          }
          const seat = toss.toAct(s)[0]!;
          const undo = step.undo && toss.legalActions(s, seat).some((a) => a.type === 'undo');
          const r = toss.apply(s, undo ? { type: 'undo', seat } : { type: 'enter', seat, result: step.result });
          expect(r.ok).toBe(true);
          const next = unwrap(r);
          if (!undo) {
            expect(next.state.totals[0]).toBeGreaterThanOrEqual(s.totals[0]);
            expect(next.state.totals[1]).toBeGreaterThanOrEqual(s.totals[1]);
          }
          for (const e of next.events as TossEvent[]) if (e.type === 'frameScored') for (const x of e.scores) expect(x).toBeGreaterThanOrEqual(0);
          s = next.state;
          expect(checkInvariants(s)).toEqual([]);
          if (s.outcome) {
            const w = raceWinner([s.totals[0], s.totals[1]]);
            expect(w).not.toBeNull();
            expect(s.totals[w!]).toBeGreaterThanOrEqual(TARGET);
            expect(s.totals[w!] - s.totals[w === 0 ? 1 : 0]).toBeGreaterThanOrEqual(MARGIN);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('undo is the exact inverse of the entry before it, even across a completed frame', () => {
    fc.assert(
      fc.property(fc.array(resultArb, { minLength: 0, maxLength: 40 }), resultArb, (before, last) => {
        let s = keeper();
        for (const r of before) {
          if (s.outcome) return;
          s = unwrap(toss.apply(s, { type: 'enter', seat: toss.toAct(s)[0]!, result: r })).state;
        }
        if (s.outcome) return;
        const after = unwrap(toss.apply(s, { type: 'enter', seat: toss.toAct(s)[0]!, result: last })).state;
        if (after.outcome) return;
        const back = unwrap(toss.apply(after, { type: 'undo', seat: toss.toAct(after)[0]! })).state;
        expect(back).toEqual(s);
      }),
    );
  });
});

/** A random outcome for a pitched die, and sometimes a knock on one already in play. */
const scriptArb: fc.Arbitrary<Scripted> = fc
  .record({
    kind: fc.constantFrom('flat', 'flat', 'flat', 'off', 'hole', 'foul', 'lean'),
    pips: fc.integer({ min: 1, max: 6 }),
    u: fc.double({ min: -0.28, max: 0.28, noNaN: true }),
    s: fc.double({ min: 0.05, max: 1.15, noNaN: true }),
    knock: fc.option(fc.record({ id: fc.integer({ min: 0, max: 5 }), into: fc.constantFrom('hole', 'off', 'flat') })),
  })
  .map(({ kind, pips, u, s, knock }) => {
    const flat = flatDie(pips as Pips, u, s);
    const pitched =
      kind === 'flat' ? flat : kind === 'off' ? { onGround: true } : kind === 'hole' ? { inHole: true } : kind === 'foul' ? { fouled: true } : { ...flat, onDie: true };
    const others = knock ? { [knock.id]: knock.into === 'hole' ? { inHole: true } : knock.into === 'off' ? { onGround: true } : flatDie(3, 0, 0.4) } : undefined;
    return others ? { pitched, others } : { pitched };
  });

describe('toss properties: the digital game (scripted random physics)', () => {
  it('totals never drop, records replay to the same state, states survive JSON, and the view hides only the generator', () => {
    fc.assert(
      fc.property(fc.array(scriptArb, { minLength: 6, maxLength: 120 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (script, seed) => {
        const game = tossWith(scriptedPhysics(script));
        const options = unwrap(game.parseOptions({ seats: 2 }));
        let s: TossState = unwrap(game.setup(options, seed)).state;
        const actions: TossAction[] = [];
        let tosses = 0;
        while (!s.outcome && tosses < script.length) {
          const seat = game.toAct(s)[0]!;
          const legal = game.legalActions(s, seat);
          const a = legal[(tosses * 7 + seed) % legal.length]!;
          const next = unwrap(game.apply(s, a)).state;
          if (a.type === 'toss') tosses++;
          expect(next.totals[0]).toBeGreaterThanOrEqual(s.totals[0]);
          expect(next.totals[1]).toBeGreaterThanOrEqual(s.totals[1]);
          expect(checkInvariants(next)).toEqual([]);
          actions.push(a);
          s = next;
        }
        expect(JSON.parse(JSON.stringify(s))).toEqual(s);
        const replayed = unwrap(replay(tossWith(scriptedPhysics(script)), { ...newRecord('toss', options, seed), actions }));
        expect(replayed.state).toEqual(s);
        const v = viewOf(s, 0);
        expect(v).not.toHaveProperty('rng');
        const [back] = determinize(v, [1, 2, 3, 4]);
        expect({ ...back, rng: s.rng }).toEqual(s);
      }),
      { numRuns: 120 },
    );
  });
});
