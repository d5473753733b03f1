/**
 * Runs the engine host over any message channel a Node process has (Electron's parentPort,
 * child_process IPC). Seeds come from Node's crypto here, because the engine itself never
 * draws randomness.
 */
import { randomInt } from 'node:crypto';
import { createHost, type Host } from '../src-engine/host/host';
import { PROTOCOL_VERSION, type HostMessage } from '../src-shared/contract/protocol';

/** A fresh 31-bit seed from the operating system's entropy. */
export function osSeed(): number {
  return randomInt(0, 0x7fffffff);
}

/** Starts a host that answers through `post`, announces itself with a `ready` push, and returns it. */
export function serveEngine(post: (msg: HostMessage) => void): Host {
  // With the clock, AI moves and hints search to their time budgets (the levels' 120/350/850 ms);
  // `pause` yields between search slices so a close or an undo is heard.
  const host = createHost(post, { nextSeed: osSeed, now: () => performance.now(), pause: () => new Promise<void>((resolve) => setImmediate(resolve)) });
  post({ push: 'ready', protocol: PROTOCOL_VERSION });
  return host;
}
