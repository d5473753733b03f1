/**
 * Settings stored so that one bad part never costs another (issue 51): a statistics record or
 * lesson entry this version cannot read falls back alone and is written back as it was; what a
 * newer version wrote is kept; writer and reader share one size limit; a write that fails is
 * answered with its reason (the page tells the player) and never thrown; a settings file that
 * cannot be read nor moved on a read-only disk does not stop main.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSettings } from '../src-shared/settings';
import { MAX_SETTINGS_BYTES } from '../src-shared/settings-store';
import { recordGame, type Stats } from '../src-shared/stats';
import type { ReadFs } from './read-limited';
import { SettingsFile } from './settings-file';
import { faultyDisk } from './testkit';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'pipfall-sections-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const record = (games: number, wins: number) => ({ games, wins, scoreSum: 0, scored: 0, best: null, streak: 0, bestStreak: 0 });
const stored = (d: string) => JSON.parse(readFileSync(join(d, 'settings.json'), 'utf8')) as { settings: Record<string, unknown> } & Record<string, unknown>;

describe('settings.json, part by part', () => {
  it('a statistics record from a newer version and one with counts out of step cost only themselves, and are written back as they were', () => {
    const d = tempDir();
    const newer = { games: 3, wins: 1, scoreSum: 0, scored: 0, best: null, streak: 0, bestStreak: 0, elo: 1530 };
    writeFileSync(
      join(d, 'settings.json'),
      JSON.stringify({ settings: { volume: 0.3, stats: { 'zero.2.medium': record(5, 2), 'zero.2.hard': newer, 'hex.4.random': record(2, 7), 'piplus.2.random': record(1, 1) } } }),
    );
    const f = new SettingsFile(d);
    expect(f.settings.stats).toEqual({ 'zero.2.medium': record(5, 2), 'piplus.2.random': record(1, 1) });
    expect(f.problem).toMatch(/stats\.zero\.2\.hard, stats\.hex\.4\.random/);
    // The page counts a game and writes its statistics: the two it could not read are still there.
    const next = recordGame(f.settings.stats, { game: 'zero', seats: [{ kind: 'human' }, { kind: 'ai', level: 'medium' }], winners: [0] });
    expect(f.update({ stats: next })).toEqual({ ok: true, settings: expect.objectContaining({ stats: next }) });
    expect(stored(d).settings['stats']).toEqual({ ...next, 'zero.2.hard': newer, 'hex.4.random': record(2, 7) });
    // Reset by the player: what this version shows goes; what it never could read stays (for the version that can).
    f.update({ stats: {} });
    expect(stored(d).settings['stats']).toEqual({ 'zero.2.hard': newer, 'hex.4.random': record(2, 7) });
  });

  it('one bad lesson entry keeps the others, and is kept itself until that lesson is written again', () => {
    const d = tempDir();
    writeFileSync(
      join(d, 'settings.json'),
      JSON.stringify({ settings: { lessons: { 'zero.solo': { done: 1 }, 'pipfall.core': { done: true, step: 0 }, 'hex.basics': { done: false, step: 4 } } } }),
    );
    const f = new SettingsFile(d);
    expect(f.settings.lessons).toEqual({ 'pipfall.core': { done: true, step: 0 }, 'hex.basics': { done: false, step: 4 } });
    f.update({ lessons: { ...f.settings.lessons, 'hex.basics': { done: true, step: 0 } } });
    expect(stored(d).settings['lessons']).toEqual({ 'zero.solo': { done: 1 }, 'pipfall.core': { done: true, step: 0 }, 'hex.basics': { done: true, step: 0 } });
    f.update({ lessons: { ...f.settings.lessons, 'zero.solo': { done: false, step: 2 } } });
    expect(stored(d).settings['lessons']).toMatchObject({ 'zero.solo': { done: false, step: 2 } });
  });

  it("keeps a newer version's settings, values and sections: an unknown setting, a language it does not have, a top-level part", () => {
    const d = tempDir();
    writeFileSync(
      join(d, 'settings.json'),
      JSON.stringify({ settings: { language: 'fr', haptics: { strength: 2 }, volume: 0.5 }, window: { x: 1, y: 2, width: 900, height: 700, maximized: false }, cloud: { id: 7 } }),
    );
    const f = new SettingsFile(d);
    expect(f.settings).toEqual({ ...defaultSettings(), volume: 0.5 });
    f.update({ volume: 0.6 });
    expect(stored(d)).toEqual({
      settings: expect.objectContaining({ language: 'fr', haptics: { strength: 2 }, volume: 0.6 }),
      window: { x: 1, y: 2, width: 900, height: 700, maximized: false },
      cloud: { id: 7 },
    });
    // Chosen again here: this version's value replaces the one it could not read.
    f.update({ language: 'de' });
    expect(stored(d).settings['language']).toBe('de');
  });

  it('what the writer writes, the reader reads: every section full (over 80 kB) comes back whole', () => {
    const d = tempDir();
    const f = new SettingsFile(d);
    const stats: Stats = {};
    const big = {
      games: 999_999_999,
      wins: 999_999_998,
      scoreSum: -1.2345678901234567e300,
      scored: 999_999_997,
      best: 1.2345678901234567e300,
      streak: 999_999_990,
      bestStreak: 999_999_991,
    };
    for (let i = 0; i < 256; i++) stats[`toss${'abcdefghijklmnop'[i % 16]}.${1 + (i % 8)}.${'x'.repeat(40)}${i}`] = big;
    const lessons = Object.fromEntries(Array.from({ length: 64 }, (_, i) => [`pipfall.${'l'.repeat(28)}${i}`, { done: true, step: 999 }]));
    expect(f.update({ stats, lessons })).toEqual({ ok: true, settings: expect.anything() });
    const size = readFileSync(join(d, 'settings.json')).length;
    expect(size).toBeGreaterThan(80_000);
    expect(size).toBeLessThanOrEqual(MAX_SETTINGS_BYTES);
    const again = new SettingsFile(d);
    expect(again.problem).toBeNull();
    expect(again.settings.stats).toEqual(stats);
    expect(again.settings.lessons).toEqual(lessons);
  });

  it('the writer keeps to the limit: a write that would pass it is answered unsaved, and the file stays as it was', () => {
    const d = tempDir();
    // A file just under the limit, most of it a newer version's part this one keeps.
    writeFileSync(join(d, 'settings.json'), JSON.stringify({ settings: {}, newer: 'x'.repeat(MAX_SETTINGS_BYTES - 400) }));
    const before = readFileSync(join(d, 'settings.json'), 'utf8');
    const f = new SettingsFile(d);
    expect(f.update({ lastSeats: { zero: [{ kind: 'human' }, { kind: 'ai', level: 'medium' }], hex: [{ kind: 'human' }, { kind: 'ai', level: 'medium' }] } })).toEqual({
      ok: true,
      settings: expect.anything(),
      unsaved: { code: 'ETOOBIG', reason: expect.stringMatching(/more than the 262144/) },
    });
    expect(readFileSync(join(d, 'settings.json'), 'utf8')).toBe(before);
  });
});

describe('settings writes that fail', () => {
  it('on a full disk a change is in force, answered unsaved with the reason, the old file intact; the window close does not throw', () => {
    const d = tempDir();
    const disk = faultyDisk();
    const f = new SettingsFile(d, () => new Date(), disk.fs);
    f.update({ volume: 0.2 });
    const before = readFileSync(join(d, 'settings.json'), 'utf8');
    disk.faults.full = true;
    expect(f.update({ volume: 0.7 })).toEqual({ ok: true, settings: expect.objectContaining({ volume: 0.7 }), unsaved: { code: 'ENOSPC', reason: 'the disk is full' } });
    expect(f.setWindow({ x: 0, y: 0, width: 900, height: 700, maximized: false })).toEqual({ code: 'ENOSPC', reason: 'the disk is full' });
    expect(readFileSync(join(d, 'settings.json'), 'utf8')).toBe(before);
    expect(readdirSync(d)).toEqual(['settings.json']);
    // Room again: the next change writes them all.
    disk.faults.full = false;
    expect(f.update({ palette: 'colorblind' })).not.toHaveProperty('unsaved');
    expect(new SettingsFile(d).settings).toMatchObject({ volume: 0.7, palette: 'colorblind' });
  });

  it('an unreadable settings file on a read-only disk: no throw (main goes on to open its window), defaults in force, the file never written over', () => {
    const d = tempDir();
    writeFileSync(join(d, 'settings.json'), '{"settings": {"volume": 0.3}}');
    const disk = faultyDisk();
    disk.faults.readOnly = true;
    const unreadable: ReadFs = {
      openSync: () => {
        throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
      },
      fstatSync: () => ({ isFile: () => true, size: 0 }),
      readSync: () => 0,
      closeSync: () => {},
    };
    const f = new SettingsFile(d, () => new Date(), disk.fs, unreadable);
    expect(f.settings).toEqual(defaultSettings());
    expect(f.problem).toMatch(/could not be read \(EACCES\) and could not be moved aside \(the disk is read-only\)/);
    // The disk is writable again later in the session: still not written over (it may hold the player's settings).
    disk.faults.readOnly = false;
    expect(f.update({ volume: 0.9 })).toMatchObject({ ok: true, unsaved: { code: 'EHELD' } });
    expect(readFileSync(join(d, 'settings.json'), 'utf8')).toBe('{"settings": {"volume": 0.3}}');
  });
});
