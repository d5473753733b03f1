/**
 * userData/settings.json: the player's settings plus the window's last bounds, written
 * atomically. Read part by part (src-shared/settings-store.ts): a bad setting, lesson entry or
 * statistics record falls back alone, and what this version cannot read is written back as it
 * was. A file that is not JSON, too large, or not a regular file is moved aside
 * (settings.corrupt-<time>.json) and the defaults are used; if it cannot even be moved (a
 * read-only disk), it is left alone and not written over this session. Nothing here throws:
 * main must open its window whatever the disk does, and a failed write is answered with its
 * reason, for the player (issue 51).
 */
import { join } from 'node:path';
import { z } from 'zod';
import { excerpt } from '../src-shared/contract/excerpt';
import { parseSettings, settingsPatchSchema, type Settings } from '../src-shared/settings';
import { keptAfter, MAX_SETTINGS_BYTES, readStoredSettings, settingsText, storedSettings, type KeptSettings } from '../src-shared/settings-store';
import { AtomicWriteError, fileStamp, nodeAtomicFs, retryTransient, writeFileAtomic, type AtomicFs } from './atomic';
import { readFileLimited, type ReadFs } from './read-limited';

/** A window's saved placement. */
export const windowStateSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(200).max(20000),
  height: z.number().int().min(200).max(20000),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof windowStateSchema>;

/** A settings.json larger than this is not one this app wrote: moved aside unread. The writer keeps to it too. */
export const MAX_SETTINGS_FILE = MAX_SETTINGS_BYTES;

/** Why a write did not happen: a system code (ENOSPC, EROFS...; ETOOBIG: over the limit; EHELD: an unreadable file is kept) and words. */
export interface Unsaved {
  readonly code: string;
  readonly reason: string;
}

/** What `update` answers: the settings now in force (`unsaved`: kept for this session only, and why), or the refusal. */
export type SettingsUpdate = { ok: true; settings: Settings; unsaved?: Unsaved } | { ok: false; message: string };

/** The settings file in a folder. */
export class SettingsFile {
  readonly path: string;
  private current: Settings;
  private win: WindowState | null;
  /** What the file held that this version cannot read, to be written back as it was. */
  private kept: KeptSettings;
  /** A stored window placement this version cannot read (kept like the rest). */
  private readonly keptWindow: unknown;
  /** Set when the file on disk could not be read (moved aside, or left where it was). */
  readonly problem: string | null = null;
  /** Set when an unreadable file could not be moved aside: it is not written over this session. */
  private readonly held: string | null = null;

