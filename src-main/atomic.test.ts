/**
 * Atomic writes on a disk that fills up (issue 8, defect 1): `writeSync` writes fewer bytes
 * than asked, or throws ENOSPC part-way. The good file must stay byte-identical, no temp file
 * may be left behind, and the caller must get a clear error. node:fs is wrapped so that the
 * faults hit the calls the module really makes.
 */
import type * as NodeFs from 'node:fs';
import * as realFs from 'node:fs';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** What the next writeSync calls do: pass through, write at most n bytes, or fail with a code. */
type Fault = { kind: 'short'; max: number } | { kind: 'throw'; code: string } | { kind: 'zero' };
const faults: Fault[] = [];
/** fsync calls made through node:fs (the module's own file system reads node:fs at call time). */
const synced = { count: 0 };

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof NodeFs>();
  const writeSync = (fd: number, data: string | NodeJS.ArrayBufferView, ...rest: unknown[]): number => {
    const f = faults.shift();
    const buf = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const offset = typeof rest[0] === 'number' ? rest[0] : 0;
    const length = typeof rest[1] === 'number' ? rest[1] : buf.length - offset;
    if (!f) return fs.writeSync(fd, buf, offset, length);
    if (f.kind === 'throw') throw Object.assign(new Error(`${f.code}: no space left on device, write`), { code: f.code });
    if (f.kind === 'zero') return 0;
    return fs.writeSync(fd, buf, offset, Math.min(length, f.max));
  };
  const fsyncSync = (fd: number): void => {
    synced.count++;
    fs.fsyncSync(fd);
  };
  return { ...fs, writeSync, fsyncSync, default: { ...fs, writeSync, fsyncSync } };
});

const { writeFileAtomic } = await import('./atomic');

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'pipfall-atomic-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  faults.length = 0;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const good = `${JSON.stringify({ format: 'pipfall-record', actions: Array.from({ length: 400 }, (_, i) => ({ type: 'program', seat: i % 2 })) })}\n`;
const bigger = good.replace('pipfall-record', 'pipfall-record-2').repeat(2);

describe('writeFileAtomic on a filling disk', () => {
  it('a short write followed by ENOSPC fails with a clear error and leaves the old file byte-identical and no temp file', () => {
    const d = tempDir();
    const p = join(d, 'save.json');
    writeFileSync(p, good);
    expect(bigger.length).toBeGreaterThan(8192);
    faults.push({ kind: 'short', max: 4096 }, { kind: 'throw', code: 'ENOSPC' });
    expect(() => writeFileAtomic(p, bigger)).toThrow(/disk is full/);
    expect(readFileSync(p, 'utf8')).toBe(good);
    expect(readdirSync(d)).toEqual(['save.json']);
  });

  it('a write that makes no progress fails instead of renaming a cut file over the good one', () => {
    const d = tempDir();
    const p = join(d, 'save.json');
    writeFileSync(p, good);
    faults.push({ kind: 'short', max: 4096 }, { kind: 'zero' });
    expect(() => writeFileAtomic(p, bigger)).toThrow(/could not write/);
    expect(readFileSync(p, 'utf8')).toBe(good);
    expect(readdirSync(d)).toEqual(['save.json']);
  });

  it('short writes that do make progress are continued until every byte is written', () => {
    const d = tempDir();
    const p = join(d, 'save.json');
    writeFileSync(p, good);
    faults.push({ kind: 'short', max: 4096 }, { kind: 'short', max: 1000 }, { kind: 'short', max: 1 });
    writeFileAtomic(p, bigger);
    expect(readFileSync(p, 'utf8')).toBe(bigger);
    expect(readdirSync(d)).toEqual(['save.json']);
  });

  it('an error names the code, so the player can be told the disk is full', () => {
    const d = tempDir();
    const p = join(d, 'save.json');
    faults.push({ kind: 'throw', code: 'ENOSPC' });
    let caught: unknown;
    try {
      writeFileAtomic(p, good);
    } catch (e) {
      caught = e;
    }
    expect(caught).toMatchObject({ code: 'ENOSPC' });
    expect(realFs.existsSync(p)).toBe(false);
    expect(readdirSync(d)).toEqual([]);
  });
});

describe('writeFileAtomic through node:fs itself', () => {
  it('fsyncs the file and its folder and closes both: no descriptor is left open', () => {
    const d = tempDir();
    const p = join(d, 'save.json');
    const openFds = (): number => readdirSync('/proc/self/fd').length;
    writeFileAtomic(p, good); // warm-up: the first call may open files of its own (randomness)
    const before = { fds: openFds(), synced: synced.count };
    writeFileAtomic(p, bigger);
    expect(synced.count - before.synced).toBe(2);
    expect(openFds()).toBe(before.fds);
    expect(readFileSync(p, 'utf8')).toBe(bigger);
  });
});
