/**
 * What main answers on each IPC channel, Electron-free so it can be fuzzed under Node. Every
 * payload is untrusted and parsed here (zod) before anything acts on it; a refusal is an
 * answer, never a throw. Sender checks happen in index.ts before these run.
 */
import { z } from 'zod';
import type { DialogOutcome, SaveProblem, SaveSummary } from '../src-shared/api';
import type { GameKeeper } from '../src-shared/keeper';
import { excerpt } from '../src-shared/contract/excerpt';
import { MAX_RECORD_FILE } from '../src-shared/contract/record';
import { parseRequest, type RequestBody, type Response } from '../src-shared/contract/protocol';
import { saveFileName } from '../src-shared/file-names';
import { isRecordRefusal } from '../src-shared/record-check';
import type { Settings } from '../src-shared/settings';
import { writeFileAtomic } from './atomic';
import { readFileLimited } from './read-limited';
import {
  ENGINE_RETRY_CHANNEL,
  REQUEST_CHANNEL,
  SAVES_CONTINUE_CHANNEL,
  SAVES_EXPORT_CHANNEL,
  SAVES_IMPORT_CHANNEL,
  SAVES_LIST_CHANNEL,
  SETTINGS_GET_CHANNEL,
  SETTINGS_SET_CHANNEL,
} from '../src-shared/contract/channels';
import { saveIdSchema, type SaveStore } from './saves';
import type { SettingsFile } from './settings-file';

/** Native dialogs, injected (main passes Electron's; tests pass stand-ins). */
export interface Dialogs {
  /** A path to save to, or null when cancelled. */
  savePath(defaultName: string): Promise<string | null>;
  /** A file to open, or null when cancelled. */
  openPath(): Promise<string | null>;
}

/** What the handlers work on. */
export interface IpcDeps {
  readonly keeper: GameKeeper;
  readonly saves: SaveStore;
  readonly settings: SettingsFile;
  readonly dialogs: Dialogs;
  /** A file loaded well: the system's recent documents. */
  readonly remember?: (path: string) => void;
}

export { MAX_RECORD_FILE };

const gameIdSchema = z.string().min(1).max(64);
/** "Save game as…": the open game and its name in the player's language (for the file name). */
const exportSchema = z.object({ gameId: gameIdSchema, title: z.string().max(200) });

/** Requests longer than this (as JSON) are refused before parsing; a long game's record is far smaller. */
export const MAX_REQUEST_CHARS = 2_000_000;

/** The length of `v` as JSON, or null when it is not plain JSON (a cycle, a BigInt). */
function jsonSize(v: unknown): number | null {
  try {
    return JSON.stringify(v)?.length ?? 0;
  } catch {
    return null;
  }
}

/**
 * Parses an engine request from the page: the one place it is validated on its way to the
 * engine (the keeper and the relay pass the typed body on; the engine process parses what
 * arrives over its own boundary). Unknown fields are dropped here.
 */
export function parsePageRequest(body: unknown): { ok: true; body: RequestBody } | { ok: false; response: Response } {
  const refuse = (message: string): { ok: false; response: Response } => ({
    ok: false,
    response: { id: -1, ok: false, error: 'ERR_MESSAGE', message: excerpt(`malformed request: ${message}`) },
  });
  const size = jsonSize(body);
  if (size === null) return refuse('not plain JSON');
  if (size > MAX_REQUEST_CHARS) return refuse(`larger than ${MAX_REQUEST_CHARS} characters`);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refuse('not an object');
  const parsed = parseRequest({ ...body, id: 0 });
  if (!parsed.ok) return refuse(parsed.message);
  const { id: _id, ...rest } = parsed.request;
  return { ok: true, body: rest };
}

/**
 * Load a game…'s import of the file at `path` into the saves folder, which the open-file paths
 * (a double-click, the command line, macOS's open-file) share: the same checks, the same
 * sentences, the same codes the page words.
 */
