/**
 * The search's fast paths against the straightforward code they replaced: legalActions (the
 * same actions in the same order), evaluate (the same number to the last bit), applyMut without
 * events (the same state as apply), cloneState (an equal, independent copy in the same key
 * order) and actionKey (one key per distinct action). The search's decisions depend on all of
 * them exactly, so "close" is not enough.
 */
import { describe, expect, it } from 'vitest';
import { search } from '../../ai/ismcts';
import { LEVELS, searchOptions } from '../../ai/levels';
import { DIE_KINDS, type DieKind } from '../../core/dice';
import type { AnyGame, Seat } from '../../core/game';
import { unwrap } from '../../core/result';
import { nextIntMut, seedRng } from '../../core/rng';
import { piplus } from './index';
import { actionKey } from './key';
import { applyMut, beats, cloneState, decisionType, DIE_INDEX, legalActionAt, legalActions, legalCount, scoringDice, unusedDice } from './rules';
import { MAX_CARD, MIN_CARD, ROUNDS, type CardValue, type PiplusAction, type PiplusState, type PlayerDie, type SeatState, type Table } from './state';
import { evaluate, evaluateAll, expectedHighest } from './view';

/** The listing as it was written before the fast path: filters, maps and a sort. */
function referenceLegal(s: PiplusState, seat: Seat): PiplusAction[] {
  if (s.phase !== 'play' || seat !== s.turn) return [];
  const h = s.seats[seat]!;
  const out: PiplusAction[] = [];
  referencePlays(h.hand, unusedDice(h), s.table, seat, out);
  for (const d of h.dice) if (!d.spent && beats(s.table, 1, d.value)) out.push({ type: 'die', seat, die: d.kind });
  if (s.table) {
    const kinds = h.hand.length > 0 ? DIE_KINDS : h.dice.filter((d) => !d.spent).map((d) => d.kind);
    for (let mask = 0; mask < 1 << kinds.length; mask++) out.push({ type: 'pass', seat, reroll: kinds.filter((_, i) => mask & (1 << i)) });
  }
  return out;
}

function referencePlays(hand: readonly CardValue[], dice: readonly PlayerDie[], table: Table | null, seat: Seat, out: PiplusAction[]): void {
  if (hand.length === 0) return;
  const minCount = table ? table.cards.length : 1;
  if (hand.length < minCount) return;
  const count = new Array<number>(MAX_CARD + 2).fill(0);
  for (const c of hand) count[c]!++;
  const sorted = dice.slice().sort((x, y) => y.value - x.value || DIE_INDEX[x.kind] - DIE_INDEX[y.kind]);
  for (let mask = 0; mask < 1 << sorted.length; mask++) {
    const used: PlayerDie[] = [];
    for (let i = 0; i < sorted.length; i++) if (mask & (1 << i)) used.push(sorted[i]!);
    const n = used.length;
    const lo = n > 0 ? used[0]!.value + MIN_CARD : MIN_CARD;
    const hi = n > 0 ? used[n - 1]!.value + MAX_CARD : MAX_CARD;
    for (let v = lo; v <= hi; v++) {
      let fits = true;
      for (let i = 0; i < n && fits; i++) {
        const value = used[i]!.value;
        let same = 1;
        for (let j = i + 1; j < n && used[j]!.value === value; j++) same++;
        if (count[v - value]! < same) fits = false;
      }
      if (!fits) continue;
      const plain = v <= MAX_CARD ? count[v]! : 0;
      for (let p = n === 0 ? 1 : 0; p <= plain; p++) {
        const k = n + p;
        if (table && !beats(table, k, v)) continue;
        const cards = new Array<CardValue>(k);
        const on = new Array<DieKind | null>(k);
        for (let i = 0; i < n; i++) {
          cards[i] = v - used[i]!.value;
          on[i] = used[i]!.kind;
        }
        for (let i = n; i < k; i++) {
          cards[i] = v;
          on[i] = null;
        }
        out.push({ type: 'play', seat, cards, dice: on });
      }
    }
  }
}

/** The evaluation as it was written before the fast path. */
function referenceEvaluate(s: PiplusState, seat: Seat): number {
  if (s.outcome) return s.outcome.winners.includes(seat) ? (s.outcome.winners.length > 1 ? 0.25 : 1) : -1;
  const n = s.seats.length;
  const values = Array.from({ length: n }, (_, i) => expectedHighest(scoringDice(n, i + 1)));
  const burden = (h: SeatState): number => {
    if (h.hand.length === 0) return 0.5 * unusedDice(h).length;
    let groups = 0;
    for (let i = 0; i < h.hand.length; i++) if (i === 0 || h.hand[i] !== h.hand[i - 1]) groups++;
    return 0.6 * h.hand.length + 0.6 * groups - 0.25 * h.hand.filter((c) => c >= 8).length - 0.1 * unusedDice(h).length;
  };
  const exp = s.seats.map((h) => (h.place !== null ? values[h.place - 1]! : 0));
  const active = s.seats.flatMap((h, p) => (h.place === null ? [p] : []));
  const b = active.map((p) => burden(s.seats[p]!));
  const order = active.map((_, i) => i).sort((x, y) => b[x]! - b[y]!);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && b[order[j + 1]!] === b[order[i]!]) j++;
    let sum = 0;
    for (let k = i; k <= j; k++) sum += values[s.ranking.length + k] ?? 0;
    for (let k = i; k <= j; k++) exp[active[order[k]!]!] = sum / (j - i + 1);
    i = j + 1;
  }
  const totals = s.seats.map((h, p) => h.scores.reduce((x, y) => x + y, 0) + exp[p]!);
  let best = -Infinity;
  totals.forEach((t, p) => {
    if (p !== seat) best = Math.max(best, t);
  });
  return Math.tanh((totals[seat]! - best) / (3 + 2 * (ROUNDS - s.round))) * 0.95;
}

