/**
 * The game keeper: sits in front of an engine transport that may die (Electron's utility
 * process behind main's relay, the web build's Worker) and makes its death invisible to the
 * page. Every step the host answers carries the action as recorded (`applied`) and its place
 * (`moves`); the keeper extends its copy of the game's record with it and hands the record to
 * a sink (main: an atomic autosave file; the web build: localStorage) BEFORE the page sees the
 * step, so every step the page saw is kept. It then removes `applied` (an AI's program is
 * secret) and passes the step on: one round trip to the engine per move.
 *
 * Recovery: when the transport reports a death, every request waits for the recovery that is
 * current when it runs (a second death during a resume starts a new one, and the waiting
 * requests wait for that too). When a fresh engine is up, the keeper resumes every open game
 * from its record under the same handle and only then tells the page which games were resumed
 * and which the new engine refused (those answer ERR_GAME_LOST and stay in Continue; their
 * saves are never removed). The request a death interrupted is sent again. If the transport
 * gives up restarting, requests answer ERR_ENGINE_DOWN at once until `retry()`.
 *
 * Transport-free (no Node, no DOM, no clock), so main and the renderer share it.
 */
import type { HostAiStepResult, HostGameOpened, RecordResult, RequestBody, Response, SeatKind, UndoResult } from './contract/protocol';

/** What a transport tells the keeper about its engine. */
export type TransportEvent =
  /** The engine died; requests that were out got ERR_HOST. `restarting`: a fresh one comes after a pause; false: the transport gave up. */
  | { readonly type: 'stopped'; readonly reason: string; readonly restarting: boolean }
  /** A fresh engine is up after a death (or a retry): it holds no games until they are resumed. */
  | { readonly type: 'started'; readonly reason: string };

/** The transport the keeper drives: the relay over main's utility process or the web build's Worker. */
export interface KeeperTransport {
  /** Sends one request body (no id); never rejects. Answers ERR_HOST when the engine died meanwhile. */
  request(body: RequestBody): Promise<Response>;
  /** After the transport gave up: start an engine again, with a fresh restart budget. */
  retry(): void;
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
  /**
   * How the game ended, when a step played here ended it (not for a game opened already over,
   * nor after an undo): the sink keeps the game for replays before its save is removed.
   */
  outcome: GameOutcome | null;
  /** False for a game opened with `autosave: false` (a lesson): kept for recovery, never handed to the sink. */
  readonly autosave: boolean;
}

/** How a game ended, as the host answers it. */
export type GameOutcome = NonNullable<HostAiStepResult['outcome']>;

/** A game a fresh engine refused to resume: reported, kept in Continue, never deleted. */
export interface LostGame {
  readonly gameId: string;
  readonly saveId: string;
  /** The engine's refusal. */
  readonly message: string;
}

/** What the keeper tells the page without being asked. */
export type KeeperPush =
  /** The engine died and a fresh one is up; every open game answered: these resumed, these could not. */
  | { readonly push: 'hostRestarted'; readonly reason: string; readonly resumed: readonly string[]; readonly lost: readonly LostGame[] }
  /** The engine keeps dying and is not restarted any more; `retry` starts it again. */
  | { readonly push: 'engineDown'; readonly reason: string }
  /**
   * A game's save could not be written (`reason`: "the disk is full"; `code`: ENOSPC, for the
   * page's own words); the game stays open and the next step's save tries again.
   */
  | { readonly push: 'saveFailed'; readonly gameId: string; readonly saveId: string; readonly reason: string; readonly code?: string }
  /** A save that had failed was written again: nothing is missing from it now. */
  | { readonly push: 'saveRestored'; readonly gameId: string; readonly saveId: string };

/**
 * Where records go after each step. Calls for one save come in order; each throws when it
 * cannot be done (the keeper tells the page and tries again).
 */
export interface KeeperSink {
  /** Keeps (overwrites) a game's latest record. */
  save(game: KeptGame): Promise<void> | void;
  /** The game has ended (and is kept for replays, if it ended here): its save is removed. */
  finished(game: KeptGame): Promise<void> | void;
  /**
   * Optional: a game ended by a step played here (not one opened already over, not a lesson)
   * is kept for replays (Past games) under its save id, replacing what that id held. Called
   * before `finished`, and again after a failure until it succeeds: the save is removed only
   * once the past game is written, so the game is always in one place or the other (issue 51).
   */
  ended?(game: KeptGame, outcome: GameOutcome): Promise<void> | void;
}

