/**
 * PipFall Hex's rules as functions over a private mutable draft: the phases assembled. `apply` in
 * index.ts clones the state first, so nothing outside ever sees a mutation; the `*Mut` names say so.
 *
 * Events go to `events`, or nowhere when it is null: the search's fast path passes null, and
 * `events?.push({...})` then does not even build the event objects.
 */
import { err, type Result } from '../../core/result';
import type { Events, HexDraft } from './draft';
import { forgetLegal } from './legal';
import { applyProgramMut } from './programming';
import { applyCardMut } from './resolution';
import { applyChooseMut } from './setup';
import type { HexAction } from './state';

export type { Draft, HexDraft } from './draft';
export { cloneState } from './draft';
export { programsOf } from './programs';
export { clockwiseFrom, diceCount, dieAt, inGame, locationById } from './battlefield';
export { eligibleDice, hasUse, rankOf, reinforceCells, usesOf } from './uses';
export { chooser, choosingOrder, defaultLocation, resolveMap, setupState } from './setup';
export { cardsNeeded } from './rounds';
export { resolving } from './resolution';
export { combatResult, powerResult } from './activation';
export { scoreOutcome, trophyPips } from './end';
export { decisionType, legalActionAt, legalActions, legalCount, toAct } from './legal';

type S = HexDraft;

/** Applies one action to the draft, or explains why it is illegal (the draft is then discarded). */
export function applyMut(s: S, a: HexAction, events: Events): Result<true> {
  forgetLegal(s);
  if (s.phase === 'over') return err('ERR_GAME_OVER', 'the game is over');
  if (!Number.isInteger(a.seat) || a.seat < 0 || a.seat >= s.seats.length) return err('ERR_SEAT', `no seat ${a.seat} in this game`);
  if (s.seats[a.seat]!.eliminated) return err('ERR_ELIMINATED', `seat ${a.seat} is out of the game`);
  switch (a.type) {
    case 'chooseLocation':
      return applyChooseMut(s, a, events);
    case 'program':
      return applyProgramMut(s, a, events);
    case 'move':
    case 'power':
    case 'reinforce':
      return applyCardMut(s, a, events);
    default:
      return err('ERR_ACTION', `unknown action type "${String((a as { type: unknown }).type)}"`);
  }
}
