/**
 * The bot interface shared by every AI level. A bot is game-agnostic: it sees a
 * seat's view and that seat's legal actions, never the state, and it threads its own
 * seeded generator so that the same inputs always give the same decision.
 */
import type { AnyGame, BaseAction, GameBot, Seat } from '../core/game';
import type { RngState } from '../core/rng';

/** A decision and the bot generator's state after making it. */
export interface BotChoice {
  /** One of the legal actions the bot was offered. */
  readonly action: BaseAction;
  /** The advanced generator; the caller keeps it for the bot's next decision. */
  readonly rng: RngState;
}

/**
 * Optional per-decision context from the caller. Without `now` a level searches its fixed
 * iteration budget (reproducible); with it, its time budget. The engine never reads a clock.
 */
export interface ChooseContext {
  /** A monotonic clock in milliseconds, injected by the host (the engine has none). */
  readonly now?: () => number;
  /** Overrides the level's time budget, in milliseconds (only with `now`). */
  readonly timeMs?: number;
  /** Polled every few iterations; true ends the search early (new game, close). */
  readonly shouldStop?: () => boolean;
  /**
   * Gives the caller's event loop a turn (e.g. a zero-delay timer from the transport); with it
   * `chooseAsync` thinks in slices, so messages that cancel it can arrive meanwhile.
   */
  readonly pause?: () => Promise<void>;
}

/** An AI player of some level. */
export interface Bot {
  /** The level name ('random', 'greedy'...). */
  readonly name: string;
  /**
   * Picks one of `legal` (which must not be empty) for `seat`, knowing only `view`
   * (what `game.view(state, seat)` returned). `ctx` is ignored by bots that do not search.
   */
  choose(game: AnyGame, view: unknown, seat: Seat, legal: readonly BaseAction[], rng: RngState, ctx?: ChooseContext): BotChoice;
  /** The same decision thought in slices (`ctx.pause`), for hosts that must stay responsive; bots that do not search omit it. */
  chooseAsync?(
    game: AnyGame,
    view: unknown,
    seat: Seat,
    legal: readonly BaseAction[],
    rng: RngState,
    ctx: ChooseContext & { readonly pause: () => Promise<void> },
  ): Promise<BotChoice>;
}

/** Thrown when a bot is asked to choose among no actions: the caller's bug, not the game's. */
export function noLegalActions(name: string, seat: Seat): Error {
  return new RangeError(`${name} bot: seat ${seat} was offered no legal action`);
}

/** The game's own player for `level` at this view (`Game.ai.bots`), or undefined where the generic level plays. */
export function ownPlayer(game: AnyGame, level: string, view: unknown): GameBot | undefined {
  const mine = game.ai.bots?.[level];
  return mine && (!mine.plays || mine.plays(view)) ? mine : undefined;
}
