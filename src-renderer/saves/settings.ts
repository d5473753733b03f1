/**
 * The player's settings for the page: through the preload in Electron (main keeps
 * userData/settings.json), in localStorage in the web build. Both sides parse with the one
 * schema, so a damaged stored value falls back to its default field by field.
 */
import { defaultSettings, parseSettings, settingsPatchSchema, type Settings, type SettingsPatch } from '../../src-shared/settings';

export type { Settings, SettingsPatch };

const KEY = 'pipfall.settings';

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled
  }
}

/** Reads the settings (defaults when none are stored or they cannot be read). */
export async function loadSettings(): Promise<Settings> {
  const api = window.pipfall;
  if (api) return api.settings.get();
  const text = local()?.getItem(KEY);
  if (!text) return defaultSettings();
  try {
    return parseSettings(JSON.parse(text));
  } catch {
    local()?.setItem(`${KEY}.corrupt`, text);
    return defaultSettings();
  }
}

/** Changes some settings; resolves with the settings now in force (unchanged when the patch was refused). */
export async function saveSettings(patch: SettingsPatch): Promise<Settings> {
  const api = window.pipfall;
  if (api) {
    const r = await api.settings.set(JSON.parse(JSON.stringify(patch)) as SettingsPatch);
    return r.ok ? r.settings : api.settings.get();
  }
  const current = await loadSettings();
  const p = settingsPatchSchema.safeParse(patch);
  if (!p.success) return current;
  const next = parseSettings({ ...current, ...p.data });
  try {
    local()?.setItem(KEY, JSON.stringify(next));
  } catch {
    /* full or disabled storage: the setting lasts for this session only */
  }
  return next;
}
