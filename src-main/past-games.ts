/**
 * The past-games folder (userData/past-games): one JSON file per finished game, a game record
 * plus its seats, end time and outcome, written atomically (atomic.ts, as saves are) when a game
 * ends at the table. Only the newest MAX_PAST_GAMES are kept; older files are removed oldest
 * first right after a new one is written. A file that is not a past game is left where it is
 * and not listed. Electron-free: main passes the folder, tests a temp dir.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { SeatKind } from '../src-shared/contract/protocol';
import { newestFirst, newPastGameId, overflow, parsePastGame, pastGameFile, pastGameIdSchema, pastGameRow, type PastGame, type PastGameFile } from '../src-shared/past-games';
import { nodeAtomicFs, writeFileAtomic, type AtomicFs } from './atomic';

export class PastGamesStore {
  constructor(
    readonly dir: string,
    private readonly now: () => Date = () => new Date(),
    /** The file-system calls of writes (a disk that fills up, in tests). */
    private readonly fs: AtomicFs = nodeAtomicFs,
    private readonly max?: number,
  ) {}

  private pathOf(id: string): string {
    if (!pastGameIdSchema.safeParse(id).success) throw new Error(`not a past-game id: ${id}`);
    return join(this.dir, `${id}.json`);
  }

  /**
   * Keeps a finished game; throws AtomicWriteError (nothing changed) when it cannot be written.
   * Then drops the oldest beyond the limit. Answers the new id.
   */
  add(record: Parameters<typeof pastGameFile>[0], seats: readonly SeatKind[], outcome: PastGame['outcome']): string {
    const at = this.now();
    let id = newPastGameId(at, randomBytes(3).toString('hex'));
    while (existsSync(this.pathOf(id))) id = newPastGameId(at, randomBytes(3).toString('hex'));
    writeFileAtomic(this.pathOf(id), `${JSON.stringify(pastGameFile(record, seats, outcome, at))}\n`, this.fs);
    for (const old of overflow(this.list(), this.max)) this.remove(old.id);
    return id;
  }

  /** The kept games, newest first. */
  list(): PastGame[] {
    if (!existsSync(this.dir)) return [];
    const rows: PastGame[] = [];
    for (const name of readdirSync(this.dir)) {
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
    try {
      return parsePastGame(JSON.parse(readFileSync(this.pathOf(id), 'utf8')));
    } catch {
      return null;
    }
  }

  /** Deletes one kept game (the player asked, or it is beyond the limit). */
  remove(id: string): void {
    rmSync(this.pathOf(id), { force: true });
  }
}
