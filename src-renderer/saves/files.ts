/**
 * "Save game as…" and "Load a game…": in Electron both go through main's native dialogs
 * (main writes and reads the files); in the web build the record is downloaded as a JSON
 * file and a picked file is read here. A loaded file is only checked for shape here; the
 * engine replays it on resume and refuses what it cannot play, so nothing changes then.
 */
import { parseRecord } from '../../src-shared/contract/record';
import { saveFileName } from '../../src-shared/file-names';
import { defaultSeats } from '../../src-shared/record-check';
import { seatKindSchema, type SeatKind } from '../../src-shared/contract/protocol';
import { EngineError, type EngineClient, type OpenSource } from '../engine/client';
import { t } from '../i18n';
import './catalogue';

import { MAX_RECORD_FILE } from '../../src-shared/contract/record';

/** How a save or load went: done, cancelled by the player, or failed with a sentence to show. */
export type FileOutcome<T> = { ok: true; value: T } | { ok: false; canceled: true } | { ok: false; canceled: false; message: string; code?: string };

/** Catalogue keys of the file problems a player can meet, by the code main, the engine or this module gives. */
const PROBLEMS: Readonly<Record<string, string>> = {
  ERR_SAVE_JSON: 'saves.problem.json',
  ERR_SAVE_FOREIGN: 'saves.problem.foreign',
  ERR_NOT_RECORD: 'saves.problem.foreign',
  ERR_SAVE_DAMAGED: 'saves.problem.damaged',
  ERR_SAVE_REPLAY: 'saves.problem.replay',
  // The engine refuses a record it cannot replay (an illegal move, options it does not take).
  ERR_RECORD: 'saves.problem.replay',
  ERR_SAVE_FINISHED: 'saves.problem.finished',
  ERR_UNKNOWN_GAME: 'saves.problem.unknownGame',
  ERR_SAVE_UNCHECKED: 'saves.problem.unchecked',
  ERR_FILE_LARGE: 'saves.tooLarge',
  ERR_FILE_SPECIAL: 'saves.problem.special',
};

/** A file problem in the player's words: the catalogue's sentence for its code, or the message as given. */
export function fileProblem(code: string | undefined, message: string): string {
  const key = code === undefined ? undefined : PROBLEMS[code];
  return key ? t(key) : message;
}

/** Why a loaded game file could not be continued (the engine refused it), in the player's words: the sentence for its code, else Load's with the engine's message. */
export function loadFailure(e: unknown): string {
  const message = e instanceof Error ? e.message.replace(/^ERR_[A-Z_]+: /, '') : String(e);
  return fileProblem(e instanceof EngineError ? e.code : undefined, t('saves.loadFailed', { message }));
}

/** The file's contents: a game record plus who sat where (the format main writes too). */
function fileText(record: unknown, seats: readonly SeatKind[]): string {
  return `${JSON.stringify({ ...(record as object), seats, savedAt: new Date().toISOString() }, null, 2)}\n`;
}

/** Saves an open game to a file: Electron's save dialog, or a download in the web build. The value says where. */
export async function exportGame(engine: EngineClient, gameId: string, seats: readonly SeatKind[], title: string): Promise<FileOutcome<string>> {
  const api = window.pipfall;
  if (api) return api.saves.exportGame(gameId, title);
  try {
    const record = await engine.record(gameId);
    const name = saveFileName(title, new Date());
    const url = URL.createObjectURL(new Blob([fileText(record, seats)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return { ok: true, value: name };
  } catch (e) {
    return { ok: false, canceled: false, message: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * A picked file's text, read as a stream and never past `max` bytes, or why not. A page cannot
 * ask whether a file is a regular one; a file that gives more bytes than its size said (a
 * device, a pipe) is taken as not one (issue 51: `file.text()` of such a file never ends).
 */
export async function readCapped(file: Pick<Blob, 'size' | 'stream'>, max: number = MAX_RECORD_FILE): Promise<{ ok: true; text: string } | { ok: false; code: string }> {
  if (file.size > max) return { ok: false, code: 'ERR_FILE_LARGE' };
  const reader = file.stream().getReader();
  const chunks: Uint8Array[] = [];
  let got = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      got += value.length;
      if (got > max || got > file.size) {
        void reader.cancel().catch(() => {});
        return { ok: false, code: got > file.size ? 'ERR_FILE_SPECIAL' : 'ERR_FILE_LARGE' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, code: 'ERR_FILE_READ' };
  }
  const bytes = new Uint8Array(got);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.length;
  }
  return { ok: true, text: new TextDecoder().decode(bytes) };
}

/** Reads a picked game file (web build) into something the engine can resume, or says why not. */
export async function readGameFile(file: Pick<Blob, 'size' | 'stream'>): Promise<FileOutcome<OpenSource>> {
  const read = await readCapped(file);
  if (!read.ok) {
    const message = read.code === 'ERR_FILE_LARGE' ? t('saves.tooLarge') : read.code === 'ERR_FILE_SPECIAL' ? t('saves.problem.special') : t('saves.problem.unreadable');
    return { ok: false, canceled: false, message, code: read.code };
  }
  let json: unknown;
  try {
    json = JSON.parse(read.text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, canceled: false, message: t('saves.problem.json'), code: 'ERR_SAVE_JSON' };
  }
  const rec = parseRecord(json);
  if (!rec.ok) return { ok: false, canceled: false, message: rec.message, code: rec.error === 'ERR_NOT_RECORD' ? 'ERR_SAVE_FOREIGN' : 'ERR_SAVE_DAMAGED' };
  const options = typeof rec.value.options === 'object' && rec.value.options !== null ? (rec.value.options as Record<string, unknown>) : {};
  const raw = (json as { seats?: unknown }).seats;
  let seats: SeatKind[];
  if (raw === undefined) {
    const n = typeof options.seats === 'number' && Number.isInteger(options.seats) ? options.seats : 1;
    seats = defaultSeats(Math.max(1, Math.min(8, n)));
  } else {
    const s = seatKindSchema.array().min(1).max(8).safeParse(raw);
    if (!s.success) return { ok: false, canceled: false, message: t('saves.badSeats') };
    seats = s.data;
  }
  return { ok: true, value: { kind: 'record', record: rec.value, seats, options } };
}
