/**
 * Past games: the records of the last finished games, kept for replays (the menu's "Past
 * games"). Main keeps them as files in their own folder under userData, the web build in its
 * own storage keys; both use this one format and this one rule for what to keep: the newest
 * MAX_PAST_GAMES by the time they ended, older ones dropped oldest first. No Electron, Node or DOM.
 */
import { z } from 'zod';
import { seatKindSchema, type SeatKind } from './contract/protocol';

/** How many finished games are kept. */
export const MAX_PAST_GAMES = 50;

/** Past-game ids come from the page too: plain file-name characters only (no paths). */
export const pastGameIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,80}$/);

const outcomeSchema = z.object({ winners: z.array(z.number().int().min(0).max(7)), reason: z.string().max(64), scores: z.array(z.number()).optional() });

/**
 * A past game as stored: a game record (the CLI can replay it, "Load a game…" reads it) plus
 * who sat where, when it ended and how.
 */
export const pastGameFileSchema = z.object({
  format: z.literal('pipfall-record'),
  version: z.number().int(),
  game: z.string().min(1).max(32),
  options: z.unknown(),
  seed: z.number().int(),
  actions: z.array(z.unknown()),
  seats: z.array(seatKindSchema).min(1).max(8),
  endedAt: z.string().max(40),
  outcome: outcomeSchema,
});
export type PastGameFile = z.infer<typeof pastGameFileSchema>;

/** One row of the Past games list. */
export interface PastGame {
  /** Pass back to open, export or delete it. */
  readonly id: string;
  readonly game: string;
  /** The options as recorded (seats, variants). */
  readonly options: unknown;
  readonly seats: readonly SeatKind[];
  /** Actions in the record. */
  readonly moves: number;
  /** ISO time the game ended. */
  readonly endedAt: string;
  readonly outcome: { readonly winners: readonly number[]; readonly reason: string; readonly scores?: readonly number[] };
}

/** A record and how it ended, as a past-game file. */
export function pastGameFile(
  record: {
    readonly format: 'pipfall-record';
    readonly version: number;
    readonly game: string;
    readonly options: unknown;
    readonly seed: number;
    readonly actions: readonly unknown[];
  },
  seats: readonly SeatKind[],
  outcome: PastGame['outcome'],
  endedAt: Date,
): PastGameFile {
  const o = outcome.scores ? { winners: [...outcome.winners], reason: outcome.reason, scores: [...outcome.scores] } : { winners: [...outcome.winners], reason: outcome.reason };
  return { ...record, actions: [...record.actions], seats: [...seats], endedAt: endedAt.toISOString(), outcome: o };
}

/** Reads stored JSON as a past-game file, or null when it is not one. */
export function parsePastGame(json: unknown): PastGameFile | null {
  const r = pastGameFileSchema.safeParse(json);
  return r.success ? r.data : null;
}

/** The list row of a stored file. */
export function pastGameRow(id: string, f: PastGameFile): PastGame {
  return { id, game: f.game, options: f.options, seats: f.seats, moves: f.actions.length, endedAt: f.endedAt, outcome: f.outcome };
}

/** Newest first (by when they ended, then by id). */
export function newestFirst<T extends { readonly id: string; readonly endedAt: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => (a.endedAt !== b.endedAt ? (a.endedAt < b.endedAt ? 1 : -1) : a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/** The rows to drop so that only the newest `max` stay: oldest first. */
export function overflow<T extends { readonly id: string; readonly endedAt: string }>(rows: readonly T[], max = MAX_PAST_GAMES): T[] {
  return newestFirst(rows).slice(max).reverse();
}

/** A new past-game id: sorts by time, with a random tail. */
export function newPastGameId(now: Date, random: string): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${random.replace(/[^A-Za-z0-9]/g, '').slice(0, 12)}`;
}

/**
 * Whether a save is what a crash left between the two steps of a game's end (the past game
 * written, the save not yet removed): Past games holds the same game under the save's id, and
 * the save's moves are where it stood before (a prefix of the kept record).
 */
export function supersededBy(
  save: { readonly game: string; readonly options: unknown; readonly seed: number; readonly actions: readonly unknown[] },
  past: { readonly game: string; readonly options: unknown; readonly seed: number; readonly actions: readonly unknown[] } | null,
): boolean {
  if (!past || past.game !== save.game || past.seed !== save.seed || JSON.stringify(past.options) !== JSON.stringify(save.options)) return false;
  if (save.actions.length > past.actions.length) return false;
  return save.actions.every((a, i) => JSON.stringify(a) === JSON.stringify(past.actions[i]));
}