  constructor(
    readonly dir: string,
    private readonly now: () => Date = () => new Date(),
    /** The calls of writes and of the move aside (a full or read-only disk, in tests). */
    private readonly fs: AtomicFs = nodeAtomicFs,
    readFs?: ReadFs,
  ) {
    this.path = join(dir, 'settings.json');
    let stored: unknown = {};
    const read = readFileLimited(this.path, MAX_SETTINGS_FILE, readFs);
    let why: string | null = null;
    if (read.ok) {
      try {
        // A byte-order mark (some editors write one) is not part of the JSON.
        stored = JSON.parse(read.text.replace(/^\uFEFF/, ''));
        if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) why = 'is not an object';
      } catch {
        why = 'is not JSON';
      }
    } else if (read.error !== 'ERR_FILE_READ' || read.code !== 'ENOENT') {
      why = read.error === 'ERR_FILE_LARGE' ? 'is far too large to be settings' : read.error === 'ERR_FILE_SPECIAL' ? 'is not a regular file' : `could not be read (${read.code})`;
    }
    if (why !== null) {
      stored = {};
      const aside = join(dir, `settings.corrupt-${fileStamp(this.now())}.json`);
      try {
        retryTransient(this.fs, () => this.fs.renameSync(this.path, aside));
        this.problem = `settings.json ${why}; it was moved to ${aside} and the defaults are used`;
      } catch (e) {
        const reason = new AtomicWriteError(this.path, (e as NodeJS.ErrnoException).code ?? 'EUNKNOWN', 'moving it aside').reason;
        this.held = `settings.json ${why} and could not be moved aside (${reason}); it is left as it is, and settings are kept for this session only`;
        this.problem = this.held;
      }
    }
    const r = readStoredSettings(stored, ['window']);
    const w = windowStateSchema.safeParse((stored as { window?: unknown }).window);
    this.current = r.settings;
    this.kept = r.kept;
    this.win = w.success ? w.data : null;
    this.keptWindow = w.success ? undefined : (stored as { window?: unknown }).window;
    if (this.problem === null && r.unread.length > 0) this.problem = `settings.json: kept as they were, unread: ${excerpt(r.unread.join(', '), 200)}`;
  }

  /** The current settings. */
  get settings(): Settings {
    return this.current;
  }

  /** The window's last placement, if any. */
  get window(): WindowState | null {
    return this.win;
  }

  /**
   * Applies an untrusted patch from the page: refused (nothing changes) when invalid; else in
   * force at once, and `unsaved` says why it could not be written (it lasts this session only).
   */
  update(patch: unknown): SettingsUpdate {
    const p = settingsPatchSchema.safeParse(patch);
    if (!p.success) return { ok: false, message: `settings refused: ${excerpt(p.error.issues[0]?.message ?? 'invalid', 160)}` };
    this.current = parseSettings({ ...this.current, ...p.data });
    this.kept = keptAfter(this.kept, p.data);
    const unsaved = this.flush();
    return unsaved ? { ok: true, settings: this.current, unsaved } : { ok: true, settings: this.current };
  }

  /** Remembers the window's placement (at close); answers why it could not be written, never throws. */
  setWindow(w: WindowState): Unsaved | null {
    const parsed = windowStateSchema.safeParse(w);
    if (!parsed.success) return null;
    this.win = parsed.data;
    return this.flush();
  }

  /** Writes everything; null when written, else why not (the old file is then untouched). */
  private flush(): Unsaved | null {
    if (this.held !== null) return { code: 'EHELD', reason: this.held };
    const window = this.win ?? this.keptWindow;
    const text = settingsText(storedSettings(this.current, this.kept, window === undefined ? {} : { window }), 2);
    if (!text.ok) return { code: 'ETOOBIG', reason: text.reason };
    try {
      writeFileAtomic(this.path, text.text, this.fs);
      return null;
    } catch (e) {
      return e instanceof AtomicWriteError ? { code: e.code, reason: e.reason } : { code: 'EUNKNOWN', reason: String(e) };
    }
  }
}

/** A rectangle on the virtual screen. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Where to put a window saved at `saved`, given the displays' work areas now: unchanged when
 * enough of it (its title bar region) is on a display, else shrunk to fit and centred on the
 * primary display (a monitor was unplugged, the resolution dropped).
 */
export function clampToDisplays(saved: Rect, workAreas: readonly Rect[], primary: Rect): Rect {
  const overlap = (a: Rect, b: Rect): number =>
    Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  // The top strip (where the title bar is) must be reachable with the mouse.
  const strip: Rect = { x: saved.x, y: saved.y, width: saved.width, height: Math.min(40, saved.height) };
  const host = workAreas.find((d) => overlap(strip, d) >= Math.min(strip.width, 100) * strip.height);
  if (host && saved.width <= host.width && saved.height <= host.height) return saved;
  const target = host ?? primary;
  const width = Math.min(saved.width, target.width);
  const height = Math.min(saved.height, target.height);
  if (host) {
    // On a display but too big: keep it there, fitted inside.
    const x = Math.min(Math.max(saved.x, target.x), target.x + target.width - width);
    const y = Math.min(Math.max(saved.y, target.y), target.y + target.height - height);
    return { x, y, width, height };
  }
  return { x: target.x + Math.round((target.width - width) / 2), y: target.y + Math.round((target.height - height) / 2), width, height };
}
