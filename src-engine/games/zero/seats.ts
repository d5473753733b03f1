/** Seat orders (dealing and resolution run clockwise from the first player) and the seats that must act. */
import type { Seat } from '../../core/game';
import type { ZeroState } from './state';

/** Seat orders by seat count and first player, made once: every step of the rules asks. */
const ORDERS: readonly (readonly (readonly Seat[])[])[] = [1, 2].map((n) => Array.from({ length: n }, (_, first) => Array.from({ length: n }, (_, i) => (first + i) % n)));

/** Seats in dealing and resolution order: clockwise from the first player (a shared array: never change it). */
export function seatOrder(s: Pick<ZeroState, 'options'>): readonly Seat[] {
  const n = s.options.seats;
  const first = s.options.firstPlayer ?? 0;
  const known = ORDERS[n - 1]?.[first];
  if (known) return known;
  return Array.from({ length: n }, (_, i) => (first + i) % n);
}

/** Seats that must act now. */
export function toAct(s: ZeroState): Seat[] {
  if (s.phase === 'program') return seatOrder(s).filter((seat) => !s.seats[seat]!.program);
  if (s.phase === 'resolve' && s.pending) return [s.pending.seat];
  return [];
}
