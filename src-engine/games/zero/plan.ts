/**
 * Pip Zero's hand planner: the exact resolution of one seat's hand on a compact grid, and the
 * learned value of a grid with hands still to play (issue 15).
 *
 * Why a planner and not the generic search: boards never interact, so within a hand a seat's
 * own grid is fully known once it has its cards; the only unknown is Initiative (whether Column 4
 * resolves). Every program (24) and every swap-or-power choice can be tried exactly in well under
 * a millisecond, which leaves the whole difficulty in valuing the grid at the end of the hand.
 * That value, `gridValue`, is learned by fitted value iteration (bench/zero-vi.ts): the expected
 * dice removed by the end of the game with h hands left, fitted backwards from the last hand to
 * the best program's value over sampled deals. Greedy's die scale (view.ts) plays this same
 * planner about even with the generic greedy; the learned value is what lifts it.
 *
 * Grids here are Int8Array(16) of pips, index row * 4 + col, 0 for an empty cell; activation
 * flags ride along in a Uint8Array(16) and move with their die when it swaps.
 */
import { compareCards, DECK_52, isNumberCard, suitOf, SUITS, type Card } from '../../core/cards';
import type { Pips } from '../../core/dice';
import { poweredPips } from './grid';
import type { Grid } from './state';
import { INITIATIVE_PRIOR } from './view';

/** Hands a two-seat game lasts (two deck exhaustions of 52 cards at 8 a hand): the value table's depth. */
export const VALUE_HANDS = 13;

/** Hands a solo game lasts (the first deck's 52 cards at four dealt and one revealed a hand): solo's table's depth. */
export const SOLO_HANDS = 11;

/** One weight per die feature: column (4) x pips (6) x rank in its column (4) x has a die to its right (2). */
export const VALUE_FEATURES = 4 * 6 * 4 * 2;

/** A grid as pips by cell. */
export function boardOf(grid: Grid): Int8Array {
  const b = new Int8Array(16);
  for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) b[r * 4 + c] = grid[r]![c]?.pips ?? 0;
  return b;
}

/**
 * The feature of the die at cell i (pips > 0): its column and pips, how many dice of its column
 * a card would pick before it (more pips, or as many and higher up: the forced die), and whether
 * it can swap (a die to its right in the row).
 */
export function featureOf(b: Int8Array, i: number): number {
  const c = i & 3;
  const r = i >> 2;
  const p = b[i]!;
  let rank = 0;
  for (let rr = 0; rr < 4; rr++) {
    if (rr === r) continue;
    const q = b[rr * 4 + c]!;
    if (q > p || (q === p && rr < r)) rank++;
  }
  let right = 0;
  for (let t = c + 1; t < 4; t++) if (b[r * 4 + t] !== 0) right = 1;
  return ((c * 6 + (p - 1)) * 4 + rank) * 2 + right;
}

/**
 * Expected dice removed by the end of the game from grid `b` with `h` hands left to play
 * (h = 0: the count removed now): removed dice count 1 each, each die on the grid its weight.
 * Hands beyond the table use its deepest row.
 */
export function gridValue(weights: ArrayLike<number>, h: number, b: Int8Array): number {
  const row = (Math.min(h, VALUE_HANDS) - 1) * VALUE_FEATURES;
  let v = 0;
  for (let i = 0; i < 16; i++) {
    if (b[i] === 0) v += 1;
    else if (h > 0) v += weights[row + featureOf(b, i)]!;
  }
  return v;
}

/** Hearts' index in SUITS: a Hearts power does not resolve on a 6. */
const HEARTS = SUITS.indexOf('H');

/** Packs a card for the planner: its suit's index in SUITS in the low bits, 4 when it is a number card (it may swap). */
export function packCard(c: Card): number {
  return SUITS.indexOf(suitOf(c)) | (isNumberCard(c) ? 4 : 0);
}

/** The first column from `slot` rightwards that holds a die, or -1 (RULINGS zero: targeting shifts right, no wrap-around). */
function targetOf(b: Int8Array, slot: number): number {
  for (let c = slot; c < 4; c++) for (let r = 0; r < 4; r++) if (b[r * 4 + c] !== 0) return c;
  return -1;
}

/** The row of the forced die for the card's power on column `col` (highest pips, topmost, not activated, resolvable), or -1. */
export function powerRowOf(b: Int8Array, act: Uint8Array, col: number, card: number): number {
  let row = -1;
  for (let r = 0; r < 4; r++) {
    const i = r * 4 + col;
    const p = b[i]!;
    if (p === 0 || act[i] || ((card & 3) === HEARTS && p >= 6)) continue;
    if (row < 0 || p > b[row * 4 + col]!) row = r;
  }
  return row;
}

