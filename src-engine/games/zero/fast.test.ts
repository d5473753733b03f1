/**
 * The search's fast paths against the straightforward code they replaced: applyMut without
 * events (the same state as apply), cloneState (an equal, independent copy in the same key
 * order), the choices and forced dice found by rows (the same as forcedDie's), and actionKey
 * (one key per distinct action). The search's decisions depend on all of them exactly.
 */
import { describe, expect, it } from 'vitest';
import { isNumberCard, type Card } from '../../core/cards';
import type { Seat } from '../../core/game';
import { unwrap } from '../../core/result';
import { nextIntMut, seedRng } from '../../core/rng';
import { forcedDie, hasDieToRight, swapTargets } from './grid';
import { zero } from './index';
import { actionKey } from './key';
import { applyMut, choicesFor, cloneState, forcedDice, legalActions, powerResolvable, toAct } from './rules';
import type { Choice, ZeroAction, ZeroState, ZeroVariant } from './state';

/** choicesFor as it was written before the fast path: forcedDie with predicates. */
function referenceChoices(s: ZeroState, seat: Seat, card: Card, col: number): Choice[] {
  const grid = s.grids[seat]!;
  const act = s.seats[seat]!.activated;
  const out: Choice[] = [];
  if (forcedDie(grid, col, act, (d) => powerResolvable(card, d))) out.push({ kind: 'power' });
  if (isNumberCard(card)) {
    const sw = forcedDie(grid, col, act, (_d, row) => hasDieToRight(grid, row, col));
    if (sw) for (const t of swapTargets(grid, sw.row, col)) out.push({ kind: 'swap', target: t });
  }
  return out;
}

function referenceForced(s: ZeroState, seat: Seat, card: Card, col: number): { power?: number; swap?: number } {
  const grid = s.grids[seat]!;
  const act = s.seats[seat]!.activated;
  const power = forcedDie(grid, col, act, (d) => powerResolvable(card, d));
  const swap = isNumberCard(card) ? forcedDie(grid, col, act, (_d, row) => hasDieToRight(grid, row, col)) : null;
  return { ...(power ? { power: power.die.id } : {}), ...(swap ? { swap: swap.die.id } : {}) };
}

/** Every state of a random game (seeded), with the action taken from it. */
function* randomGame(seats: 1 | 2, variants: ZeroVariant[], seed: number): Generator<{ s: ZeroState; action: ZeroAction }> {
  let s = unwrap(zero.setup({ seats, variants }, seed)).state;
  const r: [number, number, number, number] = [...seedRng(seed + 1000)];
  while (!s.outcome) {
    const seat = toAct(s)[0]!;
    const legal = legalActions(s, seat);
    const action = legal[nextIntMut(r, legal.length)]!;
    yield { s, action };
    s = unwrap(zero.apply(s, action)).state;
  }
}

const SETUPS: readonly [1 | 2, ZeroVariant[]][] = [
  [2, []],
  [1, []],
  [2, ['hardcore']],
  [2, ['easier']],
  [1, ['hardcore']],
];

describe('zero: the search fast paths agree with the straightforward code', () => {
  it('applies without events to the same state, copies to an equal state, and finds the same choices and forced dice', () => {
    let positions = 0;
    let pendings = 0;
    for (const [seats, variants] of SETUPS) {
      for (let seed = 1; seed <= 6; seed++) {
        for (const { s, action } of randomGame(seats, variants, seed)) {
          positions++;
          const draft = cloneState(s);
          expect(JSON.stringify(draft) === JSON.stringify(s)).toBe(true);
          expect(applyMut(draft, action, null).ok).toBe(true);
          const next = unwrap(zero.apply(s, action)).state;
          expect(JSON.stringify(draft) === JSON.stringify(next)).toBe(true);
          if (s.pending) {
            pendings++;
            const { seat, card } = s.pending;
            // Every column, not only the pending one: the rows must match forcedDie wherever it looks.
            for (let col = 0; col < 4; col++) {
              const same =
                JSON.stringify(choicesFor(s, seat, card, col)) === JSON.stringify(referenceChoices(s, seat, card, col)) &&
                JSON.stringify(forcedDice(s, seat, card, col)) === JSON.stringify(referenceForced(s, seat, card, col));
              if (!same) {
                expect(choicesFor(s, seat, card, col)).toEqual(referenceChoices(s, seat, card, col));
                expect(forcedDice(s, seat, card, col)).toEqual(referenceForced(s, seat, card, col));
              }
            }
            // Every choice the old code refused is refused, every one it listed is accepted.
            for (const choice of [{ kind: 'power' }, ...[0, 1, 2, 3, 4, 1.5].map((target) => ({ kind: 'swap', target }))] as Choice[]) {
              const listed = referenceChoices(s, seat, card, s.pending.column).some((c) => JSON.stringify(c) === JSON.stringify(choice));
              expect(applyMut(cloneState(s), { type: 'choose', seat, choice }, null).ok).toBe(listed);
            }
          }
        }
      }
    }
    expect(positions).toBeGreaterThan(500);
    expect(pendings).toBeGreaterThan(50);
  });

  it('the copy is independent: playing on it leaves the original as it was', () => {
    for (const { s, action } of randomGame(2, [], 5)) {
      const before = JSON.stringify(s);
      applyMut(cloneState(s), action, null);
      expect(JSON.stringify(s)).toBe(before);
    }
  });

  it('keys every action apart: distinct actions, distinct keys; the same action, the same key', () => {
    const seen = new Map<string, string>();
    for (const [seats, variants] of SETUPS) {
      for (const { s } of randomGame(seats, variants, 3)) {
        for (const seat of toAct(s)) {
          for (const a of legalActions(s, seat)) {
            const json = JSON.stringify(a);
            const prev = seen.get(actionKey(a));
            if (prev !== undefined) expect(json).toBe(prev);
            seen.set(actionKey(a), json);
          }
        }
      }
    }
    expect(new Set(seen.values()).size).toBe(seen.size);
    expect(actionKey({ type: 'choose', seat: 0, choice: { kind: 'power' } })).not.toBe(actionKey({ type: 'choose', seat: 1, choice: { kind: 'power' } }));
  });
});
