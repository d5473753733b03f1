/**
 * The renderer's one door to the engine: `window.pipfall` in Electron, else a Web
 * Worker running the same host. Helpers unwrap responses and throw `EngineError`.
 */
import { showEngineNotice } from '../saves/notice';
import { electronPlatform, savesPlatform, webEngine } from '../saves/platform';
import type { GameOpenedResult, HelloResult, RequestBody, Response, SeatKind, SetupReport, ViewReport } from './types';
import type { HintResult, RecordResult } from '../../src-engine/host/protocol';

/** A refused or failed request, with the host's error code. */
export class EngineError extends Error {
  /** The host's code, e.g. 'ERR_ILLEGAL'. */
  readonly code: string;
  constructor(code: string, message: string) {
    super(`${code}: ${message}`);
    this.code = code;
  }
}

/** Sends requests to an engine host. */
export interface Transport {
  /** One request, one response. */
  request(body: RequestBody): Promise<Response>;
  /** Stops the worker (no-op in Electron). */
  dispose(): void;
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
  if (new URLSearchParams(window.location.search).get('test') === '1') window.__pipfallTest = { killEngine: () => web.relay.crash() };
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
  constructor(private readonly transport: Transport) {}

  private async call(body: RequestBody): Promise<unknown> {
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

  /** Starts a game. */
  async newGame(game: string, options: Record<string, unknown>, seats: SeatKind[], seed?: number): Promise<NewGameResult> {
    const body = { type: 'newGame', game, options, seats, ...(seed === undefined ? {} : { seed }) } as RequestBody;
    const result = await this.call(body);
    if (!isRecord(result)) throw new EngineError('ERR_RESULT', 'newGame answered without a game');
    const gameId = result.gameId;
    if (typeof gameId !== 'string') throw new EngineError('ERR_RESULT', 'newGame answered without a gameId');
    return { gameId, seed: typeof result.seed === 'number' ? result.seed : null, setup: asStep(result.setup) };
  }

  /** Reopens a saved game or a loaded record; the game's autosave goes on from there. */
  async open(source: OpenSource): Promise<GameOpenedResult> {
    let r: Response;
    if (source.kind === 'save') {
      const p = savesPlatform();
      if (!p) throw new EngineError('ERR_SAVE', 'saves are not available');
      r = await p.continue(source.saveId);
    } else {
      r = await this.transport.request({ type: 'resume', record: source.record, seats: [...source.seats] });
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

  /** A human action; resolves with what it caused. */
  async act(gameId: string, action: Record<string, unknown>): Promise<SetupReport | null> {
    return asStep(await this.call({ type: 'act', gameId, action }));
  }

  /** Lets one AI act; null when no AI had to. */
  async aiStep(gameId: string): Promise<SetupReport | null> {
    return asStep(await this.call({ type: 'aiStep', gameId }));
  }

  /** The hard AI's suggestion for a human seat that must act (nothing is played). */
  async hint(gameId: string, seat: number): Promise<HintResult> {
    const r = await this.call({ type: 'hint', gameId, seat });
    if (!isRecord(r) || !isRecord(r.action) || typeof r.reason !== 'string' || !Array.isArray(r.lines)) throw new EngineError('ERR_RESULT', 'hint answered without an action');
    return r as unknown as HintResult;
  }

  /** Forgets the game. */
  async close(gameId: string): Promise<void> {
    await this.call({ type: 'close', gameId });
  }
}
