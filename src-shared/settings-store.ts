/**
 * How stored settings are read and written back, the same for main's settings.json and the web
 * build's localStorage: part by part, so one bad part never costs another (issue 51: one
 * statistics record with a key from a newer version emptied all statistics at the next write;
 * one bad lesson entry erased all lesson progress).
 *
 * Each setting is read on its own, and each entry of the per-key sections (remembered seats,
 * lessons, statistics) on its own. What this version cannot read (a newer version's setting or
 * key, a record whose counts are out of step, a value it does not know) falls back to its
 * default here, and is kept as it was and written back, untouched, until the player changes
 * that very setting or entry. The stored text has one size limit, which the writer keeps and the
 * reader checks. No Electron, Node or DOM.
 */
import type { z } from 'zod';
import { defaultSettings, LESSON_ENTRY, MAX_REMEMBERED_GAMES, MAX_REMEMBERED_LESSONS, SEATS_ENTRY, settingsSchema, type Settings, type SettingsPatch } from './settings';
import { MAX_STATS_RECORDS, STATS_ENTRY } from './stats';

/**
 * The most stored settings may take, in bytes of UTF-8, for the writer and the reader alike. Every
 * section full (256 statistics records, 64 lessons, 32 games' seats) takes well under half.
 */
export const MAX_SETTINGS_BYTES = 256 * 1024;

/** The sections kept entry by entry, with what one entry must be and how many are kept. */
const KEYED = {
  lastSeats: { entry: SEATS_ENTRY, max: MAX_REMEMBERED_GAMES },
  lessons: { entry: LESSON_ENTRY, max: MAX_REMEMBERED_LESSONS },
  stats: { entry: STATS_ENTRY, max: MAX_STATS_RECORDS },
} as const;
type KeyedName = keyof typeof KEYED;
const KEYED_NAMES = Object.keys(KEYED) as KeyedName[];

/** The single-value settings (volume, language...): every field that is not a keyed section. */
const FIELDS = (Object.keys(settingsSchema.shape) as (keyof Settings)[]).filter((k): k is Exclude<keyof Settings, KeyedName> => !(KEYED_NAMES as string[]).includes(k));

/** What was stored but not understood, kept to be written back as it was. */
export interface KeptSettings {
  /** Settings this version does not have, or whose value it does not know, by name. */
  readonly fields: Readonly<Record<string, unknown>>;
  /** Entries of the keyed sections this version cannot read, by section and key. */
  readonly entries: Readonly<Record<KeyedName, Readonly<Record<string, unknown>>>>;
  /** Top-level parts of the stored object besides `settings` (a newer version's, or the window's in the web build). */
  readonly rest: Readonly<Record<string, unknown>>;
}

/** Nothing kept. */
export function nothingKept(): KeptSettings {
  return { fields: {}, entries: { lastSeats: {}, lessons: {}, stats: {} }, rest: {} };
}

/** Settings as read: what is in force, what was kept unread, and how many parts fell back (for the log). */
export interface ReadSettings {
  readonly settings: Settings;
  readonly kept: KeptSettings;
  /** The parts that could not be read: "stats.zero.2.medium", "language". */
  readonly unread: readonly string[];
}

const plainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Reads the stored object `{ settings: {...}, ...rest }` part by part. `rest` keys listed in `own` (the window) are the caller's. */
export function readStoredSettings(stored: unknown, own: readonly string[] = []): ReadSettings {
  const top = plainObject(stored) ? stored : {};
  const raw = plainObject(top['settings']) ? top['settings'] : {};
  const rest = Object.fromEntries(Object.entries(top).filter(([k]) => k !== 'settings' && !own.includes(k)));
  const settings = { ...defaultSettings() } as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  const unread: string[] = [];
  const shape = settingsSchema.shape as Record<string, z.ZodType>;
  for (const [name, value] of Object.entries(raw)) {
    if ((KEYED_NAMES as string[]).includes(name)) continue;
    const known = (FIELDS as string[]).includes(name) ? shape[name] : undefined;
    // `.catch` gives the default for a bad value: tell it apart from a value read as it is.
    const r = known?.safeParse(value);
    if (r?.success && JSON.stringify(r.data) === JSON.stringify(value)) settings[name] = r.data;
    else {
      fields[name] = value;
      unread.push(name);
    }
  }
  const entries = { lastSeats: {}, lessons: {}, stats: {} } as Record<KeyedName, Record<string, unknown>>;
  for (const name of KEYED_NAMES) {
    const section = raw[name];
    const good: Record<string, unknown> = {};
    if (section !== undefined && !plainObject(section)) {
      // Not a map at all: kept whole under an empty key, which no entry can have.
      entries[name][''] = section;
      unread.push(name);
    }
    for (const [key, value] of Object.entries(plainObject(section) ? section : {})) {
      const r = KEYED[name].entry.safeParse([key, value]);
      if (r.success && Object.keys(good).length < KEYED[name].max) good[key] = value;
      else {
        entries[name][key] = value;
        unread.push(`${name}.${key}`);
      }
    }
    settings[name] = good;
  }
  return { settings: settingsSchema.parse(settings), kept: { fields, entries, rest }, unread };
}

/**
 * What was kept unread, less what a patch replaces: a setting chosen again, an entry written
 * again under the same key. Nothing else: an empty section from the page (the statistics reset,
 * or simply none yet) says nothing about entries it never could read, so those stay.
 */
export function keptAfter(kept: KeptSettings, patch: SettingsPatch): KeptSettings {
  const fields = Object.fromEntries(Object.entries(kept.fields).filter(([k]) => !(k in patch)));
  const entries = { ...kept.entries };
  for (const name of KEYED_NAMES) {
    const next = patch[name];
    if (next !== undefined) entries[name] = Object.fromEntries(Object.entries(kept.entries[name]).filter(([k]) => !(k in next)));
  }
  return { fields, entries, rest: kept.rest };
}

/** The object to store: what is in force, with what was kept unread put back beside it. `own`: the caller's top-level parts (the window). */
export function storedSettings(settings: Settings, kept: KeptSettings, own: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = { ...settings, ...kept.fields };
  for (const name of KEYED_NAMES) {
    const { '': whole, ...bad } = kept.entries[name];
    // A section that was not a map stays as it was while the page has written nothing into it.
    out[name] = whole !== undefined && Object.keys(settings[name]).length === 0 ? whole : { ...bad, ...settings[name] };
  }
  return { ...kept.rest, settings: out, ...own };
}

/** The stored text, or why it cannot be stored: larger than the reader would read. */
export function settingsText(stored: Record<string, unknown>, indent?: number): { ok: true; text: string } | { ok: false; reason: string } {
  const text = `${JSON.stringify(stored, null, indent)}\n`;
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_SETTINGS_BYTES) return { ok: false, reason: `the settings would take ${bytes} bytes, more than the ${MAX_SETTINGS_BYTES} that are read back` };
  return { ok: true, text };
}
