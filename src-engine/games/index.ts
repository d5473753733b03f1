/**
 * The registry of playable games: the host, CLI, bench and renderer look games up here
 * by id, so adding a game means adding one line.
 */
import type { AnyGame, GameId } from '../core/game';
import { hex } from './hex';
import { pipfall } from './pipfall';
import { piplus } from './piplus';
import { initTossPhysics, toss } from './toss';
import { zero } from './zero';

/** Every game of the contract's list, by id (a game missing here, or one not in the list, does not compile). */
export const GAMES: Readonly<Record<GameId, AnyGame>> = {
  pipfall,
  hex,
  piplus,
  zero,
  toss,
};

/** The game with this id, or undefined when it is not implemented yet. */
export function getGame(id: string): AnyGame | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id as GameId] : undefined;
}

/**
 * Starts what some games need once per process before they can play: toss's physics engine
 * (Rapier's WebAssembly). Hosts, the CLI and tests await it at start-up; until then a toss
 * answers ERR_PHYSICS_NOT_READY and every other game plays as usual.
 */
export async function initGames(): Promise<void> {
  await initTossPhysics();
}
