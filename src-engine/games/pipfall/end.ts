/** The end of an action phase: the game ends by elimination or after its last round, scored by pips, then dice; or cleanup follows. */
import type { Draft, Outcome, Seat } from '../../core/game';
import { diceCount, diceCounts, pipTotal } from './board';
import { cleanupMut } from './cleanup';
import type { PipfallEvent, PipfallState } from './state';
import { inGame } from './turns';

type S = Draft<PipfallState>;

/** Pip totals per seat (eliminated seats 0). */
export function scores(s: PipfallState): number[] {
  return s.seats.map((h, seat) => (h.eliminated ? 0 : pipTotal(s.board, seat)));
}

/** Scoring at a cycles end: most pips, then most dice, then a shared victory among seats still in. */
export function cyclesOutcome(s: PipfallState): Outcome {
  const sc = scores(s);
  const seats = inGame(s);
  const key = (seat: Seat): [number, number] => [sc[seat]!, diceCount(s.board, seat)];
  let best: Seat[] = [];
  for (const seat of seats) {
    const [p, d] = key(seat);
    const top = best[0];
    if (top === undefined) {
      best = [seat];
      continue;
    }
    const [bp, bd] = key(top);
    if (p > bp || (p === bp && d > bd)) best = [seat];
    else if (p === bp && d === bd) best.push(seat);
  }
  return { winners: best, reason: best.length > 1 ? 'cyclesShared' : 'cycles', scores: sc };
}

/** The action phase is over: the game ends by elimination or after the last round, else cleanup begins. */
export function endActionPhaseMut(s: S, events: PipfallEvent[] | null): void {
  const counts = diceCounts(s.board, s.seats.length);
  const withDice = inGame(s).filter((seat) => counts[seat]! > 0);
  if (withDice.length <= 1) {
    // End by elimination is checked first; no restore then.
    const outcome: Outcome =
      withDice.length === 1 ? { winners: withDice, reason: 'elimination', scores: scores(s) } : { winners: s.hadDice.slice(), reason: 'draw', scores: scores(s) };
    finishMut(s, outcome, events);
    return;
  }
  if (s.lastRound) {
    finishMut(s, cyclesOutcome(s), events);
    return;
  }
  cleanupMut(s, events);
}

/** Ends the game with `outcome`. */
function finishMut(s: S, outcome: Outcome, events: PipfallEvent[] | null): void {
  s.phase = 'over';
  s.pending = null;
  s.outcome = outcome as S['outcome'];
  events?.push({ type: 'gameOver', outcome });
}
