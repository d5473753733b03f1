/**
 * Files the player hands us are read only when they are regular files within a limit (issue 51:
 * a `/dev/zero` link named game.json grew main to 5 GB, a FIFO blocked it forever, a 60 MB past
 * game was read whole at every listing). Real special files, not stand-ins: if the check were
 * gone these tests would hang or eat memory, so each has a short timeout.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileLimited, type ReadFs } from './read-limited';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'pipfall-read-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('readFileLimited', () => {
  it('reads a regular file up to the limit, byte for byte', () => {
    const p = join(tempDir(), 'game.json');
    writeFileSync(p, 'é'.repeat(50));
    expect(readFileLimited(p, 100)).toEqual({ ok: true, text: 'é'.repeat(50) });
    expect(readFileLimited(p, 99)).toMatchObject({ ok: false, error: 'ERR_FILE_LARGE' });
  });

  it.skipIf(process.platform === 'win32')('refuses a link to /dev/zero named game.json without reading it', { timeout: 5000 }, () => {
    const p = join(tempDir(), 'game.json');
    symlinkSync('/dev/zero', p);
    expect(readFileLimited(p, 4 * 1024 * 1024)).toMatchObject({ ok: false, error: 'ERR_FILE_SPECIAL' });
  });

  it.skipIf(process.platform === 'win32')('refuses a FIFO at once instead of waiting for a writer', { timeout: 5000 }, () => {
    const p = join(tempDir(), 'game.json');
    execFileSync('mkfifo', [p]);
    expect(readFileLimited(p, 4 * 1024 * 1024)).toMatchObject({ ok: false, error: 'ERR_FILE_SPECIAL' });
  });

  it('refuses a folder, and says why a missing file could not be opened', () => {
    const d = tempDir();
    mkdirSync(join(d, 'game.json'));
    expect(readFileLimited(join(d, 'game.json'), 100)).toMatchObject({ ok: false });
    expect(readFileLimited(join(d, 'none.json'), 100)).toMatchObject({ ok: false, error: 'ERR_FILE_READ', code: 'ENOENT' });
  });

  it('stops at the limit when a file holds more than its size says (it grew while being read)', () => {
    let served = 0;
    let closed = 0;
    const fs: ReadFs = {
      openSync: () => 7,
      fstatSync: () => ({ isFile: () => true, size: 10 }),
      readSync: (_fd, b, o, l) => {
        b.fill(65, o, o + l);
        served += l;
        return l;
      },
      closeSync: () => void closed++,
    };
    expect(readFileLimited('x', 1000, fs)).toMatchObject({ ok: false, error: 'ERR_FILE_LARGE' });
    expect(served).toBe(1001);
    expect(closed).toBe(1);
  });
});
