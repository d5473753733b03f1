/**
 * Crash-safe file writes: a temp file in the same folder, every byte written and fsynced,
 * rename over the target, then fsync of the folder, so a reader sees either the old file or
 * the new one, never half. A write that cannot finish (a full disk) fails with an
 * AtomicWriteError and leaves the old file untouched.
 *
 * On Windows an antivirus scanner or the search indexer may hold a file for a moment, and the
 * rename (or the removal of a failed write's temp file) fails with EPERM, EBUSY or EACCES:
 * those are tried again a few times after short pauses before the write counts as failed
 * (issue 51). A temp file that still cannot be removed is remembered and removed later
 * (`removeLeftovers`, at quit): it may sit in the player's own folder (Save game as…), where
 * the start-up sweep never looks.
 *
 * The file-system calls are injectable so tests (and the soak test) can make a disk fill up.
 */
import * as nodeFs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/** The file-system calls an atomic write makes (node:fs by default; tests pass a faulty one). */
export interface AtomicFs {
  mkdirSync(path: string, options: { recursive: true }): unknown;
  openSync(path: string, flags: string, mode?: number): number;
  writeSync(fd: number, buffer: Uint8Array, offset: number, length: number): number;
  fsyncSync(fd: number): void;
  closeSync(fd: number): void;
  renameSync(from: string, to: string): void;
  rmSync(path: string, options: { force: true }): void;
  /** Waits `ms` before a call is tried again (blocking; tests pass one that does not wait). */
  pause?(ms: number): void;
}

/** Blocks the thread for `ms` (main's writes are synchronous; the pauses add up to a fraction of a second). */
function pauseSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** node:fs, read at call time so a test that wraps the module sees its own calls. */
export const nodeAtomicFs: AtomicFs = {
  mkdirSync: (p, o) => nodeFs.mkdirSync(p, o),
  openSync: (p, f, m) => nodeFs.openSync(p, f, m),
  writeSync: (fd, b, o, l) => nodeFs.writeSync(fd, b, o, l),
  fsyncSync: (fd) => nodeFs.fsyncSync(fd),
  closeSync: (fd) => nodeFs.closeSync(fd),
  renameSync: (a, b) => nodeFs.renameSync(a, b),
  rmSync: (p, o) => nodeFs.rmSync(p, o),
  pause: pauseSync,
};

/** Codes with which Windows refuses a rename or removal of a file another program holds for a moment. */
const TRANSIENT = new Set(['EPERM', 'EBUSY', 'EACCES']);

/** The pauses before each new try of a call that failed transiently (about a third of a second in all). */
export const RETRY_PAUSES_MS: readonly number[] = [10, 30, 60, 100, 150];

/**
 * Runs `call`, trying it again after each pause of RETRY_PAUSES_MS while it fails with a
 * transient code; the last error is thrown. A missing file or a full disk is not tried again.
 */
export function retryTransient<T>(fs: AtomicFs, call: () => T): T {
  for (let attempt = 0; ; attempt++) {
    try {
      return call();
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      const pause = RETRY_PAUSES_MS[attempt];
      if (code === undefined || !TRANSIENT.has(code) || pause === undefined) throw e;
      (fs.pause ?? pauseSync)(pause);
    }
  }
}

/** Temp files a failed write could not remove yet (a scanner held them), by path. */
const leftovers = new Map<string, AtomicFs>();

/** The temp files of failed writes still waiting to be removed (for tests and the log). */
export function pendingLeftovers(): string[] {
  return [...leftovers.keys()];
}

/**
 * Removes the temp files failed writes left behind because they could not be removed then
 * (main calls it at quit). Answers how many are still there. Never throws.
 */
export function removeLeftovers(): number {
  for (const [path, fs] of leftovers) {
    try {
      retryTransient(fs, () => fs.rmSync(path, { force: true }));
      leftovers.delete(path);
    } catch {
      /* still held: tried again at the next call */
    }
  }
  return leftovers.size;
}

