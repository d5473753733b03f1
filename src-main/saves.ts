/**
 * The saves folder (userData/saves): one JSON file per unfinished game, written atomically
 * after every applied action, listed so games can be continued. Main reads files, never rules:
 * whether a record replays is the engine process's to say (`checkRecord`, through the SaveCheck
 * main passes in). A file that does not parse, is not ours, or that the engine refuses is moved
 * to `quarantine/` (never deleted) and reported; one the engine could not judge (down,
 * restarting, its start-up failed) is kept and listed. A file that cannot be moved (a
 * read-only folder, a file a scanner holds) is left where it is and reported: the other saves
 * are still listed (issue 51).
 *
 * A game's end moves it from here to Past games (the keeper writes the past game, then removes
 * the save). What a crash or a full disk left half-way is finished at the next listing: a save
 * whose game Past games already holds is removed, and a save of a finished game is kept there.
 *
 * Electron-free: main passes the folder and the check, tests a temp dir and stand-ins.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { excerpt } from '../src-shared/contract/excerpt';
import { seatKindSchema, type SeatKind } from '../src-shared/contract/protocol';
import { MAX_RECORD_FILE, parseRecord, type GameRecord } from '../src-shared/contract/record';
import type { Result } from '../src-shared/contract/result';
import type { SaveProblem, SaveSummary } from '../src-shared/api';
import type { KeeperSink } from '../src-shared/keeper';
import { judgeSave, type RecordVerdict, type SaveJudgement } from '../src-shared/record-check';
import { recordKey } from '../src-shared/record-key';
import { supersededBy, type PastGame } from '../src-shared/past-games';
import { AtomicWriteError, fileStamp, nodeAtomicFs, retryTransient, writeFileAtomic, type AtomicFs } from './atomic';
import { readFileLimited } from './read-limited';

/** A save file: a game record (the CLI can replay it as is) plus who sat where and when it was saved. */
export type SaveFile = GameRecord & { readonly seats?: readonly SeatKind[]; readonly savedAt?: string };

// SaveSummary and SaveProblem are the preload API's types: main answers the page with them.
export type { SaveProblem, SaveSummary };

/** What the store needs to judge a record: the engine's verdict (main asks the engine process; never throws). */
export type SaveCheck = (record: GameRecord) => Promise<RecordVerdict>;

/** Past games as the saves folder needs them (main's PastGamesStore): where a finished game goes. */
export interface PastShelf {
  /** The record kept under `id`, or null when there is none. */
  read(id: string): { readonly game: string; readonly options: unknown; readonly seed: number; readonly actions: readonly unknown[] } | null;
  /** Keeps a finished game under `id` (overwriting); throws when it cannot be written. */
  keep(id: string, record: GameRecord, seats: readonly SeatKind[], outcome: PastGame['outcome']): void;
}

/**
 * The keeper's sink over the saves folder and Past games, as main wires it: a save per game,
 * and at its end the past game (under the save's id, so a retry replaces it) before the save
 * goes. Every call throws when it cannot be done; the keeper tells the page and tries again.
 */
