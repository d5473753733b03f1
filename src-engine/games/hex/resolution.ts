/**
 * Resolution: every seat's next card revealed at once, resolved highest rank first (ties by the
 * seat reached last from the First Player); cards with no use discarded; the hand's end.
 */
import type { Card } from '../../core/cards';
import type { Seat } from '../../core/game';
import { err, type Result } from '../../core/result';
import { activateMut } from './activation';
import { DONE, type Events, type HexDraft } from './draft';
import { checkEliminationMut } from './end';
import { reinforceMut } from './reinforce';
import { startHandMut } from './rounds';
import type { HexAction, HexState } from './state';
import { hasUse, rankOf } from './uses';

type S = HexDraft;

/** The card resolving now and its owner, or null. */
export function resolving(s: HexState): { seat: Seat; card: Card } | null {
  if (s.phase !== 'resolve') return null;
  const seat = s.order[s.turn];
  if (seat === undefined) return null;
  const card = s.seats[seat]!.program?.[s.step];
  return card === undefined ? null : { seat, card };
}

/** Tie order at equal rank: the tied seat reached LAST walking clockwise from the First Player resolves first. */
function tieRank(s: HexState, seat: Seat): number {
  return (seat - s.firstPlayer + s.seats.length) % s.seats.length;
}

/**
 * Reveals the next programmed card of every seat that has one and fixes the step's order:
 * highest rank first, ties by `tieRank`. False when no seat has a card left (the hand is over).
 */
function revealMut(s: S, events: Events): boolean {
  const step = s.step + 1;
  const seats: Seat[] = [];
  const keys: number[] = [];
  const n = s.seats.length;
  for (let seat = 0; seat < n; seat++) {
    const h = s.seats[seat]!;
    if (h.eliminated || h.program!.length <= step) continue;
    // Sort key: rank first, then the tie order; insertion sort (at most four seats, no closures).
    const key = rankOf(h.program![step]!) * n + tieRank(s, seat);
    let i = seats.length;
    seats.push(seat);
    keys.push(key);
    while (i > 0 && keys[i - 1]! < key) {
      seats[i] = seats[i - 1]!;
      keys[i] = keys[i - 1]!;
      i--;
    }
    seats[i] = seat;
    keys[i] = key;
  }
  if (seats.length === 0) return false;
  for (const seat of seats) s.seats[seat]!.revealed = step + 1;
  s.step = step;
  s.order = seats;
  s.turn = 0;
  events?.push({ type: 'revealed', step, cards: seats.map((seat) => ({ seat, card: s.seats[seat]!.program![step]! })), order: seats.slice() });
  return true;
}

/** Resolves what needs no choice (cards of eliminated seats, cards with no legal use) until a seat must choose or the hand ends. */
export function advanceMut(s: S, events: Events): void {
  for (;;) {
    if (s.turn >= s.order.length) {
      if (!revealMut(s, events)) {
        endHandMut(s, events);
        return;
      }
      continue;
    }
    const seat = s.order[s.turn]!;
    const h = s.seats[seat]!;
    const card = h.program![s.step]!;
    if (h.eliminated) {
      events?.push({ type: 'cardDiscarded', seat, card, reason: 'eliminated' });
      s.turn++;
      continue;
    }
    if (!hasUse(s, seat, card)) {
      events?.push({ type: 'cardDiscarded', seat, card, reason: 'noUse' });
      s.turn++;
      continue;
    }
    events?.push({ type: 'resolving', seat, card, step: s.step });
    return;
  }
}

/** Played cards go to the open discards, left-out cards to the hidden ones; the next hand starts (or the round ends). */
function endHandMut(s: S, events: Events): void {
  events?.push({ type: 'handEnded', round: s.round, hand: s.hand });
  const open = s.discardOpen.slice();
  const hidden = s.discardHidden.slice();
  s.discardOpen = open;
  s.discardHidden = hidden;
  for (const h of s.seats) {
    if (h.program) open.push(...h.program);
    if (h.leftOut) hidden.push(h.leftOut);
    h.program = null;
    h.leftOut = null;
    h.revealed = 0;
    h.activated = [];
  }
  s.step = -1;
  s.order = [];
  s.turn = 0;
  startHandMut(s, events);
}

/** The resolving card's use (a move, a power or Reinforce), then elimination and the next card. */
export function applyCardMut(s: S, a: Extract<HexAction, { type: 'move' | 'power' | 'reinforce' }>, events: Events): Result<true> {
  // resolving(s), read in place (no object per action).
  const seat = s.phase === 'resolve' ? s.order[s.turn] : undefined;
  const card = seat === undefined ? undefined : s.seats[seat]!.program?.[s.step];
  if (card === undefined) return err('ERR_PHASE', 'no card is resolving now');
  if (seat !== a.seat) return err('ERR_NOT_YOUR_TURN', `seat ${seat}'s card resolves now, not seat ${a.seat}'s`);
  const used = a.type === 'reinforce' ? reinforceMut(s, a.seat, card, a.at, events) : activateMut(s, a, card, events);
  if (!used.ok) return used;
  // Elimination is checked after every resolved card, after its combat and decay.
  if (checkEliminationMut(s, events)) return DONE;
  s.turn++;
  advanceMut(s, events);
  return DONE;
}
