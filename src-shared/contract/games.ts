/**
 * The one list of games. The engine's registry, the renderer's registry, the wire schemas and
 * the game-id check (scripts/game-ids.mjs, which reads this file) all take it from here.
 */

/** Ids of the five games, in menu order; each has a folder under `src-engine/games/` and `src-renderer/games/`. */
export const GAME_IDS = ['pipfall', 'hex', 'zero', 'toss', 'piplus'] as const;

/** One game's id. */
export type GameId = (typeof GAME_IDS)[number];

/** Whether an untrusted string names one of the games. */
export function isGameId(id: unknown): id is GameId {
  return typeof id === 'string' && (GAME_IDS as readonly string[]).includes(id);
}