export function folderSink(saves: SaveStore, past: PastShelf): KeeperSink {
  return {
    save: (g) => saves.write(g.saveId, g.record, g.seats),
    finished: (g) => saves.remove(g.saveId),
    ended: (g, outcome) => past.keep(g.saveId, g.record, g.seats, outcome),
  };
}

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
    /** The file-system calls of writes, moves and removals (a disk that fills up, a read-only folder, in tests). */
    private readonly fs: AtomicFs = nodeAtomicFs,
    /** Past games, where a finished game a crash left here is moved (none: such saves stay, unlisted). */
    private readonly past: PastShelf | null = null,
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

  /** Removes a finished game's save (our own file, whose game is over); throws AtomicWriteError when it cannot. */
  remove(saveId: string): void {
    const path = this.pathOf(saveId);
    try {
      retryTransient(this.fs, () => this.fs.rmSync(path, { force: true }));
    } catch (e) {
      throw new AtomicWriteError(path, (e as NodeJS.ErrnoException).code ?? 'EUNKNOWN', 'removing it');
    }
  }

  /**
   * Moves a bad file into the quarantine folder as `<name>.corrupt-<time>.json`. Never throws: a
   * file that cannot be moved stays where it is (it is reported each time it is met), so one
   * stuck file never hides the other saves.
   */
  quarantine(fileName: string, why: string): SaveProblem {
    const stem = fileName.replace(/\.json$/i, '');
    const movedTo = join(this.quarantineDir, `${stem}.corrupt-${fileStamp(this.now())}.json`);
    const opened = `The saved game "${stem}" could not be opened: ${why}.`;
    try {
      this.fs.mkdirSync(this.quarantineDir, { recursive: true });
      retryTransient(this.fs, () => this.fs.renameSync(join(this.dir, fileName), movedTo));
    } catch (e) {
      const reason = new AtomicWriteError(movedTo, (e as NodeJS.ErrnoException).code ?? 'EUNKNOWN', 'moving it').reason;
      return { file: fileName, kind: 'leftInPlace', message: `${opened} It could not be moved to the quarantine folder (${reason}), so it was left where it is.`, movedTo: null };
    }
    return { file: fileName, kind: 'setAside', message: `${opened} It was moved to the quarantine folder.`, movedTo };
  }

  /** Sets a save aside that cannot be opened (`why`: the file's or the engine's reason), with the sentence the menu shows. */
  setAside(saveId: string, why: string): SaveProblem {
    return this.quarantine(`${saveId}.json`, why);
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
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return { saves, problems }; // not a folder we can read: nothing to offer, nothing to move
    }
    for (const name of names) {
      if (!name.endsWith('.json') || name.startsWith('.')) continue;
      const saveId = name.slice(0, -5);
      if (!saveIdSchema.safeParse(saveId).success) continue; // not a file we would have written
      const r = this.readText(saveId);
      if (r.ok) found.push({ saveId, save: r.value });
      else if (r.problem) problems.push(r.problem);
    }
    const judged = await Promise.all(found.map(async (f) => ({ ...f, ...(await this.judge(f.save)) })));
    for (const { saveId, save, judgement: j, verdict } of judged) {
      // The game's end was kept in Past games, and a crash came before this save was removed.
      if (this.past && supersededBy(save.record, this.past.read(saveId))) {
        this.dropLeftover(saveId);
        continue;
      }
      if (j.kind === 'bad') problems.push(this.setAside(saveId, j.message));
      if (j.kind !== 'list') continue;
      if (j.finished) {
        const p = this.settleFinished(saveId, save.record, j.seats, verdict);
        if (p) problems.push(p);
        continue;
      }
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

  /** The engine's verdict on a save, and what it means for the list and loading. */
  private async judge(save: SaveText): Promise<{ verdict: RecordVerdict; judgement: SaveJudgement }> {
    const verdict = await this.check(save.record);
    return { verdict, judgement: judgeSave(save.record, save.seats, verdict) };
  }

  /** Removes a save whose game is kept in Past games; one that cannot be removed now goes at a later listing. */
  private dropLeftover(saveId: string): void {
    try {
      this.remove(saveId);
    } catch {
      /* unlisted either way: the game is in Past games */
    }
  }

  /**
   * A save whose game has ended: a game end a crash or a full disk interrupted. It is kept in
   * Past games, then removed; when that cannot be done now it stays (and is reported), so the
   * game is never in neither place.
   */
  private settleFinished(saveId: string, record: GameRecord, seats: SeatKind[], verdict: RecordVerdict): SaveProblem | null {
    const outcome = verdict.kind === 'ok' ? verdict.check.outcome : undefined;
    if (!this.past || !outcome) return null; // an engine that does not say how it ended: kept as it is
    try {
      this.past.keep(saveId, record, seats, outcome);
    } catch (e) {
      const reason = e instanceof AtomicWriteError ? e.reason : 'it could not be written';
      return {
        file: `${saveId}.json`,
        kind: 'notArchived',
        message: `A finished game could not be added to Past games yet (${reason}); its save is kept and it is tried again next time.`,
        movedTo: null,
      };
    }
    this.dropLeftover(saveId);
    return null;
  }

  /** Reads and parses one save file; one that is not a readable record (nor a regular file within the limit) is set aside. */
  private readText(saveId: string): { ok: true; value: SaveText } | { ok: false; message: string; problem?: SaveProblem } {
    const read = readFileLimited(this.pathOf(saveId), MAX_RECORD_FILE);
    if (!read.ok && read.error === 'ERR_FILE_READ') return { ok: false, message: `no save "${saveId}" (${read.code})` };
    if (!read.ok) {
      const problem = this.setAside(saveId, read.message);
      return { ok: false, message: problem.message, problem };
    }
    const r = parseSaveText(read.text);
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
    const j = (await this.judge(r.value)).judgement;
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
