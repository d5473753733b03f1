/**
 * userData/settings.json: the player's settings plus the window's last bounds, written
 * atomically. A file that is not JSON is moved aside (settings.corrupt-<time>.json) and the
 * defaults are used; invalid fields fall back one by one. Electron-free: tests pass a temp dir.
 */
import { existsSync, readFileSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { excerpt } from '../src-shared/contract/excerpt';
import { parseSettings, settingsPatchSchema, type Settings } from '../src-shared/settings';
import { fileStamp, writeFileAtomic } from './atomic';

/** A window's saved placement. */
export const windowStateSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(200).max(20000),
  height: z.number().int().min(200).max(20000),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof windowStateSchema>;

/** A settings.json larger than this is not ours (real ones are well under 8 kB): moved aside unread. */
export const MAX_SETTINGS_FILE = 64 * 1024;

/** What settings.json holds. */
export interface SettingsFileData {
  readonly settings: Settings;
  readonly window: WindowState | null;
}

/** The settings file in a folder. */
export class SettingsFile {
  readonly path: string;
  private data: SettingsFileData;
  /** Set when the file on disk was unreadable and moved aside at load. */
  readonly problem: string | null = null;

  constructor(
    readonly dir: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.path = join(dir, 'settings.json');
    let json: unknown = {};
    if (existsSync(this.path)) {
      let why = 'could not be read';
      try {
        if (statSync(this.path).size > MAX_SETTINGS_FILE) {
          why = 'is far too large to be settings';
          throw new Error(why);
        }
        // A byte-order mark (some editors write one) is not part of the JSON.
        json = JSON.parse(readFileSync(this.path, 'utf8').replace(/^\uFEFF/, ''));
        if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('not an object');
      } catch {
        const aside = join(dir, `settings.corrupt-${fileStamp(this.now())}.json`);
        renameSync(this.path, aside);
        this.problem = `settings.json ${why}; it was moved to ${aside} and the defaults are used`;
        json = {};
      }
    }
    const o = json as { settings?: unknown; window?: unknown };
    const w = windowStateSchema.safeParse(o.window);
    this.data = { settings: parseSettings(o.settings), window: w.success ? w.data : null };
  }

  /** The current settings. */
  get settings(): Settings {
    return this.data.settings;
  }

  /** The window's last placement, if any. */
  get window(): WindowState | null {
    return this.data.window;
  }

  /** Applies an untrusted patch from the page; ok with the new settings, or why it was refused (nothing changes then). */
  update(patch: unknown): { ok: true; settings: Settings } | { ok: false; message: string } {
    const p = settingsPatchSchema.safeParse(patch);
    if (!p.success) return { ok: false, message: `settings refused: ${excerpt(p.error.issues[0]?.message ?? 'invalid', 160)}` };
    const next = parseSettings({ ...this.data.settings, ...p.data });
    this.data = { ...this.data, settings: next };
    this.flush();
    return { ok: true, settings: next };
  }

  /** Remembers the window's placement. */
  setWindow(w: WindowState): void {
    const parsed = windowStateSchema.safeParse(w);
    if (!parsed.success) return;
    this.data = { ...this.data, window: parsed.data };
    this.flush();
  }

  private flush(): void {
    writeFileAtomic(this.path, `${JSON.stringify(this.data, null, 2)}\n`);
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
