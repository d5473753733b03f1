/**
 * The player's statistics: one record per game, seat count and opponents ("zero.2.medium"),
 * kept with the settings (main parses them with the same schema, so a damaged record falls
 * back to none). Pure functions: the page calls `recordGame` once per game it saw end.
 *
 * Whose record: the one human at the screen against the computer or alone (solo); a hot-seat
 * game (two or more humans) counts as the people at the screen, a win when any of them won.
 * Games with no human seat are not the player's and are not counted.
 */
import { z } from 'zod';

/** At most this many records are kept (5 games x 6 seat counts x a few opponent mixes fit easily). */
export const MAX_STATS_RECORDS = 256;

/** Opponents for a game with no computer and one human. */
export const SOLO = 'solo';
/** Opponents for a hot-seat game (two or more humans at the screen, computers or not). */
export const HOTSEAT = 'hotseat';

/** One record: the games of one kind the player finished. */
const recordSchema = z
  .object({
    games: z.number().int().min(0).max(1e9),
    wins: z.number().int().min(0).max(1e9),
    /** Sum and count of the player's scores, for the average (games without a score add nothing). */
    scoreSum: z.number().finite(),
    scored: z.number().int().min(0).max(1e9),
    /** The highest score (null: no scored game yet). Every game's score is higher-is-better. */
    best: z.number().finite().nullable(),
    /** Wins in a row up to the last game, and the longest such run. */
    streak: z.number().int().min(0).max(1e9),
    bestStreak: z.number().int().min(0).max(1e9),
  })
  .strict()
  .refine((r) => r.wins <= r.games && r.scored <= r.games && r.streak <= r.bestStreak, { message: 'counts out of step' });
export type StatsRecord = z.infer<typeof recordSchema>;

/** "<game>.<seats>.<opponents>": opponents are `solo`, `hotseat`, or the computers' levels sorted and joined by "+". */
const keySchema = z.string().regex(/^[a-z]{1,16}\.[1-8]\.[a-z0-9+-]{1,64}$/);

/** One record, as [key, record]: read one by one from stored settings (settings-store.ts), so one bad record costs only itself. */
export const STATS_ENTRY = z.tuple([keySchema, recordSchema]);

export const statsSchema = z
  .record(keySchema, recordSchema)
  .refine((o) => Object.keys(o).length <= MAX_STATS_RECORDS, { message: `at most ${MAX_STATS_RECORDS} statistics records` });
export type Stats = z.infer<typeof statsSchema>;

/** Who sat where, as the new-game screen set it up. */
export type StatsSeat = { readonly kind: 'human' } | { readonly kind: 'ai'; readonly level: string };

/** A finished game as the statistics need it. */
export interface FinishedGame {
  readonly game: string;
  readonly seats: readonly StatsSeat[];
  readonly winners: readonly number[];
  readonly scores?: readonly number[];
}

/** The record a game counts in, and whether the player won it and with what score; null when no human sat. */
export function resultOf(g: FinishedGame): { key: string; won: boolean; score: number | null } | null {
  const humans = g.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  if (humans.length === 0) return null;
  const levels = [...new Set(g.seats.flatMap((s) => (s.kind === 'ai' ? [s.level.toLowerCase().replace(/[^a-z0-9-]/g, '')] : [])))].sort();
  const opponents = humans.length > 1 ? HOTSEAT : levels.length === 0 ? SOLO : levels.join('+');
  const scores = humans.map((i) => g.scores?.[i]).filter((s): s is number => typeof s === 'number' && Number.isFinite(s));
  return {
    key: `${g.game}.${g.seats.length}.${opponents.slice(0, 64)}`,
    won: humans.some((i) => g.winners.includes(i)),
    score: scores.length > 0 ? Math.max(...scores) : null,
  };
}

const EMPTY: StatsRecord = { games: 0, wins: 0, scoreSum: 0, scored: 0, best: null, streak: 0, bestStreak: 0 };

/** The statistics with one more finished game counted (unchanged for a game no human played, or when the records are full). */
export function recordGame(stats: Stats, g: FinishedGame): Stats {
  const r = resultOf(g);
  if (!r || !keySchema.safeParse(r.key).success) return stats;
  if (!(r.key in stats) && Object.keys(stats).length >= MAX_STATS_RECORDS) return stats;
  const was = stats[r.key] ?? EMPTY;
  const streak = r.won ? was.streak + 1 : 0;
  const next: StatsRecord = {
    games: was.games + 1,
    wins: was.wins + (r.won ? 1 : 0),
    scoreSum: was.scoreSum + (r.score ?? 0),
    scored: was.scored + (r.score === null ? 0 : 1),
    best: r.score === null ? was.best : was.best === null ? r.score : Math.max(was.best, r.score),
    streak,
    bestStreak: Math.max(was.bestStreak, streak),
  };
  return { ...stats, [r.key]: next };
}

/** A record's key split into its parts. */
export function parseKey(key: string): { game: string; seats: number; opponents: string[] } {
  const [game = '', seats = '0', opponents = ''] = key.split('.');
  return { game, seats: Number(seats), opponents: opponents.split('+') };
}

/** Several records added up (a game's total across seat counts and opponents); the current streak is the longest one still running. */
export function totalOf(records: readonly StatsRecord[]): StatsRecord {
  return records.reduce<StatsRecord>(
    (t, r) => ({
      games: t.games + r.games,
      wins: t.wins + r.wins,
      scoreSum: t.scoreSum + r.scoreSum,
      scored: t.scored + r.scored,
      best: r.best === null ? t.best : t.best === null ? r.best : Math.max(t.best, r.best),
      streak: Math.max(t.streak, r.streak),
      bestStreak: Math.max(t.bestStreak, r.bestStreak),
    }),
    EMPTY,
  );
}

/** The average score of a record (null: no scored game). */
export function averageScore(r: StatsRecord): number | null {
  return r.scored === 0 ? null : r.scoreSum / r.scored;
}
