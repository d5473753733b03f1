/**
 * Every card play of a hand that beats the table, enumerated without allocating (the search lists
 * a seat's plays at every turn it sees): built, or described in `PLAYS` and built one by one.
 */
import type { DieKind } from '../../core/dice';
import type { Seat } from '../../core/game';
import { beats } from './plays';
import { MAX_CARD, MIN_CARD, type CardValue, type PiplusAction, type PlayerDie, type Table } from './state';

/** cardPlays' scratch: cards held per face, and the chosen dice's values and kinds (it is not re-entered). */
const COUNT = new Int8Array(MAX_CARD + 2);
const FACES = new Int8Array(MAX_CARD + 1);
const SORTED_VALUE = [0, 0, 0];
const SORTED_KIND: DieKind[] = ['d4', 'd4', 'd4'];
const USED_VALUE = [0, 0, 0];
const USED_KIND: DieKind[] = ['d4', 'd4', 'd4'];
const USED_SAME = [0, 0, 0];
/** The plays of the last count, each as its dice subset (bits 0-2, over the sorted dice), target value V (bits 3-7) and die-less Vs (bits 8+). */
export const PLAYS = new Uint16Array(8 * 32 * 8);

/**
 * The unused of `dice` in canonical play order, into SORTED_VALUE / SORTED_KIND: value high to
 * low, equal values d4, d6, d8; returns how many. Canonical order puts the lowest face first: a
 * die of higher value sits on a lower face, and dice of equal value (the same face) go d4, d6,
 * d8. That order does not depend on the play's value, so every subset of the sorted dice keeps it.
 */
function sortDice(dice: readonly PlayerDie[]): number {
  let m = 0;
  for (const d of dice) {
    if (d.spent) continue;
    // Dice come in d4, d6, d8 order, so an equal value already placed goes first.
    let j = m;
    while (j > 0 && SORTED_VALUE[j - 1]! < d.value) {
      SORTED_VALUE[j] = SORTED_VALUE[j - 1]!;
      SORTED_KIND[j] = SORTED_KIND[j - 1]!;
      j--;
    }
    SORTED_VALUE[j] = d.value;
    SORTED_KIND[j] = d.kind;
    m++;
  }
  return m;
}

/**
 * The dice of subset `mask` of the sorted dice, into USED_VALUE / USED_KIND, in order, and into
 * USED_SAME how many cards of one face each die's value needs from it on (itself and the equal
 * values after it); returns how many dice.
 */
function useDice(mask: number, m: number): number {
  let n = 0;
  for (let i = 0; i < m; i++) {
    if (mask & (1 << i)) {
      USED_VALUE[n] = SORTED_VALUE[i]!;
      USED_KIND[n] = SORTED_KIND[i]!;
      n++;
    }
  }
  for (let i = n - 1; i >= 0; i--) USED_SAME[i] = i + 1 < n && USED_VALUE[i + 1] === USED_VALUE[i] ? USED_SAME[i + 1]! + 1 : 1;
  return n;
}

/** The play with the used dice (USED_*, `n` of them) each on a card of face v - die, then `plain` cards of face v. */
function makePlay(seat: Seat, n: number, v: number, plain: number): PiplusAction {
  const k = n + plain;
  const cards = new Array<CardValue>(k);
  const on = new Array<DieKind | null>(k);
  for (let i = 0; i < n; i++) {
    cards[i] = v - USED_VALUE[i]!;
    on[i] = USED_KIND[i]!;
  }
  for (let i = n; i < k; i++) {
    cards[i] = v;
    on[i] = null;
  }
  return { type: 'play', seat, cards, dice: on };
}

/** The play a `PLAYS` entry describes, for a seat with these dice (the ones it was counted with). */
export function playAt(dice: readonly PlayerDie[], seat: Seat, code: number): PiplusAction {
  const n = useDice(code & 7, sortDice(dice));
  return makePlay(seat, n, (code >> 3) & 31, code >> 8);
}

/**
 * Every play of cards from `hand` with the unused of `dice` that beats `table`, enumerated by
 * target value V and count: a subset of the dice, each on a card of face V - die (at most one
 * die per card), plus 0..all of the hand's Vs without a die. At most 8 subsets x 18 values x 5
 * counts. Plain loops over scratch arrays: the search lists a seat's plays at every turn it sees.
 * Appends them to `out`; with `out` null, describes them in `PLAYS` instead of building them.
 * Returns how many there are.
 */
export function cardPlays(hand: readonly CardValue[], dice: readonly PlayerDie[], table: Table | null, seat: Seat, out: PiplusAction[] | null): number {
  if (hand.length === 0) return 0;
  const minCount = table ? table.cards.length : 1;
  if (hand.length < minCount) return 0;
  let found = 0;
  const count = COUNT;
  count.fill(0);
  // The hand's distinct faces, ascending (the hand is sorted).
  let faces = 0;
  for (const c of hand) {
    if (count[c]!++ === 0) FACES[faces++] = c;
  }
  const m = sortDice(dice);
  for (let mask = 0; mask < 1 << m; mask++) {
    const n = useDice(mask, m);
    // Every die sits on a card of face v - die, so 1 <= v - die <= 10 bounds v; without dice v is a face.
    const lo = n > 0 ? USED_VALUE[0]! + MIN_CARD : MIN_CARD;
    const hi = n > 0 ? USED_VALUE[n - 1]! + MAX_CARD : MAX_CARD;
    // v runs up from lo, and only a v whose highest die (or, without dice, v itself) sits on a face
    // in hand can fit, so v walks the hand's faces: the same plays in the same order, fewer misses.
    const lift = n > 0 ? USED_VALUE[0]! : 0;
    for (let f = 0; f < faces; f++) {
      const v = FACES[f]! + lift;
      if (v < lo) continue;
      if (v > hi) break;
      const plain = v <= MAX_CARD ? count[v]! : 0;
      // Not even the most cards of this value beat the table (it takes more cards, or as many higher): no play here.
      if (table && (n + plain < table.cards.length || (n + plain === table.cards.length && v <= table.value))) continue;
      // Dice of equal value need that many cards of the same face.
      let fits = true;
      for (let i = 0; i < n && fits; i++) if (count[v - USED_VALUE[i]!]! < USED_SAME[i]!) fits = false;
      if (!fits) continue;
      for (let p = n === 0 ? 1 : 0; p <= plain; p++) {
        if (table && !beats(table, n + p, v)) continue;
        if (out === null) PLAYS[found] = mask | (v << 3) | (p << 8);
        else out.push(makePlay(seat, n, v, p));
        found++;
      }
    }
  }
  return found;
}
