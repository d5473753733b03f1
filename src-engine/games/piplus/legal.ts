/** Legal actions: card plays, lone dice, passes; counted, and built one at a time, for the search's fast path. */
import type { DieKind } from '../../core/dice';
import type { Seat } from '../../core/game';
import { cardPlays, playAt, PLAYS } from './play-list';
import { beats } from './plays';
import type { PiplusAction, PiplusState, SeatState } from './state';

/** Every legal action of `seat`: card plays, lone dice, then passes (none on a lead). */
export function legalActions(s: PiplusState, seat: Seat): PiplusAction[] {
  if (s.phase !== 'play' || seat !== s.turn) return [];
  const h = s.seats[seat]!;
  const out: PiplusAction[] = [];
  cardPlays(h.hand, h.dice, s.table, seat, out);
  for (const d of h.dice) {
    if (!d.spent && beats(s.table, 1, d.value)) out.push({ type: 'die', seat, die: d.kind });
  }
  if (s.table) {
    const kinds = rerollKinds(h);
    for (let mask = 0; mask < 1 << kinds.length; mask++) out.push({ type: 'pass', seat, reroll: rerollOf(kinds, mask) });
  }
  return out;
}

/** The dice a pass may reroll, in d4, d6, d8 order: without cards only the unused ones (RULINGS); with cards, any. */
function rerollKinds(h: SeatState): DieKind[] {
  const all = h.hand.length > 0;
  const kinds: DieKind[] = [];
  for (const d of h.dice) if (all || !d.spent) kinds.push(d.kind);
  return kinds;
}

/** The pass's dice for bit mask `mask` over `kinds`. */
function rerollOf(kinds: readonly DieKind[], mask: number): DieKind[] {
  const reroll: DieKind[] = [];
  for (let i = 0; i < kinds.length; i++) if (mask & (1 << i)) reroll.push(kinds[i]!);
  return reroll;
}

/** How many lone dice `legalActions` lists: unused dice that beat the table as one card. */
function loneDiceCount(s: PiplusState, h: SeatState): number {
  let n = 0;
  for (const d of h.dice) if (!d.spent && beats(s.table, 1, d.value)) n++;
  return n;
}

/** How many passes `legalActions` lists: none on a lead, else one per subset of the dice that may be rerolled. */
function passCount(s: PiplusState, h: SeatState): number {
  if (!s.table) return 0;
  const all = h.hand.length > 0;
  let k = 0;
  for (const d of h.dice) if (all || !d.spent) k++;
  return 1 << k;
}

/**
 * The state and seat whose card plays `PLAYS` describes (`playsCount` of them), from the last
 * count, so that the search's draw right after it (`legalActionAt` on the same state) reads the
 * play instead of enumerating again. `applyMut` forgets it before it changes any state, and the
 * rules change a state nowhere else, so an unchanged object still has those plays.
 */
let countedState: PiplusState | null = null;
let countedSeat: Seat = -1;
let playsCount = 0;

/** Forgets the last count (see `countPlays`): `applyMut` calls it before it changes a state. */
export function forgetCount(): void {
  countedState = null;
}

/** The card plays of `seat` in `s`, counted (and described in `PLAYS`) unless the last count was of them. */
function countPlays(s: PiplusState, seat: Seat): number {
  if (countedState !== s || countedSeat !== seat) {
    const h = s.seats[seat]!;
    playsCount = cardPlays(h.hand, h.dice, s.table, seat, null);
    countedState = s;
    countedSeat = seat;
  }
  return playsCount;
}

/**
 * `legalActions(s, seat).length`, without building the list (the search's fast path: its
 * rollouts play one action drawn at random, and build only that one with `legalActionAt`).
 */
export function legalCount(s: PiplusState, seat: Seat): number {
  if (s.phase !== 'play' || seat !== s.turn) return 0;
  const h = s.seats[seat]!;
  return countPlays(s, seat) + loneDiceCount(s, h) + passCount(s, h);
}

/** An action equal to `legalActions(s, seat)[i]`, built alone; undefined past the end. */
export function legalActionAt(s: PiplusState, seat: Seat, i: number): PiplusAction | undefined {
  if (s.phase !== 'play' || seat !== s.turn || i < 0) return undefined;
  const h = s.seats[seat]!;
  const plays = countPlays(s, seat);
  if (i < plays) return playAt(h.dice, seat, PLAYS[i]!);
  let k = i - plays;
  for (const d of h.dice) {
    if (!d.spent && beats(s.table, 1, d.value) && k-- === 0) return { type: 'die', seat, die: d.kind };
  }
  if (!s.table) return undefined;
  const kinds = rerollKinds(h);
  return k < 1 << kinds.length ? { type: 'pass', seat, reroll: rerollOf(kinds, k) } : undefined;
}

/** `legalActions(s, seat)[0]?.type ?? null`, without building the list (the search's horizon check). */
export function decisionType(s: PiplusState, seat: Seat): PiplusAction['type'] | null {
  if (s.phase !== 'play' || seat !== s.turn) return null;
  if (countPlays(s, seat) > 0) return 'play';
  if (loneDiceCount(s, s.seats[seat]!) > 0) return 'die';
  return s.table ? 'pass' : null;
}