export async function importGameFile(path: string, saves: SaveStore, keeper: GameKeeper): Promise<DialogOutcome<SaveSummary>> {
  // Only a regular file, never more than the limit: a device or a FIFO named game.json would
  // otherwise hang main or fill its memory (issue 51). The page words the codes.
  const read = readFileLimited(path, MAX_RECORD_FILE);
  if (!read.ok) {
    const message =
      read.error === 'ERR_FILE_LARGE'
        ? 'This file is far too large to be a PipFall game.'
        : read.error === 'ERR_FILE_SPECIAL'
          ? 'This is not an ordinary file (a device, a pipe or a folder), so it was not read.'
          : `The file could not be read: ${read.message}.`;
    return { ok: false, canceled: false, message, code: read.error };
  }
  const r = await saves.importText(read.text, keeper.allocateSaveId());
  return r.ok ? { ok: true, value: r.value } : { ok: false, canceled: false, message: r.message, code: r.error };
}

/** One handler per channel: (untrusted payload) -> answer. */
export type IpcHandlers = Record<string, (payload: unknown) => unknown>;

/** The handlers for every channel main listens on. */
export function createIpcHandlers(deps: IpcDeps): IpcHandlers {
  const { keeper, saves, settings, dialogs } = deps;
  return {
    [REQUEST_CHANNEL]: async (payload): Promise<Response> => {
      const p = parsePageRequest(payload);
      return p.ok ? keeper.request(p.body) : p.response;
    },

    [ENGINE_RETRY_CHANNEL]: (): { ok: true } => {
      keeper.retry();
      return { ok: true };
    },

    [SAVES_LIST_CHANNEL]: (): Promise<{ saves: SaveSummary[]; problems: SaveProblem[] }> => saves.list(),

    [SAVES_CONTINUE_CHANNEL]: async (saveId): Promise<Response> => {
      const id = saveIdSchema.safeParse(saveId);
      if (!id.success) return { id: -1, ok: false, error: 'ERR_MESSAGE', message: 'not a save id' };
      const r = saves.read(id.data);
      if (!r.ok) return { id: -1, ok: false, error: 'ERR_SAVE', message: r.message };
      const res = await keeper.resumeSave(id.data, r.value.record, r.value.seats);
      // The engine judged the record as it resumed it: only its refusal of the record sets the save
      // aside; the engine down, restarting or not whole leaves it under Continue.
      if (!res.ok && isRecordRefusal(res.error)) return { id: -1, ok: false, error: 'ERR_SAVE', message: saves.setAside(id.data, excerpt(res.message, 160)).message };
      return res;
    },

    [SAVES_EXPORT_CHANNEL]: async (payload): Promise<DialogOutcome<string>> => {
      const req = exportSchema.safeParse(payload);
      const kept = req.success ? keeper.kept(req.data.gameId) : undefined;
      if (!req.success || !kept) return { ok: false, canceled: false, message: 'There is no open game to save.' };
      const path = await dialogs.savePath(saveFileName(req.data.title, new Date()));
      if (!path) return { ok: false, canceled: true };
      try {
        writeFileAtomic(path, `${JSON.stringify({ ...kept.record, seats: kept.seats, savedAt: new Date().toISOString() }, null, 2)}\n`);
        deps.remember?.(path);
        return { ok: true, value: path };
      } catch (e) {
        return { ok: false, canceled: false, message: `The game could not be saved there: ${(e as Error).message}` };
      }
    },

    [SAVES_IMPORT_CHANNEL]: async (): Promise<DialogOutcome<SaveSummary>> => {
      const path = await dialogs.openPath();
      if (!path) return { ok: false, canceled: true };
      const r = await importGameFile(path, saves, keeper);
      if (r.ok) deps.remember?.(path);
      return r;
    },

    [SETTINGS_GET_CHANNEL]: (): Settings => settings.settings,

    [SETTINGS_SET_CHANNEL]: (patch) => settings.update(patch),
  };
}