/** The row of the forced die for a swap on column `col` (as powerRowOf, among dice with a die to their right), or -1. */
export function swapRowOf(b: Int8Array, act: Uint8Array, col: number, card: number): number {
  if (!(card & 4)) return -1;
  let row = -1;
  for (let r = 0; r < 4; r++) {
    const i = r * 4 + col;
    const p = b[i]!;
    if (p === 0 || act[i] || (row >= 0 && p <= b[row * 4 + col]!)) continue;
    for (let t = col + 1; t < 4; t++) {
      if (b[r * 4 + t] !== 0) {
        row = r;
        break;
      }
    }
  }
  return row;
}

/** Writes into (nb, na) the grid after the card's power acts on `row` of `col`. */
export function applyPower(b: Int8Array, act: Uint8Array, row: number, col: number, card: number, nb: Int8Array, na: Uint8Array): void {
  nb.set(b);
  na.set(act);
  const i = row * 4 + col;
  const to = poweredPips(SUITS[card & 3]!, b[i]! as Pips, false);
  nb[i] = to <= 0 ? 0 : to;
  na[i] = 1;
}

/** Writes into (nb, na) the grid after the die on `row` of `col` swaps with the die in column `target` and decays. */
export function applySwap(b: Int8Array, act: Uint8Array, row: number, col: number, target: number, nb: Int8Array, na: Uint8Array): void {
  nb.set(b);
  na.set(act);
  const i = row * 4 + col;
  const j = row * 4 + target;
  nb[i] = b[j]!;
  na[i] = act[j]!;
  const p = b[i]! - 1;
  nb[j] = p <= 0 ? 0 : p;
  na[j] = 1;
}

/** Scratch grids by recursion depth: a hand has four slots, and a two-hand look nests a second hand (depths 4-7). */
const BOARDS = Array.from({ length: 8 }, () => new Int8Array(16));
const ACTS = Array.from({ length: 8 }, () => new Uint8Array(16));

/**
 * The best `leaf` value reachable by resolving `prog` (packed cards) from `slot` up to `last`
 * (exclusive: 4 with Initiative, 3 without) on grid `b`, every legal use of each card tried, as
 * the engine resolves them (rules.ts: a spent target column fizzles, the forced die acts).
 * `spent` is a bit mask of spent columns. `b` and `act` are read, never written.
 */
export function bestOfHand(
  b: Int8Array,
  act: Uint8Array,
  prog: ArrayLike<number>,
  slot: number,
  last: number,
  spent: number,
  depth: number,
  leaf: (b: Int8Array) => number,
): number {
  if (slot >= last) return leaf(b);
  const col = targetOf(b, slot);
  if (col < 0 || spent & (1 << col)) return bestOfHand(b, act, prog, slot + 1, last, spent, depth, leaf);
  const card = prog[slot]!;
  const pRow = powerRowOf(b, act, col, card);
  const sRow = swapRowOf(b, act, col, card);
  if (pRow < 0 && sRow < 0) return bestOfHand(b, act, prog, slot + 1, last, spent, depth, leaf);
  const nb = BOARDS[depth]!;
  const na = ACTS[depth]!;
  const sp = spent | (1 << col);
  let top = -Infinity;
  if (pRow >= 0) {
    applyPower(b, act, pRow, col, card, nb, na);
    top = bestOfHand(nb, na, prog, slot + 1, last, sp, depth + 1, leaf);
  }
  if (sRow >= 0) {
    for (let t = col + 1; t < 4; t++) {
      if (b[sRow * 4 + t] === 0) continue;
      applySwap(b, act, sRow, col, t, nb, na);
      const v = bestOfHand(nb, na, prog, slot + 1, last, sp, depth + 1, leaf);
      if (v > top) top = v;
    }
  }
  return top;
}

/** The 24 orders of a four-card hand into columns 1-3 and Initiative. */
export const ORDERS_OF_4: readonly (readonly number[])[] = (() => {
  const out: number[][] = [];
  for (let a = 0; a < 4; a++) for (let b = 0; b < 4; b++) for (let c = 0; c < 4; c++) for (let d = 0; d < 4; d++) if (new Set([a, b, c, d]).size === 4) out.push([a, b, c, d]);
  return out;
})();

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let v = 1;
  for (let i = 0; i < k; i++) v = (v * (n - i)) / (i + 1);
  return v;
}

