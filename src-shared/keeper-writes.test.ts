/**
 * The keeper's write paths, each pinned (issue 51, item 7: mutation testing could delete them
 * unnoticed): a save that succeeds writes the others that failed at once, without a timer; an
 * answer that overtakes an earlier one of the same game takes the engine's whole record; a
 * game's end writes the past game before removing the save, and only once it is written.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHost } from '../src-engine/host/host';
import type { AiStepResult, GameOpenedResult, RecordResult, RequestBody, Response, SeatKind, ViewReport } from './contract/protocol';
import { GameKeeper, type KeeperPush, type KeptGame } from './keeper';
import { ok, turns } from './keeper-testkit';

const solo: SeatKind[] = [{ kind: 'ai', level: 'random' }];

/**
 * A keeper over an in-process engine (answering without a timer) and a sink that records every
 * call and fails for saves listed in `failing`. `retrySavesMs`: the retry timer's pause; by
 * default an hour, so what is written again is written because a write succeeded ('default':
 * the keeper's own pause).
 */
function keeperOver(opts: { transport?: (host: ReturnType<typeof createHost>) => (body: RequestBody) => Promise<Response>; retrySavesMs?: number | 'default' } = {}) {
  const { transport, retrySavesMs = 3_600_000 } = opts;
  const host = createHost(() => {}, { nextSeed: () => 5 });
  let id = 0;
  const calls: string[] = [];
  const failing = new Set<string>();
  const pushes: KeeperPush[] = [];
  const note = (what: string, g: KeptGame): void => {
    calls.push(`${what} ${g.saveId} ${g.record.actions.length}`);
    if (failing.has(g.saveId)) throw Object.assign(new Error('ENOSPC'), { code: 'ENOSPC', reason: 'the disk is full' });
  };
  let n = 0;
  const keeper = new GameKeeper(
    { request: transport ? transport(host) : (body) => host.handle({ ...body, id: ++id }), retry: () => {} },
    {
      sink: { save: (g) => note('save', g), finished: (g) => note('finished', g), ended: (g) => note('ended', g) },
      newSaveId: () => `s${++n}`,
      push: (p) => pushes.push(p),
      ...(retrySavesMs === 'default' ? {} : { retrySavesMs }),
    },
  );
  return { keeper, calls, failing, pushes };
}

