/**
 * The renderer's one door to the engine: `window.pipfall` in Electron, else a Web
 * Worker running the same host. Helpers unwrap responses and throw `EngineError`.
 *
 * One round trip per move: `act` and `aiStep` take the seat whose view the table shows
 * (`viewFor`) and answer with the step's events and that seat's new view together, so a
 * human move is one request. `requests` and `onRequest` let a test count them.
 */
import { exposeTestHook } from '../app/test-hooks';
import { showEngineNotice } from '../saves/notice';
import { electronPlatform, savesPlatform, webEngine } from '../saves/platform';
import type { GameOpenedResult, HelloResult, RequestBody, Response, SeatKind, SetupReport, Transport, ViewReport } from './types';
import type { HintResult, RecordResult, ReplayOpened, ReplayReviewResult, ReplayStepResult } from '../../src-shared/contract/protocol';

export type { Transport };

/** A refused or failed request, with the host's error code. */
export class EngineError extends Error {
  /** The host's code, e.g. 'ERR_ILLEGAL'. */
  readonly code: string;
  constructor(code: string, message: string) {
    super(`${code}: ${message}`);
    this.code = code;
  }
}

/** Picks the preload API when present, else starts the worker. */
export function createTransport(): Transport {
  const api = window.pipfall;
  if (api) {
    // Main keeps, autosaves and resumes the games; the page only shows notices (and offers Retry).
    const platform = electronPlatform(api);
    platform.onPush((p) => showEngineNotice(p, () => void platform.retryEngine()));
    return { request: (body) => api.request(JSON.parse(JSON.stringify(body)) as RequestBody), dispose() {} };
  }
  // The web build: a keeper here recreates a dead worker and resumes its games (src-renderer/saves).
  const web = webEngine(() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'pipfall-engine' }), storage());
  web.platform.onPush((p) => showEngineNotice(p, () => void web.platform.retryEngine()));
  // e2e only: ?test=1 lets a spec kill the worker as a crash would. Nothing is exposed otherwise.
  exposeTestHook('killEngine', () => web.relay.crash());
  exposeTestHook('engineRunning', () => web.relay.running());
  return web.transport;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** What `newGame` answers, as far as the renderer needs it. */
export interface NewGameResult {
  /** The handle for later requests. */
  readonly gameId: string;
  /** The seed actually used. */
  readonly seed: number | null;
  /** Events of the setup (the first deal). */
  readonly setup: SetupReport | null;
  /** The view of the seat asked for with `viewFor` (null without one). */
  readonly view: ViewReport | null;
}

/** What a move answers. */
export interface MoveResult {
  /** The events the move caused, as the human seats may see them (null: an aiStep with no AI to act). */
  readonly step: SetupReport | null;
  /** The new view of the seat asked for with `viewFor` (null without one). */
  readonly view: ViewReport | null;
  /** Seats that must act now. */
  readonly toAct: readonly number[];
  readonly outcome: ViewReport['outcome'];
}

