/**
 * The web build's crash recovery with a fake Worker that runs the real engine host in
 * process: the worker is killed mid-game (between requests and with one in flight), the
 * page's gameId keeps working, and the game ends exactly as an uninterrupted one does. A
 * "reloaded page" then continues a game from localStorage.
 */
import { describe, expect, it } from 'vitest';
import type { AiStepResult, GameOpenedResult, RecordResult, RequestBody, Response, StepResult, ViewReport } from '../../src-shared/contract/protocol';
import type { KeeperPush } from '../../src-shared/keeper';
import type { Transport } from '../engine/types';
import { webEngine } from './platform';
import { fakeWorkers, memoryStorage } from './testkit';
import { readPastGame } from './web-past-games';
import type { WorkerLike } from './worker-relay';

async function ok<T>(p: Promise<Response>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
  return r.result as T;
}

async function play(t: Transport, gameId: string, onMove: (m: number) => void, maxMoves = 5000): Promise<ViewReport['outcome']> {
  let outcome: ViewReport['outcome'] = null;
  for (let move = 0; outcome === null && move < maxMoves; move++) {
    onMove(move);
    const ai = await ok<AiStepResult>(t.request({ type: 'aiStep', gameId }));
    if (!ai.idle) {
      outcome = ai.outcome;
      continue;
    }
    const v = await ok<ViewReport>(t.request({ type: 'view', gameId, seat: 0 }));
    outcome = (await ok<StepResult>(t.request({ type: 'act', gameId, action: v.legal[0] as Record<string, unknown> }))).outcome;
  }
  return outcome;
}

const newZero: RequestBody = { type: 'newGame', game: 'zero', options: { seats: 2 }, seed: 99, seats: [{ kind: 'human' }, { kind: 'ai', level: 'greedy' }] };