describe('keeper: write paths', () => {
  it('a save that succeeds writes the saves that failed at once (the disk has room again), without waiting for the timer', async () => {
    const { keeper, calls, failing, pushes } = keeperOver();
    const a = await ok<GameOpenedResult>(keeper.request({ type: 'newGame', game: 'zero', options: {}, seed: 1, seats: solo }));
    const b = await ok<GameOpenedResult>(keeper.request({ type: 'newGame', game: 'zero', options: {}, seed: 2, seats: solo }));
    failing.add('s1');
    await ok(keeper.request({ type: 'aiStep', gameId: a.gameId }));
    expect(pushes.filter((p) => p.push === 'saveFailed')).toHaveLength(1);
    failing.delete('s1');
    calls.length = 0;
    await ok(keeper.request({ type: 'aiStep', gameId: b.gameId }));
    await turns();
    expect(calls).toEqual(['save s2 1', 'save s1 1']);
    expect(pushes.at(-1)).toEqual({ push: 'saveRestored', gameId: a.gameId, saveId: 's1' });
    // A retry that fails again is not news: the page heard of it once.
    failing.add('s1');
    failing.add('s2');
    await ok(keeper.request({ type: 'aiStep', gameId: a.gameId }));
    await keeper.retryFailedSaves();
    expect(pushes.filter((p) => p.push === 'saveFailed').map((p) => (p as { saveId: string }).saveId)).toEqual(['s1', 's1']);
    keeper.dispose();
  });

  it('an answer that overtakes an earlier one of the same game: the engine is asked for the whole record, and nothing is lost or doubled', async () => {
    // The first answer of two steps sent at once arrives after the second.
    let held: (() => void) | null = null;
    const records: number[] = [];
    const { keeper, calls } = keeperOver({
      transport: (host) => {
        let id = 0;
        let steps = 0;
        return async (body) => {
          if (body.type === 'record') records.push(steps);
          const r = await host.handle({ ...body, id: ++id });
          if (body.type === 'act' && ++steps === 1) await new Promise<void>((go) => (held = go));
          return r;
        };
      },
    });
    // Two seats at one screen program at the same time: two steps of one game, both legal in either order.
    const g = await ok<GameOpenedResult>(keeper.request({ type: 'newGame', game: 'zero', options: {}, seed: 3, seats: [{ kind: 'human' }, { kind: 'human' }] }));
    const legal = async (seat: number) => (await ok<ViewReport>(keeper.request({ type: 'view', gameId: g.gameId, seat }))).legal[0] as Record<string, unknown>;
    const [p0, p1] = [await legal(0), await legal(1)];
    const first = keeper.request({ type: 'act', gameId: g.gameId, action: p0 });
    await ok(keeper.request({ type: 'act', gameId: g.gameId, action: p1 }));
    held!();
    await ok(first);
    // One round trip for the whole record, when the second answer came first; none for the late first one.
    expect(records).toEqual([2]);
    const engine = await ok<RecordResult>(keeper.request({ type: 'record', gameId: g.gameId }));
    expect(engine.record.actions).toHaveLength(2);
    expect(keeper.kept(g.gameId)!.record).toEqual(engine.record);
    expect(calls.at(-1)).toBe('save s1 2');
  });

  it("a game's end: the past game first, the save removed only once it is written; a failure keeps the whole game in the save", async () => {
    const { keeper, calls, failing, pushes } = keeperOver();
    const g = await ok<GameOpenedResult>(keeper.request({ type: 'newGame', game: 'zero', options: {}, seed: 4, seats: solo }));
    failing.add('s1');
    let steps = 0;
    for (;;) {
      steps++;
      if ((await ok<AiStepResult>(keeper.request({ type: 'aiStep', gameId: g.gameId }))).outcome) break;
      if (steps === 1) failing.delete('s1');
    }
    // The first step's save failed and was written again by the second's success; the end: the past game, then the save removed.
    expect(calls.slice(0, 3)).toEqual(['save s1 0', 'save s1 1', 'save s1 2']);
    expect(calls.slice(-2)).toEqual([`ended s1 ${steps}`, `finished s1 ${steps}`]);
    // End on a full disk: the ended write fails, the save then tries to keep the whole game, nothing is removed.
    const g2 = await ok<GameOpenedResult>(keeper.request({ type: 'newGame', game: 'zero', options: {}, seed: 4, seats: solo }));
    for (let i = 1; i < steps; i++) await ok(keeper.request({ type: 'aiStep', gameId: g2.gameId }));
    failing.add('s2');
    calls.length = 0;
    expect((await ok<AiStepResult>(keeper.request({ type: 'aiStep', gameId: g2.gameId }))).outcome).not.toBeNull();
    expect(calls).toEqual([`ended s2 ${steps}`, `save s2 ${steps}`]);
    expect(pushes.at(-1)).toMatchObject({ push: 'saveFailed', saveId: 's2', code: 'ENOSPC' });
    // Room again: the retry writes the past game, then removes the save, and the page hears it.
    failing.delete('s2');
    calls.length = 0;
    await keeper.retryFailedSaves();
    expect(calls).toEqual([`ended s2 ${steps}`, `finished s2 ${steps}`]);
    expect(pushes.at(-1)).toEqual({ push: 'saveRestored', gameId: g2.gameId, saveId: 's2' });
  });
});

describe('keeper: a closed game whose save keeps failing', () => {
  it('continued while a retry of its save is under way: only the continued game is written and told about', async () => {
    const { keeper, calls, failing, pushes } = keeperOver();
    const a = await ok<GameOpenedResult>(keeper.request({ type: 'newGame', game: 'zero', options: {}, seed: 1, seats: solo }));
    failing.add('s1');
    await ok(keeper.request({ type: 'aiStep', gameId: a.gameId }));
    await ok(keeper.request({ type: 'close', gameId: a.gameId }));
    pushes.length = 0;
    calls.length = 0;
    // The retry and the Continue come together (a slow disk): the retry of the closed game is dropped.
    const retried = keeper.retryFailedSaves();
    const again = await ok<GameOpenedResult>(keeper.resumeSave('s1', null, solo));
    await retried;
    expect(again.moves).toBe(1);
    expect(calls).toEqual(['save s1 1']);
    expect(pushes).toEqual([{ push: 'saveFailed', gameId: again.gameId, saveId: 's1', reason: 'the disk is full', code: 'ENOSPC' }]);
  });
});

