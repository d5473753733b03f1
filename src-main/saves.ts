/**
 * The saves folder (userData/saves): one JSON file per unfinished game, written atomically
 * after every applied action, listed so games can be continued. Main reads files, never rules:
 * whether a record replays is the engine process's to say (`checkRecord`, through the SaveCheck
 * main passes in). A file that does not parse, is not ours, or that the engine refuses is moved
 * to `quarantine/` (never deleted) and reported; one the engine could not judge (down,
 * restarting, its start-up failed) is kept and listed. Electron-free: main passes the folder
 * and the check, tests a temp dir and stand-ins.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { excerpt } from '../src-shared/contract/excerpt';
import { seatKindSchema, type SeatKind } from '../src-shared/contract/protocol';
import { parseRecord, type GameRecord } from '../src-shared/contract/record';
import type { Result } from '../src-shared/contract/result';
import type { SaveProblem, SaveSummary } from '../src-shared/api';
import { judgeSave, type RecordVerdict, type SaveJudgement } from '../src-shared/record-check';
import { recordKey } from '../src-shared/record-key';
import { fileStamp, nodeAtomicFs, writeFileAtomic, type AtomicFs } from './atomic';

/** A save file: a game record (the CLI can replay it as is) plus who sat where and when it was saved. */
export type SaveFile = GameRecord & { readonly seats?: readonly SeatKind[]; readonly savedAt?: string };

// SaveSummary and SaveProblem are the preload API's types: main answers the page with them.
export type { SaveProblem, SaveSummary };

/** What the store needs to judge a record: the engine's verdict (main asks the engine process; never throws). */
export type SaveCheck = (record: GameRecord) => Promise<RecordVerdict>;

/** Save ids come from the page: keep them to plain file-name characters (no paths). */
export const saveIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,80}$/);

const seatsSchema = z.array(seatKindSchema).min(1).max(8);

/** A save file's text as far as main reads it: the record's shape, the seats saved with it (null: none), when. */
export interface SaveText {
  readonly record: GameRecord;
  readonly seats: SeatKind[] | null;
  readonly savedAt: string | null;
}

/** Reads a save file's text without the engine: JSON, the record format, the seats' shape. */
export function parseSaveText(text: string): Result<SaveText> {
  let json: unknown;
  try {
    // A byte-order mark (some editors write one) is not part of the JSON.
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, error: 'ERR_SAVE_JSON', message: text.trim() === '' ? 'the file is empty' : 'the file is cut short or is not JSON' };
  }
  const rec = parseRecord(json);
  // The message quotes the file's contents: shown to the player, so bounded and escaped.
  if (!rec.ok) return { ok: false, error: rec.error === 'ERR_NOT_RECORD' ? 'ERR_SAVE_FOREIGN' : 'ERR_SAVE_DAMAGED', message: excerpt(rec.message) };
  const raw = json as { seats?: unknown; savedAt?: unknown };
  let seats: SeatKind[] | null = null;
  if (raw.seats !== undefined) {
    const s = seatsSchema.safeParse(raw.seats);
    if (!s.success) return { ok: false, error: 'ERR_SAVE_DAMAGED', message: 'its seats do not match the game' };
    seats = s.data;
  }
  return { ok: true, value: { record: rec.value, seats, savedAt: typeof raw.savedAt === 'string' ? raw.savedAt : null } };
}

/** A save read from the folder, ready to continue. */
export interface ReadSave {
  readonly record: GameRecord;
  readonly seats: SeatKind[];
  readonly savedAt: string | null;
}

/** The saves folder. */
export class SaveStore {
  /** Where bad files go. */
  readonly quarantineDir: string;

  constructor(
    readonly dir: string,
    private readonly check: SaveCheck,
    private readonly now: () => Date = () => new Date(),
    /** The file-system calls of writes (a disk that fills up, in tests). */
    private readonly fs: AtomicFs = nodeAtomicFs,
  ) {
    this.quarantineDir = join(dir, 'quarantine');
  }

  private pathOf(saveId: string): string {
    if (!saveIdSchema.safeParse(saveId).success) throw new Error(`not a save id: ${saveId}`);
    return join(this.dir, `${saveId}.json`);
  }

  /** Writes (replaces) a game's save atomically; throws AtomicWriteError (the old save untouched) when it cannot. */
  write(saveId: string, record: GameRecord, seats: readonly SeatKind[]): void {
    const file: SaveFile = { ...record, seats, savedAt: this.now().toISOString() };
    writeFileAtomic(this.pathOf(saveId), `${JSON.stringify(file)}\n`, this.fs);
  }

  /** Whether a save with this id is in the folder (new ids must not take its name). */
  exists(saveId: string): boolean {
    return existsSync(this.pathOf(saveId));
  }

  /** Removes a finished game's save (our own file, whose game is over). */
  remove(saveId: string): void {
    rmSync(this.pathOf(saveId), { force: true });
  }

