/**
 * Reading a file the player (or a folder we do not control) hands us: only a regular file, and
 * never more than a limit, checked on the opened file itself. A size check by path before a
 * whole-file read passes a `/dev/zero` link named game.json (size 0, endless data: main grew to
 * 5 GB) and blocks forever on a FIFO (issue 51). The file is opened without blocking (a FIFO
 * with no writer would wait), its own `fstat` says what it is, and at most `max + 1` bytes are
 * read, so a file that grows while it is read is refused too.
 */
import * as nodeFs from 'node:fs';

/** Why a file was not read: not a regular file, over the limit, or the system refused (with its code). */
export type ReadRefusal =
  | { readonly ok: false; readonly error: 'ERR_FILE_SPECIAL'; readonly message: string }
  | { readonly ok: false; readonly error: 'ERR_FILE_LARGE'; readonly message: string }
  | { readonly ok: false; readonly error: 'ERR_FILE_READ'; readonly code: string; readonly message: string };

/** The file's text (UTF-8), or why it was not read. */
export type LimitedRead = { readonly ok: true; readonly text: string } | ReadRefusal;

/** The calls a limited read makes (node:fs; tests pass their own). */
export interface ReadFs {
  openSync(path: string, flags: number): number;
  fstatSync(fd: number): { isFile(): boolean; size: number };
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number | null): number;
  closeSync(fd: number): void;
}

const nodeReadFs: ReadFs = {
  openSync: (p, f) => nodeFs.openSync(p, f),
  fstatSync: (fd) => nodeFs.fstatSync(fd),
  readSync: (fd, b, o, l, pos) => nodeFs.readSync(fd, b, o, l, pos),
  closeSync: (fd) => nodeFs.closeSync(fd),
};

/** How much is read at a time. */
const CHUNK = 64 * 1024;

/** O_NONBLOCK where the system has it (not on Windows, which has no FIFOs to wait on). */
const OPEN_FLAGS = nodeFs.constants.O_RDONLY | (nodeFs.constants.O_NONBLOCK ?? 0);

/** Reads `path` as text if it is a regular file of at most `max` bytes. Never throws. */
export function readFileLimited(path: string, max: number, fs: ReadFs = nodeReadFs): LimitedRead {
  let fd: number;
  try {
    fd = fs.openSync(path, OPEN_FLAGS);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
    return { ok: false, error: 'ERR_FILE_READ', code, message: `it could not be opened (${code})` };
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) return { ok: false, error: 'ERR_FILE_SPECIAL', message: 'it is not a regular file' };
    if (st.size > max) return { ok: false, error: 'ERR_FILE_LARGE', message: `it is larger than ${max} bytes` };
    // Read in chunks up to max + 1 bytes: a file bigger than its size said (it grew, or a
    // special file slipped through) is refused as soon as it passes the limit.
    const chunks: Buffer[] = [];
    let got = 0;
    for (;;) {
      const chunk = Buffer.alloc(Math.min(CHUNK, max + 1 - got));
      const n = fs.readSync(fd, chunk, 0, chunk.length, null);
      if (n <= 0) break;
      chunks.push(chunk.subarray(0, n));
      got += n;
      if (got > max) return { ok: false, error: 'ERR_FILE_LARGE', message: `it is larger than ${max} bytes` };
    }
    return { ok: true, text: Buffer.concat(chunks, got).toString('utf8') };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
    return { ok: false, error: 'ERR_FILE_READ', code, message: `it could not be read (${code})` };
  } finally {
    try {
      fs.closeSync(fd);
    } catch {
      /* nothing more to do with it */
    }
  }
}
