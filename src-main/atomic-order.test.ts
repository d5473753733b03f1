/**
 * What writeFileAtomic promises, call by call, through a spy on its file system: every byte in
 * a temp file, that file fsynced before it is renamed over the target, the folder fsynced after
 * (issue 51, item 7: deleting either fsync went unnoticed); Windows' transient EPERM/EBUSY on the
 * rename tried again; a temp file that cannot be removed remembered and removed later, also in
 * the player's own folder (Save game as…).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeAtomicFs, pendingLeftovers, removeLeftovers, RETRY_PAUSES_MS, TEMP_FILE, writeFileAtomic, type AtomicFs } from './atomic';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'pipfall-order-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** node:fs with every call written down (`fd` numbers named by what they opened); `fail` may throw instead. */
function spyFs(fail: (call: string, path: string) => string | null = () => null) {
  const calls: string[] = [];
  const opened = new Map<number, string>();
  const name = (p: string): string => (TEMP_FILE.test(basename(p)) ? 'tmp' : basename(p));
  const maybeFail = (call: string, path: string): void => {
    const code = fail(call, path);
    if (code) throw Object.assign(new Error(`${code}: ${call}`), { code });
  };
  const pauses: number[] = [];
  const fs: AtomicFs = {
    mkdirSync: (p, o) => {
      calls.push('mkdir');
      return nodeAtomicFs.mkdirSync(p, o);
    },
    openSync: (p, f, m) => {
      const fd = nodeAtomicFs.openSync(p, f, m);
      opened.set(fd, f === 'r' ? 'dir' : name(p));
      calls.push(`open ${opened.get(fd)}`);
      return fd;
    },
    writeSync: (fd, b, o, l) => {
      calls.push(`write ${opened.get(fd)}`);
      return nodeAtomicFs.writeSync(fd, b, o, l);
    },
    fsyncSync: (fd) => {
      calls.push(`fsync ${opened.get(fd)}`);
      nodeAtomicFs.fsyncSync(fd);
    },
    closeSync: (fd) => {
      calls.push(`close ${opened.get(fd)}`);
      nodeAtomicFs.closeSync(fd);
    },
    renameSync: (a, b) => {
      calls.push(`rename ${name(a)} ${name(b)}`);
      maybeFail('rename', a);
      nodeAtomicFs.renameSync(a, b);
    },
    rmSync: (p, o) => {
      calls.push(`rm ${name(p)}`);
      maybeFail('rm', p);
      nodeAtomicFs.rmSync(p, o);
    },
    pause: (ms) => void pauses.push(ms),
  };
  return { fs, calls, pauses };
}

describe('writeFileAtomic, call by call', () => {
  it('writes the temp file, fsyncs it, closes it, renames it over the target, then fsyncs the folder', () => {
    const d = tempDir();
    const { fs, calls } = spyFs();
    writeFileAtomic(join(d, 'save.json'), '{"a":1}\n', fs);
    expect(calls).toEqual(['mkdir', 'open tmp', 'write tmp', 'fsync tmp', 'close tmp', 'rename tmp save.json', 'open dir', 'fsync dir', 'close dir']);
    expect(readFileSync(join(d, 'save.json'), 'utf8')).toBe('{"a":1}\n');
  });

  it.each(['EPERM', 'EBUSY', 'EACCES'])('a rename refused with %s while a scanner holds the file is tried again after short pauses (Windows)', (code) => {
    const d = tempDir();
    writeFileSync(join(d, 'save.json'), 'old');
    let refusals = 2;
    const { fs, calls, pauses } = spyFs((call) => (call === 'rename' && refusals-- > 0 ? code : null));
    writeFileAtomic(join(d, 'save.json'), 'new', fs);
    expect(calls.filter((c) => c.startsWith('rename'))).toHaveLength(3);
    expect(pauses).toEqual(RETRY_PAUSES_MS.slice(0, 2));
    expect(readFileSync(join(d, 'save.json'), 'utf8')).toBe('new');
    expect(readdirSync(d)).toEqual(['save.json']);
  });

  it('a rename that stays refused fails after every pause, old file untouched and no temp file left', () => {
    const d = tempDir();
    writeFileSync(join(d, 'save.json'), 'old');
    const { fs, pauses } = spyFs((call) => (call === 'rename' ? 'EBUSY' : null));
    expect(() => writeFileAtomic(join(d, 'save.json'), 'new', fs)).toThrow(expect.objectContaining({ code: 'EBUSY', reason: 'another program is holding the file' }));
    expect(pauses).toEqual([...RETRY_PAUSES_MS]);
    expect(readFileSync(join(d, 'save.json'), 'utf8')).toBe('old');
    expect(readdirSync(d)).toEqual(['save.json']);
  });

  it('a full disk is not tried again', () => {
    const d = tempDir();
    const { fs, calls, pauses } = spyFs((call) => (call === 'rename' ? 'ENOSPC' : null));
    expect(() => writeFileAtomic(join(d, 'save.json'), 'new', fs)).toThrow(/disk is full/);
    expect(calls.filter((c) => c.startsWith('rename'))).toHaveLength(1);
    expect(pauses).toEqual([]);
  });

  it("Save game as… that fails in the player's folder leaves no temp file there: one a scanner holds is removed later", () => {
    const d = tempDir();
    let held = true;
    const { fs } = spyFs((call) => (call === 'rename' ? 'EACCES' : call === 'rm' && held ? 'EBUSY' : null));
    expect(() => writeFileAtomic(join(d, 'Pip Zero 2026-12-01 09.05.json'), 'game', fs)).toThrow(/permission was denied/);
    const left = readdirSync(d);
    expect(left).toHaveLength(1);
    expect(pendingLeftovers()).toEqual([join(d, left[0]!)]);
    expect(removeLeftovers()).toBe(1); // still held
    held = false;
    expect(removeLeftovers()).toBe(0);
    expect(readdirSync(d)).toEqual([]);
    expect(pendingLeftovers()).toEqual([]);
  });
});
