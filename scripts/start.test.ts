import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findElectron } from './start.mjs';

/** An electron package folder: with `path.txt` naming the binary, and the binary itself if asked. */
function electronDir(opts: { pathTxt?: boolean; binary?: boolean }): string {
  const dir = mkdtempSync(join(tmpdir(), 'pipfall-electron-'));
  if (opts.pathTxt ?? true) writeFileSync(join(dir, 'path.txt'), 'electron');
  if (opts.binary) {
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'electron'), '');
  }
  return dir;
}

const oneLine = (s: string): void => {
  expect(s).not.toContain('\n');
  expect(s).toContain('npm run web');
};

describe('npm start checks for the Electron binary first', () => {
  it('finds the binary where the electron package put it', () => {
    const dir = electronDir({ binary: true });
    expect(findElectron(dir, {})).toEqual({ ok: true, path: join(dir, 'dist', 'electron') });
  });

  it('says in one line that the binary is missing, how to download it, and that npm run web works meanwhile', () => {
    for (const dir of [electronDir({ binary: false }), electronDir({ pathTxt: false })]) {
      const r = findElectron(dir, {});
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.line).toMatch(/Electron binary is missing/);
      expect(r.line).toContain('npx --no install-electron');
      oneLine(r.line);
    }
  });

  it('asks for npm ci when the electron package itself is not installed', () => {
    const r = findElectron(null, {});
    expect(r).toMatchObject({ ok: false });
    if (!r.ok) {
      expect(r.line).toContain('npm ci');
      oneLine(r.line);
    }
  });

  it('honours ELECTRON_EXEC_PATH and ELECTRON_OVERRIDE_DIST_PATH, and names them when they point nowhere', () => {
    const dir = electronDir({ binary: true });
    const exe = join(dir, 'dist', 'electron');
    expect(findElectron(null, { ELECTRON_EXEC_PATH: exe })).toEqual({ ok: true, path: exe });
    expect(findElectron(electronDir({}), { ELECTRON_OVERRIDE_DIST_PATH: join(dir, 'dist') })).toEqual({ ok: true, path: exe });
    const wrong = findElectron(dir, { ELECTRON_EXEC_PATH: join(dir, 'nothing') });
    expect(wrong).toMatchObject({ ok: false, line: expect.stringContaining('ELECTRON_EXEC_PATH') });
    const wrongDist = findElectron(dir, { ELECTRON_OVERRIDE_DIST_PATH: join(dir, 'nothing') });
    expect(wrongDist).toMatchObject({ ok: false, line: expect.stringContaining('ELECTRON_OVERRIDE_DIST_PATH') });
  });

  it('the launcher prints that one line on stderr, no stack trace, and exits 1', () => {
    const r = spawnSync(process.execPath, ['scripts/start.mjs'], { encoding: 'utf8', env: { ...process.env, ELECTRON_EXEC_PATH: '/nonexistent/electron' } });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(r.stderr).toContain('npm run web');
  });
});
