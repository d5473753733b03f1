/** A round's end: places by finishing, by elimination or by the safety valve, the scoring rolls, then the next round or the game's end. */
import { DIE_KINDS, type DieKind } from '../../core/dice';
import type { Draft, Outcome, Seat } from '../../core/game';
import { startRoundMut } from './deal';
import { rollMut, unusedDice } from './rolls';
import { activeSeats } from './seats';
import { ROUNDS, TURN_LIMIT, type PiplusEvent, type PiplusState } from './state';

type S = Draft<PiplusState>;

/** Places that score: 1st-3rd, or 1st-2nd with two players. */
export function scoringPlaces(players: number): number {
  return Math.min(3, players - 1);
}

/** The dice each scoring place rolls (RULINGS: 1st all three, 2nd d4+d6, 3rd d4; with two players 2nd rolls the d4). */
export function scoringDice(players: number, place: number): readonly DieKind[] {
  if (place === 1) return DIE_KINDS;
  if (players === 2) return place === 2 ? ['d4'] : [];
  return place === 2 ? ['d4', 'd6'] : place === 3 ? ['d4'] : [];
}

/** Gives `seat` the next place in the round's ranking. */
export function placeMut(s: S, seat: Seat, by: 'finished' | 'lastLeft' | 'valve', events: PiplusEvent[] | null): void {
  s.ranking.push(seat);
  const place = s.ranking.length;
  s.seats[seat]!.place = place;
  events?.push({ type: 'placed', seat, place, by });
}

/** RULINGS' safety valve: after TURN_LIMIT turns the round ends, the rest ranked by fewer cards, fewer unused dice, then clockwise from the starter. */
export function valveMut(s: S, events: PiplusEvent[] | null): void {
  if (s.phase !== 'play' || s.turns < TURN_LIMIT) return;
  events?.push({ type: 'safetyValve', turns: s.turns });
  const n = s.seats.length;
  const order = (seat: Seat): number => (seat - s.starter + n) % n;
  const rest = activeSeats(s).sort((a, b) => {
    const x = s.seats[a]!;
    const y = s.seats[b]!;
    return x.hand.length - y.hand.length || unusedDice(x).length - unusedDice(y).length || order(a) - order(b);
  });
  for (const seat of rest) placeMut(s, seat, 'valve', events);
  endRoundMut(s, events);
}

/** Ends the round: the last seat left takes the last place, the scoring rolls, then the next round or the game's end. */
export function endRoundMut(s: S, events: PiplusEvent[] | null): void {
  const n = s.seats.length;
  const left = activeSeats(s);
  // The one seat left is placed by elimination (2 and 3 players: the last scoring place).
  if (left.length === 1) placeMut(s, left[0]!, 'lastLeft', events);
  events?.push({ type: 'roundEnded', round: s.round, places: s.seats.map((h) => h.place) });
  const scores = new Array<number>(n).fill(0);
  for (const seat of s.ranking) {
    const place = s.seats[seat]!.place!;
    const kinds = scoringDice(n, place);
    if (kinds.length === 0) continue;
    const rolls = kinds.map((die) => {
      const value = rollMut(s, die);
      events?.push({ type: 'rolled', seat, die, value, reason: 'score' });
      return { die, value };
    });
    const score = Math.max(...rolls.map((r) => r.value));
    scores[seat] = score;
    const total = s.seats[seat]!.scores.reduce((x, y) => x + y, 0) + score;
    events?.push({ type: 'scored', seat, place, rolls, score, total });
  }
  s.seats.forEach((h, seat) => h.scores.push(scores[seat]!));
  if (s.round >= ROUNDS) {
    const totals = s.seats.map((h) => h.scores.reduce((x, y) => x + y, 0));
    const best = Math.max(...totals);
    const winners = totals.flatMap((t, seat) => (t === best ? [seat] : []));
    const outcome: Outcome = { winners, reason: winners.length > 1 ? 'roundsShared' : 'rounds', scores: totals };
    s.phase = 'over';
    s.outcome = outcome as S['outcome'];
    events?.push({ type: 'gameOver', outcome });
    return;
  }
  s.round++;
  startRoundMut(s, events);
}
