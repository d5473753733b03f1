/**
 * The player's settings for the page: through the preload in Electron (main keeps
 * userData/settings.json), in localStorage in the web build. Both read and write them part by
 * part with the one module (src-shared/settings-store.ts): a bad setting, lesson entry or
 * statistics record falls back alone, and what this version cannot read is written back as it
 * was. A write that fails is answered with why, so the page can tell the player (issue 51).
 */
import { parseSettings, settingsPatchSchema, type Settings, type SettingsPatch } from '../../src-shared/settings';
import { keptAfter, MAX_SETTINGS_BYTES, readStoredSettings, settingsText, storedSettings } from '../../src-shared/settings-store';

export type { Settings, SettingsPatch };

/** Why settings were not written: a code (ENOSPC, QUOTA, ETOOBIG...) and words. */
export interface Unsaved {
  readonly code: string;
  readonly reason: string;
}

const KEY = 'pipfall.settings';

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled
  }
}

/** The web build's stored settings, part by part (the stored value holds the settings' fields at its top). */
function readLocal(): ReturnType<typeof readStoredSettings> {
  const text = local()?.getItem(KEY);
  if (!text) return readStoredSettings({});
  let json: unknown = null;
  // The same limit as the writer's: a larger value is not one this app wrote.
  if (new TextEncoder().encode(text).length <= MAX_SETTINGS_BYTES) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    try {
      local()?.setItem(`${KEY}.corrupt`, text);
    } catch {
      /* no room for the copy: the value stays where it is until a write replaces it */
    }
    return readStoredSettings({});
  }
  return readStoredSettings({ settings: json });
}

/** Reads the settings (defaults when none are stored or they cannot be read). */
export async function loadSettings(): Promise<Settings> {
  const api = window.pipfall;
  if (api) return api.settings.get();
  return readLocal().settings;
}

/** Changes some settings; resolves with the settings now in force (unchanged when the patch was refused) and, when they could not be written, why. */
export async function saveSettings(patch: SettingsPatch): Promise<{ settings: Settings; unsaved: Unsaved | null }> {
  const api = window.pipfall;
  if (api) {
    const r = await api.settings.set(JSON.parse(JSON.stringify(patch)) as SettingsPatch);
    return r.ok ? { settings: r.settings, unsaved: r.unsaved ?? null } : { settings: await api.settings.get(), unsaved: null };
  }
  const stored = readLocal();
  const p = settingsPatchSchema.safeParse(patch);
  if (!p.success) return { settings: stored.settings, unsaved: null };
  const next = parseSettings({ ...stored.settings, ...p.data });
  const text = settingsText(storedSettings(next, keptAfter(stored.kept, p.data)).settings as Record<string, unknown>);
  if (!text.ok) return { settings: next, unsaved: { code: 'ETOOBIG', reason: text.reason } };
  const storage = local();
  if (!storage) return { settings: next, unsaved: { code: 'EREFUSED', reason: 'the browser does not let this page store anything' } };
  try {
    storage.setItem(KEY, text.text.trimEnd());
  } catch {
    return { settings: next, unsaved: { code: 'QUOTA', reason: "the browser's storage for this page is full" } };
  }
  return { settings: next, unsaved: null };
}
