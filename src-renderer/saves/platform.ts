/**
 * Where the renderer's saves come from: main (Electron: autosaves in userData, written by
 * main's game keeper) or this page (web build: the keeper runs here, in front of the engine
 * Worker, with localStorage as its sink). Either way the page sees one small interface, and
 * the engine transport it hands to EngineClient survives the engine dying.
 */
import type { PipfallApi, SaveProblem, SaveSummary } from '../../src-shared/api';
import { GameKeeper, type KeeperPush } from '../../src-shared/keeper';
import { checkWithin, isRecordRefusal, judgeSave } from '../../src-shared/record-check';
import { EngineRelay, type RelayOptions } from '../../src-shared/relay';
import type { Response } from '../../src-shared/contract/protocol';
import type { Transport } from '../engine/types';
import { supersededBy } from '../../src-shared/past-games';
import { listStored, removeStoredSave, setAside, storageSink, storedSaveExists, type StorageLike } from './web-saves';
import { workerChild, type WorkerLike } from './worker-relay';
import { keepPastGame, readPastGame, usePastStorage } from './web-past-games';

/** A save met while listing that could not be offered, by kind (the menu words it from its catalogue). */
export interface ListProblem {
  readonly kind: SaveProblem['kind'];
  readonly message: string;
}

/** Saves as the menu uses them. */
export interface SavesPlatform {
  /** Unfinished games, newest first, and the saves that could not be offered (set aside, left in place, not yet in Past games). */
  list(): Promise<{ saves: readonly SaveSummary[]; problems: readonly ListProblem[] }>;
  /** Reopens a listed game; answers like `resume` (result: GameOpenedResult). */
  continue(saveId: string): Promise<Response>;
  /** Every keeper push (hostRestarted, engineDown...); returns an unsubscribe. */
  onPush(listener: (p: KeeperPush) => void): () => void;
  /** After `engineDown`: starts the engine again and resumes the open games. */
  retryEngine(): Promise<void>;
}

let current: SavesPlatform | null = null;

/** The saves of this page, once the engine transport was created. */
export function savesPlatform(): SavesPlatform | null {
  return current;
}

/** Electron: everything is main's. */
export function electronPlatform(api: PipfallApi): SavesPlatform {
  current = {
    async list() {
      const r = await api.saves.list();
      return { saves: r.saves, problems: r.problems.map((p) => ({ kind: p.kind, message: p.message })) };
    },
    continue: (saveId) => api.saves.continue(saveId),
    onPush: (l) => api.onPush(l),
    retryEngine: () => api.retryEngine(),
  };
  return current;
}

/** The web build's engine: a keeper over a restartable worker, saving to `storage` (`relayOptions`: the restart budget, for tests). */
export function webEngine(
  spawn: () => WorkerLike,
  storage: StorageLike | null,
  relayOptions: RelayOptions = {},
): { transport: Transport; platform: SavesPlatform; relay: EngineRelay } {
  const listeners = new Set<(p: KeeperPush) => void>();
  const emit = (p: KeeperPush): void => {
    for (const l of listeners) l(p);
  };
  let keeper: GameKeeper | null = null;
  const relay = new EngineRelay(
    () => workerChild(spawn()),
    (e) => keeper?.onTransportEvent(e),
    { now: () => Date.now(), ...relayOptions },
  );
  let n = 0;
  const memory = new Map<string, string>();
  const store: StorageLike = storage ?? {
    get length() {
      return memory.size;
    },
    key: (i) => [...memory.keys()][i] ?? null,
    getItem: (k) => memory.get(k) ?? null,
    setItem: (k, v) => void memory.set(k, v),
    removeItem: (k) => void memory.delete(k),
  };
  usePastStorage(store);
  keeper = new GameKeeper(relay, {
    // A game that ends at the table is kept for replays (Past games) too.
    // Under the save's id: written again after a failure, and the list then knows the save is done with.
    sink: { ...storageSink(store), ended: (g, outcome) => keepPastGame(store, g.saveId, g, outcome) },
    newSaveId: () => `${Date.now().toString(36)}-${(++n).toString(36)}`,
    saveExists: (id) => storedSaveExists(store, id),
    push: emit,
    // A full or disabled localStorage must not stop the game: the keeper still holds the record and the page gets a saveFailed notice.
    onSaveError: () => {},
  });
  const k = keeper;
  const platform: SavesPlatform = {
    async list() {
      const { saves, entries, problems } = listStored(store);
      const notes: ListProblem[] = problems.map((id) => ({ kind: 'setAside', message: `A saved game (${id}) could not be read and was set aside.` }));
      // The engine (in its Worker) judges every record, as main's saves list has its engine process do.
      const judged = await Promise.all(
        saves.map(async (s) => {
          const e = entries.get(s.saveId)!;
          const verdict = await checkWithin(() => k.checkRecord(e.record));
          return { s, e, verdict, j: judgeSave(e.record, [...e.seats], verdict) };
        }),
      );
      const listed: SaveSummary[] = [];
      for (const { s, e, verdict, j } of judged) {
        // A game end interrupted (main's saves.ts does the same): the save of a game Past games holds goes.
        if (supersededBy(e.record, readPastGame(store, s.saveId))) removeStoredSave(store, s.saveId);
        else if (j.kind === 'bad') {
          setAside(store, s.saveId);
          notes.push({ kind: 'setAside', message: `A saved game (${s.saveId}) could not be opened: ${j.message}. It was set aside.` });
        } else if (j.kind === 'list' && j.finished) {
          const outcome = verdict.kind === 'ok' ? verdict.check.outcome : undefined;
          if (!outcome) continue;
          try {
            keepPastGame(store, s.saveId, e, outcome);
            removeStoredSave(store, s.saveId);
          } catch {
            notes.push({ kind: 'notArchived', message: `A finished game (${s.saveId}) could not be added to Past games yet; its save is kept.` });
          }
        } else if (j.kind === 'list') listed.push(s);
      }
      return { saves: listed, problems: notes };
    },
    async continue(saveId) {
      const { entries } = listStored(store);
      const e = entries.get(saveId);
      if (!e) return { id: -1, ok: false, error: 'ERR_SAVE', message: `no saved game "${saveId}"` };
      const r = await k.resumeSave(saveId, e.record, e.seats);
      // Only the engine's refusal of the record sets it aside; the engine down, restarting or not
      // whole (its start-up failed), or the save already open, leave it listed.
      if (!r.ok && isRecordRefusal(r.error)) setAside(store, saveId);
      return r;
    },
    onPush(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    retryEngine() {
      k.retry();
      return Promise.resolve();
    },
  };
  current = platform;
  return { transport: { request: (body) => k.request(body), dispose: () => relay.dispose() }, platform, relay };
}
