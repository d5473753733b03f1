import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRecord } from '../src-shared/contract/record';
import { createHost } from '../src-engine/host/host';
import type { AiStepResult, GameOpenedResult, ReplayOpened, Response } from '../src-shared/contract/protocol';
import { GameKeeper } from '../src-shared/keeper';
import { nodeAtomicFs, type AtomicFs } from './atomic';
import { killableDisk } from './testkit';
import { PastGamesStore } from './past-games';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'pipfall-past-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const record: GameRecord = { format: 'pipfall-record', version: 1, game: 'zero', options: { seats: 1 }, seed: 4, actions: [] };
const seats = [{ kind: 'human' as const }];

/** A clock that moves a minute per call. */
function clock(): () => Date {
  let t = Date.UTC(2026, 11, 1, 9, 0);
  return () => new Date((t += 60_000));
}

describe('past games folder', () => {
  it('keeps the last 50 finished games: the 51st drops the oldest, and so on', () => {
    const store = new PastGamesStore(tempDir(), clock());
    const ids: string[] = [];
    for (let i = 0; i < 53; i++) ids.push(store.add({ ...record, seed: i }, seats, { winners: [0], reason: 'cleared', scores: [i] }));
    const listed = store.list();
    expect(listed).toHaveLength(50);
    expect(listed.map((r) => r.id)).toEqual(ids.slice(3).reverse());
    expect(listed[0]!.outcome.scores).toEqual([52]);
    for (const gone of ids.slice(0, 3)) expect(store.read(gone)).toBeNull();
    // Each file is a plain record the CLI can replay, plus seats and how it ended.
    const f = JSON.parse(readFileSync(join(store.dir, `${ids[10]}.json`), 'utf8')) as Record<string, unknown>;
    expect(f).toMatchObject({ format: 'pipfall-record', game: 'zero', seed: 10, seats, outcome: { winners: [0] } });
  });

  it('deletes a row on request, skips files that are not past games, and refuses ids that are paths', () => {
    const store = new PastGamesStore(tempDir(), clock());
    const a = store.add(record, seats, { winners: [], reason: 'timer' });
    const b = store.add(record, seats, { winners: [0], reason: 'cleared' });
    writeFileSync(join(store.dir, 'notes.json'), '{"hello":1}');
    writeFileSync(join(store.dir, 'cut.json'), '{"format":"pipfall-rec');
    store.remove(a);
    expect(store.list().map((r) => r.id)).toEqual([b]);
    expect(() => store.remove('../x')).toThrow(/not a past-game id/);
    expect(readdirSync(store.dir).sort()).toEqual([`${b}.json`, 'cut.json', 'notes.json'].sort());
  });

  it('on a full disk the write fails with a clear reason and changes nothing (no half file, no temp file)', () => {
    const d = tempDir();
    let full = false;
    const fs: AtomicFs = {
      ...nodeAtomicFs,
      writeSync: (fd, b, o, l) => {
        if (!full) return nodeAtomicFs.writeSync(fd, b, o, l);
        if (o > 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        return nodeAtomicFs.writeSync(fd, b, o, Math.min(l, 16));
      },
    };
    const store = new PastGamesStore(d, clock(), fs, 2);
    const first = store.add(record, seats, { winners: [0], reason: 'cleared' });
    const second = store.add(record, seats, { winners: [0], reason: 'cleared' });
    const before = readdirSync(d).sort();
    full = true;
    expect(() => store.add(record, seats, { winners: [0], reason: 'cleared' })).toThrow(/the disk is full/);
    // Nothing was dropped for a game that was not kept.
    expect(readdirSync(d).sort()).toEqual(before);
    expect(store.list().map((r) => r.id)).toEqual([second, first]);
    full = false;
    const third = store.add(record, seats, { winners: [0], reason: 'cleared' });
    expect(store.list().map((r) => r.id)).toEqual([third, second]);
  });

  it('a crash between writing and renaming (the process killed) leaves the kept games as they were', () => {
    const d = tempDir();
    const { fs, kill } = killableDisk();
    const store = new PastGamesStore(d, clock(), fs);
    const kept = store.add(record, seats, { winners: [0], reason: 'cleared' });
    kill();
    expect(() => store.add(record, seats, { winners: [0], reason: 'cleared' })).toThrow();
    // The leftover is a temp file the next start-up sweeps; the list shows only whole games.
    expect(readdirSync(d).filter((n) => n.endsWith('.tmp'))).toHaveLength(1);
    expect(store.list().map((r) => r.id)).toEqual([kept]);
  });

  it('behind the keeper: a game that ends at the table lands in the folder once and replays from it', async () => {
    const store = new PastGamesStore(tempDir());
    const host = createHost(() => {}, { nextSeed: () => 1 });
    let id = 0;
    const keeper = new GameKeeper(
      { request: (body) => host.handle({ ...body, id: ++id }), retry: () => {} },
      {
        sink: { save: () => {}, finished: () => {}, ended: (g, o) => void store.add(g.record, g.seats, o) },
        newSaveId: () => 'game1',
        push: () => {},
      },
    );
    const ok = async <T>(p: Promise<Response>): Promise<T> => {
      const r = await p;
      if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
      return r.result as T;
    };
    const aiSeats = [{ kind: 'ai' as const, level: 'random' }];
    const g = await ok<GameOpenedResult>(keeper.request({ type: 'newGame', game: 'zero', options: {}, seed: 5, seats: aiSeats }));
    for (let i = 0; i < 500; i++) if ((await ok<AiStepResult>(keeper.request({ type: 'aiStep', gameId: g.gameId }))).outcome) break;
    const rows = store.list();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.moves).toBe(keeper.kept(g.gameId)!.record.actions.length);
    const f = store.read(rows[0]!.id)!;
    const replay = await ok<ReplayOpened>(keeper.request({ type: 'replayOpen', source: { record: f, seats: f.seats } }));
    expect(replay.steps).toBe(rows[0]!.moves);
    expect(replay.outcome).toEqual(rows[0]!.outcome);
  }, 60_000);
});