/** Reads a move's answer (a StepResult, or an idle aiStep). */
function asMove(x: unknown): MoveResult {
  if (!isRecord(x) || !Array.isArray(x.toAct)) throw new EngineError('ERR_RESULT', 'a move answered without the seats to act');
  return {
    step: x.idle === true ? null : asStep(x.step),
    view: isRecord(x.view) ? (x.view as unknown as ViewReport) : null,
    toAct: x.toAct as number[],
    outcome: (x.outcome ?? null) as ViewReport['outcome'],
  };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

/** Reads the events out of a result (a StepResult's step, a newGame's setup), or null (an idle aiStep). */
export function asStep(x: unknown): SetupReport | null {
  if (!isRecord(x)) return null;
  if (Array.isArray(x.events)) return x as unknown as SetupReport;
  if (isRecord(x.step)) return asStep(x.step);
  if (isRecord(x.setup)) return asStep(x.setup);
  return null;
}

/** A game to reopen: an autosave by its id (the keeper's continue), or a record read from a file (the host's resume). */
export type OpenSource =
  | { readonly kind: 'save'; readonly saveId: string; readonly options: Record<string, unknown> }
  | { readonly kind: 'record'; readonly record: unknown; readonly seats: readonly SeatKind[]; readonly options: Record<string, unknown> };

/** Typed calls over a transport. */
export class EngineClient {
  private sent = 0;
  private readonly observers = new Set<(body: RequestBody) => void>();

  constructor(private readonly transport: Transport) {}

  /** How many requests this client has sent (a test counts them per move). */
  get requests(): number {
    return this.sent;
  }

  /** Calls `listener` with every request this client sends; returns a function that stops it. */
  onRequest(listener: (body: RequestBody) => void): () => void {
    this.observers.add(listener);
    return () => this.observers.delete(listener);
  }

  private count(body: RequestBody): void {
    this.sent++;
    for (const l of this.observers) l(body);
  }

  private async call(body: RequestBody): Promise<unknown> {
    this.count(body);
    const r = await this.transport.request(body);
    if (!r.ok) throw new EngineError(r.error, r.message);
    return r.result;
  }

  /** The games the host plays (seat ranges, variants) and its AI levels. */
  async hello(): Promise<HelloResult> {
    const r = await this.call({ type: 'hello' });
    if (!isRecord(r) || !Array.isArray(r.games) || !Array.isArray(r.aiLevels)) throw new EngineError('ERR_RESULT', 'hello answered without games');
    return r as unknown as HelloResult;
  }

  /**
   * Starts a game; with `viewFor` (a human seat, or null for the public view) the answer brings
   * that seat's view. `autosave` false: a game nobody continues later (a lesson) gets no save.
   */
  async newGame(game: string, options: Record<string, unknown>, seats: SeatKind[], seed?: number, viewFor?: number | null, autosave?: boolean): Promise<NewGameResult> {
    const body = {
      type: 'newGame',
      game,
      options,
      seats,
      ...(seed === undefined ? {} : { seed }),
      ...(viewFor === undefined ? {} : { viewFor }),
      ...(autosave === undefined ? {} : { autosave }),
    } as RequestBody;
    const result = await this.call(body);
    if (!isRecord(result)) throw new EngineError('ERR_RESULT', 'newGame answered without a game');
    const gameId = result.gameId;
    if (typeof gameId !== 'string') throw new EngineError('ERR_RESULT', 'newGame answered without a gameId');
    return {
      gameId,
      seed: typeof result.seed === 'number' ? result.seed : null,
      setup: asStep(result.setup),
      view: isRecord(result.view) ? (result.view as unknown as ViewReport) : null,
    };
  }

  /** Reopens a saved game or a loaded record; the game's autosave goes on from there. */
  async open(source: OpenSource): Promise<GameOpenedResult> {
    let r: Response;
    if (source.kind === 'save') {
      const p = savesPlatform();
      if (!p) throw new EngineError('ERR_SAVE', 'saves are not available');
      r = await p.continue(source.saveId);
    } else {
      const body: RequestBody = { type: 'resume', record: source.record, seats: [...source.seats] };
      this.count(body);
      r = await this.transport.request(body);
    }
    if (!r.ok) throw new EngineError(r.error, r.message);
    const o = r.result;
    if (!isRecord(o) || typeof o.gameId !== 'string' || typeof o.game !== 'string' || !Array.isArray(o.seats))
      throw new EngineError('ERR_RESULT', 'resume answered without a game');
    return o as unknown as GameOpenedResult;
  }

  /** The game's record so far (what "Save game as…" writes). */
  async record(gameId: string): Promise<RecordResult['record']> {
    const r = await this.call({ type: 'record', gameId });
    if (!isRecord(r) || !isRecord(r.record)) throw new EngineError('ERR_RESULT', 'record answered without a record');
    return (r as unknown as RecordResult).record;
  }

  /** A seat's view (null: the public one). */
  async view(gameId: string, seat: number | null): Promise<ViewReport> {
    return (await this.call({ type: 'view', gameId, seat })) as ViewReport;
  }

  /**
   * A human action: one request. Resolves with what it caused and, with `viewFor` (the seat
   * the table shows, or null for the public view), that seat's view after it.
   */
  async act(gameId: string, action: Record<string, unknown>, viewFor?: number | null): Promise<MoveResult> {
    return asMove(await this.call({ type: 'act', gameId, action, ...(viewFor === undefined ? {} : { viewFor }) }));
  }

  /** Lets one AI act (`step` null when no AI had to); with `viewFor`, that seat's view after it. */
  async aiStep(gameId: string, viewFor?: number | null): Promise<MoveResult> {
    return asMove(await this.call({ type: 'aiStep', gameId, ...(viewFor === undefined ? {} : { viewFor }) }));
  }

  /**
   * The hard AI's suggestion for a human seat that must act (nothing is played). With `among`
   * (some of its legal actions), the search compares only those, a line for each, reproducibly.
   */
  async hint(gameId: string, seat: number, among?: readonly Readonly<Record<string, unknown>>[]): Promise<HintResult> {
    const r = await this.call({ type: 'hint', gameId, seat, ...(among ? { among: among.map((a) => ({ ...a })) } : {}) });
    if (!isRecord(r) || !isRecord(r.action) || typeof r.reason !== 'string' || !Array.isArray(r.lines)) throw new EngineError('ERR_RESULT', 'hint answered without an action');
    return r as unknown as HintResult;
  }

  /** The game's steps so far (its setup first), each as the seats at this screen may see it: for rebuilding the log. */
  async history(gameId: string): Promise<SetupReport[]> {
    const r = await this.call({ type: 'history', gameId });
    if (!isRecord(r) || !Array.isArray(r.steps)) throw new EngineError('ERR_RESULT', 'history answered without steps');
    return (r.steps as unknown[]).flatMap((s) => asStep(s) ?? []);
  }

  /** Opens a game read-only for a replay: an open game (`gameId`) or a record with its seats (a past game in the web build). */
  async replayOpen(source: { gameId: string } | { record: unknown; seats: readonly SeatKind[] }): Promise<ReplayOpened> {
    const body = 'gameId' in source ? { gameId: source.gameId } : { record: source.record, seats: [...source.seats] };
    return asReplayOpened(await this.call({ type: 'replayOpen', source: body }));
  }

  /** Step `step` of a replay as `viewer` sees it (null: the spectator). */
  async replayStep(replayId: string, step: number, viewer: number | null): Promise<ReplayStepResult> {
    const r = await this.call({ type: 'replayStep', replayId, step, viewer });
    if (!isRecord(r) || !isRecord(r.view) || !Array.isArray(r.events)) throw new EngineError('ERR_RESULT', 'replayStep answered without a view');
    return r as unknown as ReplayStepResult;
  }

  /** Every step's events of a replay as `viewer` sees them, setup first (the replay's log). */
  async replayLog(replayId: string, viewer: number | null): Promise<SetupReport[]> {
    const r = await this.call({ type: 'replayLog', replayId, viewer });
    if (!isRecord(r) || !Array.isArray(r.steps)) throw new EngineError('ERR_RESULT', 'replayLog answered without steps');
    return (r.steps as unknown[]).map((s) => asStep(s) ?? { events: [], log: [] });
  }

  /** One slice of a replay's review (the decisions from `fromStep` on, at most `limit`), with progress. */
  async replayReview(replayId: string, opts: { seats?: readonly number[]; budget?: number; fromStep?: number; limit?: number } = {}): Promise<ReplayReviewResult> {
    const { seats, ...rest } = opts;
    const r = await this.call({ type: 'replayReview', replayId, ...rest, ...(seats ? { seats: [...seats] } : {}) });
    if (!isRecord(r) || !Array.isArray(r.decisions) || typeof r.total !== 'number') throw new EngineError('ERR_RESULT', 'replayReview answered without decisions');
    return r as unknown as ReplayReviewResult;
  }

  /** Forgets a replay. */
  async replayClose(replayId: string): Promise<void> {
    await this.call({ type: 'replayClose', replayId });
  }

  /**
   * Takes back `seat`'s last move with the computers' answers after it (refused with an
   * ERR_UNDO_* code when a roll, deal or reveal came since); with `viewFor`, that seat's view after it.
   */
  async undo(gameId: string, seat: number, viewFor?: number | null): Promise<{ undone: number; view: ViewReport | null }> {
    const r = await this.call({ type: 'undo', gameId, seat, ...(viewFor === undefined ? {} : { viewFor }) });
    if (!isRecord(r) || typeof r.undone !== 'number') throw new EngineError('ERR_RESULT', 'undo answered without what it took back');
    return { undone: r.undone, view: isRecord(r.view) ? (r.view as unknown as ViewReport) : null };
  }

  /** Forgets the game. */
  async close(gameId: string): Promise<void> {
    await this.call({ type: 'close', gameId });
  }
}

/** Reads a `replayOpen` answer (also what main's Past games open answers). */
export function asReplayOpened(r: unknown): ReplayOpened {
  if (!isRecord(r) || typeof r.replayId !== 'string' || typeof r.steps !== 'number' || !Array.isArray(r.viewers))
    throw new EngineError('ERR_RESULT', 'replayOpen answered without a replay');
  return r as unknown as ReplayOpened;
}
