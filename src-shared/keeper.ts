/**
 * The game keeper: sits in front of an engine transport that may die (Electron's utility
 * process behind main's relay, the web build's Worker) and makes its death invisible to the
 * page. After every applied action it asks the host for the game's `record` and hands it to
 * a sink (main: an atomic autosave file; the web build: memory and localStorage) BEFORE the
 * page sees the step, so every step the page saw is kept. When the transport restarts, it
 * resumes every open game from its record under the same handle, retries the request that
 * the death interrupted, and tells the page with a `hostRestarted` push listing what it resumed.
 *
 * Why `record` after each step rather than rebuilding records from what passes through:
 * an `aiStep` answer does not carry the AI's action, only its events; the host's record is
 * the one authority. The cost is one small extra round trip per step.
 *
 * Transport-free (no Node, no DOM, no clock), so main and the renderer share it.
 */
import type { GameOpenedResult, Push, RecordResult, RequestBody, Response, SeatKind, StepResult } from '../src-engine/host/protocol';

/** The transport the keeper drives: main's EngineRelay, or the renderer's worker relay. */
export interface KeeperTransport {
  /** Sends one request body (no id); never rejects. Answers ERR_HOST when the engine died meanwhile. */
  request(body: RequestBody): Promise<Response>;
  /** False once the transport has given up restarting the engine. */
  running(): boolean;
}

/** One open game as the keeper remembers it. */
export interface KeptGame {
  /** The host's handle, which the page keeps using across restarts. */
  readonly gameId: string;
  /** Where the sink keeps this game (a save file's id); stable for the game's life. */
  readonly saveId: string;
  readonly seats: readonly SeatKind[];
  /** The latest record the host gave. */
  record: RecordResult['record'];
  /** True once the game has an outcome. */
  finished: boolean;
}

/** Where records go after each step. Calls for one save come in order; a failure is reported, not thrown. */
export interface KeeperSink {
  /** Keeps (overwrites) a game's latest record. */
  save(game: KeptGame): Promise<void> | void;
  /** The game has ended: its save is no longer something to continue. */
  finished(game: KeptGame): Promise<void> | void;
}

/** What the keeper needs besides the transport. */
export interface KeeperDeps {
  readonly sink: KeeperSink;
  /** A candidate id for a new save (time-ordered and random); the keeper checks it is free. */
  readonly newSaveId: () => string;
  /** Whether a save with this id exists where the sink keeps saves (a file on disk, a storage key). */
  readonly saveExists?: (saveId: string) => boolean;
  /** Pushes for the page (hostRestarted, with the games resumed). */
  readonly push: (p: Push) => void;
  /** Told when a save could not be written (the game goes on). */
  readonly onSaveError?: (game: KeptGame, error: unknown) => void;
}

const MUTATING = new Set(['act', 'aiStep']);

/** Fronts a transport: autosave after each step, resume after a restart. */
export class GameKeeper {
  private readonly games = new Map<string, KeptGame>();
  /** Bumped (synchronously) on every restart, so an ERR_HOST can be told to come from one. */
  private generation = 0;
  private recovering: Promise<void> = Promise.resolve();
  /** Per save, the chain of sink calls, so writes land in order. */
  private readonly writes = new Map<string, Promise<void>>();
  /** Save ids taken by opens still in flight, so two opens never share one. */
  private readonly reserved = new Set<string>();

  constructor(
    private readonly transport: KeeperTransport,
    private readonly deps: KeeperDeps,
  ) {}

  /** The open games (for tests and the save dialog). */
  kept(gameId: string): KeptGame | undefined {
    return this.games.get(gameId);
  }

  /** All open games. */
  all(): KeptGame[] {
    return [...this.games.values()];
  }

  /**
   * Handles one request from the page, already typed: main's IPC handler parsed it (Electron),
   * or the page built it (web build). Nothing here parses it again.
   */
  async request(r: RequestBody): Promise<Response> {
    await this.recovering;
    switch (r.type) {
      case 'newGame':
      case 'resume':
        return this.open(r);
      case 'act':
      case 'aiStep':
        return this.step(r);
      case 'close': {
        const res = await this.once(r);
        if (res.ok || res.error === 'ERR_NO_GAME') this.games.delete(r.gameId);
        return res;
      }
      default:
        return this.once(r);
    }
  }

  /**
   * Opens a game from a stored record under a known save id (Continue, or a loaded file),
   * so its autosave keeps going to the same place. A save that is already open (or opening)
   * is refused: two games must never write one save.
   */
  async resumeSave(saveId: string, record: unknown, seats: readonly SeatKind[]): Promise<Response> {
    if (this.inUse(saveId)) return { id: -1, ok: false, error: 'ERR_SAVE_IN_USE', message: 'this saved game is already open' };
    this.reserved.add(saveId);
    try {
      await this.recovering;
      return await this.open({ type: 'resume', record, seats: [...seats] }, saveId);
    } finally {
      this.reserved.delete(saveId);
    }
  }