/**
 * The chance that `card` on Initiative beats the other seat's card 4, when that seat holds four of
 * the other 51 cards and puts its highest there 57% of the time, its second 26%, third 13% and
 * lowest 4% (view.ts's INITIATIVE_PRIOR): exact, by counting the hands with fewer than k cards above `card`.
 */
export function initiativeOdds(card: Card): number {
  let below = 0;
  for (const c of DECK_52) if (c !== card && compareCards(c, card) < 0) below++;
  const above = 51 - below;
  const hands = choose(51, 4);
  let p = 0;
  for (let k = 0; k < 4; k++) {
    // The seat's (k+1)-th highest card is below ours when at most k of its four are above.
    let under = 0;
    for (let j = 0; j <= k; j++) under += choose(above, j) * choose(below, 4 - j);
    p += (INITIATIVE_PRIOR[k]! / 100) * (under / hands);
  }
  return p;
}

/** initiativeOdds for every card, computed once. */
const ODDS = new Map<Card, number>(DECK_52.map((c) => [c, initiativeOdds(c)]));

/** The memoised initiativeOdds. */
export function oddsOf(card: Card): number {
  return ODDS.get(card)!;
}

/**
 * Solo: the chance that `card` on Initiative beats the card revealed from the deck, a card drawn
 * from `pool` (the cards the seat has not seen; RULINGS zero: solo).
 */
export function soloOdds(card: Card, pool: readonly Card[]): number {
  let below = 0;
  let n = 0;
  for (const c of pool) {
    if (c === card) continue;
    n++;
    if (compareCards(c, card) < 0) below++;
  }
  return n === 0 ? 1 : below / n;
}

/**
 * Solo's Adversary Favor on a lost Initiative (RULINGS zero: solo), as rules.ts plays it: the
 * lowest die of column 4, the topmost on ties, gains a pip unless it shows 6. A new grid.
 */
export function favored(b: Int8Array): Int8Array {
  const nb = b.slice();
  let at = -1;
  for (let r = 0; r < 4; r++) {
    const p = b[r * 4 + 3]!;
    if (p > 0 && (at < 0 || p < b[at]!)) at = r * 4 + 3;
  }
  if (at >= 0 && nb[at]! < 6) nb[at]!++;
  return nb;
}

/** The read-only activation flags of a hand's start: no die has activated yet. */
const NONE = new Uint8Array(16);

/**
 * A packed program's expected leaf value (programValue without the packing). `lost` is the grid
 * a lost Initiative resolves from: `b` itself, or solo's `favored(b)` (the Adversary's Favor
 * comes before column 1), made once by the caller for all the programs it tries.
 */
function packedValue(b: Int8Array, lost: Int8Array, prog: readonly number[], odds: number, leaf: (b: Int8Array) => number, depth: number): number {
  const withIt = odds > 0 ? bestOfHand(b, NONE, prog, 0, 4, 0, depth, leaf) : 0;
  const without = odds < 1 ? bestOfHand(lost, NONE, prog, 0, 3, 0, depth, leaf) : 0;
  return odds * withIt + (1 - odds) * without;
}

/**
 * A program's expected leaf value: Column 4 resolves at its Initiative odds (the choices after
 * the reveal are made knowing whether it does, hence two separate bests).
 */
export function programValue(b: Int8Array, program: readonly Card[], odds: number, leaf: (b: Int8Array) => number, depth = 0, solo = false): number {
  return packedValue(b, solo ? favored(b) : b, program.map(packCard), odds, leaf, depth);
}

/**
 * The best program's expected value for a dealt hand of four cards (packed once, for every
 * order), each card's Initiative odds by `oddsFor` (two seats' by default).
 */
export function handValue(b: Int8Array, hand: readonly Card[], leaf: (b: Int8Array) => number, depth = 0, oddsFor: (card: Card) => number = oddsOf, solo = false): number {
  const packed = hand.map(packCard);
  const odds = hand.map(oddsFor);
  const lost = solo ? favored(b) : b;
  const prog = [0, 0, 0, 0];
  let top = -Infinity;
  for (const o of ORDERS_OF_4) {
    for (let k = 0; k < 4; k++) prog[k] = packed[o[k]!]!;
    const v = packedValue(b, lost, prog, odds[o[3]!]!, leaf, depth);
    if (v > top) top = v;
  }
  return top;
}