/** Every state of a random game (seeded), with the action taken from it. */
function* randomGame(seats: 2 | 3 | 4 | 5 | 6, seed: number): Generator<{ s: PiplusState; legal: PiplusAction[]; action: PiplusAction }> {
  let s = unwrap(piplus.setup({ seats, variants: [] }, seed)).state;
  const r: [number, number, number, number] = [...seedRng(seed + 1000)];
  while (!s.outcome) {
    const legal = legalActions(s, s.turn);
    const action = legal[nextIntMut(r, legal.length)]!;
    yield { s, legal, action };
    s = unwrap(piplus.apply(s, action)).state;
  }
}

describe('piplus: the search fast paths agree with the straightforward code', () => {
  it('lists the same legal actions in the same order, evaluates to the same bits (every seat at once too), and applies without events to the same state', () => {
    let positions = 0;
    let tripleDice = 0;
    for (const seats of [2, 3, 4, 5, 6] as const) {
      for (let seed = 1; seed <= 6; seed++) {
        for (const { s, legal, action } of randomGame(seats, seed)) {
          positions++;
          const dice = s.seats[s.turn]!.dice.filter((d) => !d.spent);
          if (dice.length === 3 && dice[0]!.value === dice[1]!.value && dice[1]!.value === dice[2]!.value) tripleDice++;
          // One comparison per position: expect is slow in a hot loop.
          const other = (s.turn + 1) % seats;
          const mismatch =
            JSON.stringify(legal) !== JSON.stringify(referenceLegal(s, s.turn)) ||
            legalActions(s, other).length !== 0 ||
            s.seats.some((_, p) => !Object.is(evaluate(s, p), referenceEvaluate(s, p))) ||
            evaluateAll(s).some((v, p) => !Object.is(v, evaluate(s, p)));
          if (mismatch) {
            expect(legal).toEqual(referenceLegal(s, s.turn));
            for (let p = 0; p < seats; p++) expect(evaluate(s, p)).toBe(referenceEvaluate(s, p));
            expect(evaluateAll(s)).toEqual(s.seats.map((_, p) => evaluate(s, p)));
          }
          const draft = cloneState(s);
          expect(JSON.stringify(draft) === JSON.stringify(s)).toBe(true);
          expect(applyMut(draft, action, null).ok).toBe(true);
          const next = unwrap(piplus.apply(s, action)).state;
          expect(JSON.stringify(draft) === JSON.stringify(next)).toBe(true);
        }
      }
    }
    expect(positions).toBeGreaterThan(3000);
    // The dice-sorting path for three equal values was walked.
    expect(tripleDice).toBeGreaterThan(0);
  });

  it('the copy is independent: playing on it leaves the original as it was', () => {
    for (const { s, action } of randomGame(4, 3)) {
      const before = JSON.stringify(s);
      const draft = cloneState(s);
      applyMut(draft, action, null);
      expect(JSON.stringify(s)).toBe(before);
    }
  });

  it('refuses an illegal play without events, as with them', () => {
    const s = unwrap(piplus.setup({ seats: 3, variants: [] }, 7)).state;
    const h = s.seats[s.turn]!;
    const missing = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((c) => !h.hand.includes(c))!;
    const bad: PiplusAction = { type: 'play', seat: s.turn, cards: [missing], dice: [null] };
    expect(applyMut(cloneState(s), bad, null).ok).toBe(false);
    expect(piplus.apply(s, bad).ok).toBe(false);
    // A play given out of canonical order is still accepted and played in canonical order.
    const pair = h.hand.find((c, i) => h.hand.indexOf(c) !== i);
    if (pair !== undefined) {
      const d = h.dice[0]!;
      const lifted: PiplusAction = { type: 'play', seat: s.turn, cards: [pair + d.value, pair], dice: [null, 'd4'] };
      const direct = cloneState(s);
      const ok = applyMut(direct, lifted, null).ok;
      expect(ok).toBe(piplus.apply(s, lifted).ok);
    }
  });

  it('keys every action apart: distinct actions, distinct keys; the same action, the same key', () => {
    const seen = new Map<string, string>();
    for (const seats of [2, 6] as const) {
      for (const { legal } of randomGame(seats, 11)) {
        for (const a of legal) {
          const json = JSON.stringify(a);
          const k = actionKey(a);
          const prev = seen.get(k);
          if (prev !== undefined && prev !== json) expect(json).toBe(prev);
          seen.set(k, json);
        }
      }
    }
    expect(new Set(seen.values()).size).toBe(seen.size);
    const kinds: readonly DieKind[] = DIE_KINDS;
    expect(actionKey({ type: 'pass', seat: 1, reroll: kinds })).not.toBe(actionKey({ type: 'pass', seat: 1, reroll: ['d4'] }));
    expect(actionKey({ type: 'play', seat: 0, cards: [11], dice: [null] })).not.toBe(actionKey({ type: 'play', seat: 0, cards: [1], dice: [null] }));
    // Keys given back from the cache are the keys of those very actions, whatever came first.
    expect(actionKey({ type: 'pass', seat: 1, reroll: ['d6', 'd4'] })).not.toBe(actionKey({ type: 'pass', seat: 1, reroll: ['d4', 'd6'] }));
    expect(actionKey({ type: 'play', seat: 2, cards: [3, 3], dice: [null, 'd4'] })).not.toBe(actionKey({ type: 'play', seat: 2, cards: [3, 3], dice: ['d4', null] }));
    expect(actionKey({ type: 'play', seat: 2, cards: [3, 3, 3, 3, 3], dice: [null, null, null, null, null] })).not.toBe(
      actionKey({ type: 'play', seat: 2, cards: [3, 3, 3, 3], dice: [null, null, null, null] }),
    );
    expect(actionKey({ type: 'play', seat: 9, cards: [3], dice: [null] })).not.toBe(actionKey({ type: 'play', seat: 1, cards: [3], dice: [null] }));
  });
});

