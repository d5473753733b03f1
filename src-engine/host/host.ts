/**
 * The engine host with the real games and bots: what every transport starts
 * (`src-engine-process/engine-process.ts`, `src-engine-process/host-node.ts`, the renderer's Web Worker).
 */
import { PLAYER_LEVELS, explain, explainAsync, getBot } from '../ai';
import type { AnyGame } from '../core/game';
import { GAMES, getGame, initGames } from '../games';
import { createEngineHost, type Host } from './engine-host';
import type { HostMessage } from '../../src-shared/contract/protocol';

export type { Host } from './engine-host';

/** What a transport may pass in. */
export interface HostOptions {
  /**
   * A fresh 32-bit seed for each game started without one. Pass real entropy from the
   * transport (Node `crypto.randomInt`, `crypto.getRandomValues` in a worker); without it
   * the host counts 1, 2, 3..., so every session would deal the same games.
   */
  readonly nextSeed?: () => number;
  /**
   * A monotonic clock in milliseconds from the transport, for time-budgeted hints. Without
   * it hints search the hard level's iteration budget.
   */
  readonly now?: () => number;
  /** Yields to the transport's event loop (a zero-delay timer), so AI thinking can be cancelled. */
  readonly pause?: () => Promise<void>;
}

/**
 * Creates the engine host; answers and pushes go to `send`. Messages wait until the games'
 * start-up (toss's physics) is done, in the order they came, so no transport has to know about it;
 * if that start-up fails, tosses answer ERR_PHYSICS_NOT_READY, records that do not replay are
 * answered ERR_NOT_READY rather than judged, and the other games play on.
 */
export function createHost(send: (msg: HostMessage) => void, options: HostOptions = {}): Host {
  let problem: string | null = null;
  const ready = initGames().catch((e: unknown) => {
    problem = `the games' start-up failed (${e instanceof Error ? e.message : String(e)})`;
  });
  const host = engineHost(send, options, () => problem);
  return {
    receive: (raw) => void ready.then(() => host.receive(raw)),
    handle: (raw) => ready.then(() => host.handle(raw)),
  };
}

function engineHost(send: (msg: HostMessage) => void, options: HostOptions, startupProblem: () => string | null): Host {
  let counter = 0;
  return createEngineHost(send, {
    getGame,
    games: () => Object.values(GAMES).filter((g): g is AnyGame => g !== undefined),
    getBot,
    // The CLI's `ai` alias stays out of what a player is offered.
    aiLevels: () => PLAYER_LEVELS,
    nextSeed: options.nextSeed ?? (() => ++counter),
    startupProblem,
    hinter: {
      level: 'hard',
      explain: (game, view, seat, legal, rng, ctx) => {
        const pause = ctx.pause;
        return pause ? explainAsync(game, view, seat, legal, rng, { ...ctx, pause, level: 'hard' }) : explain(game, view, seat, legal, rng, { ...ctx, level: 'hard' });
      },
    },
    ...(options.now ? { now: options.now } : {}),
    ...(options.pause ? { pause: options.pause } : {}),
  });
}
