import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSettings } from '../src-shared/settings';
import { MAX_SETTINGS_BYTES } from '../src-shared/settings-store';
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

describe('SettingsFile bounds and encodings (issue 8)', () => {
  it('reads a settings.json that begins with a UTF-8 byte-order mark', () => {
    const d = tempDir();
    writeFileSync(join(d, 'settings.json'), `\uFEFF${JSON.stringify({ settings: { volume: 0.3 } })}`);
    const f = new SettingsFile(d);
    expect(f.problem).toBeNull();
    expect(f.settings.volume).toBe(0.3);
  });

  it('remembers seats for at most a few dozen games: a patch with more is refused, a stored file with more falls back', () => {
    const d = tempDir();
    const f = new SettingsFile(d);
    const many = (n: number) =>
      Object.fromEntries(
        Array.from({ length: n }, (_, i) => [`g${String.fromCharCode(97 + (i % 26))}${'abcdefghij'[Math.floor(i / 26) % 10]}`.replace(/\d/g, ''), [{ kind: 'human' }]]),
      );
    expect(Object.keys(many(40))).toHaveLength(40);
    expect(f.update({ lastSeats: many(40) })).toMatchObject({ ok: false });
    expect(f.update({ lastSeats: many(10) })).toMatchObject({ ok: true });
    writeFileSync(join(d, 'settings.json'), JSON.stringify({ settings: { volume: 0.4, lastSeats: many(200) } }));
    const g = new SettingsFile(d);
    expect(g.settings.volume).toBe(0.4);
    // Read one by one: the first 32 are remembered, the others kept in the file as they were.
    expect(Object.keys(g.settings.lastSeats)).toHaveLength(32);
  });

  it('keeps lesson progress (finished, the step to resume at) for at most 64 lessons; a bad entry is refused, a stored one falls back alone', () => {
    const d = tempDir();
    const f = new SettingsFile(d);
    expect(f.settings.lessons).toEqual({});
    const lessons = { 'pipfall.core': { done: true, step: 0 }, 'zero.solo': { done: false, step: 12 } };
    expect(f.update({ lessons })).toMatchObject({ ok: true });
    expect(new SettingsFile(d).settings.lessons).toEqual(lessons);
    for (const bad of [
      { 'pipfall.core': { done: true, step: -1 } },
      { 'pipfall.core': { done: 'yes', step: 0 } },
      { 'pipfall.core': { done: true, step: 0, secret: 1 } },
      { '../etc': { done: true, step: 0 } },
      { pipfall: { done: true, step: 0 } },
      Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`zero.l${i}`, { done: true, step: 0 }])),
    ]) {
      expect(f.update({ lessons: bad })).toMatchObject({ ok: false });
    }
    expect(f.settings.lessons).toEqual(lessons);
    writeFileSync(join(d, 'settings.json'), JSON.stringify({ settings: { volume: 0.4, lessons: { 'zero.solo': { done: 1 } } } }));
    const g = new SettingsFile(d);
    expect(g.settings.volume).toBe(0.4);
    expect(g.settings.lessons).toEqual({});
  });

  it('moves aside a settings.json far larger than settings can be, unread', () => {
    const d = tempDir();
    writeFileSync(join(d, 'settings.json'), JSON.stringify({ settings: { volume: 0.3 }, pad: 'x'.repeat(MAX_SETTINGS_BYTES) }));
    const f = new SettingsFile(d, () => new Date('2030-01-01T00:00:00Z'));
    expect(f.settings).toEqual(defaultSettings());
    expect(f.problem).toMatch(/too large/);
    expect(readdirSync(d)).toEqual(['settings.corrupt-2030-01-01T00-00-00-000Z.json']);
  });

  it('a refused patch quotes at most a short, escaped excerpt of it', () => {
    const f = new SettingsFile(tempDir());
    const r = f.update({ [`\u202e${'k'.repeat(1_000_000)}`]: 1 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message.length).toBeLessThan(300);
    expect(r.message).not.toContain('\u202e');
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
