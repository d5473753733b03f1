/**
 * The action phase's turns: programmed cards revealed in turn, cycle by cycle, the dice a card
 * may activate, null actions, and the glory bonus's answer.
 */
import { isNumberCard } from '../../core/cards';
import type { Draft, Seat } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { asPips, findDie, pathOf } from './board';
import { SLOTS } from './draft';
import { endActionPhaseMut } from './end';
import { laneCol, laneRow } from './lanes';
import { activateMut } from './resolution';
import { DIRECTIONS, type Cell, type Die, type PipfallAction, type PipfallEvent, type PipfallState } from './state';
import { currentSeat } from './turns';

type S = Draft<PipfallState>;

/** Own dice in the marker's lane now that have not activated this round, in board order. */
export function activationCandidates(s: PipfallState, seat: Seat, slot: number): (Cell & { die: Die })[] {
  const h = s.seats[seat]!;
  const m = h.markers[slot];
  if (!m || m.kind === 'card') return [];
  const out: (Cell & { die: Die })[] = [];
  for (let i = 0; i < s.size; i++) {
    const row = laneRow(m, i);
    const col = laneCol(m, i);
    const d = s.board[row]![col];
    if (d && d.owner === seat && !h.activated.includes(d.id)) out.push({ row, col, die: d });
  }
  return out;
}

/** `activationCandidates(s, seat, slot).length > 0`, without building them. */
function hasCandidate(s: PipfallState, seat: Seat, slot: number): boolean {
  const h = s.seats[seat]!;
  const m = h.markers[slot];
  if (!m || m.kind === 'card') return false;
  for (let i = 0; i < s.size; i++) {
    const d = s.board[laneRow(m, i)]![laneCol(m, i)];
    if (d && d.owner === seat && !h.activated.includes(d.id)) return true;
  }
  return false;
}

/** The candidate die `id` of `activationCandidates(s, seat, slot)`, or undefined. */
function candidate(s: PipfallState, seat: Seat, slot: number, id: number): (Cell & { die: Die }) | undefined {
  const h = s.seats[seat]!;
  const m = h.markers[slot];
  if (!m || m.kind === 'card' || h.activated.includes(id)) return undefined;
  for (let i = 0; i < s.size; i++) {
    const row = laneRow(m, i);
    const col = laneCol(m, i);
    const d = s.board[row]![col];
    if (d && d.id === id) return d.owner === seat ? { row, col, die: d } : undefined;
  }
  return undefined;
}

/** Reveals cards and resolves null actions until a seat must choose, or the action phase ends. */
export function advanceActivateMut(s: S, events: PipfallEvent[] | null): void {
  const order = s.activationOrder;
  while (s.phase === 'activate') {
    if (s.cursor.turn >= order.length) {
      s.cursor = { cycle: s.cursor.cycle + 1, turn: 0 };
      if (s.cursor.cycle >= SLOTS) {
        endActionPhaseMut(s, events);
        return;
      }
      continue;
    }
    const seat = order[s.cursor.turn]!;
    const slot = s.cursor.cycle;
    const h = s.seats[seat]!;
    if (h.markers[slot]?.kind === 'card') {
      // Cancelled at placement: never revealed, no effect.
      s.cursor.turn++;
      continue;
    }
    const card = h.program![slot]!;
    if (!h.revealed[slot]) {
      h.revealed[slot] = true;
      events?.push({ type: 'cardRevealed', seat, slot, card });
    }
    if (hasCandidate(s, seat, slot)) return;
    events?.push({ type: 'nullAction', seat, slot, card });
    s.cursor.turn++;
  }
}

/** The card's use on one of the seat's dice in the marker's lane. */
export function applyActivateMut(s: S, a: Extract<PipfallAction, { type: 'activate' }>, events: PipfallEvent[] | null): Result<true> {
  if (s.phase !== 'activate') return err('ERR_PHASE', 'no card is activating now');
  const seat = currentSeat(s);
  if (seat !== a.seat) return err('ERR_NOT_YOUR_TURN', `seat ${seat} activates now, not seat ${a.seat}`);
  const slot = s.cursor.cycle;
  const card = s.seats[a.seat]!.program![slot]!;
  const at = candidate(s, a.seat, slot, a.die);
  if (!at) return err('ERR_DIE', `die ${a.die} is not an unactivated die of yours in the marker's lane`);
  const u = a.use;
  if (u.kind === 'move') {
    if (!isNumberCard(card)) return err('ERR_USE', `${card} is a face card: suit power only`);
    if (!Number.isInteger(u.distance) || u.distance < 0 || u.distance > 3) return err('ERR_USE', 'a move is 0 to 3 cells');
    if (!DIRECTIONS.includes(u.direction)) return err('ERR_USE', `no direction "${String(u.direction)}"`);
    if (!pathOf(at, u.direction, u.distance, s.size)) return err('ERR_USE', 'that move leaves the board');
  } else if (u.kind !== 'power') return err('ERR_USE', 'a card is used to move or for its suit power');
  const waiting = activateMut(s, a.seat, slot, card, at, u, events);
  if (!waiting) {
    s.cursor.turn++;
    advanceActivateMut(s, events);
  }
  return ok(true);
}

/** The glory bonus's die (or none), after which activation goes on. */
export function applyGloryMut(s: S, a: Extract<PipfallAction, { type: 'glory' }>, events: PipfallEvent[] | null): Result<true> {
  const p = s.pending;
  if (s.phase !== 'glory' || !p || p.kind !== 'glory') return err('ERR_PHASE', 'no glory bonus is waiting');
  if (p.seat !== a.seat) return err('ERR_NOT_YOUR_TURN', `seat ${p.seat} decides the glory bonus, not seat ${a.seat}`);
  if (a.die !== null && !p.dice.includes(a.die)) return err('ERR_DIE', `die ${a.die} cannot take the bonus; choose one of ${p.dice.join(', ')} or decline`);
  if (a.die === null) events?.push({ type: 'gloryBonus', seat: a.seat, die: null });
  else {
    const at = findDie(s.board, a.die)!;
    const to = asPips(Math.min(6, at.die.pips + 1));
    s.board[at.row]![at.col] = { id: at.die.id, owner: at.die.owner, pips: to };
    events?.push({ type: 'gloryBonus', seat: a.seat, die: a.die, from: at.die.pips, to });
  }
  s.pending = null;
  s.phase = 'activate';
  s.cursor.turn++;
  advanceActivateMut(s, events);
  return ok(true);
}
