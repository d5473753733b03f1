/**
 * The web build's engine child: a Web Worker seen as the EngineChild the shared relay
 * (src-shared/relay.ts) drives, as main drives its utility process. A worker has no exit
 * event: an uncaught error or an unreadable message counts as its death (it is terminated,
 * so it cannot answer afterwards), and so does a test terminating it through `kill`.
 */
import type { EngineChild } from '../../src-shared/relay';

/** The parts of a Worker the adapter uses (a fake in tests). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((e: MessageEvent) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  onmessageerror: ((e: MessageEvent) => void) | null;
}

/** Wraps a started worker as an engine child. */
export function workerChild(w: WorkerLike): EngineChild {
  let exit: (code: number | null, why?: string) => void = () => {};
  let dead = false;
  const die = (why: string): void => {
    if (dead) return;
    dead = true;
    try {
      w.terminate();
    } catch {
      /* already gone */
    }
    exit(null, why);
  };
  w.onerror = (e) => die(e.message || 'the engine worker failed');
  w.onmessageerror = () => die('the engine worker sent an unreadable message');
  return {
    // A JSON round trip: the protocol is plain JSON, and Svelte state proxies cannot be cloned.
    postMessage: (m) => {
      if (!dead) w.postMessage(JSON.parse(JSON.stringify(m)));
    },
    onMessage: (l) => {
      w.onmessage = (e) => {
        if (!dead) l(e.data);
      };
    },
    onExit: (l) => {
      exit = l;
    },
    kill: () => die('terminated on purpose'),
  };
}
