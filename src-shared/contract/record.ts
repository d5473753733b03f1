/**
 * The game record format: enough to rebuild a game exactly (game id, options, seed, actions).
 * Saves, past games, the CLI's --record and crash recovery all use this one format. Reading
 * one is game-agnostic, so main and the page parse files with it; whether the actions replay
 * is the engine's to say (core/record.ts `replay`, the host's `checkRecord`).
 */
import { z } from 'zod';
import { GAME_IDS, type GameId } from './games';
import { err, ok, type Result } from './result';

/**
 * The most a record file (a save, a past game, a file to load) may hold, in bytes: a long game's
 * record is a few kB. Main and the web build refuse larger files unread.
 */
export const MAX_RECORD_FILE = 4 * 1024 * 1024;

/** The current record format version; bump it when the shape changes. */
export const RECORD_VERSION = 1;

/** A replayable game. */
export interface GameRecord {
  /** Marks the file as ours, so foreign JSON is told apart from a damaged record. */
  readonly format: 'pipfall-record';
  readonly version: number;
  readonly game: GameId;
  /** The game's options, including any stacked deck. */
  readonly options: unknown;
  /** The seed `setup` was given. */
  readonly seed: number;
  /** Every applied action, in order. */
  readonly actions: readonly unknown[];
}

const recordSchema = z.object({
  format: z.literal('pipfall-record'),
  version: z.literal(RECORD_VERSION),
  game: z.enum(GAME_IDS),
  options: z.unknown(),
  seed: z.number().int(),
  actions: z.array(z.unknown()),
});

/** Parses untrusted JSON into a record shape (the actions are checked by replay). */
export function parseRecord(input: unknown): Result<GameRecord, 'ERR_NOT_RECORD' | 'ERR_RECORD'> {
  // Not one at all (another program's JSON) and a damaged one are told apart: players are told differently.
  if (typeof input !== 'object' || input === null || (input as { format?: unknown }).format !== 'pipfall-record') {
    return err('ERR_NOT_RECORD', 'not a PipFall game record (no "format": "pipfall-record" field)');
  }
  const r = recordSchema.safeParse(input);
  if (!r.success) {
    const issue = r.error.issues[0];
    return err('ERR_RECORD', `damaged game record: ${issue ? `${issue.path.join('.') || 'record'}: ${issue.message}` : 'invalid'}`);
  }
  return ok(r.data as GameRecord);
}

/** A new record with no actions yet. */
export function newRecord(game: GameId, options: unknown, seed: number): GameRecord {
  return { format: 'pipfall-record', version: RECORD_VERSION, game, options, seed, actions: [] };
}
