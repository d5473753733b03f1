/**
 * What the engine host is given and what it answers with: the games and bots it plays, the
 * seeds and the clock its transport supplies, and the `Host` a transport drives. Types only;
 * `engine-host.ts` is the host itself, `host.ts` wires in the real registry and bots.
 */
import type { BotChoice } from '../ai/bot';
import type { Response } from '../../src-shared/contract/protocol';
import type { AnyGame, BaseAction, Seat } from '../core/game';
import type { RngState } from '../core/rng';

/**
 * A bot as the host uses it: src-engine/ai's `Bot`, whose answer may also come through a
 * promise (a bot that thinks in slices). It only ever sees a view.
 */
export interface HostBot {
  readonly name: string;
  choose(game: AnyGame, view: unknown, seat: Seat, legal: readonly BaseAction[], rng: RngState, ctx?: HintContext): BotChoice | Promise<BotChoice>;
  /** Thinks in slices, giving the host's event loop a turn through `ctx.pause` (search levels). */
  chooseAsync?(
    game: AnyGame,
    view: unknown,
    seat: Seat,
    legal: readonly BaseAction[],
    rng: RngState,
    ctx: HintContext & { readonly pause: () => Promise<void> },
  ): Promise<BotChoice>;
}

/** What the hint search answers: src-engine/ai's `Explanation`, as far as the host needs it. */
export interface HostExplanation {
  readonly top: readonly { readonly action: BaseAction; readonly label: string; readonly share: number; readonly mean: number }[];
  readonly reason: string;
  readonly iterations: number;
  readonly stopped: string;
}

/** Context for one hint search: a clock when the transport has one, and cancellation. */
export interface HintContext {
  readonly now?: () => number;
  readonly shouldStop?: () => boolean;
  /** From the transport: yields to its event loop, so a close can cancel the search meanwhile. */
  readonly pause?: () => Promise<void>;
}

/** The search behind `hint` (src-engine/ai's `explain` at the hard level). It only ever sees a view. */
export interface HostHinter {
  /** The level named in answers ('hard'). */
  readonly level: string;
  explain(game: AnyGame, view: unknown, seat: Seat, legal: readonly BaseAction[], rng: RngState, ctx: HintContext): HostExplanation | Promise<HostExplanation>;
}

/** Where the host gets games, bots and seeds. */
export interface HostDeps {
  /** The game with this id, or undefined. */
  readonly getGame: (id: string) => AnyGame | undefined;
  /** Every implemented game, for `hello`. */
  readonly games: () => readonly AnyGame[];
  /** The bot for an AI level, or undefined for an unknown level. */
  readonly getBot: (level: string) => HostBot | undefined;
  /** The AI level names, weakest first, for `hello`. */
  readonly aiLevels: () => readonly string[];
  /** A fresh 32-bit seed for a game started without one (the transport supplies the entropy). */
  readonly nextSeed: () => number;
  /** The hint search; without it `hint` answers ERR_BOT. */
  readonly hinter?: HostHinter;
  /**
   * A monotonic clock in milliseconds from the transport. AI moves and hints are then
   * time-budgeted (the app); without one they search fixed iteration budgets
   * (reproducible: tests). A timed AI move may differ on a retry after an engine restart;
   * that move was never saved nor shown, so nothing the player saw changes.
   */
  readonly now?: () => number;
  /**
   * Gives the transport's event loop a turn (a zero-delay timer). With it the search levels
   * think in slices, so a `close`, a new action or a new game can cancel them meanwhile.
   */
  readonly pause?: () => Promise<void>;
  /**
   * Why the games' start-up failed (toss's physics did not load), or null when it did not.
   * While it failed, a record that does not replay is answered ERR_NOT_READY, not judged.
   */
  readonly startupProblem?: () => string | null;
}

/** A running host. */
export interface Host {
  /** Handles one untrusted message; the answer goes to `send`. */
  receive(raw: unknown): void;
  /** Handles one untrusted message and resolves with its answer (also sent to `send`). */
  handle(raw: unknown): Promise<Response>;
}
