import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSettings } from '../src-shared/settings';
import { clampToDisplays, SettingsFile } from './settings-file';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'pipfall-settings-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('SettingsFile', () => {
  it('starts from defaults, persists valid patches, refuses bad ones without change', () => {
    const d = tempDir();
    const f = new SettingsFile(d);
    expect(f.settings).toEqual(defaultSettings());
    expect(f.update({ animationSpeed: 'fast', volume: 0.25, lastSeats: { zero: [{ kind: 'human' }] } })).toMatchObject({ ok: true });
    for (const bad of [
      { volume: 2 },
      { animationSpeed: 'warp' },
      { unknown: 1 },
      JSON.parse('{"__proto__":{"polluted":true}}'),
      'fast',
      null,
      [1],
      { lastSeats: { '../x': [{ kind: 'human' }] } },
    ]) {
      expect(f.update(bad)).toMatchObject({ ok: false });
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    f.setWindow({ x: 10, y: 20, width: 1000, height: 700, maximized: false });
    const again = new SettingsFile(d);
    expect(again.settings).toEqual({ ...defaultSettings(), animationSpeed: 'fast', volume: 0.25, lastSeats: { zero: [{ kind: 'human' }] } });
    expect(again.window).toEqual({ x: 10, y: 20, width: 1000, height: 700, maximized: false });
  });

  it('moves a corrupt file aside and uses the defaults; an invalid field falls back alone', () => {
    const d = tempDir();
    writeFileSync(join(d, 'settings.json'), '{"settings": {"volume": 0.3');
    const f = new SettingsFile(d, () => new Date('2030-01-01T00:00:00Z'));
    expect(f.settings).toEqual(defaultSettings());
    expect(f.problem).toMatch(/moved to/);
    expect(readdirSync(d)).toEqual(['settings.corrupt-2030-01-01T00-00-00-000Z.json']);
    writeFileSync(join(d, 'settings.json'), JSON.stringify({ settings: { volume: 0.3, palette: 'neon' }, window: { x: 'a' } }));
    const g = new SettingsFile(d);
    expect(g.settings).toEqual({ ...defaultSettings(), volume: 0.3 });
    expect(g.window).toBeNull();
    expect(existsSync(join(d, 'settings.json'))).toBe(true);
    expect(readFileSync(join(d, 'settings.json'), 'utf8')).toContain('neon'); // untouched until the next write
  });
});

describe('clampToDisplays', () => {
  const primary = { x: 0, y: 0, width: 1920, height: 1040 };
  const second = { x: 1920, y: 0, width: 1280, height: 1000 };
  it.each([
    ['kept when on a display', { x: 100, y: 100, width: 1280, height: 800 }, [primary], { x: 100, y: 100, width: 1280, height: 800 }],
    ['kept on the second display', { x: 2000, y: 50, width: 1000, height: 700 }, [primary, second], { x: 2000, y: 50, width: 1000, height: 700 }],
    ['centred on the primary when its display is gone', { x: 2000, y: 50, width: 1000, height: 700 }, [primary], { x: 460, y: 170, width: 1000, height: 700 }],
    ['shrunk to a smaller display', { x: 0, y: 0, width: 2560, height: 1400 }, [primary], { x: 0, y: 0, width: 1920, height: 1040 }],
    ['title bar above the screen', { x: 100, y: -500, width: 800, height: 600 }, [primary], { x: 560, y: 220, width: 800, height: 600 }],
  ])('%s', (_name, saved, areas, expected) => {
    expect(clampToDisplays(saved, areas, primary)).toEqual(expected);
  });
});
