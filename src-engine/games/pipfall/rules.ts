/**
 * PipFall's rules as functions over a private mutable draft: the phases assembled. `apply` in
 * index.ts clones the state first, so nothing outside ever sees a mutation; the `*Mut` names say so.
 */
import type { Draft, Seat } from '../../core/game';
import { err, type Result } from '../../core/result';
import { activationCandidates, applyActivateMut, applyGloryMut } from './activation';
import { applyRestoreMut } from './cleanup';
import { forgetFreeLanes } from './fast';
import { legalLanes } from './lanes';
import { applyPlaceMut } from './placement';
import { applyProgramMut } from './programming';
import type { PipfallAction, PipfallEvent, PipfallState } from './state';
import { isToAct } from './turns';
import { usesFor } from './uses';

export type { Draft } from './draft';
export { cloneState, has } from './draft';
export { clockwiseFrom, currentSeat, inGame, placeOrder, toAct } from './turns';
export { cycleLimit, setupState } from './setup';
export { legalLanes } from './lanes';
export { programsOf } from './programming';
export { initiativeRanking } from './initiative';
export { activationCandidates } from './activation';
export { usesFor } from './uses';
export { powerResult } from './resolution';
export { cyclesOutcome, scores } from './end';
export { canRestore } from './cleanup';
export { decisionType, legalActionAt, legalCount, quietDecision } from './fast';

type S = Draft<PipfallState>;

/** Every legal action for a seat now. */
export function legalActions(s: PipfallState, seat: Seat): PipfallAction[] {
  if (!isToAct(s, seat)) return [];
  switch (s.phase) {
    case 'program': {
      // programsOf's order, built in one go.
      const hand = s.seats[seat]!.hand;
      const n = hand.length;
      const out: PipfallAction[] = [];
      for (let a = 0; a < n; a++)
        for (let b = 0; b < n; b++)
          for (let c = 0; c < n; c++)
            for (let d = 0; d < n; d++) {
              if (a === b || a === c || a === d || b === c || b === d || c === d) continue;
              out.push({ type: 'program', seat, cards: [hand[a]!, hand[b]!, hand[c]!], initiative: hand[d]! });
            }
      return out;
    }
    case 'place': {
      const out: PipfallAction[] = [];
      for (const lane of legalLanes(s, seat)) out.push({ type: 'place', seat, lane });
      return out;
    }
    case 'activate': {
      const slot = s.cursor.cycle;
      const card = s.seats[seat]!.program![slot]!;
      const out: PipfallAction[] = [];
      for (const d of activationCandidates(s, seat, slot)) for (const use of usesFor(s, card, d)) out.push({ type: 'activate', seat, die: d.die.id, use });
      return out;
    }
    case 'glory':
      return s.pending?.kind === 'glory' ? [...s.pending.dice.map((die): PipfallAction => ({ type: 'glory', seat, die })), { type: 'glory', seat, die: null }] : [];
    case 'restore':
      return [
        { type: 'restore', seat, use: true },
        { type: 'restore', seat, use: false },
      ];
    default:
      return [];
  }
}

/**
 * Applies one action to the draft, or explains why it is illegal (the draft is then discarded).
 * Events are appended to `events`; null builds none (the search, which would discard them).
 */
export function applyMut(s: S, a: PipfallAction, events: PipfallEvent[] | null): Result<true> {
  // The fast path's lanes describe a state as it was (see lastFreeLanes).
  forgetFreeLanes();
  if (s.phase === 'over') return err('ERR_GAME_OVER', 'the game is over');
  if (!Number.isInteger(a.seat) || a.seat < 0 || a.seat >= s.seats.length) return err('ERR_SEAT', `no seat ${a.seat} in this game`);
  if (s.seats[a.seat]!.eliminated) return err('ERR_ELIMINATED', `seat ${a.seat} is out of the game`);
  switch (a.type) {
    case 'program':
      return applyProgramMut(s, a, events);
    case 'place':
      return applyPlaceMut(s, a, events);
    case 'activate':
      return applyActivateMut(s, a, events);
    case 'glory':
      return applyGloryMut(s, a, events);
    case 'restore':
      return applyRestoreMut(s, a, events);
    default:
      return err('ERR_ACTION', `unknown action type "${String((a as { type: unknown }).type)}"`);
  }
}
