/** Display names for seats, from the catalogue, and the seat counts the new-game form offers. */
import type { HelloResult, SeatKind } from '../engine/types';
import { t } from '../i18n';

/** "Player 1", "Player 2 (computer)"... in seat order. */
export function seatNames(seats: readonly SeatKind[]): string[] {
  return seats.map((s, i) => t(s.kind === 'ai' ? 'seat.nameAi' : 'seat.name', { n: i + 1 }));
}

/** A game as the engine's `hello` describes it. */
type GameInfo = HelloResult['games'][number];

/** The seat counts the new-game form offers for a game: exactly those its engine accepts (PipFall Toss: 2 or 4, not 3). */
export function seatChoices(info: GameInfo): readonly number[] {
  return info.seatCounts;
}

/** `n` if the game takes it, else the nearest count it takes (the smaller one on a tie). */
export function fitSeatCount(info: GameInfo, n: number): number {
  const counts = seatChoices(info);
  if (counts.includes(n)) return n;
  return counts.reduce((best, c) => (Math.abs(c - n) < Math.abs(best - n) ? c : best), counts[0] ?? n);
}
