/**
 * The search's fast paths against the plain code: `decisionType`, `legalCount` and `legalAt`
 * must answer what `legalActions` lists (its first action's type, its length, its i-th action)
 * for every seat in every position; `evaluateAll` what `evaluate` says of each seat; `quietDecision` only where every legal action leaves every
 * seat's evaluation as it was; and the search must decide exactly as it does without them.
 */
import { describe, expect, it } from 'vitest';
import { LEVELS, searchOptions } from '../../ai/levels';
import { search } from '../../ai/ismcts';
import type { AnyGame, Seat } from '../../core/game';
import { unwrap } from '../../core/result';
import { nextIntMut, seedRng } from '../../core/rng';
import { pipfall } from './index';
import { applyMut, cloneState, decisionType, legalActionAt, legalActions, legalCount, quietDecision } from './rules';
import { evaluate, evaluateAll } from './view';
import type { PipfallAction, PipfallState, PipfallVariant } from './state';

/** Every state of a seeded random game, with a random seat of those to act and its action. */
function* randomGame(seats: 2 | 3 | 4, seed: number, variants: PipfallVariant[]): Generator<{ s: PipfallState; seat: Seat; action: PipfallAction }> {
  let s = unwrap(pipfall.setup({ seats, variants }, seed)).state;
  const r: [number, number, number, number] = [...seedRng(seed + 500)];
  while (!s.outcome) {
    const toAct = pipfall.toAct(s);
    const seat = toAct[nextIntMut(r, toAct.length)]!;
    const legal = legalActions(s, seat);
    const action = legal[nextIntMut(r, legal.length)]!;
    yield { s, seat, action };
    s = unwrap(pipfall.apply(s, action)).state;
  }
}

/** PipFall without the fast paths: the search lists every seat's actions. */
const plain: AnyGame = (() => {
  const { decisionType: _t, legalCount: _c, legalAt: _a, quietDecision: _q, evaluateAll: _e, ...ai } = pipfall.ai;
  return { ...pipfall, ai };
})();

