/**
 * Test helpers for main's saves: the engine's judgement of records as main gets it in the app
 * (a `checkRecord` request, here to an engine host in the test's own process), and stand-ins
 * for an engine that cannot judge, and a disk that fills up or turns read-only.
 */
import { existsSync } from 'node:fs';
import { createHost } from '../src-engine/host/host';
import type { GameRecord } from '../src-shared/contract/record';
import { checkWithin, type RecordVerdict } from '../src-shared/record-check';
import type { SaveCheck } from './saves';
import { nodeAtomicFs, type AtomicFs } from './atomic';

/** A SaveCheck over a real engine host in this process: what the utility process answers in the app. */
export function engineCheck(): SaveCheck {
  const host = createHost(() => {}, { nextSeed: () => 1 });
  let id = 0;
  return (record: GameRecord): Promise<RecordVerdict> => checkWithin(() => host.handle({ type: 'checkRecord', record, id: ++id }));
}

/** A SaveCheck that always answers `verdict`. */
export function fixedCheck(verdict: RecordVerdict): SaveCheck {
  return () => Promise.resolve(verdict);
}

/** How a stand-in disk behaves now: full (a short write, then ENOSPC) or read-only (EROFS on every change), where `at` says. */
export interface DiskFaults {
  full: boolean;
  readOnly: boolean;
  /** Which paths the faults hit (default: all). */
  at: (path: string) => boolean;
}

function fault(code: string, call: string): Error {
  return Object.assign(new Error(`${code}: ${call}`), { code });
}

/**
 * node:fs as atomic.ts and the stores call it, with faults switched on and off by the test: a
 * disk that fills up, a folder that turns read-only. No pauses between retries.
 */
export function faultyDisk(): { fs: AtomicFs; faults: DiskFaults } {
  const faults: DiskFaults = { full: false, readOnly: false, at: () => true };
  const paths = new Map<number, string>();
  const ro = (p: string): boolean => faults.readOnly && faults.at(p);
  const fs: AtomicFs = {
    ...nodeAtomicFs,
    pause: () => {},
    mkdirSync: (p, o) => {
      if (ro(p) && !existsSync(p)) throw fault('EROFS', `mkdir '${p}'`);
      return nodeAtomicFs.mkdirSync(p, o);
    },
    openSync: (p, f, m) => {
      if (f !== 'r' && ro(p)) throw fault('EROFS', `open '${p}'`);
      const fd = nodeAtomicFs.openSync(p, f, m);
      paths.set(fd, p);
      return fd;
    },
    writeSync: (fd, b, o, l) => {
      const p = paths.get(fd) ?? '';
      if (!faults.full || !faults.at(p)) return nodeAtomicFs.writeSync(fd, b, o, l);
      if (o > 0) throw fault('ENOSPC', 'no space left on device, write');
      return nodeAtomicFs.writeSync(fd, b, o, Math.min(l, 64));
    },
    closeSync: (fd) => {
      paths.delete(fd);
      nodeAtomicFs.closeSync(fd);
    },
    renameSync: (a, b) => {
      if (ro(a) || ro(b)) throw fault('EROFS', `rename '${a}'`);
      nodeAtomicFs.renameSync(a, b);
    },
    rmSync: (p, o) => {
      if (ro(p) && existsSync(p)) throw fault('EROFS', `rm '${p}'`);
      nodeAtomicFs.rmSync(p, o);
    },
  };
  return { fs, faults };
}

/**
 * node:fs on which the process dies, once `kill()` is called, between writing a file and renaming
 * it into place: the rename fails and nothing is cleaned up, as a killed process leaves its temp file.
 */
export function killableDisk(): { fs: AtomicFs; kill: () => void } {
  let killed = false;
  const fs: AtomicFs = {
    ...nodeAtomicFs,
    renameSync: (a, b) => {
      if (killed) throw Object.assign(new Error('EIO: killed'), { code: 'EIO' });
      nodeAtomicFs.renameSync(a, b);
    },
    rmSync: (p, o) => {
      if (!killed) nodeAtomicFs.rmSync(p, o);
    },
  };
  return { fs, kill: () => (killed = true) };
}
