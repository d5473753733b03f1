/**
 * Crash-safe file writes: a temp file in the same folder, fsync, rename over the target,
 * then fsync of the folder, so a reader sees either the old file or the new one, never half.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/** Writes `text` to `path` atomically (creating the folder if needed). */
export function writeFileAtomic(path: string, text: string): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const tmp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    const fd = openSync(tmp, 'w', 0o600);
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
  // The rename itself is durable only once the folder is synced (not possible on Windows).
  try {
    const dfd = openSync(dir, 'r');
    try {
      fsyncSync(dfd);
    } finally {
      closeSync(dfd);
    }
  } catch {
    /* best effort */
  }
}

/** A file name's timestamp part: 2024-05-01T10-20-30-123Z (no characters Windows refuses). */
export function fileStamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}
