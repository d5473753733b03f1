/** Programming: each seat orders its four cards into columns 1-3 and the Initiative / Column 4 card, at once and in secret. */
import type { Card } from '../../core/cards';
import type { Draft } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { HAND } from './draft';
import { revealInitiativeMut } from './initiative';
import type { Program, ZeroAction, ZeroEvent, ZeroState } from './state';

type S = Draft<ZeroState>;

/** True when `cards` are four distinct cards of `hand`: a program of it in some order. */
function isProgramOf(hand: readonly Card[], cards: readonly Card[]): boolean {
  if (cards.length !== HAND) return false;
  for (let i = 0; i < HAND; i++) {
    const c = cards[i]!;
    if (!hand.includes(c)) return false;
    for (let j = 0; j < i; j++) if (cards[j] === c) return false;
  }
  return true;
}

/** The 24 orderings of four cards as index lists, in the order the loops below make them. */
const ORDERINGS_OF_4: readonly (readonly [number, number, number, number])[] = (() => {
  const out: [number, number, number, number][] = [];
  for (let a = 0; a < 4; a++)
    for (let b = 0; b < 4; b++) for (let c = 0; c < 4; c++) for (let d = 0; d < 4; d++) if (a !== b && a !== c && a !== d && b !== c && b !== d && c !== d) out.push([a, b, c, d]);
  return out;
})();

/** Every ordering of a hand into columns 1-3 + Initiative: 24 programs for four distinct cards. */
export function programsOf(hand: readonly Card[]): Program[] {
  const out: Program[] = [];
  const n = hand.length;
  if (n === 4) {
    // The usual hand: the orderings from the table, the same programs in the same order.
    for (const [a, b, c, d] of ORDERINGS_OF_4) out.push([hand[a]!, hand[b]!, hand[c]!, hand[d]!]);
    return out;
  }
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++)
      for (let c = 0; c < n; c++)
        for (let d = 0; d < n; d++) {
          if (a === b || a === c || a === d || b === c || b === d || c === d) continue;
          out.push([hand[a]!, hand[b]!, hand[c]!, hand[d]!]);
        }
  return out;
}

/** A seat's program for the hand; the last one in reveals the initiative. */
export function applyProgramMut(s: S, a: Extract<ZeroAction, { type: 'program' }>, events: ZeroEvent[] | null): Result<true> {
  if (s.phase !== 'program') return err('ERR_PHASE', 'programming is over for this hand');
  const h = s.seats[a.seat]!;
  if (h.program) return err('ERR_ALREADY_PROGRAMMED', `seat ${a.seat} has already programmed this hand`);
  if (!isProgramOf(h.hand, a.cards)) {
    return err('ERR_CARDS', `a program must use each of the four cards in hand once (hand: ${h.hand.join(' ')})`);
  }
  h.program = [...a.cards] as Draft<Program>;
  h.hand = [];
  events?.push({ type: 'programmed', seat: a.seat });
  if (s.seats.every((x) => x.program)) revealInitiativeMut(s, events);
  return ok(true);
}