  /**
   * A save id no open game uses, no open in flight has taken and no stored save holds. The one
   * place save ids are made (new games here, imported files in main).
   */
  allocateSaveId(): string {
    for (let i = 0; i < 1000; i++) {
      const id = this.deps.newSaveId();
      if (!this.inUse(id) && !this.deps.saveExists?.(id)) return id;
    }
    throw new Error('no free save id (the id source keeps repeating itself)');
  }

  private inUse(saveId: string): boolean {
    if (this.reserved.has(saveId)) return true;
    for (const g of this.games.values()) if (g.saveId === saveId) return true;
    return false;
  }

  /** Main's relay (or the worker relay) calls this with every push from the transport. */
  onTransportPush(p: Push): void {
    if (p.push !== 'hostRestarted') return this.deps.push(p);
    if (!this.transport.running()) return this.deps.push(p); // it gave up: nothing to resume into
    this.generation++;
    const reason = p.reason;
    this.recovering = this.recovering.then(() => this.resumeAll(reason));
  }

  private async resumeAll(reason: string): Promise<void> {
    const resumed: string[] = [];
    const lost: string[] = [];
    for (const g of this.games.values()) {
      const r = await this.transport.request({ type: 'resume', record: g.record, seats: [...g.seats], gameId: g.gameId });
      // A second death during the resume queues another resumeAll, which tries again.
      if (r.ok || (!r.ok && r.error === 'ERR_HOST')) resumed.push(g.gameId);
      else if (r.error === 'ERR_HANDLE_IN_USE') resumed.push(g.gameId);
      else lost.push(g.gameId);
    }
    for (const id of lost) this.games.delete(id);
    this.deps.push({ push: 'hostRestarted', reason, resumed, lost });
  }

  /** One request; if the engine died while it was out, waits for the resume and sends it once more. */
  private async once(body: RequestBody): Promise<Response> {
    const gen = this.generation;
    const r = await this.transport.request(body);
    if (r.ok || r.error !== 'ERR_HOST' || gen === this.generation) return r;
    await this.recovering;
    return this.transport.request(body);
  }

  /** Opens a game under `saveId` (Continue), or under a fresh id reserved until the game holds it. */
  private async open(body: Extract<RequestBody, { type: 'newGame' | 'resume' }>, known?: string): Promise<Response> {
    const saveId = known ?? this.allocateSaveId();
    this.reserved.add(saveId);
    try {
      const opened = await this.once(body);
      if (!opened.ok) return opened;
      const res = opened.result as GameOpenedResult;
      const rec = await this.once({ type: 'record', gameId: res.gameId });
      if (!rec.ok) return rec;
      const g: KeptGame = { gameId: res.gameId, saveId, seats: body.seats, record: (rec.result as RecordResult).record, finished: res.outcome !== null };
      this.games.set(g.gameId, g);
      await this.keep(g);
      return opened;
    } finally {
      if (known === undefined) this.reserved.delete(saveId);
    }
  }

  /**
   * act / aiStep: the step and the record that follows it count as one. If the engine dies
   * between the two, the resumed game lacks the step (its record was never kept), so sending
   * the step again applies it exactly once; a bot's choice depends only on the seed and move
   * number, so a retried aiStep makes the same move.
   */
  private async step(body: Extract<RequestBody, { type: 'act' | 'aiStep' }>): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const gen = this.generation;
      const res = await this.transport.request(body);
      const crashed = (r: Response): boolean => !r.ok && r.error === 'ERR_HOST' && gen !== this.generation && attempt === 0;
      if (crashed(res)) {
        await this.recovering;
        continue;
      }
      const g = this.games.get(body.gameId);
      if (!res.ok || !g || !MUTATING.has(body.type) || (res.result as { idle?: boolean }).idle) return res;
      const rec = await this.transport.request({ type: 'record', gameId: body.gameId });
      if (crashed(rec)) {
        await this.recovering;
        continue;
      }
      if (!rec.ok) return rec;
      const record = (rec.result as RecordResult).record;
      // Concurrent requests may answer out of order: keep the longest record.
      if (record.actions.length >= g.record.actions.length) g.record = record;
      g.finished = (res.result as StepResult).outcome !== null;
      await this.keep(g);
      return res;
    }
  }

  private keep(g: KeptGame): Promise<void> {
    const before = this.writes.get(g.saveId) ?? Promise.resolve();
    const next = before.then(async () => {
      try {
        if (g.finished) await this.deps.sink.finished(g);
        else await this.deps.sink.save(g);
      } catch (e) {
        this.deps.onSaveError?.(g, e);
      }
    });
    this.writes.set(g.saveId, next);
    return next;
  }
}
