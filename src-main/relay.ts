/**
 * Main's side of the engine: owns the engine child process, numbers requests, matches
 * answers to callers, and starts a fresh child when one dies. Requests arrive typed (main's
 * IPC handler parsed the page's message once; the engine parses again at its own process
 * boundary). Electron-free so it can be tested with a plain Node child.
 */
import type { HostMessage, Push, RequestBody, Response } from '../src-engine/host/protocol';

/** The parts of a child process the relay uses (an Electron UtilityProcess, a forked Node child). */
export interface EngineChild {
  postMessage(msg: unknown): void;
  onMessage(listener: (msg: unknown) => void): void;
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
}

/** How the relay behaves when children die. */
export interface RelayOptions {
  /** At most this many restarts within `restartWindowMs`; after that the relay gives up. Default 5. */
  readonly maxRestarts?: number;
  /** Default 60 s. */
  readonly restartWindowMs?: number;
  /** The clock for the restart budget (main passes Date.now). */
  readonly now?: () => number;
}

function isHostMessage(m: unknown): m is HostMessage {
  if (typeof m !== 'object' || m === null) return false;
  const o = m as Record<string, unknown>;
  if (typeof o.push === 'string') return true;
  return typeof o.id === 'number' && typeof o.ok === 'boolean';
}

/** Relays requests to an engine child process and its answers back. */
export class EngineRelay {
  private child: EngineChild | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, (r: Response) => void>();
  private restarts: number[] = [];
  private disposed = false;

  constructor(
    private readonly spawn: () => EngineChild,
    private readonly onPush: (p: Push) => void,
    private readonly options: RelayOptions = {},
  ) {}

  /** True while an engine child is up (false after the relay gave up restarting, or was disposed). */
  running(): boolean {
    return this.child !== null;
  }

  /** Starts the first child (idempotent). */
  start(): void {
    if (!this.child && !this.disposed) this.child = this.launch();
  }

  private launch(): EngineChild {
    const child = this.spawn();
    child.onMessage((m) => {
      if (child !== this.child || !isHostMessage(m)) return;
      if ('push' in m) {
        if (m.push !== 'ready') this.onPush(m);
        return;
      }
      const resolve = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      resolve?.(m);
    });
    child.onExit((code) => {
      if (child !== this.child) return;
      this.child = null;
      this.failAll(`the engine process stopped (exit code ${code ?? 'none'})`);
      if (this.disposed) return;
      const now = (this.options.now ?? (() => 0))();
      const win = this.options.restartWindowMs ?? 60_000;
      this.restarts = this.restarts.filter((t) => now - t < win);
      if (this.restarts.length >= (this.options.maxRestarts ?? 5)) {
        this.onPush({ push: 'hostRestarted', reason: `the engine process keeps stopping (exit code ${code ?? 'none'}); not restarting it` });
        return;
      }
      this.restarts.push(now);
      this.child = this.launch();
      this.onPush({ push: 'hostRestarted', reason: `the engine process stopped (exit code ${code ?? 'none'}) and was restarted; open games must be resumed from their records` });
    });
    return child;
  }

  private failAll(message: string): void {
    for (const [id, resolve] of this.waiting) resolve({ id, ok: false, error: 'ERR_HOST', message });
    this.waiting.clear();
  }

  /** Numbers a request body and relays it. Never rejects: a dead engine gives an error response. */
  request(body: RequestBody): Promise<Response> {
    const id = this.nextId++;
    this.start();
    const child = this.child;
    if (!child) return Promise.resolve({ id, ok: false, error: 'ERR_HOST', message: 'the engine process is not running' });
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      child.postMessage({ ...body, id });
    });
  }

  /** Stops the child for good and answers anything still waiting. */
  dispose(): void {
    this.disposed = true;
    const child = this.child;
    this.child = null;
    this.failAll('the app is closing');
    child?.kill();
  }
}
