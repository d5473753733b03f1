/** The settings schema's language field: kept when valid, refused in a patch when not, defaulted alone when stored wrong. */
import { describe, expect, it } from 'vitest';
import { defaultSettings, parseSettings, settingsPatchSchema } from './settings';

describe('settings: language', () => {
  it('starts by following the system, keeps a chosen language, and falls back field by field', () => {
    expect(defaultSettings().language).toBe('system');
    expect(parseSettings({ language: 'de', volume: 0.5 })).toMatchObject({ language: 'de', volume: 0.5 });
    expect(parseSettings({ language: 'klingon', volume: 0.5 })).toMatchObject({ language: 'system', volume: 0.5 });
  });

  it('a patch may choose English, German or the system, nothing else', () => {
    for (const language of ['en', 'de', 'system']) expect(settingsPatchSchema.safeParse({ language }).success).toBe(true);
    for (const language of ['fr', '', 1, null]) expect(settingsPatchSchema.safeParse({ language }).success).toBe(false);
  });
});