describe('past games IPC', () => {
  it('validates every payload: ids that are not plain names, wrong shapes and missing games are refused without touching a file', async () => {
    const { pastGamesHandlers } = await import('./past-games-ipc');
    const { PAST_DELETE_CHANNEL, PAST_EXPORT_CHANNEL, PAST_LIST_CHANNEL, PAST_OPEN_CHANNEL } = await import('../src-shared/contract/channels');
    const store = new PastGamesStore(tempDir(), clock());
    const host = createHost(() => {}, { nextSeed: () => 1 });
    let n = 0;
    const keeper = new GameKeeper(
      { request: (body) => host.handle({ ...body, id: ++n }), retry: () => {} },
      { sink: { save: () => {}, finished: () => {} }, newSaveId: () => 'x', push: () => {} },
    );
    const saved: string[] = [];
    const h = pastGamesHandlers({
      keeper,
      past: store,
      dialogs: { savePath: async (name) => (saved.push(name), join(store.dir, 'exported.json')), openPath: async () => null },
    });
    const id = store.add({ ...record, options: { seats: 1 } }, seats, { winners: [0], reason: 'cleared' });
    for (const bad of [undefined, 3, '../x', { id }, 'a/b', 'x'.repeat(200)]) {
      expect(await h[PAST_OPEN_CHANNEL]!(bad)).toMatchObject({ ok: false, error: 'ERR_MESSAGE' });
      expect(await h[PAST_DELETE_CHANNEL]!(bad)).toEqual({ ok: false });
      expect(await h[PAST_EXPORT_CHANNEL]!(bad)).toMatchObject({ ok: false, canceled: false });
    }
    expect(await h[PAST_OPEN_CHANNEL]!('missing')).toMatchObject({ ok: false, error: 'ERR_PAST_GAME' });
    expect((await h[PAST_LIST_CHANNEL]!(undefined)) as unknown[]).toHaveLength(1);
    const opened = (await h[PAST_OPEN_CHANNEL]!(id)) as Response;
    expect(opened).toMatchObject({ ok: true, result: { game: 'zero', steps: 0 } });
    // Export: a plain record file (it loads with "Load a game…"), named after the game and when it ended.
    expect(await h[PAST_EXPORT_CHANNEL]!({ id, title: 'Pip Zero' })).toMatchObject({ ok: true });
    expect(saved[0]).toMatch(/^Pip Zero 2026-12-01/);
    expect(JSON.parse(readFileSync(join(store.dir, 'exported.json'), 'utf8'))).toMatchObject({ format: 'pipfall-record', seats });
    expect(await h[PAST_DELETE_CHANNEL]!(id)).toEqual({ ok: true });
    expect(store.list()).toEqual([]);
  });
});