/** Removes a failed write's temp file, or remembers it for `removeLeftovers`. */
function dropTemp(fs: AtomicFs, tmp: string): void {
  try {
    retryTransient(fs, () => fs.rmSync(tmp, { force: true }));
  } catch {
    leftovers.set(tmp, fs);
  }
}

/** Why a file could not be written, in words a player can act on. */
const REASONS: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the disk is read-only',
  EACCES: 'permission was denied',
  EPERM: 'permission was denied',
  EBUSY: 'another program is holding the file',
  EIO: 'the disk reported an error',
  EFBIG: 'the file is too large',
  ESHORT: 'the disk stopped accepting data',
};

/** A write that did not happen; the old file (if any) is unchanged. */
export class AtomicWriteError extends Error {
  /** The system error code (ENOSPC...), or ESHORT when writes stopped making progress. */
  readonly code: string;
  /** A short phrase for the player: "the disk is full". */
  readonly reason: string;
  constructor(path: string, code: string, detail: string) {
    const reason = REASONS[code] ?? `the system refused it (${code})`;
    super(`could not write ${basename(path)}: ${reason} (${detail})`);
    this.name = 'AtomicWriteError';
    this.code = code;
    this.reason = reason;
  }
}

/** The temp file names this module creates: `.<name>.<pid>.<8 hex>.tmp`. */
export const TEMP_FILE = /^\..+\.\d+\.[0-9a-f]{8}\.tmp$/;

/** Writes every byte of `data` to `fd`, or throws: a write that returns 0 would otherwise loop forever. */
function writeAll(fs: AtomicFs, fd: number, data: Uint8Array, path: string): void {
  let done = 0;
  while (done < data.length) {
    const n = fs.writeSync(fd, data, done, data.length - done);
    if (!Number.isInteger(n) || n <= 0) throw new AtomicWriteError(path, 'ESHORT', `wrote ${done} of ${data.length} bytes`);
    done += n;
  }
}

/** Writes `text` to `path` atomically (creating the folder if needed). Throws AtomicWriteError; the old file is then untouched. */
export function writeFileAtomic(path: string, text: string, fs: AtomicFs = nodeAtomicFs): void {
  const dir = dirname(path);
  const tmp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const data = Buffer.from(text, 'utf8');
  try {
    fs.mkdirSync(dir, { recursive: true });
    const fd = fs.openSync(tmp, 'w', 0o600);
    try {
      writeAll(fs, fd, data, path);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    retryTransient(fs, () => fs.renameSync(tmp, path));
  } catch (e) {
    dropTemp(fs, tmp);
    if (e instanceof AtomicWriteError) throw e;
    const code = (e as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
    throw new AtomicWriteError(path, code, (e as Error).message.split('\n')[0]!.slice(0, 120));
  }
  // The rename itself is durable only once the folder is synced (not possible on Windows).
  try {
    const dfd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(dfd);
    } finally {
      fs.closeSync(dfd);
    }
  } catch {
    /* best effort */
  }
}

/** A file name's timestamp part: 2024-05-01T10-20-30-123Z (no characters Windows refuses). */
export function fileStamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

/**
 * Removes the temp files that interrupted writes left in `dir` (a crash between open and
 * rename, a full disk whose clean-up failed). Only names this module creates are touched;
 * call it at start-up, before any write of this process begins. Never throws.
 */
export function sweepTempFiles(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  let names: string[];
  try {
    names = nodeFs.readdirSync(dir);
  } catch {
    return { files, bytes };
  }
  for (const name of names) {
    if (!TEMP_FILE.test(name)) continue;
    const p = join(dir, name);
    try {
      const st = nodeFs.lstatSync(p);
      if (!st.isFile()) continue;
      nodeFs.rmSync(p, { force: true });
      files++;
      bytes += st.size;
    } catch {
      /* gone meanwhile, or not ours to remove */
    }
  }
  return { files, bytes };
}
