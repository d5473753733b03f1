/**
 * Pip Zero's rules as functions over a private mutable draft: the phases assembled. `apply` in
 * index.ts clones the state first, so nothing outside ever sees a mutation; the `*Mut` names say so.
 */
import type { Draft, Seat } from '../../core/game';
import { err, type Result } from '../../core/result';
import { choicesFor } from './choices';
import { applyProgramMut, programsOf } from './programming';
import { applyChooseMut } from './resolution';
import type { ZeroAction, ZeroEvent, ZeroState } from './state';

export type { Draft } from './draft';
export { cloneState } from './draft';
export { seatOrder, toAct } from './seats';
export { setupState } from './setup';
export { programsOf } from './programming';
export { choicesFor, forcedDice, powerResolvable } from './choices';
export { timerOutcome } from './end';

type S = Draft<ZeroState>;

/** Every legal action for a seat now. */
export function legalActions(s: ZeroState, seat: Seat): ZeroAction[] {
  if (s.phase === 'program') {
    const h = s.seats[seat];
    if (!h || h.program) return [];
    return programsOf(h.hand).map((cards) => ({ type: 'program', seat, cards }));
  }
  if (s.phase === 'resolve' && s.pending && s.pending.seat === seat) {
    return choicesFor(s, seat, s.pending.card, s.pending.column).map((choice) => ({ type: 'choose', seat, choice }));
  }
  return [];
}

/** Applies one action to the draft, or explains why it is illegal (the draft is then discarded). */
export function applyMut(s: S, a: ZeroAction, events: ZeroEvent[] | null): Result<true> {
  if (s.phase === 'over') return err('ERR_GAME_OVER', 'the game is over');
  if (!Number.isInteger(a.seat) || a.seat < 0 || a.seat >= s.options.seats) return err('ERR_SEAT', `no seat ${a.seat} in this game`);
  if (a.type === 'program') return applyProgramMut(s, a, events);
  if (a.type === 'choose') return applyChooseMut(s, a, events);
  return err('ERR_ACTION', `unknown action type "${String((a as { type: unknown }).type)}"`);
}