  /** Moves a bad file into the quarantine folder as `<name>.corrupt-<time>.json`. */
  quarantine(fileName: string, message: string): SaveProblem {
    mkdirSync(this.quarantineDir, { recursive: true });
    const stem = fileName.replace(/\.json$/i, '');
    const movedTo = join(this.quarantineDir, `${stem}.corrupt-${fileStamp(this.now())}.json`);
    renameSync(join(this.dir, fileName), movedTo);
    return { file: fileName, message, movedTo };
  }

  /** Sets a save aside that cannot be opened (`why`: the file's or the engine's reason), with the sentence the menu shows. */
  setAside(saveId: string, why: string): SaveProblem {
    const message = `The saved game "${saveId}" could not be opened: ${why}. It was moved to the quarantine folder.`;
    return this.quarantine(`${saveId}.json`, message);
  }

  /**
   * Unfinished games, newest first, and the files set aside while looking. Every record is
   * checked by the engine, side by side; a save the engine could not judge is listed anyway.
   */
  async list(): Promise<{ saves: SaveSummary[]; problems: SaveProblem[] }> {
    const saves: SaveSummary[] = [];
    const problems: SaveProblem[] = [];
    if (!existsSync(this.dir)) return { saves, problems };
    const found: { saveId: string; save: SaveText }[] = [];
    for (const name of readdirSync(this.dir)) {
      if (!name.endsWith('.json') || name.startsWith('.')) continue;
      const saveId = name.slice(0, -5);
      if (!saveIdSchema.safeParse(saveId).success) continue; // not a file we would have written
      const r = this.readText(saveId);
      if (r.ok) found.push({ saveId, save: r.value });
      else if (r.problem) problems.push(r.problem);
    }
    const judged = await Promise.all(found.map(async (f) => ({ ...f, judgement: await this.judge(f.save) })));
    for (const { saveId, save, judgement: j } of judged) {
      if (j.kind === 'bad') problems.push(this.setAside(saveId, j.message));
      if (j.kind !== 'list' || j.finished) continue;
      const { record } = save;
      saves.push({ saveId, game: record.game, options: record.options, seats: j.seats, moves: record.actions.length, savedAt: save.savedAt ?? '', key: recordKey(record) });
    }
    saves.sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0));
    return { saves, problems };
  }

  /**
   * Reads one save to continue it; a file that is not a readable record is set aside and
   * reported. The engine judges the record when it resumes it (see `setAside` for its refusal).
   */
  read(saveId: string): { ok: true; value: ReadSave } | { ok: false; message: string; problem?: SaveProblem } {
    const r = this.readText(saveId);
    if (!r.ok) return r;
    const { record, seats, savedAt } = r.value;
    // Without saved seats (a CLI record) the options' seat count seats you and greedy AIs; the engine refuses a count that does not fit.
    const j = judgeSave(record, seats, { kind: 'unknown', message: 'not checked yet' });
    if (j.kind !== 'list') return { ok: false, message: `The saved game "${saveId}" names no seats it can be opened with.` };
    return { ok: true, value: { record, seats: j.seats, savedAt } };
  }

  /** The engine's verdict on a save, as the list and loading use it. */
  private async judge(save: SaveText): Promise<SaveJudgement> {
    return judgeSave(save.record, save.seats, await this.check(save.record));
  }

  /** Reads and parses one save file; one that is not a readable record is set aside. */
  private readText(saveId: string): { ok: true; value: SaveText } | { ok: false; message: string; problem?: SaveProblem } {
    const path = this.pathOf(saveId);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (e) {
      return { ok: false, message: `no save "${saveId}" (${(e as NodeJS.ErrnoException).code ?? 'unreadable'})` };
    }
    const r = parseSaveText(text);
    if (r.ok) return r;
    const problem = this.setAside(saveId, r.message);
    return { ok: false, message: problem.message, problem };
  }

  /**
   * Copies a record file the player picked into the saves folder under a new id (the
   * original is left alone, good or bad), once the engine has checked it. Fails with a
   * readable message and changes nothing; also when the engine could not check it now.
   */
  async importText(text: string, saveId: string): Promise<Result<SaveSummary>> {
    const refuse = (error: string, why: string): Result<SaveSummary> => ({ ok: false, error, message: `This file is not a PipFall game that can be loaded: ${why}.` });
    const r = parseSaveText(text);
    if (!r.ok) return refuse(r.error, r.message);
    const j = await this.judge(r.value);
    if (j.kind === 'bad') return refuse(j.error, j.message);
    if (j.kind === 'keep' || !j.checked) {
      return { ok: false, error: 'ERR_SAVE_UNCHECKED', message: 'The game engine could not check this file just now; nothing was loaded. Try again in a moment.' };
    }
    if (j.finished) return { ok: false, error: 'ERR_SAVE_FINISHED', message: 'This game has already ended; there is nothing to continue.' };
    this.write(saveId, r.value.record, j.seats);
    const { record } = r.value;
    return { ok: true, value: { saveId, game: record.game, options: record.options, seats: j.seats, moves: record.actions.length, savedAt: this.now().toISOString() } };
  }
}
