/**
 * The saves folder (userData/saves): one JSON file per unfinished game, written atomically
 * after every applied action, listed at launch so games can be continued. A file that does
 * not parse, is not ours, or whose actions the engine refuses is moved to `quarantine/`
 * (never deleted) and reported; the other saves stay usable. Electron-free: main passes the
 * folder, tests a temp dir.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { parseRecord, type GameRecord } from '../src-shared/contract/record';
import { excerpt } from '../src-shared/contract/excerpt';
import type { Result } from '../src-shared/contract/result';
import type { SaveProblem, SaveSummary } from '../src-shared/api';
import { seatKindSchema, type SeatKind } from '../src-shared/contract/protocol';
import { fileStamp, nodeAtomicFs, writeFileAtomic, type AtomicFs } from './atomic';

/** A save file: a game record (the CLI can replay it as is) plus who sat where and when it was saved. */
export type SaveFile = GameRecord & { readonly seats?: readonly SeatKind[]; readonly savedAt?: string };

// SaveSummary and SaveProblem are the preload API's types: main answers the page with them.
export type { SaveProblem, SaveSummary };

/** What the store needs to judge a record: replay it with the engine. */
export interface SaveCheck {
  /** Replays the record; ok with whether the game has ended and its seat count, or the engine's refusal. */
  (record: GameRecord): Result<{ finished: boolean; seats: number }>;
}

/** Save ids come from the page: keep them to plain file-name characters (no paths). */
export const saveIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,80}$/);

const seatsSchema = z.array(seatKindSchema).min(1).max(8);

/** Seats for a record saved without them (the CLI's records): you at seat 0, greedy AIs elsewhere. */
export function defaultSeats(n: number): SeatKind[] {
  return Array.from({ length: n }, (_, i) => (i === 0 ? { kind: 'human' } : { kind: 'ai', level: 'greedy' }));
}

/** Reads and checks a save file's text: the record, its seats, and whether the game ended. */
export function parseSaveText(text: string, check: SaveCheck): Result<{ record: GameRecord; seats: SeatKind[]; savedAt: string | null; finished: boolean }> {
  let json: unknown;
  try {
    // A byte-order mark (some editors write one) is not part of the JSON.
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, error: 'ERR_SAVE_JSON', message: text.trim() === '' ? 'the file is empty' : 'the file is cut short or is not JSON' };
  }
  const rec = parseRecord(json);
  // What the engine says quotes the file's contents: shown to the player, so bounded and escaped.
  if (!rec.ok) return { ok: false, error: rec.error === 'ERR_NOT_RECORD' ? 'ERR_SAVE_FOREIGN' : 'ERR_SAVE_DAMAGED', message: excerpt(rec.message) };
  const replayed = check(rec.value);
  if (!replayed.ok) return { ok: false, error: 'ERR_SAVE_REPLAY', message: `the game in it cannot be replayed (${excerpt(replayed.message, 160)})` };
  const raw = json as { seats?: unknown; savedAt?: unknown };
  let seats: SeatKind[];
  if (raw.seats === undefined) seats = defaultSeats(replayed.value.seats);
  else {
    const s = seatsSchema.safeParse(raw.seats);
    if (!s.success || s.data.length !== replayed.value.seats) return { ok: false, error: 'ERR_SAVE_DAMAGED', message: 'its seats do not match the game' };
    seats = s.data;
  }
  return { ok: true, value: { record: rec.value, seats, savedAt: typeof raw.savedAt === 'string' ? raw.savedAt : null, finished: replayed.value.finished } };
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

  /** Unfinished games, newest first, and the files set aside while looking. */
  list(): { saves: SaveSummary[]; problems: SaveProblem[] } {
    const saves: SaveSummary[] = [];
    const problems: SaveProblem[] = [];
    if (!existsSync(this.dir)) return { saves, problems };
    for (const name of readdirSync(this.dir)) {
      if (!name.endsWith('.json') || name.startsWith('.')) continue;
      const saveId = name.slice(0, -5);
      if (!saveIdSchema.safeParse(saveId).success) continue; // not a file we would have written
      const r = this.read(saveId);
      if (!r.ok) {
        if (r.problem) problems.push(r.problem);
        continue;
      }
      if (r.value.finished) continue;
      saves.push({
        saveId,
        game: r.value.record.game,
        options: r.value.record.options,
        seats: r.value.seats,
        moves: r.value.record.actions.length,
        savedAt: r.value.savedAt ?? '',
      });
    }
    saves.sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0));
    return { saves, problems };
  }

  /** Reads one save; a bad one is quarantined and reported. */
  read(
    saveId: string,
  ): { ok: true; value: { record: GameRecord; seats: SeatKind[]; savedAt: string | null; finished: boolean } } | { ok: false; message: string; problem?: SaveProblem } {
    const path = this.pathOf(saveId);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (e) {
      return { ok: false, message: `no save "${saveId}" (${(e as NodeJS.ErrnoException).code ?? 'unreadable'})` };
    }
    const r = parseSaveText(text, this.check);
    if (r.ok) return r;
    const message = `The saved game "${saveId}" could not be opened: ${r.message}. It was moved to the quarantine folder.`;
    return { ok: false, message, problem: this.quarantine(`${saveId}.json`, message) };
  }

  /**
   * Copies a record file the player picked into the saves folder under a new id (the
   * original is left alone, good or bad). Fails with a readable message.
   */
  importText(text: string, saveId: string): Result<SaveSummary> {
    const r = parseSaveText(text, this.check);
    if (!r.ok) return { ok: false, error: r.error, message: `This file is not a PipFall game that can be loaded: ${r.message}.` };
    if (r.value.finished) return { ok: false, error: 'ERR_SAVE_FINISHED', message: 'This game has already ended; there is nothing to continue.' };
    this.write(saveId, r.value.record, r.value.seats);
    return {
      ok: true,
      value: { saveId, game: r.value.record.game, options: r.value.record.options, seats: r.value.seats, moves: r.value.record.actions.length, savedAt: this.now().toISOString() },
    };
  }
}
