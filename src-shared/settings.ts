/**
 * The player's settings: one schema shared by main (userData/settings.json), the preload
 * API and the web build (localStorage). Lives beside the protocol because, like it, both
 * sides of the IPC boundary parse with it. No engine logic.
 */
import { z } from 'zod';
import { seatKindSchema } from './contract/protocol';
import { statsSchema } from './stats';

/** Animation speeds the interface offers. */
export const ANIMATION_SPEEDS = ['slow', 'normal', 'fast'] as const;
/** Colour palettes (the renderer maps names to colours). */
export const PALETTES = ['classic', 'colorblind', 'high-contrast'] as const;

/** How tables draw their board: 'auto' (the default) is 3D where WebGL works and the flat 2D board where it does not. */
export const BOARD_MODES = ['auto', '3d', '2d'] as const;

/** Languages of the interface (the renderer's catalogues); 'system' (the default) follows the system's language. */
export const LANGUAGES = ['en', 'de'] as const;
const languageSchema = z.enum(['system', ...LANGUAGES]);

/** At most this many games' seats are remembered (there are five games; the rest is room for more). */
export const MAX_REMEMBERED_GAMES = 32;

/** One game's remembered seats, as [game id, seat kinds]: read one by one from a stored file (settings-store.ts). */
const seatsKey = z.string().regex(/^[a-z]{1,16}$/);
const seatsValue = z.array(seatKindSchema).min(1).max(8);
export const SEATS_ENTRY = z.tuple([seatsKey, seatsValue]);

/** Seat kinds per game id: short keys, at most MAX_REMEMBERED_GAMES of them, at most 8 seats each (short level names). */
const lastSeatsSchema = z
  .record(seatsKey, seatsValue)
  .refine((o) => Object.keys(o).length <= MAX_REMEMBERED_GAMES, { message: `seats are remembered for at most ${MAX_REMEMBERED_GAMES} games` });

/** At most this many lessons' progress is remembered (each game brings a few). */
export const MAX_REMEMBERED_LESSONS = 64;

/** Where a learner stands in one lesson. */
const lessonProgressSchema = z
  .object({
    /** Finished at least once (ticked on the menu). */
    done: z.boolean(),
    /** The step to resume at (0: from the start). */
    step: z.number().int().min(0).max(999),
  })
  .strict();

/** One lesson's progress, as ["<game>.<lesson>", progress]: read one by one from a stored file. */
const lessonKey = z.string().regex(/^[a-z]{1,16}\.[a-z0-9-]{1,32}$/);
export const LESSON_ENTRY = z.tuple([lessonKey, lessonProgressSchema]);

/** Progress per lesson, keyed "<game>.<lesson>" (short ids), at most MAX_REMEMBERED_LESSONS of them. */
const lessonsSchema = z
  .record(lessonKey, lessonProgressSchema)
  .refine((o) => Object.keys(o).length <= MAX_REMEMBERED_LESSONS, { message: `progress is remembered for at most ${MAX_REMEMBERED_LESSONS} lessons` });
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

/** What the page may read and change. Each field falls back to its default on its own when invalid. */
export const settingsSchema = z.object({
  /** Master volume, 0 to 1. */
  volume: z.number().min(0).max(1).catch(0.8),
  animationSpeed: z.enum(ANIMATION_SPEEDS).catch('normal'),
  /** 'system' follows the operating system's prefers-reduced-motion. */
  reducedMotion: z.enum(['system', 'on', 'off']).catch('system'),
  palette: z.enum(PALETTES).catch('classic'),
  /** 3D or flat 2D boards (src-renderer/app/board-mode.ts). */
  board: z.enum(BOARD_MODES).catch('auto'),
  /** The interface's language; 'system': German when the system's language is German, else English. */
  language: languageSchema.catch('system'),
  /** The seat kinds last chosen, per game id, for the new-game screen. */
  lastSeats: lastSeatsSchema.catch({}),
  /** Tutorial lessons: which are finished, and where a left one resumes. */
  lessons: lessonsSchema.catch({}),
  /** The player's record per game, seat count and opponents (src-shared/stats.ts). */
  stats: statsSchema.catch({}),
});
export type Settings = z.infer<typeof settingsSchema>;

/** A change from the page: known fields only, each valid; unknown keys are refused. */
export const settingsPatchSchema = z
  .object({
    volume: z.number().min(0).max(1),
    animationSpeed: z.enum(ANIMATION_SPEEDS),
    reducedMotion: z.enum(['system', 'on', 'off']),
    palette: z.enum(PALETTES),
    board: z.enum(BOARD_MODES),
    language: languageSchema,
    lastSeats: lastSeatsSchema,
    lessons: lessonsSchema,
    stats: statsSchema,
  })
  .partial()
  .strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** The settings of a fresh install. */
export function defaultSettings(): Settings {
  return settingsSchema.parse({});
}

/** Reads settings from untrusted JSON, keeping each valid field and defaulting the rest. */
export function parseSettings(input: unknown): Settings {
  return settingsSchema.parse(typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {});
}
