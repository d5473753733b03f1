/**
 * The registry of playable games: the host, CLI, bench and renderer look games up here
 * by id, so adding a game means adding one line.
 */
import type { AnyGame, GameId } from '../core/game';
import { hex } from './hex';
import { pipfall } from './pipfall';
import { piplus } from './piplus';
import { zero } from './zero';

/** Every game implemented so far, by id. */
export const GAMES: Partial<Record<GameId, AnyGame>> = {
  pipfall,
  hex,
  piplus,
  zero,
};

/** The game with this id, or undefined when it is not implemented yet. */
export function getGame(id: string): AnyGame | undefined {
  return (GAMES as Record<string, AnyGame | undefined>)[id];
}
