/**
 * The keeper over an engine that dies (issue 51, item 7: mutation testing could delete the
 * recovery paths unnoticed): a move the engine died on is applied once after the restart; a
 * second death during the resume waits for the next engine; an engine given up answers in words
 * until Retry; a game the fresh engine refuses is reported, kept under Continue and answered for.
 */
import { describe, expect, it } from 'vitest';
import type { GameOpenedResult, RecordResult, Response, StepResult, ViewReport } from './contract/protocol';
import { humanVsAi, keeperOverRelay, ok, turns } from './keeper-testkit';

const newZero = { type: 'newGame', game: 'zero', options: { seats: 2 }, seed: 8, seats: humanVsAi } as const;

/** Seat 0's first legal action now. */
async function firstLegal(k: ReturnType<typeof keeperOverRelay>, gameId: string): Promise<Record<string, unknown>> {
  return (await ok<ViewReport>(k.keeper.request({ type: 'view', gameId, seat: 0 }))).legal[0] as Record<string, unknown>;
}

describe('keeper: an engine that dies mid-move', () => {
  it('the move it died on is applied once by the fresh engine, under the same game, and the page hears the game was resumed', async () => {
    const k = keeperOverRelay();
    const g = await ok<GameOpenedResult>(k.keeper.request(newZero));
    const action = await firstLegal(k, g.gameId);
    k.next({ dieOnce: 'act' });
    const move = k.keeper.request({ type: 'act', gameId: g.gameId, action });
    await turns();
    // The move waits for the restart; nothing is lost meanwhile.
    expect(k.restartsWaiting()).toBe(1);
    expect(k.pushes).toEqual([]);
    k.restart();
    const r = await ok<StepResult>(move);
    expect(r.moves).toBe(1);
    const { record } = await ok<RecordResult>(k.keeper.request({ type: 'record', gameId: g.gameId }));
    expect(record.actions).toHaveLength(1);
    expect(k.disk.get('s1')!.actions).toEqual(record.actions);
    expect(k.pushes).toEqual([{ push: 'hostRestarted', reason: 'the engine stopped (killed)', resumed: [g.gameId], lost: [] }]);
  });

  it('a second death during the resume: the move waits for the next engine and is applied once; the page hears once, when all is resumed', async () => {
    const k = keeperOverRelay();
    const a = await ok<GameOpenedResult>(k.keeper.request(newZero));
    const b = await ok<GameOpenedResult>(k.keeper.request({ ...newZero, seed: 9 }));
    const action = await firstLegal(k, a.gameId);
    k.next({ dieOnce: 'act' });
    const move = k.keeper.request({ type: 'act', gameId: a.gameId, action });
    await turns();
    // The fresh engine is resuming the first game when it dies too.
    k.next({ dieOnce: 'resume' });
    k.restart();
    await turns();
    expect(k.received.at(-1)).toEqual(['resume']);
    expect(k.pushes).toEqual([]);
    k.restart();
    expect((await ok<StepResult>(move)).moves).toBe(1);
    expect(k.received.at(-1)!.filter((t) => t === 'resume')).toHaveLength(2);
    expect(k.pushes).toEqual([{ push: 'hostRestarted', reason: 'the engine stopped (killed)', resumed: [a.gameId, b.gameId], lost: [] }]);
    expect((await ok<RecordResult>(k.keeper.request({ type: 'record', gameId: a.gameId }))).record.actions).toHaveLength(1);
    expect((await ok<RecordResult>(k.keeper.request({ type: 'record', gameId: b.gameId }))).record.actions).toHaveLength(0);
  });

  it('a game closed while the engine was down is not resumed, and the page is not told it was', async () => {
    const k = keeperOverRelay();
    const a = await ok<GameOpenedResult>(k.keeper.request(newZero));
    const b = await ok<GameOpenedResult>(k.keeper.request({ ...newZero, seed: 9 }));
    k.crash();
    await turns();
    const closing = k.keeper.request({ type: 'close', gameId: b.gameId });
    k.restart();
    await closing;
    await ok(k.keeper.request({ type: 'view', gameId: a.gameId, seat: 0 }));
    expect(k.pushes).toEqual([{ push: 'hostRestarted', reason: 'the engine stopped (killed)', resumed: [a.gameId], lost: [] }]);
    expect(k.received.at(-1)!.filter((t) => t === 'resume')).toHaveLength(1);
  });

  it('a game closed while the fresh engine resumes the others is not resumed after, nor reported resumed', async () => {
    const k = keeperOverRelay();
    const a = await ok<GameOpenedResult>(k.keeper.request(newZero));
    const b = await ok<GameOpenedResult>(k.keeper.request({ ...newZero, seed: 9 }));
    k.crash();
    await turns();
    k.restart();
    // The resume of the first game is out: the second table closes now.
    const closing = k.keeper.request({ type: 'close', gameId: b.gameId });
    await closing;
    expect(k.received.at(-1)!.filter((t) => t === 'resume')).toHaveLength(1);
    expect(k.pushes).toEqual([{ push: 'hostRestarted', reason: 'the engine stopped (killed)', resumed: [a.gameId], lost: [] }]);
  });

  it.each(['hint', 'act', 'newGame'])('a %s the engine dies on every time is answered ERR_HOST after 25 resends, not waited on for ever', async (type) => {
    const k = keeperOverRelay({ maxRestarts: 100 });
    const g = await ok<GameOpenedResult>(k.keeper.request(newZero));
    const action = await firstLegal(k, g.gameId);
    k.next({ dieOn: type });
    const request =
      type === 'hint'
        ? k.keeper.request({ type: 'hint', gameId: g.gameId, seat: 0 })
        : type === 'act'
          ? k.keeper.request({ type: 'act', gameId: g.gameId, action })
          : k.keeper.request({ ...newZero, seed: 9 });
    let answer: Response | null = null;
    void request.then((r) => (answer = r));
    for (let i = 0; i < 1000 && answer === null; i++) {
      await turns(1);
      k.restart();
    }
    expect(answer).toMatchObject({ ok: false, error: 'ERR_HOST' });
    expect(k.received.flat().filter((t) => t === type)).toHaveLength(type === 'newGame' ? 27 : 26);
    // The game itself is intact, without the move that never went through, and nothing else was opened.
    k.next({});
    k.restart();
    expect((await ok<RecordResult>(k.keeper.request({ type: 'record', gameId: g.gameId }))).record.actions).toHaveLength(0);
    expect(k.keeper.all().map((x) => x.gameId)).toEqual([g.gameId]);
    expect([...k.disk.keys()]).toEqual(['s1']);
  });

  it('the engine dies while a new game opens: the game is opened once, with one save', async () => {
    const k = keeperOverRelay();
    k.next({ dieOnce: 'newGame' });
    const opening = k.keeper.request(newZero);
    await turns();
    k.restart();
    const g = await ok<GameOpenedResult>(opening);
    expect(k.keeper.all().map((x) => x.gameId)).toEqual([g.gameId]);
    expect([...k.disk.keys()]).toEqual(['s1']);
    expect(k.received).toEqual([['newGame'], ['newGame']]);
  });

  it('an engine error that is not a death is passed on at once: the request is sent once', async () => {
    const k = keeperOverRelay();
    const g = await ok<GameOpenedResult>(k.keeper.request(newZero));
    k.next({ failOn: 'hint' });
    expect(await k.keeper.request({ type: 'hint', gameId: g.gameId, seat: 0 })).toMatchObject({ ok: false, error: 'ERR_HOST', message: 'a rule threw' });
    expect(k.received.flat().filter((t) => t === 'hint')).toHaveLength(1);
  });

  it('a stored record the engine dies on is judged once per look, never sent again (the saves list shows it unjudged)', async () => {
    const k = keeperOverRelay();
    await ok(k.keeper.request(newZero));
    k.next({ dieOn: 'checkRecord' });
    const judged = k.keeper.request({ type: 'checkRecord', record: { poison: true } });
    await turns();
    k.restart();
    expect(await judged).toMatchObject({ ok: false, error: 'ERR_HOST' });
    expect(k.received.flat().filter((t) => t === 'checkRecord')).toHaveLength(1);
  });
});

