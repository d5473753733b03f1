/** The search's key of a Piplus action (`ai.actionKey`): short and cheap, unlike its JSON. */
import type { DieKind } from '../../core/dice';
import type { PiplusAction } from './state';

/** Cards 1..10 as one letter each. */
const CARD_CH = ['', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'] as const;
/** A card's die (or none) as one character. */
const DIE_CH: Readonly<Record<DieKind, string>> = { d4: '4', d6: '6', d8: '8' };
/** A die as a digit of a code: d4 1, d6 2, d8 3; anything else -1. */
function dieDigit(d: unknown): number {
  return d === 'd4' ? 1 : d === 'd6' ? 2 : d === 'd8' ? 3 : -1;
}

/**
 * Keys made so far, by a number that names the action exactly (see `playCode`, `passCode`):
 * the search keys the same few hundred actions over and over, and handing back the same string
 * spares building it and lets the tree's maps reuse its hash.
 */
const PLAY_KEYS = new Map<number, string>();
const PASS_KEYS = new Map<number, string>();

/**
 * A string naming `a` uniquely among every Piplus action: its type, seat, and for a play each
 * card with its die in order, for a lone die the die, for a pass the dice rerolled. Out-of-range
 * cards (never legal) fall back to their number in brackets, so the key stays unique anyway.
 */
export function actionKey(a: PiplusAction): string {
  if (a.type === 'play') {
    const code = playCode(a);
    if (code < 0) return playKey(a);
    let k = PLAY_KEYS.get(code);
    if (k === undefined) {
      k = playKey(a);
      PLAY_KEYS.set(code, k);
    }
    return k;
  }
  if (a.type === 'die') return `d${a.seat}${a.die}`;
  const code = passCode(a);
  if (code < 0) return passKey(a);
  let k = PASS_KEYS.get(code);
  if (k === undefined) {
    k = passKey(a);
    PASS_KEYS.set(code, k);
  }
  return k;
}

function playKey(a: Extract<PiplusAction, { type: 'play' }>): string {
  let k = `p${a.seat}`;
  for (let i = 0; i < a.cards.length; i++) {
    const d = a.dice[i];
    k += (CARD_CH[a.cards[i]!] || `(${a.cards[i]})`) + (d ? (dieDigit(d) > 0 ? DIE_CH[d] : `(${d})`) : '-');
  }
  return k;
}

function passKey(a: Extract<PiplusAction, { type: 'pass' }>): string {
  return `r${a.seat}:${a.reroll.join('')}`;
}

/**
 * A play of at most four cards by seats 0..7 as a number, or -1: each card and its die is one
 * base-44 digit (face * 4 + die, never 0, so plays of different lengths never meet), then the seat.
 * Two plays share a code only when they list the same cards with the same dice in the same order.
 */
function playCode(a: Extract<PiplusAction, { type: 'play' }>): number {
  const n = a.cards.length;
  if (n > 4 || a.dice.length !== n || !(a.seat >= 0 && a.seat < 8 && Number.isInteger(a.seat))) return -1;
  let code = 0;
  for (let i = 0; i < n; i++) {
    const c = a.cards[i]!;
    if (!(c >= 1 && c <= 10 && Number.isInteger(c))) return -1;
    const d = a.dice[i];
    const digit = d === null ? 0 : dieDigit(d);
    if (digit < 0) return -1;
    code = code * 44 + c * 4 + digit;
  }
  return code * 8 + a.seat;
}

/** A pass by seats 0..7 whose rerolled dice are listed in d4, d6, d8 order, once each, as seat * 16 + a bit per die; else -1. */
function passCode(a: Extract<PiplusAction, { type: 'pass' }>): number {
  if (!(a.seat >= 0 && a.seat < 8 && Number.isInteger(a.seat))) return -1;
  let mask = 0;
  let last = 0;
  for (const k of a.reroll) {
    const digit = dieDigit(k);
    if (digit <= last) return -1;
    last = digit;
    mask |= 1 << digit;
  }
  return a.seat * 16 + mask;
}
