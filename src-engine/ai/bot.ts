/**
 * The bot interface shared by every AI level. A bot is game-agnostic: it sees a
 * seat's view and that seat's legal actions, never the state, and it threads its own
 * seeded generator so that the same inputs always give the same decision.
 */
import type { AnyGame, BaseAction, Seat } from '../core/game';
import type { RngState } from '../core/rng';

/** A decision and the bot generator's state after making it. */
export interface BotChoice {
  /** One of the legal actions the bot was offered. */
  readonly action: BaseAction;
  /** The advanced generator; the caller keeps it for the bot's next decision. */
  readonly rng: RngState;
}

/** An AI player of some level. */
export interface Bot {
  /** The level name ('random', 'greedy'...). */
  readonly name: string;
  /**
   * Picks one of `legal` (which must not be empty) for `seat`, knowing only `view`
   * (what `game.view(state, seat)` returned).
   */
  choose(game: AnyGame, view: unknown, seat: Seat, legal: readonly BaseAction[], rng: RngState): BotChoice;
}

/** Thrown when a bot is asked to choose among no actions: the caller's bug, not the game's. */
export function noLegalActions(name: string, seat: Seat): Error {
  return new RangeError(`${name} bot: seat ${seat} was offered no legal action`);
}
