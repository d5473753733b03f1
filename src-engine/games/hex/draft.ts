/**
 * The rules' private mutable draft (`HexDraft`): the copy the rules change in place, with what
 * it shares with the state it was copied from; and the rules' one success value.
 */
import type { Draft } from '../../core/game';
import { ok, type Result } from '../../core/result';
import type { Die, HexEvent, HexState, SeatState } from './state';

export type { Draft };

/**
 * The rules' draft: every field assignable, but only the dice and each seat's `activated` may be
 * changed in place. The other arrays (draw, discards, order, rng; hands, programs, trophies)
 * are shared between a state and its copies (copy-on-write: `cloneState` does not copy them),
 * so the rules replace them and never change them; their types stay readonly to say so.
 */
type Assignable<T> = { -readonly [K in keyof T]: T[K] };
type SeatDraft = Assignable<Omit<SeatState, 'activated'>> & { activated: number[] };
export type HexDraft = Assignable<Omit<HexState, 'dice' | 'seats'>> & { dice: Die[]; seats: SeatDraft[] };
type S = HexDraft;

/** Where the rules append their events: a list, or null to build none (the search's fast path). */
export type Events = HexEvent[] | null;

/** The one success value of the rules (shared: search applies millions of actions). */
export const DONE: Result<true> = ok(true);

/**
 * A copy that the rules may mutate: the dice list and each seat's `activated` are copied (die
 * objects are replaced, never changed, so a shallow list copy is enough); every other array is
 * shared, as the rules replace those and never change them (see `S`). The search copies a state
 * for every action it tries, and most copies change none of them.
 */
export function cloneState(s: HexState): S {
  const seats = new Array<SeatDraft>(s.seats.length);
  for (let i = 0; i < s.seats.length; i++) {
    const h = s.seats[i]!;
    seats[i] = {
      location: h.location,
      reserve: h.reserve,
      hand: h.hand,
      program: h.program,
      leftOut: h.leftOut,
      revealed: h.revealed,
      activated: h.activated.slice(),
      trophies: h.trophies,
      eliminated: h.eliminated,
    };
  }
  return {
    game: 'hex',
    options: s.options,
    map: s.map,
    rng: s.rng,
    draw: s.draw,
    discardOpen: s.discardOpen,
    discardHidden: s.discardHidden,
    dice: s.dice.slice(),
    round: s.round,
    hand: s.hand,
    firstPlayer: s.firstPlayer,
    phase: s.phase,
    seats,
    step: s.step,
    order: s.order,
    turn: s.turn,
    outcome: s.outcome,
  };
}