describe('web build: keeper over a restartable worker', () => {
  it('recreates a dead worker, resumes the open game under its gameId, and loses no action', async () => {
    const calm = webEngine(fakeWorkers().spawn, memoryStorage());
    const g0 = await ok<GameOpenedResult>(calm.transport.request(newZero));
    const outcome0 = await play(calm.transport, g0.gameId, () => {});
    const rec0 = await ok<RecordResult>(calm.transport.request({ type: 'record', gameId: g0.gameId }));

    const workers = fakeWorkers();
    const storage = memoryStorage();
    // Five deaths in a row: without pauses between restarts, so the test does not wait out the back-off.
    const web = webEngine(workers.spawn, storage, { backoffMs: [0] });
    const pushes: KeeperPush[] = [];
    web.platform.onPush((p) => pushes.push(p));
    const g = await ok<GameOpenedResult>(web.transport.request(newZero));
    let kills = 0;
    const outcome = await play(web.transport, g.gameId, (m) => {
      if (m % 4 !== 2 || kills >= 5) return;
      kills++;
      if (kills % 2) workers.kill();
      else setTimeout(workers.kill); // while a request is in flight
    });
    const rec = await ok<RecordResult>(web.transport.request({ type: 'record', gameId: g.gameId }));
    expect(kills).toBe(5);
    expect(workers.count()).toBe(6);
    expect(g.gameId).toBe(g0.gameId);
    expect(rec.record).toEqual(rec0.record);
    expect(outcome).toEqual(outcome0);
    expect(pushes).toHaveLength(5);
    expect(pushes.every((p) => p.push === 'hostRestarted' && p.resumed?.includes(g.gameId))).toBe(true);
    // Finished: nothing left to continue.
    expect((await web.platform.list()).saves).toEqual([]);
  });

  it('continues a game from storage after a reload, and sets aside entries it cannot use', async () => {
    const storage = memoryStorage();
    const first = webEngine(fakeWorkers().spawn, storage);
    const g = await ok<GameOpenedResult>(first.transport.request(newZero));
    await play(first.transport, g.gameId, () => {}, 3);
    const before = await ok<RecordResult>(first.transport.request({ type: 'record', gameId: g.gameId }));
    first.transport.dispose();
    storage.setItem('pipfall.save.broken', '{"record": {"format": "pipf');

    const reloaded = webEngine(fakeWorkers().spawn, storage);
    const listed = await reloaded.platform.list();
    expect(listed.saves).toHaveLength(1);
    expect(listed.saves[0]).toMatchObject({ game: 'zero', moves: before.record.actions.length });
    expect(listed.problems).toHaveLength(1);
    expect([...storage.map.keys()].some((k) => k.startsWith('pipfall.corrupt.broken'))).toBe(true);
    const opened = await ok<GameOpenedResult>(reloaded.platform.continue(listed.saves[0]!.saveId));
    const after = await ok<RecordResult>(reloaded.transport.request({ type: 'record', gameId: opened.gameId }));
    expect(after.record).toEqual(before.record);
    // Moves made now go on into the same save.
    await play(reloaded.transport, opened.gameId, () => {}, 2);
    expect((await reloaded.platform.list()).saves.map((s) => s.saveId)).toEqual([listed.saves[0]!.saveId]);

    // A record the engine refuses: answered with its error and set aside.
    const entry = JSON.parse(storage.getItem(`pipfall.save.${listed.saves[0]!.saveId}`)!);
    entry.record.actions.push({ seat: 0, type: 'nonsense' });
    storage.setItem('pipfall.save.bad', JSON.stringify(entry));
    expect(await reloaded.platform.continue('bad')).toMatchObject({ ok: false });
    expect(storage.getItem('pipfall.save.bad')).toBeNull();
  });

  it('the list asks the engine: a record it refuses is set aside, a finished game is not offered but moved to Past games (a game end cut short, issue 51)', async () => {
    const storage = memoryStorage();
    const first = webEngine(fakeWorkers().spawn, storage);
    const g = await ok<GameOpenedResult>(first.transport.request(newZero));
    await play(first.transport, g.gameId, () => {}, 3);
    const good = JSON.parse(storage.getItem(`pipfall.save.${storedIds(storage)[0]!}`)!);
    first.transport.dispose();
    storage.setItem('pipfall.save.refused', JSON.stringify({ ...good, record: { ...good.record, actions: [...good.record.actions, { seat: 0, type: 'nonsense' }] } }));
    const done = {
      ...newZero,
      type: 'newGame' as const,
      seats: [
        { kind: 'ai' as const, level: 'greedy' },
        { kind: 'ai' as const, level: 'greedy' },
      ],
    };
    const ended = webEngine(fakeWorkers().spawn, memoryStorage());
    const e = await ok<GameOpenedResult>(ended.transport.request(done));
    await play(ended.transport, e.gameId, () => {});
    const finished = await ok<RecordResult>(ended.transport.request({ type: 'record', gameId: e.gameId }));
    storage.setItem('pipfall.save.finished', JSON.stringify({ record: finished.record, seats: done.seats, savedAt: '2030-01-01T00:00:00.000Z' }));

    const web = webEngine(fakeWorkers().spawn, storage);
    const listed = await web.platform.list();
    expect(listed.saves.map((s) => s.saveId)).toEqual(storedIds(storage));
    expect(listed.problems).toEqual([{ kind: 'setAside', message: expect.stringMatching(/\(refused\) could not be opened: the game in it cannot be replayed/) }]);
    expect(storage.getItem('pipfall.save.refused')).toBeNull();
    // Not offered: kept in Past games with its whole record, and its save removed.
    expect(storage.getItem('pipfall.save.finished')).toBeNull();
    expect(readPastGame(storage, 'finished')).toMatchObject({ actions: finished.record.actions, seats: done.seats, outcome: { reason: expect.any(String) } });
    // A save a crash left after its game was kept (a prefix of the past game's record) is removed too.
    storage.setItem(
      'pipfall.save.finished',
      JSON.stringify({ record: { ...finished.record, actions: finished.record.actions.slice(0, 5) }, seats: done.seats, savedAt: '2030-01-01T00:00:00.000Z' }),
    );
    expect((await web.platform.list()).saves.map((s) => s.saveId)).toEqual(storedIds(storage).filter((id) => id !== 'finished'));
    expect(storage.getItem('pipfall.save.finished')).toBeNull();
  });

  it('an engine that cannot judge (given up, or answering ERR_NOT_READY) leaves every stored game listed, and Continue sets none aside', async () => {
    const storage = memoryStorage();
    const first = webEngine(fakeWorkers().spawn, storage);
    const g = await ok<GameOpenedResult>(first.transport.request(newZero));
    await play(first.transport, g.gameId, () => {}, 3);
    first.transport.dispose();
    const ids = storedIds(storage);

    // Workers that die at their first message: the relay gives up, the keeper answers ERR_ENGINE_DOWN.
    const dying = (): WorkerLike => {
      const w: WorkerLike = {
        postMessage: () => setTimeout(() => w.onerror?.({ message: 'no memory' } as ErrorEvent)),
        terminate: () => {},
        onmessage: null,
        onerror: null,
        onmessageerror: null,
      };
      return w;
    };
    const down = webEngine(dying, storage, { maxRestarts: 1, backoffMs: [0] });
    await down.transport.request({ type: 'hello' });
    expect((await down.platform.list()).saves.map((s) => s.saveId)).toEqual(ids);
    expect(await down.platform.continue(ids[0]!)).toMatchObject({ ok: false, error: 'ERR_ENGINE_DOWN' });

    // A worker whose engine is not whole (toss's physics did not load) answers every record ERR_NOT_READY.
    const notReady = (): WorkerLike => {
      const w: WorkerLike = {
        postMessage: (m) =>
          setTimeout(() => w.onmessage?.({ data: { id: (m as { id: number }).id, ok: false, error: 'ERR_NOT_READY', message: 'the physics did not start' } } as MessageEvent)),
        terminate: () => {},
        onmessage: null,
        onerror: null,
        onmessageerror: null,
      };
      return w;
    };
    const broken = webEngine(notReady, storage);
    expect((await broken.platform.list()).saves.map((s) => s.saveId)).toEqual(ids);
    expect(await broken.platform.continue(ids[0]!)).toMatchObject({ ok: false, error: 'ERR_NOT_READY' });
    expect(storedIds(storage)).toEqual(ids);
    expect([...storage.map.keys()].filter((k) => k.startsWith('pipfall.corrupt.'))).toEqual([]);
  });
});

/** The save ids in `storage`. */
function storedIds(storage: ReturnType<typeof memoryStorage>): string[] {
  return [...storage.map.keys()].filter((k) => k.startsWith('pipfall.save.')).map((k) => k.slice('pipfall.save.'.length));
}
