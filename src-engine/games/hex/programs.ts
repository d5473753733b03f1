/**
 * A seat's programs: every ordering of all but one card of its hand, with the one left out.
 * Listed from a table of hand indices per hand size, in the order they have always been
 * listed (the search's random draws index into this order).
 */
import type { Card } from '../../core/cards';
import type { Seat } from '../../core/game';
import type { HexAction } from './state';

/** Every ordering of all but one card of the hand, with the one left out: (n+1)! programs, as `seat`'s actions. */
export function programsOf(seat: Seat, hand: readonly Card[]): HexAction[] {
  const n = hand.length;
  const t = programTable(n);
  const out: HexAction[] = [];
  // Straight from the table, one literal per program: the search builds these lists by the hundred thousand.
  switch (n) {
    case 6:
      for (let j = 0; j < t.length; j += 6)
        out.push({ type: 'program', seat, cards: [hand[t[j + 1]!]!, hand[t[j + 2]!]!, hand[t[j + 3]!]!, hand[t[j + 4]!]!, hand[t[j + 5]!]!], leftOut: hand[t[j]!]! });
      return out;
    case 5:
      for (let j = 0; j < t.length; j += 5)
        out.push({ type: 'program', seat, cards: [hand[t[j + 1]!]!, hand[t[j + 2]!]!, hand[t[j + 3]!]!, hand[t[j + 4]!]!], leftOut: hand[t[j]!]! });
      return out;
    case 4:
      for (let j = 0; j < t.length; j += 4) out.push({ type: 'program', seat, cards: [hand[t[j + 1]!]!, hand[t[j + 2]!]!, hand[t[j + 3]!]!], leftOut: hand[t[j]!]! });
      return out;
    case 3:
      for (let j = 0; j < t.length; j += 3) out.push({ type: 'program', seat, cards: [hand[t[j + 1]!]!, hand[t[j + 2]!]!], leftOut: hand[t[j]!]! });
      return out;
    default:
      for (let j = 0; j < t.length; j += n) {
        const cards: Card[] = [];
        for (let i = 1; i < n; i++) cards.push(hand[t[j + i]!]!);
        out.push({ type: 'program', seat, cards, leftOut: hand[t[j]!]! });
      }
      return out;
  }
}

/** Program `i` of `programsOf(seat, hand)`, alone (the search's `legalAt`, rules.ts). */
export function programAt(seat: Seat, hand: readonly Card[], i: number): HexAction {
  const n = hand.length;
  const t = programTable(n);
  const j = i * n;
  const cards: Card[] = [];
  for (let k = 1; k < n; k++) cards.push(hand[t[j + k]!]!);
  return { type: 'program', seat, cards, leftOut: hand[t[j]!]! };
}

/**
 * Per hand size n, every program as hand indices, n per program: the left-out card's, then the
 * programmed cards' in order. Built once per size by the order programs have always been listed
 * in (left-out card by hand position; then swap, recurse, swap back), which the search's random
 * draws index into.
 */
const programTables: Uint8Array[] = [];

/** The index table of hand size `n` (see `programTables`). */
export function programTable(n: number): Uint8Array {
  let t = programTables[n];
  if (!t) {
    const rows: number[] = [];
    for (let k = 0; k < n; k++) {
      const rest: number[] = [];
      for (let i = 0; i < n; i++) if (i !== k) rest.push(i);
      permuteInto(rows, rest, 0, k);
    }
    programTables[n] = t = Uint8Array.from(rows);
  }
  return t;
}

/** Recursive permutation (swap, recurse, swap back); each full ordering is appended to `rows` after the left-out index. */
function permuteInto(rows: number[], a: number[], i: number, leftOut: number): void {
  if (i >= a.length - 1) {
    rows.push(leftOut, ...a);
    return;
  }
  for (let j = i; j < a.length; j++) {
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
    permuteInto(rows, a, i + 1, leftOut);
    a[j] = a[i]!;
    a[i] = t;
  }
}