describe('keeper: an engine given up', () => {
  it('answers every request at once in words that say to choose Retry; Retry starts an engine and the game plays on where it was', async () => {
    const k = keeperOverRelay({ maxRestarts: 0 });
    const g = await ok<GameOpenedResult>(k.keeper.request(newZero));
    const action = await firstLegal(k, g.gameId);
    await ok<StepResult>(k.keeper.request({ type: 'act', gameId: g.gameId, action }));
    k.next({ dieOnce: 'view' });
    const view = k.keeper.request({ type: 'view', gameId: g.gameId, seat: 0 });
    const down = { ok: false, error: 'ERR_ENGINE_DOWN', message: 'the game engine keeps stopping and was not restarted (the engine stopped (killed)); choose Retry' };
    expect(await view).toMatchObject(down);
    expect(k.pushes).toEqual([{ push: 'engineDown', reason: 'the engine stopped (killed)' }]);
    expect(await k.keeper.request({ type: 'view', gameId: g.gameId, seat: 0 })).toMatchObject(down);
    expect(await k.keeper.request(newZero)).toMatchObject(down);
    expect(k.restartsWaiting()).toBe(0);
    k.keeper.retry();
    await ok<ViewReport>(k.keeper.request({ type: 'view', gameId: g.gameId, seat: 0 }));
    expect(k.pushes.at(-1)).toEqual({ push: 'hostRestarted', reason: 'the engine stopped (killed)', resumed: [g.gameId], lost: [] });
    expect((await ok<RecordResult>(k.keeper.request({ type: 'record', gameId: g.gameId }))).record.actions).toHaveLength(1);
  });

  it('Retry with two games open: a request for the second waits until it is resumed too', async () => {
    const k = keeperOverRelay({ maxRestarts: 0 });
    await ok<GameOpenedResult>(k.keeper.request(newZero));
    const b = await ok<GameOpenedResult>(k.keeper.request({ ...newZero, seed: 9 }));
    k.crash();
    await turns();
    k.keeper.retry();
    expect((await ok<ViewReport>(k.keeper.request({ type: 'view', gameId: b.gameId, seat: 0 }))).legal.length).toBeGreaterThan(0);
  });

  it('a table closed while the engine is given up is forgotten at once, so its save can be continued after Retry', async () => {
    const k = keeperOverRelay({ maxRestarts: 0 });
    const g = await ok<GameOpenedResult>(k.keeper.request(newZero));
    k.crash();
    await turns();
    expect(await k.keeper.request({ type: 'close', gameId: g.gameId })).toMatchObject({ ok: false, error: 'ERR_ENGINE_DOWN' });
    k.keeper.retry();
    const again = await ok<GameOpenedResult>(k.keeper.resumeSave('s1', k.disk.get('s1'), humanVsAi));
    expect(again.moves).toBe(0);
    expect(k.keeper.kept(again.gameId)?.saveId).toBe('s1');
  });
});

