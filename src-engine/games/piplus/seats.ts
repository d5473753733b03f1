/** Who plays: the seats still in the round, clockwise, and the seat to act. */
import type { Seat } from '../../core/game';
import type { PiplusState } from './state';

type Seats = Pick<PiplusState, 'seats'>;

/** True while a seat still plays this round (it has no place yet). */
export function isActive(s: Seats, seat: Seat): boolean {
  return s.seats[seat]!.place === null;
}

/** The next seat clockwise after `from` that still plays this round (`from` itself if it is the only one). */
export function nextActive(s: Seats, from: Seat): Seat {
  const n = s.seats.length;
  for (let i = 1; i <= n; i++) {
    const seat = (from + i) % n;
    if (s.seats[seat]!.place === null) return seat;
  }
  return from;
}

/** Seats still playing this round, in seat order. */
export function activeSeats(s: Seats): Seat[] {
  const out: Seat[] = [];
  s.seats.forEach((h, seat) => {
    if (h.place === null) out.push(seat);
  });
  return out;
}

/** Seats that must act now: the one whose turn it is, or none once the game is over. */
export function toAct(s: PiplusState): Seat[] {
  return s.phase === 'over' ? [] : [s.turn];
}
