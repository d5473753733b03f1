/** Lane placement: three cycles clockwise from the First Player, a marker per cycle on a lane or, with none legal, on the card. */
import type { Draft } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { SLOTS } from './draft';
import { revealInitiativeMut } from './initiative';
import { hasLegalLane, isLegalLane, legalLanes } from './lanes';
import type { PipfallAction, PipfallEvent, PipfallState } from './state';
import { currentSeat, placeSeat } from './turns';

type S = Draft<PipfallState>;

/** Places markers automatically on cards when a seat has no legal lane; stops at a real choice. */
export function advancePlaceMut(s: S, events: PipfallEvent[] | null): void {
  while (s.cursor.cycle < SLOTS) {
    const seat = placeSeat(s, s.cursor.turn);
    if (seat === null) {
      s.cursor = { cycle: s.cursor.cycle + 1, turn: 0 };
      continue;
    }
    if (hasLegalLane(s, seat)) return;
    // No unclaimed lane holds one of its dice: the marker goes on the card, cancelling it.
    s.seats[seat]!.markers[s.cursor.cycle] = { kind: 'card' };
    events?.push({ type: 'markerOnCard', seat, slot: s.cursor.cycle });
    s.cursor.turn++;
  }
  revealInitiativeMut(s, events);
}

/** A lane marker placed by the seat whose turn it is. */
export function applyPlaceMut(s: S, a: Extract<PipfallAction, { type: 'place' }>, events: PipfallEvent[] | null): Result<true> {
  if (s.phase !== 'place') return err('ERR_PHASE', 'no lane marker is being placed now');
  const seat = currentSeat(s);
  if (seat !== a.seat) return err('ERR_NOT_YOUR_TURN', `seat ${seat} places a marker now, not seat ${a.seat}`);
  if (!isLegalLane(s, a.seat, a.lane)) {
    const legal = legalLanes(s, a.seat);
    return err('ERR_LANE', `that lane is claimed or holds none of your dice; legal: ${legal.map((l) => `${l.kind} ${l.index}`).join(', ')}`);
  }
  const slot = s.cursor.cycle;
  s.seats[a.seat]!.markers[slot] = { kind: a.lane.kind, index: a.lane.index };
  events?.push({ type: 'markerPlaced', seat: a.seat, slot, lane: { kind: a.lane.kind, index: a.lane.index } });
  s.cursor.turn++;
  advancePlaceMut(s, events);
  return ok(true);
}
