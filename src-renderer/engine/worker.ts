/**
 * The web build's engine: the same host the Electron utility process runs, inside a
 * Web Worker. Messages in and out are the host protocol, untouched.
 */
import { createHost } from '../../src-engine/host/host';

const scope = self as unknown as {
  postMessage(message: unknown): void;
  onmessage: ((e: MessageEvent) => void) | null;
};

/** A fresh 31-bit seed from the platform's entropy for games started without one. */
function nextSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! >>> 1;
}

// With the clock, AI moves and hints search to their time budgets, as in the app's utility process
// (src-engine-process/engine-service.ts); `pause` yields between search slices so a close or an undo is heard.
const host = createHost((msg) => scope.postMessage(msg), { nextSeed, now: () => performance.now(), pause: () => new Promise<void>((resolve) => setTimeout(resolve, 0)) });
scope.onmessage = (e) => host.receive(e.data);
