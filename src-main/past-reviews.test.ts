import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRecord } from '../src-shared/contract/record';
import { GameKeeper } from '../src-shared/keeper';
import type { StoredReview } from '../src-shared/past-reviews';
import { PAST_REVIEW_GET_CHANNEL, PAST_REVIEW_KEEP_CHANNEL } from '../src-shared/contract/channels';
import { killableDisk } from './testkit';
import { PastGamesStore } from './past-games';
import { pastGamesHandlers } from './past-games-ipc';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'pipfall-review-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const record: GameRecord = { format: 'pipfall-record', version: 1, game: 'zero', options: { seats: 2 }, seed: 4, actions: [{ a: 1 }, { a: 2 }, { a: 3 }, { a: 4 }] };
const seats = [{ kind: 'human' as const }, { kind: 'ai' as const, level: 'hard' }];
const won = { winners: [0], reason: 'cleared' };

function decision(step: number, mark: StoredReview['decisions'][number]['mark'] = 'best'): StoredReview['decisions'][number] {
  return { step, seat: 0, choices: 3, taken: { a: step }, takenLabel: 'x', best: { a: step }, bestLabel: 'x', takenValue: 0.5, bestValue: 0.5, loss: 0, lossShare: 0, mark };
}

/** A review of `record`'s seat 0 part-way (next: 3) or complete. */
function review(complete: boolean): StoredReview {
  const base = {
    format: 'pipfall-review' as const,
    version: 1 as const,
    moves: 4,
    seats: [0],
    budget: 30,
    currency: { kind: 'win' as const, unit: 'win chance', scale: 1 },
    total: 2,
    forced: [0],
  };
  return complete
    ? {
        ...base,
        next: null,
        decisions: [decision(1), decision(3, 'mistake')],
        summaries: [{ seat: 0, decisions: 2, forced: 0, accuracy: 75, meanLoss: 0.06, marks: { best: 1, good: 0, inaccuracy: 0, mistake: 1, blunder: 0 } }],
      }
    : { ...base, next: 3, decisions: [decision(1)] };
}

describe("a past game's review on disk", () => {
  it('is kept beside the game, read back as written, never listed as a game, and deleted with it', () => {
    const store = new PastGamesStore(tempDir());
    const id = store.add(record, seats, won);
    expect(store.readReview(id)).toBeNull();
    expect(store.keepReview(id, review(false))).toBe(true);
    expect(store.readReview(id)).toEqual(review(false));
    // Resumed and finished later: the complete one replaces it.
    expect(store.keepReview(id, review(true))).toBe(true);
    expect(store.readReview(id)).toEqual(review(true));
    expect(store.list().map((r) => r.id)).toEqual([id]);
    expect(readdirSync(store.dir).sort()).toEqual([`${id}.json`, `${id}.review.json`]);
    store.remove(id);
    expect(readdirSync(store.dir)).toEqual([]);
  });

  it('a corrupt, foreign or stale review is dropped (read as none, so it is computed again) and never breaks the game beside it', () => {
    const store = new PastGamesStore(tempDir());
    const id = store.add(record, seats, won);
    const file = join(store.dir, `${id}.review.json`);
    const text = JSON.stringify(review(true));
    for (const bad of [
      text.slice(0, text.length / 2), // cut short
      '{"hello":1}',
      JSON.stringify({ ...review(true), moves: 9 }), // another game's (or this id's earlier game's)
      JSON.stringify({ ...review(true), decisions: [decision(3), decision(1)] }), // out of order
      JSON.stringify({ ...review(true), decisions: [decision(1, 'awful' as 'best')] }),
      '\u0000\u0001',
    ]) {
      writeFileSync(file, bad);
      expect(store.readReview(id)).toBeNull();
      expect(store.list().map((r) => r.id)).toEqual([id]);
      expect(store.read(id)?.actions).toEqual(record.actions);
    }
    // Computed again: the new one replaces the bad file.
    expect(store.keepReview(id, review(false))).toBe(true);
    expect(store.readReview(id)).toEqual(review(false));
  });

  it('refuses what is not a review of that kept game, writing nothing', () => {
    const store = new PastGamesStore(tempDir());
    const id = store.add(record, seats, won);
    expect(store.keepReview(id, { hello: 1 })).toBe(false);
    expect(store.keepReview(id, { ...review(true), moves: 3 })).toBe(false);
    expect(store.keepReview('gone', review(true))).toBe(false);
    expect(() => store.keepReview('../x', review(true))).toThrow(/not a past-game id/);
    expect(readdirSync(store.dir)).toEqual([`${id}.json`]);
  });

  it('the process killed while writing (before the rename) leaves the review as it was: the part-way one resumes', () => {
    const d = tempDir();
    const { fs, kill } = killableDisk();
    const store = new PastGamesStore(d, undefined, fs);
    const id = store.add(record, seats, won);
    store.keepReview(id, review(false));
    kill();
    expect(() => store.keepReview(id, review(true))).toThrow();
    // After the restart: the part-way review, from where it stopped; the game is whole.
    const again = new PastGamesStore(d);
    expect(again.readReview(id)).toEqual(review(false));
    expect(again.readReview(id)?.next).toBe(3);
    expect(again.list().map((r) => r.id)).toEqual([id]);
    expect(JSON.parse(readFileSync(join(d, `${id}.review.json`), 'utf8'))).toEqual(review(false));
  });

  it('over IPC: payloads are validated, a write that fails answers ok false', async () => {
    const store = new PastGamesStore(tempDir());
    const keeper = new GameKeeper(
      { request: () => Promise.reject(new Error('unused')), retry: () => {} },
      { sink: { save: () => {}, finished: () => {} }, newSaveId: () => 'x', push: () => {} },
    );
    const h = pastGamesHandlers({ keeper, past: store, dialogs: { savePath: async () => null, openPath: async () => null } });
    const id = store.add(record, seats, won);
    for (const bad of [undefined, 3, '../x', { id }]) {
      expect(await h[PAST_REVIEW_GET_CHANNEL]!(bad)).toBeNull();
      expect(await h[PAST_REVIEW_KEEP_CHANNEL]!(bad)).toEqual({ ok: false });
    }
    expect(await h[PAST_REVIEW_KEEP_CHANNEL]!({ id: '../x', review: review(true) })).toEqual({ ok: false });
    expect(await h[PAST_REVIEW_KEEP_CHANNEL]!({ id, review: { ...review(true), extra: 'dropped' } })).toEqual({ ok: true });
    expect(await h[PAST_REVIEW_GET_CHANNEL]!(id)).toEqual(review(true));
  });
});
