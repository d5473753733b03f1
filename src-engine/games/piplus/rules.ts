/**
 * Piplus's rules as functions over a private mutable draft: the phases assembled. `apply` in
 * index.ts clones the state first, so nothing outside ever sees a mutation; the `*Mut` names say so.
 */
import type { Draft } from '../../core/game';
import { err, type Result } from '../../core/result';
import { forgetCount } from './legal';
import { applyPassMut } from './passing';
import { applyDieMut, applyPlayMut } from './plays';
import type { PiplusAction, PiplusEvent, PiplusState } from './state';

export { cloneState } from './draft';
export { activeSeats, isActive, nextActive, toAct } from './seats';
export { DIE_INDEX, unusedDice } from './rolls';
export { cardsInGame, checkDeal, DECK, setupState } from './deal';
export { startingPlayer } from './opening';
export { beats, canonicalPlay } from './plays';
export { leaderAfterClear, passesToClear } from './passing';
export { scoringDice, scoringPlaces } from './round-end';
export { decisionType, legalActionAt, legalActions, legalCount } from './legal';

type S = Draft<PiplusState>;

/** Applies one action to the draft, or explains why it is illegal (the draft is then discarded). */
export function applyMut(s: S, a: PiplusAction, events: PiplusEvent[] | null): Result<true> {
  // The last count's plays describe a state as it was (see countPlays in legal.ts).
  forgetCount();
  if (s.phase === 'over') return err('ERR_GAME_OVER', 'the game is over');
  if (!Number.isInteger(a.seat) || a.seat < 0 || a.seat >= s.seats.length) return err('ERR_SEAT', `no seat ${a.seat} in this game`);
  if (a.seat !== s.turn) return err('ERR_NOT_YOUR_TURN', `it is seat ${s.turn}'s turn, not seat ${a.seat}'s`);
  switch (a.type) {
    case 'play':
      return applyPlayMut(s, a, events);
    case 'die':
      return applyDieMut(s, a, events);
    case 'pass':
      return applyPassMut(s, a, events);
    default:
      return err('ERR_ACTION', `unknown action type "${String((a as { type: unknown }).type)}"`);
  }
}
