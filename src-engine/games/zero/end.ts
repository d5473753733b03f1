/** The end of a step, of a hand and of the game: a cleared grid wins at once; the deck timer ends it after the last hand. */
import type { Card } from '../../core/cards';
import type { Draft, Outcome } from '../../core/game';
import { diceLeft, pipTotal } from './grid';
import { seatOrder } from './seats';
import { startHandMut } from './setup';
import { COLS, ROWS, type ZeroEvent, type ZeroState } from './state';

type S = Draft<ZeroState>;

/** After a step: one cleared grid wins at once; several cleared in one step share. */
export function checkClearedMut(s: S, events: ZeroEvent[] | null): boolean {
  // Most steps clear nothing: look (stopping at the first die) before listing.
  let any = false;
  for (const g of s.grids) if (!hasDice(g)) any = true;
  if (!any) return false;
  const cleared = seatOrder(s).filter((seat) => diceLeft(s.grids[seat]!) === 0);
  if (cleared.length === 0) return false;
  for (const seat of cleared) events?.push({ type: 'cleared', seat });
  finishMut(s, { winners: cleared.sort((a, b) => a - b), reason: 'cleared', scores: removedCounts(s) }, events);
  return true;
}

/** True while a grid holds a die (diceLeft > 0, stopping at the first). */
function hasDice(g: S['grids'][number]): boolean {
  for (let r = 0; r < ROWS; r++) {
    const row = g[r]!;
    for (let c = 0; c < COLS; c++) if (row[c]) return true;
  }
  return false;
}

/** Dice removed from each grid. */
function removedCounts(s: Pick<ZeroState, 'grids'>): number[] {
  return s.grids.map((g) => ROWS * COLS - diceLeft(g));
}

/** The hand's cleanup; then the game's end on the deck timer, or the next hand. */
export function endHandMut(s: S, events: ZeroEvent[] | null): void {
  // Cleanup: discard all cards (programs, initiative cards, the Adversary's card).
  const cards: Card[] = [];
  for (const h of s.seats) if (h.program) cards.push(...h.program);
  if (s.adversaryCard) cards.push(s.adversaryCard);
  // A new pile, not a push: cloneState shares the old one with the state it was copied from.
  s.deck.discard = [...s.deck.discard, ...cards];
  for (const h of s.seats) h.program = null;
  s.adversaryCard = null;
  events?.push({ type: 'handEnded', handNo: s.handNo });
  if (s.lastHand) {
    finishMut(s, timerOutcome(s), events);
    return;
  }
  startHandMut(s, events);
}

/**
 * The deck timer ran out. Two players: most dice removed, then the lower pip total in
 * column 4, then a shared victory. Solo: only a cleared grid wins, so the timer is a loss.
 */
export function timerOutcome(s: Pick<ZeroState, 'grids' | 'options'>): Outcome {
  const removed = removedCounts(s);
  if (s.options.seats === 1) return { winners: [], reason: 'timer', scores: removed };
  const seats = s.grids.map((_, i) => i);
  const most = Math.max(...removed);
  let best = seats.filter((i) => removed[i] === most);
  if (best.length > 1) {
    const col4 = best.map((i) => pipTotal(s.grids[i]!, 3));
    const low = Math.min(...col4);
    best = best.filter((_, k) => col4[k] === low);
  }
  return { winners: best, reason: best.length > 1 ? 'timerShared' : 'timer', scores: removed };
}

/** Ends the game with `outcome`. */
function finishMut(s: S, outcome: Outcome, events: ZeroEvent[] | null): void {
  s.phase = 'over';
  s.pending = null;
  s.outcome = outcome as S['outcome'];
  events?.push({ type: 'gameOver', outcome });
}
