/** The search's fast path: a seat's legal actions counted, and one built alone, without the list; and the type of its decision. */
import type { Seat } from '../../core/game';
import { freeLaneBits, laneCol, laneRow, lanesOf } from './lanes';
import type { PipfallAction, PipfallState } from './state';
import { isToAct } from './turns';
import { useAt, useCount } from './uses';

/**
 * The orderings `legalActions` lists a hand of n cards' programs in: [a, b, c, d] per program
 * (slots 1-3 and the Initiative card by index in hand), made once per hand size.
 */
const PROGRAM_ORDERS: (readonly (readonly [number, number, number, number])[])[] = [];
function programOrders(n: number): readonly (readonly [number, number, number, number])[] {
  let orders = PROGRAM_ORDERS[n];
  if (!orders) {
    const made: [number, number, number, number][] = [];
    for (let a = 0; a < n; a++)
      for (let b = 0; b < n; b++)
        for (let c = 0; c < n; c++)
          for (let d = 0; d < n; d++) {
            if (a === b || a === c || a === d || b === c || b === d || c === d) continue;
            made.push([a, b, c, d]);
          }
    PROGRAM_ORDERS[n] = orders = made;
  }
  return orders;
}

/** The number of bits set in `x`. */
function bitCount(x: number): number {
  let n = 0;
  for (let v = x; v !== 0; v &= v - 1) n++;
  return n;
}

/**
 * The fast path's last `freeLaneBits` answer: the search counts a seat's lanes and then builds
 * the one it plays on the same state, so the second asks the board nothing. `applyMut` forgets
 * it before it changes any state, and the rules change a state nowhere else.
 */
const freeLanes = { state: null as PipfallState | null, seat: -1, rows: 0, cols: 0 };
function lastFreeLanes(s: PipfallState, seat: Seat): { readonly rows: number; readonly cols: number } {
  if (freeLanes.state !== s || freeLanes.seat !== seat) {
    const { rows, cols } = freeLaneBits(s, seat);
    freeLanes.state = s;
    freeLanes.seat = seat;
    freeLanes.rows = rows;
    freeLanes.cols = cols;
  }
  return freeLanes;
}

/** Forgets the fast path's lanes (see `lastFreeLanes`): `applyMut` calls it before it changes a state. */
export function forgetFreeLanes(): void {
  freeLanes.state = null;
}

/**
 * `legalActions(s, seat).length`, without building the list (the search's fast path: its
 * rollouts play one action drawn at random, and build only that one with `legalActionAt`).
 */
export function legalCount(s: PipfallState, seat: Seat): number {
  if (!isToAct(s, seat)) return 0;
  switch (s.phase) {
    case 'program': {
      const n = s.seats[seat]!.hand.length;
      return n < 4 ? 0 : n * (n - 1) * (n - 2) * (n - 3);
    }
    case 'place': {
      const { rows, cols } = lastFreeLanes(s, seat);
      return bitCount(rows) + bitCount(cols);
    }
    case 'activate': {
      const slot = s.cursor.cycle;
      const h = s.seats[seat]!;
      const card = h.program![slot]!;
      const m = h.markers[slot];
      if (!m || m.kind === 'card') return 0;
      let count = 0;
      for (let i = 0; i < s.size; i++) {
        const row = laneRow(m, i);
        const col = laneCol(m, i);
        const d = s.board[row]![col];
        if (d && d.owner === seat && !h.activated.includes(d.id)) count += useCount(s, card, row, col);
      }
      return count;
    }
    case 'glory':
      return s.pending?.kind === 'glory' ? s.pending.dice.length + 1 : 0;
    case 'restore':
      return 2;
    default:
      return 0;
  }
}

/** An action equal to `legalActions(s, seat)[i]` (the same shared lanes and uses), built alone; undefined past the end. */
export function legalActionAt(s: PipfallState, seat: Seat, i: number): PipfallAction | undefined {
  if (!isToAct(s, seat) || i < 0) return undefined;
  switch (s.phase) {
    case 'program': {
      const hand = s.seats[seat]!.hand;
      const o = programOrders(hand.length)[i];
      return o ? { type: 'program', seat, cards: [hand[o[0]]!, hand[o[1]]!, hand[o[2]]!], initiative: hand[o[3]]! } : undefined;
    }
    case 'place': {
      const { rows, cols } = lastFreeLanes(s, seat);
      const n = s.size;
      const all = lanesOf(n);
      let k = i;
      for (let j = 0; j < n; j++) if (rows & (1 << j) && k-- === 0) return { type: 'place', seat, lane: all[j]! };
      for (let j = 0; j < n; j++) if (cols & (1 << j) && k-- === 0) return { type: 'place', seat, lane: all[n + j]! };
      return undefined;
    }
    case 'activate': {
      const slot = s.cursor.cycle;
      const h = s.seats[seat]!;
      const card = h.program![slot]!;
      const m = h.markers[slot];
      if (!m || m.kind === 'card') return undefined;
      let k = i;
      for (let j = 0; j < s.size; j++) {
        const row = laneRow(m, j);
        const col = laneCol(m, j);
        const d = s.board[row]![col];
        if (!d || d.owner !== seat || h.activated.includes(d.id)) continue;
        const uses = useCount(s, card, row, col);
        if (k < uses) {
          const use = useAt(s, card, { row, col }, k);
          return use ? { type: 'activate', seat, die: d.id, use } : undefined;
        }
        k -= uses;
      }
      return undefined;
    }
    case 'glory': {
      const p = s.pending;
      if (p?.kind !== 'glory' || i > p.dice.length) return undefined;
      return { type: 'glory', seat, die: i < p.dice.length ? p.dice[i]! : null };
    }
    case 'restore':
      return i < 2 ? { type: 'restore', seat, use: i === 0 } : undefined;
    default:
      return undefined;
  }
}

/**
 * True when every legal action of `seat` now leaves everything `evaluate` reads as it is (the
 * board's dice, Restore cards, eliminations, the outcome): so in a lane marker's placement. A
 * marker moves no die, and the placements after it (markers put on cards for seats without a
 * lane) change nothing else; once the last is placed, the action phase begins and stops at the
 * first seat with a die to activate. There is one: the marker just placed lies in a lane with
 * one of its seat's dice (that is what makes the lane legal), no die has moved since, and no
 * marker placed before it on a lane can have lost its die either. So the phase never ends, nor
 * the round, nor the game, during a placement. The search's cheap greedy then plays the first
 * lane instead of trying each (it keeps the first of equal values).
 */
export function quietDecision(s: PipfallState, seat: Seat): boolean {
  return s.phase === 'place' && isToAct(s, seat);
}

/** `legalActions(s, seat)[0]?.type ?? null`, without building the list (the search's horizon check). */
export function decisionType(s: PipfallState, seat: Seat): PipfallAction['type'] | null {
  if (!isToAct(s, seat)) return null;
  switch (s.phase) {
    case 'program':
    case 'place':
    case 'activate':
    case 'glory':
      return legalCount(s, seat) > 0 ? s.phase : null;
    case 'restore':
      return 'restore';
    default:
      return null;
  }
}
