/**
 * The past-games folder (userData/past-games): one JSON file per finished game, a game record
 * plus its seats, end time and outcome, written atomically (atomic.ts, as saves are) when a game
 * ends at the table, under its save's id (so writing it again, after a failure, replaces it).
 * Only the newest MAX_PAST_GAMES are kept; older files are removed oldest first right after a
 * new one is written. A file that is not a past game (or not a regular file within the record
 * size limit) is left where it is and not listed. A game's review is kept beside it as
 * `<id>.review.json` (src-shared/past-reviews.ts), written atomically too and removed with it; one
 * that does not read as a review of that game is ignored and written again. Electron-free: main
 * passes the folder, tests a temp dir.
 */
import { existsSync, readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { SeatKind } from '../src-shared/contract/protocol';
import { MAX_RECORD_FILE } from '../src-shared/contract/record';
import { newestFirst, newPastGameId, overflow, parsePastGame, pastGameFile, pastGameIdSchema, pastGameRow, type PastGame, type PastGameFile } from '../src-shared/past-games';
import { MAX_REVIEW_FILE, parseStoredReview, type StoredReview } from '../src-shared/past-reviews';
import { nodeAtomicFs, retryTransient, writeFileAtomic, type AtomicFs } from './atomic';
import { readFileLimited } from './read-limited';

export class PastGamesStore {
  constructor(
    readonly dir: string,
    private readonly now: () => Date = () => new Date(),
    /** The file-system calls of writes (a disk that fills up, in tests). */
    private readonly fs: AtomicFs = nodeAtomicFs,
    private readonly max?: number,
  ) {}

  private pathOf(id: string, kind: 'game' | 'review' = 'game'): string {
    if (!pastGameIdSchema.safeParse(id).success) throw new Error(`not a past-game id: ${id}`);
    return join(this.dir, kind === 'game' ? `${id}.json` : `${id}.review.json`);
  }

  /**
   * Keeps a finished game; throws AtomicWriteError (nothing changed) when it cannot be written.
   * Then drops the oldest beyond the limit. Answers the new id.
   */
  add(record: Parameters<typeof pastGameFile>[0], seats: readonly SeatKind[], outcome: PastGame['outcome']): string {
    const at = this.now();
    let id = newPastGameId(at, randomBytes(3).toString('hex'));
    while (existsSync(this.pathOf(id))) id = newPastGameId(at, randomBytes(3).toString('hex'));
    this.keep(id, record, seats, outcome);
    return id;
  }

  /**
   * Keeps a finished game under `id` (a game's save id), replacing what that id held: the keeper
   * writes it again until it succeeds. Throws AtomicWriteError (nothing changed) when it cannot
   * be written; then drops the oldest beyond the limit (a failure there costs nothing).
   */
  keep(id: string, record: Parameters<typeof pastGameFile>[0], seats: readonly SeatKind[], outcome: PastGame['outcome']): void {
    writeFileAtomic(this.pathOf(id), `${JSON.stringify(pastGameFile(record, seats, outcome, this.now()))}\n`, this.fs);
    for (const old of overflow(this.list(), this.max)) {
      if (old.id === id) continue; // a clock set back must not drop the game just kept
      try {
        this.remove(old.id);
      } catch {
        /* one too many is kept until the next game's end */
      }
    }
  }

  /** The kept games, newest first. */
  list(): PastGame[] {
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return []; // none yet, or a folder that cannot be read
    }
    const rows: PastGame[] = [];
    for (const name of names) {
      if (!name.endsWith('.json') || name.startsWith('.')) continue;
      const id = name.slice(0, -5);
      if (!pastGameIdSchema.safeParse(id).success) continue;
      const f = this.read(id);
      if (f) rows.push(pastGameRow(id, f));
    }
    return newestFirst(rows);
  }

  /** One kept game's file, or null when there is none (or it is not one). */
  read(id: string): PastGameFile | null {
    // Read at every listing: a huge file must not cost its size in memory each time (issue 51).
    const r = readFileLimited(this.pathOf(id), MAX_RECORD_FILE);
    if (!r.ok) return null;
    try {
      return parsePastGame(JSON.parse(r.text));
    } catch {
      return null;
    }
  }

  /** Deletes one kept game (the player asked, or it is beyond the limit) and its review; throws when the system refuses. */
  remove(id: string): void {
    retryTransient(this.fs, () => this.fs.rmSync(this.pathOf(id), { force: true }));
    try {
      retryTransient(this.fs, () => this.fs.rmSync(this.pathOf(id, 'review'), { force: true }));
    } catch {
      /* a review left behind is ignored: no game reads it, and a game kept again under this id checks its moves */
    }
  }

  /** A kept game's review (complete or part-way), or null: none, the game is gone, or the file is not a review of it. */
  readReview(id: string): StoredReview | null {
    const f = this.read(id);
    if (!f) return null;
    const r = readFileLimited(this.pathOf(id, 'review'), MAX_REVIEW_FILE);
    if (!r.ok) return null;
    try {
      return parseStoredReview(JSON.parse(r.text), f.actions.length);
    } catch {
      return null;
    }
  }

  /**
   * Keeps `review` beside kept game `id`, replacing the one before; false (nothing written) when
   * it is not a review of that game or the game is gone. Throws AtomicWriteError (nothing changed)
   * when it cannot be written.
   */
  keepReview(id: string, review: unknown): boolean {
    const f = this.read(id);
    const v = f ? parseStoredReview(review, f.actions.length) : null;
    if (!v) return false;
    writeFileAtomic(this.pathOf(id, 'review'), `${JSON.stringify(v)}\n`, this.fs);
    return true;
  }
}
