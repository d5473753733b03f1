/** Whose turn it is: seat orders, the seat that places or activates now, the seats that must act. */
import type { Seat } from '../../core/game';
import type { PipfallState } from './state';

/** Seats still in the game, clockwise from `start` (or from the next seat still in after it). */
export function clockwiseFrom(s: Pick<PipfallState, 'seats'>, start: Seat): Seat[] {
  const n = s.seats.length;
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (start + i) % n;
    if (!s.seats[seat]!.eliminated) out.push(seat);
  }
  return out;
}

/** Seats still in the game, in seat order. */
export function inGame(s: Pick<PipfallState, 'seats'>): Seat[] {
  return clockwiseFrom(s, 0);
}

/** Placement order: clockwise from the First Player. */
export function placeOrder(s: Pick<PipfallState, 'seats' | 'firstPlayer'>): Seat[] {
  return clockwiseFrom(s, s.firstPlayer);
}

/** The seat `turn` places in this cycle: the turn-th seat still in, clockwise from the First Player (`placeOrder(s)[turn]`), or null. */
export function placeSeat(s: PipfallState, turn: number): Seat | null {
  const n = s.seats.length;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const seat = (s.firstPlayer + i) % n;
    if (s.seats[seat]!.eliminated) continue;
    if (k === turn) return seat;
    k++;
  }
  return null;
}

/** The seat whose turn it is in placement or activation, or null. */
export function currentSeat(s: PipfallState): Seat | null {
  if (s.phase === 'place') return placeSeat(s, s.cursor.turn);
  if (s.phase === 'activate') return s.activationOrder[s.cursor.turn] ?? null;
  return null;
}

/** Seats that must act now. */
export function toAct(s: PipfallState): Seat[] {
  if (s.phase === 'program') {
    const out: Seat[] = [];
    for (let seat = 0; seat < s.seats.length; seat++) {
      const h = s.seats[seat]!;
      if (!h.eliminated && !h.program) out.push(seat);
    }
    return out;
  }
  if (s.phase === 'glory' || s.phase === 'restore') return s.pending ? [s.pending.seat] : [];
  const seat = currentSeat(s);
  return seat === null ? [] : [seat];
}

/** `toAct(s).includes(seat)`, without building the list. */
export function isToAct(s: PipfallState, seat: Seat): boolean {
  if (s.phase === 'program') {
    const h = s.seats[seat];
    return h !== undefined && !h.eliminated && !h.program;
  }
  if (s.phase === 'glory' || s.phase === 'restore') return s.pending !== null && s.pending.seat === seat;
  const current = currentSeat(s);
  return current !== null && current === seat;
}