describe('pipfall: the search fast paths agree with legalActions', () => {
  it('a finished game is worth its outcome to every seat, in evaluate and in evaluateAll: a win 1, a loss -1, a two-way share a draw (0)', () => {
    const s = unwrap(pipfall.setup({ seats: 4, variants: [] }, 3)).state;
    const ended: PipfallState = { ...s, outcome: { winners: [1, 3], reason: 'elimination' } };
    expect(s.seats.map((_, p) => evaluate(ended, p))).toEqual([-1, 0, -1, 0]);
    expect(evaluateAll(ended)).toEqual([-1, 0, -1, 0]);
    const alone: PipfallState = { ...s, outcome: { winners: [2], reason: 'elimination' } };
    expect(evaluateAll(alone)).toEqual([-1, -1, 1, -1]);
  });

  it('the count, the i-th action and the first type are those of the list, and the values of every seat those of evaluate, in 2-4 player games with the variants', () => {
    const phases = new Set<string>();
    let positions = 0;
    for (const seats of [2, 3, 4] as const) {
      for (let seed = 1; seed <= 8; seed++) {
        const variants: PipfallVariant[] = seed % 2 === 0 ? ['mutual-destruction-glory', 'true-initiative-order'] : seed % 3 === 0 ? ['combat-glory'] : [];
        for (const { s } of randomGame(seats, seed, variants)) {
          positions++;
          const every = evaluateAll(s);
          if (every.length !== seats || every.some((v, p) => !Object.is(v, evaluate(s, p)))) expect(every).toEqual(s.seats.map((_, p) => evaluate(s, p)));
          for (let seat = 0; seat < seats; seat++) {
            const legal = legalActions(s, seat);
            if (legal.length > 0) phases.add(s.phase);
            const built: (PipfallAction | undefined)[] = [];
            for (let i = 0; i < legal.length; i++) built.push(legalActionAt(s, seat, i));
            // One comparison per seat and position: expect is slow in a hot loop.
            const same =
              legalCount(s, seat) === legal.length &&
              decisionType(s, seat) === (legal[0]?.type ?? null) &&
              legalActionAt(s, seat, legal.length) === undefined &&
              JSON.stringify(built) === JSON.stringify(legal);
            if (!same) {
              expect(legalCount(s, seat)).toBe(legal.length);
              expect(decisionType(s, seat)).toBe(legal[0]?.type ?? null);
              expect(built).toEqual(legal);
            }
          }
        }
      }
    }
    expect(positions).toBeGreaterThan(2000);
    // Every kind of decision was met.
    expect([...phases].sort()).toEqual(['activate', 'glory', 'place', 'program', 'restore']);
  });

  it('a state changed in place is asked again: when the seat counted places again, its lanes are the new ones', () => {
    let checked = 0;
    for (const seats of [2, 4] as const) {
      for (let seed = 40; seed <= 43; seed++) {
        for (const { s, seat } of randomGame(seats, seed, [])) {
          if (s.phase !== 'place') continue;
          const draft = cloneState(s);
          legalCount(draft, seat);
          // Play on in place, listing (never counting) the moves, until the same seat places again.
          const r: [number, number, number, number] = [...seedRng(checked)];
          do {
            const actor = pipfall.toAct(draft)[0]!;
            const legal = legalActions(draft, actor);
            expect(applyMut(draft, legal[nextIntMut(r, legal.length)]!, null).ok).toBe(true);
          } while (draft.phase === 'place' && pipfall.toAct(draft)[0] !== seat);
          if (draft.phase !== 'place') continue;
          const legal = legalActions(draft, seat);
          const built = legal.map((_, i) => legalActionAt(draft, seat, i));
          if (legalCount(draft, seat) !== legal.length || JSON.stringify(built) !== JSON.stringify(legal)) {
            expect(legalCount(draft, seat)).toBe(legal.length);
            expect(built).toEqual(legal);
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('a decision called quiet is one where every legal action leaves every seat valued as before, and every placement is one', () => {
    let quiet = 0;
    for (const seats of [2, 3, 4] as const) {
      for (let seed = 20; seed <= 27; seed++) {
        const variants: PipfallVariant[] = seed % 2 === 0 ? ['mutual-destruction-glory'] : seed % 3 === 0 ? ['combat-glory', 'true-initiative-order'] : [];
        for (const { s } of randomGame(seats, seed, variants)) {
          for (let seat = 0; seat < seats; seat++) {
            const legal = legalActions(s, seat);
            const isQuiet = quietDecision(s, seat);
            if (legal.length > 0 && legal[0]!.type === 'place') expect(isQuiet).toBe(true);
            if (!isQuiet) continue;
            quiet++;
            expect(legal.length).toBeGreaterThan(0);
            const before = s.seats.map((_, p) => evaluate(s, p));
            for (const a of legal) {
              const after = cloneState(s);
              expect(applyMut(after, a, null).ok).toBe(true);
              const values = s.seats.map((_, p) => evaluate(after, p));
              if (values.some((v, p) => !Object.is(v, before[p]))) expect(values).toEqual(before);
            }
          }
        }
      }
    }
    expect(quiet).toBeGreaterThan(500);
  });

  it('the search decides exactly as without the fast paths: the same visits, values and generator, with greedy rollouts and with their epsilon noise too', () => {
    for (const seats of [2, 3, 4] as const) {
      for (let seed = 1; seed <= 4; seed++) {
        let k = 0;
        for (const { s, seat } of randomGame(seats, seed, [])) {
          // A few positions of each game, whatever the decision.
          if (k++ % 23 !== 5) continue;
          const legal = legalActions(s, seat);
          if (legal.length < 2) continue;
          const shared = { ...searchOptions(LEVELS.hard, undefined, legal.length), iterations: 60 };
          for (const opts of [shared, { ...shared, greedyWidth: 64, epsilon: 0.25 }]) {
            const view = pipfall.view(s, seat);
            const fast = search(pipfall, view, seat, legal, seedRng(seed), opts);
            const slow = search(plain, view, seat, legal, seedRng(seed), opts);
            expect(fast).toEqual(slow);
          }
        }
      }
    }
  });
});
