/** Display names for seats, from the catalogue. */
import type { SeatKind } from '../engine/types';
import { t } from '../i18n';

/** "Player 1", "Player 2 (computer)"... in seat order. */
export function seatNames(seats: readonly SeatKind[]): string[] {
  return seats.map((s, i) => t(s.kind === 'ai' ? 'seat.nameAi' : 'seat.name', { n: i + 1 }));
}
