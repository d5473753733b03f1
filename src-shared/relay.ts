/**
 * The page's or main's side of the engine: owns the engine child (Electron's utility process,
 * a forked Node child, the web build's Worker), numbers requests, matches answers to callers,
 * and when the child dies answers what was waiting with ERR_HOST and starts a fresh one after
 * a back-off, within a budget (RestartPolicy). Once the budget is spent it gives up and starts
 * nothing until `retry()`, so no engine ever runs behind the keeper's back without the open
 * games in it. Every start after a death is reported to the keeper, which resumes the games.
 *
 * Requests arrive typed: main's IPC handler parsed the page's message, or the page built it;
 * the engine parses again at its own process boundary. No Node, no DOM, no clock of its own.
 */
import type { HostMessage, RequestBody, Response } from './contract/protocol';
import type { KeeperTransport, TransportEvent } from './keeper';
import { RestartPolicy, type RestartPolicyOptions } from './restarts';

/** The parts of a child the relay uses (an Electron UtilityProcess, a forked Node child, a Worker). */
export interface EngineChild {
  postMessage(msg: unknown): void;
  onMessage(listener: (msg: unknown) => void): void;
  /** Called once when the child is gone; `why` says how when there is no exit code (a Worker's error). */
  onExit(listener: (code: number | null, why?: string) => void): void;
  kill(): void;
}

/** How the relay behaves when children die. */
export interface RelayOptions extends RestartPolicyOptions {
  /** Older name of `windowMs`. */
  readonly restartWindowMs?: number;
  /** The clock for the restart budget (main passes Date.now). */
  readonly now?: () => number;
  /** Runs `f` after `ms` (setTimeout by default; 0 runs it at once). */
  readonly schedule?: (f: () => void, ms: number) => void;
}

/** Where the relay stands: not started yet, up, waiting out a back-off, given up, or closed for good. */
type RelayState = 'idle' | 'up' | 'restarting' | 'down' | 'disposed';

function isHostMessage(m: unknown): m is HostMessage {
  if (typeof m !== 'object' || m === null) return false;
  const o = m as Record<string, unknown>;
  if (typeof o.push === 'string') return true;
  return typeof o.id === 'number' && typeof o.ok === 'boolean';
}

const runSoon = (f: () => void, ms: number): void => {
  if (ms <= 0) f();
  else setTimeout(f, ms);
};

/** Relays requests to an engine child and its answers back, replacing the child when it dies. */
export class EngineRelay implements KeeperTransport {
  private child: EngineChild | null = null;
  private state: RelayState = 'idle';
  private nextId = 1;
  private readonly waiting = new Map<number, (r: Response) => void>();
  private readonly policy: RestartPolicy;
  /** Why the last child stopped, for the keeper's notices. */
  private lastReason = '';

  constructor(
    private readonly spawn: () => EngineChild,
    private readonly onEvent: (e: TransportEvent) => void,
    private readonly options: RelayOptions = {},
  ) {
    this.policy = new RestartPolicy({ ...options, windowMs: options.windowMs ?? options.restartWindowMs });
  }

  /** True while an engine child is up. */
  running(): boolean {
    return this.state === 'up';
  }

  /** Starts the first child (idempotent; after a death only the relay itself or `retry` starts one). */
  start(): void {
    if (this.state !== 'idle') return;
    this.child = this.launch();
    this.state = 'up';
  }

  private launch(): EngineChild {
    const child = this.spawn();
    child.onMessage((m) => {
      if (child !== this.child || !isHostMessage(m) || 'push' in m) return; // 'ready' only matters to process hosts
      const resolve = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      resolve?.(m);
    });
    child.onExit((code, why) => this.died(child, why ?? `exit code ${code ?? 'none'}`));
    return child;
  }

  private died(child: EngineChild, why: string): void {
    if (child !== this.child) return;
    this.child = null;
    if (this.state === 'disposed') return;
    this.lastReason = `the engine stopped (${why})`;
    const pause = this.policy.next((this.options.now ?? (() => 0))());
    this.state = pause === null ? 'down' : 'restarting';
    // The keeper hears of the death before anything waiting hears ERR_HOST, so it can tell the two apart.
    this.onEvent({ type: 'stopped', reason: this.lastReason, restarting: pause !== null });
    this.failAll(this.lastReason);
    if (pause !== null) (this.options.schedule ?? runSoon)(() => this.restart(), pause);
  }

  private restart(): void {
    if (this.state !== 'restarting') return;
    this.child = this.launch();
    this.state = 'up';
    this.onEvent({ type: 'started', reason: this.lastReason });
  }

  /** After the relay gave up (or while it waits out a back-off): starts an engine now, with a fresh budget. */
  retry(): void {
    if (this.state !== 'down' && this.state !== 'restarting') return;
    this.policy.reset();
    this.state = 'restarting';
    this.restart();
  }

  /** Kills the current child as a crash would (tests and the web build's e2e hook). */
  crash(): void {
    this.child?.kill();
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
    if (!child || this.state !== 'up') {
      const message = this.state === 'down' ? `${this.lastReason}; it was not restarted` : 'the engine is restarting';
      return Promise.resolve({ id, ok: false, error: 'ERR_HOST', message });
    }
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      child.postMessage({ ...body, id });
    });
  }

  /** Stops the child for good and answers anything still waiting. */
  dispose(): void {
    this.state = 'disposed';
    const child = this.child;
    this.child = null;
    this.failAll('the app is closing');
    child?.kill();
  }
}
