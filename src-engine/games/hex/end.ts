/** The end of the game: elimination after every resolved card, and scoring by trophies, then their pips. */
import type { Outcome, Seat } from '../../core/game';
import { hasDice, seatsLeft } from './battlefield';
import type { Events, HexDraft } from './draft';
import type { HexState } from './state';

type S = HexDraft;

/**
 * Eliminates every seat left without dice (several may go at once): its unrevealed cards are
 * discarded face down, its reserve stays out. Ends the game when at most one seat is left.
 * Returns true when the game ended.
 */
export function checkEliminationMut(s: S, events: Events): boolean {
  for (let seat = 0; seat < s.seats.length; seat++) {
    const h = s.seats[seat]!;
    if (h.eliminated || hasDice(s, seat)) continue;
    h.eliminated = true;
    if (h.program) {
      s.discardHidden = [...s.discardHidden, ...h.program.slice(h.revealed)];
      h.program = h.program.slice(0, h.revealed);
    }
    events?.push({ type: 'eliminated', seat });
  }
  if (seatsLeft(s) <= 1) {
    finishMut(s, 'elimination', events);
    return true;
  }
  return false;
}

/** Trophy pip sums per seat. */
export function trophyPips(s: Pick<HexState, 'seats'>): number[] {
  return s.seats.map((h) => h.trophies.reduce((n, t) => n + t.pips, 0));
}

/** Scoring: most trophies, then the highest trophy pip sum, then a shared victory. Every seat is scored, eliminated or not. */
export function scoreOutcome(s: Pick<HexState, 'seats'>, reason: 'rounds' | 'elimination'): Outcome {
  const counts = s.seats.map((h) => h.trophies.length);
  const pips = trophyPips(s);
  let winners: Seat[] = [];
  for (let seat = 0; seat < s.seats.length; seat++) {
    const top = winners[0];
    if (top === undefined || counts[seat]! > counts[top]! || (counts[seat] === counts[top] && pips[seat]! > pips[top]!)) winners = [seat];
    else if (counts[seat] === counts[top] && pips[seat] === pips[top]) winners.push(seat);
  }
  return { winners, reason: winners.length > 1 ? `${reason}Shared` : reason, scores: counts };
}

/** Ends the game, scored by trophies. */
export function finishMut(s: S, reason: 'rounds' | 'elimination', events: Events): void {
  const outcome = scoreOutcome(s, reason);
  s.phase = 'over';
  s.outcome = outcome;
  s.order = [];
  s.turn = 0;
  events?.push({ type: 'gameOver', outcome, trophyPips: trophyPips(s) });
}
