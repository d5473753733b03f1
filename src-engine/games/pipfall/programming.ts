/** Programming: each seat orders three of its four cards into slots 1-3 and keeps the fourth as its Initiative card, all at once and in secret. */
import type { Card } from '../../core/cards';
import type { Draft } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { HAND, SLOTS } from './draft';
import { advancePlaceMut } from './placement';
import type { PipfallAction, PipfallEvent, PipfallState } from './state';

type S = Draft<PipfallState>;

/** Every ordering of four cards into slots 1-3 + Initiative: 24 programs. */
export function programsOf(hand: readonly Card[]): { cards: [Card, Card, Card]; initiative: Card }[] {
  const out: { cards: [Card, Card, Card]; initiative: Card }[] = [];
  const n = hand.length;
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++)
      for (let c = 0; c < n; c++)
        for (let d = 0; d < n; d++) {
          if (a === b || a === c || a === d || b === c || b === d || c === d) continue;
          out.push({ cards: [hand[a]!, hand[b]!, hand[c]!], initiative: hand[d]! });
        }
  return out;
}

/** True when the three slot cards and the Initiative card are four different cards, all in `hand` (checked without building a list: the search programs every round). */
function isProgramOf(hand: readonly Card[], cards: readonly Card[], initiative: Card): boolean {
  for (let i = 0; i < HAND; i++) {
    const c = i < SLOTS ? cards[i]! : initiative;
    if (!hand.includes(c)) return false;
    for (let j = 0; j < i; j++) if (cards[j] === c) return false;
  }
  return true;
}

/** True when every seat still in has programmed this round. */
function everyoneProgrammed(s: PipfallState): boolean {
  for (const h of s.seats) if (!h.eliminated && !h.program) return false;
  return true;
}

/** A seat's program for the round; the last one in starts lane placement. */
export function applyProgramMut(s: S, a: Extract<PipfallAction, { type: 'program' }>, events: PipfallEvent[] | null): Result<true> {
  if (s.phase !== 'program') return err('ERR_PHASE', 'programming is over for this round');
  const h = s.seats[a.seat]!;
  if (h.program) return err('ERR_ALREADY_PROGRAMMED', `seat ${a.seat} has already programmed this round`);
  if (a.cards.length !== SLOTS || !isProgramOf(h.hand, a.cards, a.initiative)) {
    return err('ERR_CARDS', `a program uses each of the four cards in hand once: three slots and the Initiative card (hand: ${h.hand.join(' ')})`);
  }
  h.program = [...a.cards];
  h.initiative = a.initiative;
  h.hand = [];
  events?.push({ type: 'programmed', seat: a.seat });
  if (everyoneProgrammed(s)) {
    s.phase = 'place';
    s.cursor = { cycle: 0, turn: 0 };
    advancePlaceMut(s, events);
  }
  return ok(true);
}