/** Piplus without the count-and-draw fast paths: the search lists every seat's actions. */
const plain: AnyGame = (() => {
  const { decisionType: _t, legalCount: _c, legalAt: _a, evaluateAll: _e, ...ai } = piplus.ai;
  return { ...piplus, ai };
})();

describe('piplus: the count-and-draw fast paths agree with legalActions', () => {
  it('the count, the i-th action and the first type are those of the list, on the state counted and on a fresh copy', () => {
    let positions = 0;
    for (const seats of [2, 3, 4, 5, 6] as const) {
      for (let seed = 1; seed <= 4; seed++) {
        for (const { s } of randomGame(seats, seed)) {
          positions++;
          for (const seat of [s.turn, (s.turn + 1) % seats]) {
            const legal = legalActions(s, seat);
            const count = legalCount(s, seat);
            // The plays counted are read back (the same state), then drawn on a copy that was never counted.
            const built = legal.map((_, i) => legalActionAt(s, seat, i));
            const copy = cloneState(s);
            const drawn = legal.map((_, i) => legalActionAt(i === 0 ? copy : s, seat, legal.length - 1 - i)).reverse();
            const same =
              count === legal.length &&
              decisionType(s, seat) === (legal[0]?.type ?? null) &&
              legalActionAt(s, seat, legal.length) === undefined &&
              JSON.stringify(built) === JSON.stringify(legal) &&
              JSON.stringify(drawn) === JSON.stringify(legal);
            if (!same) {
              expect(count).toBe(legal.length);
              expect(decisionType(s, seat)).toBe(legal[0]?.type ?? null);
              expect(built).toEqual(legal);
              expect(drawn).toEqual(legal);
            }
          }
        }
      }
    }
    expect(positions).toBeGreaterThan(2000);
  });

  it('a state changed in place is counted again: when the seat counted is to act again, its plays are the new ones', () => {
    let checked = 0;
    for (const seats of [2, 3] as const) {
      for (const { s } of randomGame(seats, 5)) {
        const draft = cloneState(s);
        const seat = draft.turn;
        legalCount(draft, seat);
        // Play on in place, listing (never counting) the moves, until the same seat is to act again.
        const r: [number, number, number, number] = [...seedRng(checked)];
        do {
          const legal = legalActions(draft, draft.turn);
          expect(applyMut(draft, legal[nextIntMut(r, legal.length)]!, null).ok).toBe(true);
        } while (!draft.outcome && draft.turn !== seat);
        if (draft.outcome) continue;
        const legal = legalActions(draft, seat);
        if (legalCount(draft, seat) !== legal.length || JSON.stringify(legal.map((_, i) => legalActionAt(draft, seat, i))) !== JSON.stringify(legal)) {
          expect(legalCount(draft, seat)).toBe(legal.length);
          expect(legal.map((_, i) => legalActionAt(draft, seat, i))).toEqual(legal);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('the search decides exactly as without the fast paths: the same visits, values and generator', () => {
    for (const seats of [2, 6] as const) {
      for (let seed = 1; seed <= 3; seed++) {
        let k = 0;
        for (const { s, legal } of randomGame(seats, seed)) {
          if (k++ % 17 !== 3 || legal.length < 2) continue;
          const opts = { ...searchOptions(LEVELS.hard, undefined, legal.length), iterations: 60 };
          const view = piplus.view(s, s.turn);
          const fast = search(piplus, view, s.turn, legal, seedRng(seed), opts);
          const slow = search(plain, view, s.turn, legal, seedRng(seed), opts);
          expect(fast).toEqual(slow);
        }
      }
    }
  });
});
