/** Programming: each seat orders all but one of its cards and leaves one out, at once and in secret. */
import type { Card } from '../../core/cards';
import { err, type Result } from '../../core/result';
import { DONE, type Events, type HexDraft } from './draft';
import { advanceMut } from './resolution';
import type { HexAction } from './state';

type S = HexDraft;

/** Whether `cards` + `leftOut` use every card of `hand` once (a program's cards are all different). */
function isProgramOf(hand: readonly Card[], cards: readonly Card[], leftOut: Card): boolean {
  if (cards.length + 1 !== hand.length || !hand.includes(leftOut)) return false;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    if (c === leftOut || !hand.includes(c) || cards.indexOf(c) !== i) return false;
  }
  return true;
}

/** A seat's program for the hand; the last one in starts the resolution. */
export function applyProgramMut(s: S, a: Extract<HexAction, { type: 'program' }>, events: Events): Result<true> {
  if (s.phase !== 'program') return err('ERR_PHASE', 'no hand is being programmed now');
  const h = s.seats[a.seat]!;
  if (h.program !== null) return err('ERR_ALREADY_PROGRAMMED', `seat ${a.seat} has already programmed this hand`);
  const n = h.hand.length - 1;
  if (a.cards.length !== n || !isProgramOf(h.hand, a.cards, a.leftOut)) {
    return err('ERR_CARDS', `a program orders ${n} of the ${n + 1} cards in hand and leaves the other out (hand: ${h.hand.join(' ')})`);
  }
  h.program = a.cards.slice();
  h.leftOut = a.leftOut;
  h.hand = [];
  h.revealed = 0;
  events?.push({ type: 'programmed', seat: a.seat, count: n });
  events?.push({ type: 'leftOut', seat: a.seat, card: a.leftOut, visibleTo: [a.seat] });
  let all = true;
  for (const h2 of s.seats) if (!h2.eliminated && h2.program === null) all = false;
  if (all) {
    s.phase = 'resolve';
    s.step = -1;
    s.order = [];
    s.turn = 0;
    advanceMut(s, events);
  }
  return DONE;
}
