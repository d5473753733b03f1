/** Passing: a pass may reroll dice; when every other seat still playing has passed, the table is cleared. */
import { DIE_KINDS, isDieKind } from '../../core/dice';
import type { Draft, Seat } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { DIE_INDEX, rerollMut, sortKinds } from './rolls';
import { valveMut } from './round-end';
import { isActive, nextActive } from './seats';
import type { PiplusAction, PiplusEvent, PiplusState } from './state';

type S = Draft<PiplusState>;

/** How many passes since the last play clear the table: every other seat still playing (RULINGS). */
export function passesToClear(s: Pick<PiplusState, 'seats' | 'lastPlayer'>): number {
  let active = 0;
  for (const h of s.seats) if (h.place === null) active++;
  return s.lastPlayer !== null && isActive(s, s.lastPlayer) ? active - 1 : active;
}

/** Who leads after a clear: the last player to play, or the next seat clockwise still playing when it has finished. */
export function leaderAfterClear(s: Pick<PiplusState, 'seats' | 'lastPlayer'>): Seat {
  const last = s.lastPlayer!;
  return isActive(s, last) ? last : nextActive(s, last);
}

/** A pass, with its rerolls; the table clears when everyone else has passed since the last play. */
export function applyPassMut(s: S, a: Extract<PiplusAction, { type: 'pass' }>, events: PiplusEvent[] | null): Result<true> {
  const seat = a.seat;
  const h = s.seats[seat]!;
  if (!s.table) return err('ERR_MUST_PLAY', 'you lead on an empty table: play a card or a die, passing is not allowed');
  const reroll = a.reroll;
  // The dice listed, one bit per kind.
  let seen = 0;
  for (const k of reroll) {
    if (!isDieKind(k)) return err('ERR_REROLL', `no die "${String(k)}" to reroll: d4, d6 or d8`);
    const bit = 1 << DIE_INDEX[k];
    if (seen & bit) return err('ERR_REROLL', `the ${k} is listed twice`);
    seen |= bit;
    if (h.hand.length === 0 && h.dice[DIE_INDEX[k]]!.spent) return err('ERR_REROLL', `with no cards left you may reroll only unused dice, and your ${k} is spent`);
  }
  events?.push({ type: 'passed', seat, reroll: sortKinds(reroll) });
  // Rolled in d4, d6, d8 order, whatever order the action lists them in.
  for (let i = 0; i < DIE_KINDS.length; i++) if (seen & (1 << i)) rerollMut(s, seat, DIE_KINDS[i]!, 'pass', events);
  s.passes++;
  s.turns++;
  if (s.passes >= passesToClear(s)) {
    const leader = leaderAfterClear(s);
    const cards = s.table.cards.slice();
    s.discards.push(...cards);
    s.table = null;
    s.lastPlayer = null;
    s.passes = 0;
    s.turn = leader;
    events?.push({ type: 'cleared', cards, reason: 'allPassed', leader });
  } else s.turn = nextActive(s, seat);
  valveMut(s, events);
  return ok(true);
}