describe('keeper: the retry timer', () => {
  afterEach(() => void vi.useRealTimers());
  const newGame = (seed: number) => ({ type: 'newGame', game: 'zero', options: {}, seed, seats: solo }) as const;

  it('a failed save is written again 5 s later on its own, with no move needed, and the page hears nothing is missing', async () => {
    vi.useFakeTimers();
    const { keeper, calls, failing, pushes } = keeperOver({ retrySavesMs: 'default' });
    const a = await ok<GameOpenedResult>(keeper.request(newGame(1)));
    failing.add('s1');
    await ok(keeper.request({ type: 'aiStep', gameId: a.gameId }));
    expect(pushes).toEqual([{ push: 'saveFailed', gameId: a.gameId, saveId: 's1', reason: 'the disk is full', code: 'ENOSPC' }]);
    failing.delete('s1');
    calls.length = 0;
    await vi.advanceTimersByTimeAsync(4999);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['save s1 1']);
    expect(pushes.at(-1)).toEqual({ push: 'saveRestored', gameId: a.gameId, saveId: 's1' });
    // Nothing is left to write: no timer stays behind.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a retry that fails again is tried again after each pause, without telling the page again, until the disk has room', async () => {
    vi.useFakeTimers();
    const { keeper, calls, failing, pushes } = keeperOver({ retrySavesMs: 1000 });
    const a = await ok<GameOpenedResult>(keeper.request(newGame(1)));
    failing.add('s1');
    await ok(keeper.request({ type: 'aiStep', gameId: a.gameId }));
    calls.length = 0;
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual(['save s1 1', 'save s1 1']);
    expect(pushes.map((p) => p.push)).toEqual(['saveFailed']);
    failing.delete('s1');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual(['save s1 1', 'save s1 1', 'save s1 1']);
    expect(pushes.map((p) => p.push)).toEqual(['saveFailed', 'saveRestored']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(3);
  });

  it('saves that fail together are each tried once a pause (one timer for all, not one per failure)', async () => {
    vi.useFakeTimers();
    const { keeper, calls, failing } = keeperOver({ retrySavesMs: 1000 });
    const a = await ok<GameOpenedResult>(keeper.request(newGame(1)));
    const b = await ok<GameOpenedResult>(keeper.request(newGame(2)));
    failing.add('s1');
    failing.add('s2');
    await ok(keeper.request({ type: 'aiStep', gameId: a.gameId }));
    await vi.advanceTimersByTimeAsync(500);
    await ok(keeper.request({ type: 'aiStep', gameId: b.gameId }));
    calls.length = 0;
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.sort()).toEqual(['save s1 1', 'save s2 1']);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(2);
    // One of them fits now: it is written, and the other is tried once more, not again at once.
    failing.delete('s1');
    calls.length = 0;
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.sort()).toEqual(['save s1 1', 'save s2 1']);
  });

  it('once the app quits (dispose), a failed save is not tried again behind its back', async () => {
    vi.useFakeTimers();
    const { keeper, calls, failing } = keeperOver({ retrySavesMs: 1000 });
    const a = await ok<GameOpenedResult>(keeper.request(newGame(1)));
    failing.add('s1');
    await ok(keeper.request({ type: 'aiStep', gameId: a.gameId }));
    calls.length = 0;
    keeper.dispose();
    failing.delete('s1');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toEqual([]);
  });

  it('a save that succeeds and writes a failed one again restarts its pause: it is tried once a pause, counted from its last try', async () => {
    vi.useFakeTimers();
    const { keeper, calls, failing } = keeperOver({ retrySavesMs: 1000 });
    const a = await ok<GameOpenedResult>(keeper.request(newGame(1)));
    const b = await ok<GameOpenedResult>(keeper.request(newGame(2)));
    failing.add('s1');
    await ok(keeper.request({ type: 'aiStep', gameId: a.gameId }));
    await vi.advanceTimersByTimeAsync(500);
    calls.length = 0;
    await ok(keeper.request({ type: 'aiStep', gameId: b.gameId }));
    expect(calls).toEqual(['save s2 1', 'save s1 1']);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['save s2 1', 'save s1 1', 'save s1 1']);
  });

  it('in the browser, where a timer is a number, a failed save is still tried again', async () => {
    const { keeper, calls, failing, pushes } = keeperOver({ retrySavesMs: 1000 });
    const a = await ok<GameOpenedResult>(keeper.request(newGame(1)));
    const timers: (() => void)[] = [];
    vi.stubGlobal('setTimeout', (f: () => void) => timers.push(f));
    try {
      failing.add('s1');
      await ok(keeper.request({ type: 'aiStep', gameId: a.gameId }));
      expect(timers).toHaveLength(1);
      failing.delete('s1');
      timers[0]!();
    } finally {
      vi.unstubAllGlobals();
    }
    await turns();
    expect(calls.at(-1)).toBe('save s1 1');
    expect(pushes.map((p) => p.push)).toEqual(['saveFailed', 'saveRestored']);
  });
});