describe('keeper: a game the fresh engine cannot reopen', () => {
  it('is reported lost with the engine’s words, answers ERR_GAME_LOST, keeps its save, and can be closed and continued; the other game plays on', async () => {
    const k = keeperOverRelay();
    const a = await ok<GameOpenedResult>(k.keeper.request(newZero));
    await ok(k.keeper.request({ type: 'act', gameId: a.gameId, action: await firstLegal(k, a.gameId) }));
    k.next({ refuseResume: 'this engine cannot read that record' });
    k.crash();
    await turns();
    k.restart();
    const lostView = await k.keeper.request({ type: 'view', gameId: a.gameId, seat: 0 });
    expect(lostView).toMatchObject({
      ok: false,
      error: 'ERR_GAME_LOST',
      message: 'this game could not be reopened after the engine restarted (this engine cannot read that record); it is kept under Continue',
    });
    expect(k.pushes).toEqual([
      { push: 'hostRestarted', reason: 'the engine stopped (killed)', resumed: [], lost: [{ gameId: a.gameId, saveId: 's1', message: 'this engine cannot read that record' }] },
    ]);
    expect(k.disk.get('s1')!.actions).toHaveLength(1);
    expect(k.keeper.kept(a.gameId)).toBeUndefined();
    // A new game in the fresh engine plays; closing the lost table lets its save be continued.
    k.next({});
    const b = await ok<GameOpenedResult>(k.keeper.request({ ...newZero, seed: 9 }));
    expect(k.keeper.kept(b.gameId)?.saveId).toBe('s2');
    await k.keeper.request({ type: 'close', gameId: a.gameId });
    const again = await ok<GameOpenedResult>(k.keeper.resumeSave('s1', k.disk.get('s1'), humanVsAi));
    expect(again.moves).toBe(1);
  });
});
