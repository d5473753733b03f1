/**
 * The keeper's write paths, each pinned (issue 51, item 7: mutation testing could delete them
 * unnoticed): a save that succeeds writes the others that failed at once, without a timer; an
 * answer that overtakes an earlier one of the same game takes the engine's whole record; a
 * game's end writes the past game before removing the save, and only once it is written.
 */
import { describe, expect, it } from 'vitest';
import { createHost } from '../src-engine/host/host';
import type { AiStepResult, GameOpenedResult, RecordResult, RequestBody, Response, SeatKind, ViewReport } from './contract/protocol';
import { GameKeeper, type KeeperPush, type KeptGame } from './keeper';

const solo: SeatKind[] = [{ kind: 'ai', level: 'random' }];
const turns = (n = 5) => new Promise<void>((r) => setTimeout(r, n));

async function ok<T>(p: Promise<Response>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
  return r.result as T;
}

/** A keeper over an in-process engine and a sink that records every call and fails for saves listed in `failing`. */
function keeperOver(transport?: (host: ReturnType<typeof createHost>) => (body: RequestBody) => Promise<Response>) {
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
      // No timer in these tests: what is written again is written because a write succeeded.
      retrySavesMs: 3_600_000,
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
    const { keeper, calls } = keeperOver((host) => {
      let id = 0;
      let steps = 0;
      return async (body) => {
        const r = await host.handle({ ...body, id: ++id });
        if (body.type === 'act' && ++steps === 1) await new Promise<void>((go) => (held = go));
        return r;
      };
    });
    // Two seats at one screen program at the same time: two steps of one game, both legal in either order.
    const g = await ok<GameOpenedResult>(keeper.request({ type: 'newGame', game: 'zero', options: {}, seed: 3, seats: [{ kind: 'human' }, { kind: 'human' }] }));
    const legal = async (seat: number) => (await ok<ViewReport>(keeper.request({ type: 'view', gameId: g.gameId, seat }))).legal[0] as Record<string, unknown>;
    const [p0, p1] = [await legal(0), await legal(1)];
    const first = keeper.request({ type: 'act', gameId: g.gameId, action: p0 });
    await ok(keeper.request({ type: 'act', gameId: g.gameId, action: p1 }));
    held!();
    await ok(first);
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
