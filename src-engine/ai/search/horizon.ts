/** The search horizon: where the tree and the rollout stop, a number of returns of the searcher to a round's decision. */
import type { AnyGame, BaseAction, Seat } from '../../core/game';
import type { Shortcuts } from './stepper';

/** Where the search stops looking ahead: `rounds` returns of `seat` to an action of `type`. */
export interface Horizon {
  readonly seat: Seat;
  readonly type: string;
  readonly rounds: number;
  /** Returns seen so far in this iteration. */
  seen: number;
  /**
   * The horizon seat's legal actions when `atHorizon` had to list them to answer (null when it
   * did not), for the caller to reuse for that seat's move rather than asking the game twice.
   */
  listed: readonly BaseAction[] | null;
}

/**
 * True when the horizon's seat is to act in `state` and starts a round of the horizon's type (its
 * first legal action is of that type). Asks the game's `decisionType` where it has one; otherwise
 * lists the seat's actions and leaves them in `h.listed`.
 */
export function atHorizon(game: AnyGame, fast: Shortcuts, state: unknown, toAct: readonly Seat[], h: Horizon): boolean {
  h.listed = null;
  if (!toAct.includes(h.seat)) return false;
  if (fast.typeOf) return fast.typeOf(state, h.seat) === h.type;
  const mine = game.legalActions(state, h.seat);
  h.listed = mine;
  return mine.length > 0 && mine[0]!.type === h.type;
}