/** What the keeper needs besides the transport. */
export interface KeeperDeps {
  readonly sink: KeeperSink;
  /** A candidate id for a new save (time-ordered and random); the keeper checks it is free. */
  readonly newSaveId: () => string;
  /** Whether a save with this id exists where the sink keeps saves (a file on disk, a storage key). */
  readonly saveExists?: (saveId: string) => boolean;
  /** Pushes for the page (hostRestarted, engineDown, saveFailed, saveRestored). */
  readonly push: (p: KeeperPush) => void;
  /** Told when a save could not be written (for the log; the page gets a saveFailed push). */
  readonly onSaveError?: (game: KeptGame, error: unknown) => void;
  /**
   * How long after a failed save it is tried again (default 5 s), until it is written; any save
   * that succeeds meanwhile tries the others at once (the disk has room again).
   */
  readonly retrySavesMs?: number;
  /**
   * Whether the page may ask for a game's `record` (default true). Main says no: a record holds
   * the AI seats' secret actions, and its page saves through main (Save game as…) instead.
   */
  readonly pageMayReadRecords?: boolean;
}

/** A short phrase for the player from a sink's error: its `reason` ("the disk is full") when it has one. */
export function saveErrorReason(e: unknown): string {
  const reason = typeof e === 'object' && e !== null ? (e as { reason?: unknown }).reason : undefined;
  const text = typeof reason === 'string' ? reason : e instanceof Error ? e.message : String(e);
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

/** The system code of a sink's error (ENOSPC...), when it has one. */
export function saveErrorCode(e: unknown): string | undefined {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,31}$/.test(code) ? code : undefined;
}

/** How many times one request is sent again after engine deaths before its ERR_HOST is passed on. */
const MAX_RESENDS = 25;

/** A promise with its resolver, for "the recovery in progress". */
interface Recovery {
  readonly done: Promise<void>;
  readonly finish: () => void;
}

function newRecovery(): Recovery {
  let finish: () => void = () => {};
  const done = new Promise<void>((r) => (finish = r));
  return { done, finish };
}

