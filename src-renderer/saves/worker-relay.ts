/**
 * The web build's counterpart of main's EngineRelay: owns the engine Web Worker, numbers
 * requests, and when the worker dies (an uncaught error, an unreadable message, or a test
 * terminating it) answers what was waiting with ERR_HOST, starts a fresh worker and reports a
 * `hostRestarted` push, so the game keeper can resume the open games in it.
 */
import type { KeeperTransport } from '../../src-shared/keeper';
import type { HostMessage, Push, Response } from '../../src-engine/host/protocol';

/** The parts of a Worker the relay uses (a fake in tests). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((e: MessageEvent) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  onmessageerror: ((e: MessageEvent) => void) | null;
}

/** Restart budget, as in main: at most `maxRestarts` within `windowMs`. */
const MAX_RESTARTS = 5;
const WINDOW_MS = 60_000;

/** Relays requests to an engine worker, replacing it when it dies. */
export class WorkerRelay implements KeeperTransport {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, (r: Response) => void>();
  private restarts: number[] = [];
  private disposed = false;

  constructor(
    private readonly spawn: () => WorkerLike,
    private readonly onPush: (p: Push) => void,
    private readonly now: () => number = () => Date.now(),
  ) {}

  running(): boolean {
    return this.worker !== null;
  }

  private launch(): WorkerLike {
    const w = this.spawn();
    w.onmessage = (e) => {
      if (w !== this.worker) return;
      const m = e.data as HostMessage;
      if (typeof m !== 'object' || m === null) return;
      if ('push' in m) return; // 'ready' only matters to process hosts
      const resolve = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      resolve?.(m);
    };
    w.onerror = (e) => this.died(w, e.message || 'the engine worker failed');
    w.onmessageerror = () => this.died(w, 'the engine worker sent an unreadable message');
    return w;
  }

  /** Treats the worker as dead: answers the waiting, replaces it, tells the keeper. */
  died(w: WorkerLike | null, why: string): void {
    if (w !== this.worker || this.disposed) return;
    this.worker = null;
    try {
      w?.terminate();
    } catch {
      /* already gone */
    }
    for (const [id, resolve] of this.waiting) resolve({ id, ok: false, error: 'ERR_HOST', message: `the engine stopped (${why})` });
    this.waiting.clear();
    const t = this.now();
    this.restarts = this.restarts.filter((r) => t - r < WINDOW_MS);
    if (this.restarts.length >= MAX_RESTARTS) {
      this.onPush({ push: 'hostRestarted', reason: `the engine keeps stopping (${why}); not restarting it` });
      return;
    }
    this.restarts.push(t);
    this.worker = this.launch();
    this.onPush({ push: 'hostRestarted', reason: `the engine stopped (${why}) and was restarted` });
  }

  /** Kills the current worker as a crash would (tests and the e2e hook). */
  crash(): void {
    this.died(this.worker, 'terminated on purpose');
  }

  request(body: unknown): Promise<Response> {
    const id = this.nextId++;
    if (!this.worker && !this.disposed && this.restarts.length === 0) this.worker = this.launch();
    const w = this.worker;
    if (!w) return Promise.resolve({ id, ok: false, error: 'ERR_HOST', message: 'the engine is not running' });
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      // A JSON round trip: the protocol is plain JSON, and Svelte state proxies cannot be cloned.
      w.postMessage(JSON.parse(JSON.stringify({ ...(body as object), id })));
    });
  }

  dispose(): void {
    this.disposed = true;
    this.worker?.terminate();
    this.worker = null;
  }
}
