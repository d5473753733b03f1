/**
 * What a failed write tells the player and how hard it tries (issue 51, item 7: mutation testing
 * found these unpinned): the words for each system code, the exact error text, which codes are
 * tried again and how often, the temp files' names, and what the start-up sweep leaves alone.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AtomicWriteError,
  nodeAtomicFs,
  pendingLeftovers,
  removeLeftovers,
  retryTransient,
  RETRY_PAUSES_MS,
  sweepTempFiles,
  TEMP_FILE,
  writeFileAtomic,
  type AtomicFs,
} from './atomic';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'pipfall-words-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  removeLeftovers();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const fail = (code: string | undefined, message = `${code}: refused`): Error => Object.assign(new Error(message), code ? { code } : {});

/** node:fs with its pauses written down instead of waited, and `override` calls in place of the real ones. */
function fsWith(override: Partial<AtomicFs> = {}): { fs: AtomicFs; pauses: number[]; removed: { path: string; options: unknown }[] } {
  const pauses: number[] = [];
  const removed: { path: string; options: unknown }[] = [];
  const fs: AtomicFs = {
    ...nodeAtomicFs,
    rmSync: (p, o) => {
      removed.push({ path: basename(p), options: o });
      nodeAtomicFs.rmSync(p, o);
    },
    pause: (ms) => void pauses.push(ms),
    ...override,
  };
  return { fs, pauses, removed };
}

describe('a failed write in words', () => {
  it('says what each system code means to a player, and names an unknown one', () => {
    const words = (code: string): string => new AtomicWriteError('/x/save.json', code, 'detail').reason;
    expect(words('ENOSPC')).toBe('the disk is full');
    expect(words('EDQUOT')).toBe('the disk quota is used up');
    expect(words('EROFS')).toBe('the disk is read-only');
    expect(words('EACCES')).toBe('permission was denied');
    expect(words('EPERM')).toBe('permission was denied');
    expect(words('EBUSY')).toBe('another program is holding the file');
    expect(words('EIO')).toBe('the disk reported an error');
    expect(words('EFBIG')).toBe('the file is too large');
    expect(words('ESHORT')).toBe('the disk stopped accepting data');
    expect(words('EXDEV')).toBe('the system refused it (EXDEV)');
    const e = new AtomicWriteError('/x/save.json', 'ENOSPC', 'write');
    expect(e.name).toBe('AtomicWriteError');
    expect(e.message).toBe('could not write save.json: the disk is full (write)');
  });

  it('a write that stops making progress says how far it got, once (not wrapped in itself)', () => {
    const d = tempDir();
    const { fs } = fsWith({ writeSync: () => 0 });
    let caught: unknown;
    try {
      writeFileAtomic(join(d, 'save.json'), 'hello', fs);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(AtomicWriteError);
    expect((caught as AtomicWriteError).code).toBe('ESHORT');
    expect((caught as AtomicWriteError).message).toBe('could not write save.json: the disk stopped accepting data (wrote 0 of 5 bytes)');
    expect(readdirSync(d)).toEqual([]);
  });

  it('an error without a code is EUNKNOWN, and only the first line of its message, cut short, is kept', () => {
    const d = tempDir();
    const long = `${'x'.repeat(200)}\nsecond line`;
    const { fs } = fsWith({
      openSync: () => {
        throw fail(undefined, long);
      },
    });
    let caught: unknown;
    try {
      writeFileAtomic(join(d, 'save.json'), 'hello', fs);
    } catch (e) {
      caught = e;
    }
    expect((caught as AtomicWriteError).code).toBe('EUNKNOWN');
    expect((caught as AtomicWriteError).message).toBe(`could not write save.json: the system refused it (EUNKNOWN) (${'x'.repeat(120)})`);
  });
});

describe('trying again', () => {
  it('a file held for good (EBUSY every time) is tried once and after each pause, then refused', () => {
    const { fs, pauses } = fsWith();
    let calls = 0;
    expect(() =>
      retryTransient(fs, () => {
        calls++;
        throw fail('EBUSY');
      }),
    ).toThrow(/EBUSY/);
    expect(calls).toBe(RETRY_PAUSES_MS.length + 1);
    expect(pauses).toEqual([...RETRY_PAUSES_MS]);
  });

  it('a full disk, a missing file or an error without a code is not tried again', () => {
    for (const code of ['ENOSPC', 'ENOENT', undefined]) {
      const { fs, pauses } = fsWith();
      let calls = 0;
      expect(() =>
        retryTransient(fs, () => {
          calls++;
          throw fail(code);
        }),
      ).toThrow();
      expect({ code, calls, pauses }).toEqual({ code, calls: 1, pauses: [] });
    }
  });

  it('without a pause of its own it really waits before trying again', () => {
    const { pause: _none, ...fs } = nodeAtomicFs;
    let calls = 0;
    const start = performance.now();
    const answer = retryTransient(fs, () => {
      if (calls++ === 0) throw fail('EPERM');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(performance.now() - start).toBeGreaterThanOrEqual(RETRY_PAUSES_MS[0]! - 1);
  });

  it('a failed write removes its temp file even if it is there (force), and one held is removed later, the same way', () => {
    const d = tempDir();
    let held = true;
    const { fs, removed } = fsWith({
      renameSync: () => {
        throw fail('ENOSPC');
      },
    });
    const holding: AtomicFs = {
      ...fs,
      rmSync: (p, o) => {
        fs.rmSync(p, o);
        if (held) throw fail('EBUSY');
      },
    };
    expect(() => writeFileAtomic(join(d, 'save.json'), 'hello', holding)).toThrow(/disk is full/);
    expect(removed.length).toBe(RETRY_PAUSES_MS.length + 1);
    expect(removed.every((r) => TEMP_FILE.test(r.path) && JSON.stringify(r.options) === '{"force":true}')).toBe(true);
    expect(pendingLeftovers()).toHaveLength(1);
    held = false;
    removed.length = 0;
    expect(removeLeftovers()).toBe(0);
    expect(removed).toEqual([{ path: expect.stringMatching(TEMP_FILE), options: { force: true } }]);
  });
});

describe('temp files', () => {
  it('are named .<name>.<pid>.<8 hex>.tmp, and nothing else looks like one', () => {
    expect(TEMP_FILE.test('.save.json.123.0a1b2c3d.tmp')).toBe(true);
    expect(TEMP_FILE.test('x.save.json.123.0a1b2c3d.tmp')).toBe(false);
    expect(TEMP_FILE.test('.save.json.123.0a1b2c3d.tmp.bak')).toBe(false);
    expect(TEMP_FILE.test('.save.json.123.0a1b2c3.tmp')).toBe(false);
  });

  it('the start-up sweep removes leftover temp files and counts them, but leaves a link that only looks like one', () => {
    const d = tempDir();
    writeFileSync(join(d, '.save.json.1.0a1b2c3d.tmp'), 'half');
    writeFileSync(join(d, 'keep.json'), 'kept');
    symlinkSync(join(d, 'keep.json'), join(d, '.link.json.1.0a1b2c3d.tmp'));
    expect(sweepTempFiles(d)).toEqual({ files: 1, bytes: 4 });
    expect(readdirSync(d).sort()).toEqual(['.link.json.1.0a1b2c3d.tmp', 'keep.json']);
    expect(existsSync(join(d, 'keep.json'))).toBe(true);
  });
});