/** Fronts a transport: autosave after each step, resume after a restart. */
export class GameKeeper {
  private readonly games = new Map<string, KeptGame>();
  /** Handles of games a fresh engine refused, with why (until the page closes them). */
  private readonly lost = new Map<string, string>();
  /** Bumped (synchronously) on every death, so an ERR_HOST can be told to come from one. */
  private generation = 0;
  /** The recovery in progress (from a death until every open game answered its resume), if any. */
  private recovery: Recovery | null = null;
  /** Why the transport gave up, while it is given up. */
  private downReason: string | null = null;
  /** Why the engine last stopped, for the notice after the restart. */
  private lastReason = '';
  /** Per save, the chain of sink calls still running, so writes land in order (empty when idle). */
  private readonly writes = new Map<string, Promise<void>>();
  /** Save ids taken by opens still in flight, so two opens never share one. */
  private readonly reserved = new Set<string>();
  /**
   * Saves whose last write failed, with the game to write (the page was told; it is told again
   * when one succeeds). A game closed meanwhile stays here until its record is on disk: a full
   * disk must not cost the moves made since the last good save.
   */
  private readonly failing = new Map<string, KeptGame>();
  /** The timer that tries the failed saves again, while there are any. */
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

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
    switch (r.type) {
      case 'newGame':
      case 'resume':
        return this.open(r);
      case 'act':
      case 'aiStep':
        return this.step(r);
      case 'undo':
        return this.undo(r);
      case 'record':
        if (this.deps.pageMayReadRecords === false) {
          return { id: -1, ok: false, error: 'ERR_FORBIDDEN', message: "a game's record holds the AI seats' secrets; Save game as… writes it" };
        }
        return this.once(r);
      case 'close': {
        // Forgotten at once, so a Continue of the same save right after the table closes is not refused.
        this.forget(r.gameId);
        if (this.downReason !== null) return { id: -1, ok: false, error: 'ERR_ENGINE_DOWN', message: this.downMessage() };
        return this.once(r);
      }
      case 'checkRecord':
        return this.checkRecord(r.record);
      default:
        return this.once(r);
    }
  }

  /**
   * Asks the engine to judge a stored record (`checkRecord`; the saves list and loaded files),
   * once: never sent again after an engine death, so a record that kills the engine kills it
   * once per look, and the answer (ERR_HOST) leaves it unjudged. ERR_ENGINE_DOWN at once while
   * the engine is given up; during a restart it waits for the recovery, as every request does.
   */
  async checkRecord(record: unknown): Promise<Response> {
    return (await this.send({ type: 'checkRecord', record })).res;
  }

  /**
   * Opens a game from a stored record under a known save id (Continue, or a loaded file),
   * so its autosave keeps going to the same place. A save that is already open (or opening)
   * is refused: two games must never write one save.
   */
  async resumeSave(saveId: string, record: unknown, seats: readonly SeatKind[]): Promise<Response> {
    if (this.inUse(saveId)) return { id: -1, ok: false, error: 'ERR_SAVE_IN_USE', message: 'this saved game is already open' };
    // The game was closed while its save kept failing: what the keeper holds is newer than the
    // file the page read, so Continue opens the game as it was left, and writes it.
    const unsaved = this.failing.get(saveId);
    if (unsaved && !this.games.has(unsaved.gameId)) {
      this.failing.delete(saveId);
      record = unsaved.record;
      seats = unsaved.seats;
    }
    this.reserved.add(saveId);
    try {
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

  /** The player chose Retry after the engine was given up: start it again (the open games are then resumed). */
  retry(): void {
    this.transport.retry();
  }

  /** The relay calls this when its engine stops or a fresh one starts. */
  onTransportEvent(e: TransportEvent): void {
    this.lastReason = e.reason;
    if (e.type === 'stopped') {
      this.generation++;
      this.recovery ??= newRecovery();
      if (e.restarting) return;
      // Given up: whoever waits for the recovery is answered ERR_ENGINE_DOWN now.
      this.downReason = e.reason;
      const r = this.recovery;
      this.recovery = null;
      r.finish();
      this.deps.push({ push: 'engineDown', reason: e.reason });
      return;
    }
    this.downReason = null;
    this.recovery ??= newRecovery();
    void this.resumeAll(this.generation);
  }

  /** Resumes every open game in the fresh engine; a newer death abandons this pass (the next start redoes it). */
  private async resumeAll(gen: number): Promise<void> {
    const resumed: string[] = [];
    const lost: LostGame[] = [];
    for (const g of [...this.games.values()]) {
      if (gen !== this.generation) return;
      if (this.games.get(g.gameId) !== g) continue; // closed meanwhile
      const r = await this.transport.request({ type: 'resume', record: g.record, seats: [...g.seats], gameId: g.gameId });
      if (gen !== this.generation) return;
      if (r.ok || r.error === 'ERR_HANDLE_IN_USE') resumed.push(g.gameId);
      else {
        lost.push({ gameId: g.gameId, saveId: g.saveId, message: r.message });
        this.games.delete(g.gameId);
        this.lost.set(g.gameId, r.message);
      }
    }
    const recovery = this.recovery;
    this.recovery = null;
    this.deps.push({ push: 'hostRestarted', reason: this.lastReason, resumed, lost });
    recovery?.finish();
  }

  /** Waits for the recovery current at each moment; false when the transport has given up. */
  private async settled(): Promise<boolean> {
    for (;;) {
      if (this.downReason !== null) return false;
      const r = this.recovery;
      if (!r) return true;
      await r.done;
    }
  }

  private downMessage(): string {
    return `the game engine keeps stopping and was not restarted (${this.downReason ?? 'unknown'}); choose Retry`;
  }

  /** Sends a request once the engine is settled; the answer, or a reason not to send it. */
  private async send(body: RequestBody): Promise<{ gen: number; res: Response }> {
    const up = await this.settled();
    const gen = this.generation;
    if (!up) return { gen, res: { id: -1, ok: false, error: 'ERR_ENGINE_DOWN', message: this.downMessage() } };
    const gameId = 'gameId' in body && body.type !== 'resume' ? body.gameId : undefined;
    const lost = gameId === undefined ? undefined : this.lost.get(gameId);
    if (lost !== undefined) {
      const message = `this game could not be reopened after the engine restarted (${lost}); it is kept under Continue`;
      return { gen, res: { id: -1, ok: false, error: 'ERR_GAME_LOST', message } };
    }
    return { gen, res: await this.transport.request(body) };
  }

  /** True when `res` is an ERR_HOST caused by an engine death since `gen` (so sending again is right). */
  private diedSince(gen: number, res: Response): boolean {
    return !res.ok && res.error === 'ERR_HOST' && gen !== this.generation;
  }

  /** One request; if the engine died while it was out, waits for the recovery and sends it again. */
  private async once(body: RequestBody): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const { gen, res } = await this.send(body);
      if (!this.diedSince(gen, res) || attempt >= MAX_RESENDS) return res;
    }
  }

  /** Opens a game under `saveId` (Continue), or under a fresh id reserved until the game holds it. */
  private async open(body: Extract<RequestBody, { type: 'newGame' | 'resume' }>, known?: string): Promise<Response> {
    const saveId = known ?? this.allocateSaveId();
    this.reserved.add(saveId);
    try {
      for (let attempt = 0; ; attempt++) {
        const { gen, res: opened } = await this.send(body);
        if (this.diedSince(gen, opened) && attempt < MAX_RESENDS) continue;
        if (!opened.ok) return opened;
        const { record, ...shown } = opened.result as HostGameOpened;
        const autosave = body.type !== 'newGame' || body.autosave !== false;
        const g: KeptGame = { gameId: shown.gameId, saveId, seats: body.seats, record, finished: shown.outcome !== null, outcome: null, autosave };
        this.games.set(g.gameId, g);
        await this.keep(g);
        return { ...opened, result: shown };
      }
    } finally {
      if (known === undefined) this.reserved.delete(saveId);
    }
  }

  /**
   * act / aiStep: a step counts once the keeper holds it. If the engine dies before its answer
   * arrives, the resumed game lacks the step (the keeper's record never had it), so sending the
   * step again applies it exactly once; a bot's choice depends only on the seed and the move
   * number, so a resent aiStep makes the same move (without a clock; with one it may differ,
   * but that move was never saved nor shown).
   */
  private async step(body: Extract<RequestBody, { type: 'act' | 'aiStep' }>): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const { gen, res } = await this.send(body);
      if (this.diedSince(gen, res) && attempt < MAX_RESENDS) continue;
      if (!res.ok) return res;
      const result = res.result as HostAiStepResult;
      if (result.idle) return res;
      const { applied, ...shown } = result;
      const g = this.games.get(body.gameId);
      if (g) {
        const held = g.record.actions.length;
        if (result.moves === held + 1) g.record = { ...g.record, actions: [...g.record.actions, applied] };
        else if (result.moves > held + 1) {
          // An answer overtook an earlier one (two steps of one game at once): take the engine's whole record.
          const rec = await this.transport.request({ type: 'record', gameId: body.gameId });
          if (this.diedSince(gen, rec) && attempt < MAX_RESENDS) continue;
          if (!rec.ok) return rec;
          const record = (rec.result as RecordResult).record;
          if (record.actions.length > g.record.actions.length) g.record = record;
        }
        // Kept for replays only when this step ended it (not a step answered after the end).
        if (result.outcome !== null && !g.finished) g.outcome = result.outcome;
        if (result.outcome !== null) g.finished = true;
        await this.keep(g);
      }
      return { ...res, result: shown };
    }
  }

  /**
   * undo: the engine shortened the game's record; the keeper keeps (and saves) the same shorter
   * record before the page hears of it, so a Continue or a resume after a crash opens the
   * undone state. If the engine dies before answering, the resumed game still holds the longer
   * record (the keeper's) and the undo sent again takes back the same actions.
   */
  private async undo(body: Extract<RequestBody, { type: 'undo' }>): Promise<Response> {
    const res = await this.once(body);
    if (!res.ok) return res;
    const result = res.result as UndoResult;
    const g = this.games.get(body.gameId);
    if (g && result.moves < g.record.actions.length) {
      g.record = { ...g.record, actions: g.record.actions.slice(0, result.moves) };
      g.finished = false;
      g.outcome = null;
      await this.keep(g);
    }
    return res;
  }

  /** Drops what the keeper holds for a game the page closed. */
  private forget(gameId: string): void {
    // A failed save stays queued (this.failing) with the game's last record: it is written once the disk has room.
    this.games.delete(gameId);
    this.lost.delete(gameId);
  }

  /**
   * Writes every save whose last write failed again, now (the timer and each successful save
   * call this; tests may too). Resolves when those writes are done, failed again or not.
   */
  retryFailedSaves(): Promise<void> {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    return Promise.all([...this.failing.values()].map((g) => this.keep(g, true))).then(() => {});
  }

  /** Tries the failed saves again later, once (the next failure sets it again). */
  private scheduleRetry(): void {
    if (this.retryTimer !== null || this.failing.size === 0) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.retryFailedSaves();
    }, this.deps.retrySavesMs ?? 5000);
    // A pending retry must not keep a Node process (main's tests, the CLI) alive on its own.
    (this.retryTimer as { unref?: () => void }).unref?.();
  }

  /** Stops the retry timer (the app is quitting; what failed stays as the disk has it). */
  dispose(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private inUse(saveId: string): boolean {
    if (this.reserved.has(saveId)) return true;
    for (const g of this.games.values()) if (g.saveId === saveId) return true;
    return false;
  }

  /**
   * One write of a game to the sink. An unfinished game: its save. A game that ended here: one
   * durable transition, the past game first, then the save removed; if the past game cannot be
   * written, the save is written with the whole game (its last move too) and the failure thrown,
   * so a crash or a full disk leaves the game under Continue or in Past games, never neither
   * (issue 51: the save was removed first and a failed past game never tried again).
   */
  private async write(g: KeptGame): Promise<void> {
    const { sink } = this.deps;
    if (!g.finished) return sink.save(g);
    if (g.outcome !== null && sink.ended) {
      try {
        await sink.ended(g, g.outcome);
      } catch (e) {
        try {
          await sink.save(g);
        } catch {
          /* the older save stays, a move short, under Continue */
        }
        throw e;
      }
    }
    await sink.finished(g);
  }

  /**
   * Hands the game's record to the sink, after that save's earlier writes; a failure is told to
   * the page, never thrown. `retry`: a failed save written again (skipped when a newer write of
   * that save got there first).
   */
  private keep(g: KeptGame, retry = false): Promise<void> {
    if (!g.autosave) return Promise.resolve();
    const before = this.writes.get(g.saveId) ?? Promise.resolve();
    const next = before.then(async () => {
      if (retry && this.failing.get(g.saveId) !== g) return;
      try {
        await this.write(g);
        // Each write holds the whole record, so the first one that works catches up on every failed one.
        if (this.failing.get(g.saveId) === g) {
          this.failing.delete(g.saveId);
          this.deps.push({ push: 'saveRestored', gameId: g.gameId, saveId: g.saveId });
        }
        // The disk took this one: the others that failed may fit now too.
        if (!retry && this.failing.size > 0) void this.retryFailedSaves();
      } catch (e) {
        this.deps.onSaveError?.(g, e);
        const told = this.failing.get(g.saveId) === g;
        this.failing.set(g.saveId, g);
        // A retry that fails again is not news: the page was told when the save first failed.
        if (!retry || !told) {
          const code = saveErrorCode(e);
          this.deps.push({ push: 'saveFailed', gameId: g.gameId, saveId: g.saveId, reason: saveErrorReason(e), ...(code ? { code } : {}) });
        }
        this.scheduleRetry();
      }
    });
    this.writes.set(g.saveId, next);
    // Only chains still running are kept: a closed or finished game leaves nothing behind.
    void next.then(() => {
      if (this.writes.get(g.saveId) === next) this.writes.delete(g.saveId);
    });
    return next;
  }
}
