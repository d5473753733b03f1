/** Cleanup after an action phase: cards discarded, the Restore window from the First Player, eliminations, the marker moves on. */
import type { Draft, Seat } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { cornerOf, diceCount, diceCounts } from './board';
import { startRoundMut } from './deal';
import type { Cell, PipfallAction, PipfallEvent, PipfallState } from './state';
import { clockwiseFrom, inGame, placeSeat } from './turns';

type S = Draft<PipfallState>;

/** Restore is offered only when it would succeed (RULINGS pipfall). */
export function canRestore(s: PipfallState, seat: Seat): boolean {
  return canRestoreWith(s, seat, diceCount(s.board, seat));
}

/** `canRestore` for a seat known to have `own` dice on the board. */
function canRestoreWith(s: PipfallState, seat: Seat, own: number): boolean {
  const h = s.seats[seat]!;
  if (h.eliminated || h.restoreCard === null) return false;
  const corner = cornerAt(seat, s.seats.length);
  return own >= 1 && own < 4 && s.board[corner.row]![corner.col] === null;
}

/** `cornerOf`, made once per seat and seat count (read only: the restore window asks it of every seat every round). */
const CORNERS: Cell[][] = [];
function cornerAt(seat: Seat, seats: number): Cell {
  const bySeat = (CORNERS[seats] ??= []);
  return (bySeat[seat] ??= cornerOf(seat, seats));
}

/** Cleanup 1 and 2: the round's cards discarded, then the Restore window opens. */
export function cleanupMut(s: S, events: PipfallEvent[] | null): void {
  // Cleanup 1: discard every programmed and Initiative card, cancelled ones included (onto this state's own pile: clones share the piles).
  s.deck = { draw: s.deck.draw, discard: s.deck.discard.slice() };
  for (const seat of inGame(s)) {
    const h = s.seats[seat]!;
    if (h.program) for (const c of h.program) s.deck.discard.push(c);
    if (h.initiative) s.deck.discard.push(h.initiative);
    h.program = null;
    h.initiative = null;
    h.markers = [null, null, null];
  }
  // Cleanup 2: the restore window, from the First Player clockwise.
  s.phase = 'restore';
  s.cursor = { cycle: 0, turn: 0 };
  advanceRestoreMut(s, events);
}

/** Asks the next seat that can Restore, clockwise from the First Player; after the last, eliminations and the next round. */
function advanceRestoreMut(s: S, events: PipfallEvent[] | null): void {
  // The board does not change until this returns.
  const counts = diceCounts(s.board, s.seats.length);
  for (let seat = placeSeat(s, s.cursor.turn); seat !== null; seat = placeSeat(s, s.cursor.turn)) {
    if (canRestoreWith(s, seat, counts[seat]!)) {
      s.pending = { kind: 'restore', seat };
      return;
    }
    s.cursor.turn++;
  }
  s.pending = null;
  // Cleanup 3: elimination; 4: the First Player marker moves on.
  for (const seat of inGame(s)) {
    if (counts[seat] === 0) {
      s.seats[seat]!.eliminated = true;
      s.seats[seat]!.hand = [];
      events?.push({ type: 'eliminated', seat });
    }
  }
  s.firstPlayer = clockwiseFrom(s, (s.firstPlayer + 1) % s.seats.length)[0]!;
  events?.push({ type: 'roundEnded', round: s.round, firstPlayer: s.firstPlayer });
  startRoundMut(s, events);
}

/** The seat's Restore answer, after which the window goes on. */
export function applyRestoreMut(s: S, a: Extract<PipfallAction, { type: 'restore' }>, events: PipfallEvent[] | null): Result<true> {
  const p = s.pending;
  if (s.phase !== 'restore' || !p || p.kind !== 'restore') return err('ERR_PHASE', 'no Restore decision is waiting');
  if (p.seat !== a.seat) return err('ERR_NOT_YOUR_TURN', `seat ${p.seat} decides on Restore, not seat ${a.seat}`);
  const h = s.seats[a.seat]!;
  if (a.use) {
    const corner = cornerOf(a.seat, s.seats.length);
    const id = s.nextDieId++;
    s.board[corner.row]![corner.col] = { id, owner: a.seat, pips: 4 };
    const card = h.restoreCard!;
    s.retired = [...s.retired, card];
    h.restoreCard = null;
    events?.push({ type: 'restored', seat: a.seat, die: id, cell: corner, card });
  } else events?.push({ type: 'restoreDeclined', seat: a.seat });
  s.pending = null;
  s.cursor.turn++;
  advanceRestoreMut(s, events);
  return ok(true);
}
