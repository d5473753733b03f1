/**
 * The game keeper over an in-process engine (the real host, answering asynchronously):
 * save ids, and what the keeper keeps per game. Crash recovery over real child processes is
 * in src-main/keeper.test.ts and the soak test.
 */
import { describe, expect, it } from 'vitest';
import { createHost } from '../src-engine/host/host';
import type { AiStepResult, GameOpenedResult, RecordResult, RequestBody, Response, SeatKind, StepResult, ViewReport } from './contract/protocol';
import { GameKeeper, type KeeperPush, type KeptGame } from './keeper';
import { ok } from './keeper-testkit';

/** The real host behind a transport that answers on a later turn, like a process would; `sent` counts requests by type. */
function inProcessEngine(sent: string[] = []) {
  let id = 0;
  const host = createHost(() => {}, { nextSeed: () => 5 });
  return {
    request: (body: RequestBody): Promise<Response> =>
      new Promise((resolve) => {
        sent.push(body.type);
        setTimeout(() => void host.handle({ ...body, id: ++id }).then((r) => setTimeout(() => resolve(r))));
      }),
    retry: () => {},
  };
}

const seats: SeatKind[] = [{ kind: 'human' }, { kind: 'ai', level: 'random' }];
const newZero = { type: 'newGame', game: 'zero', options: { seats: 2 }, seed: 8, seats } as const;

/** A keeper over the in-process engine whose sink has no past games (`ended`); `writes` lists saves written, `removed` saves removed. */
function keeperWith(opts: { newSaveId?: () => string; onDisk?: Set<string>; pageMayReadRecords?: boolean } = {}) {
  const writes: { saveId: string; gameId: string; moves: number }[] = [];
  const removed: string[] = [];
  const pushes: KeeperPush[] = [];
  const sent: string[] = [];
  let n = 0;
  const keeper = new GameKeeper(inProcessEngine(sent), {
    sink: {
      save: (g: KeptGame) => void writes.push({ saveId: g.saveId, gameId: g.gameId, moves: g.record.actions.length }),
      finished: (g: KeptGame) => void removed.push(g.saveId),
    },
    newSaveId: opts.newSaveId ?? (() => `s${++n}`),
    saveExists: (saveId: string) => opts.onDisk?.has(saveId) ?? false,
    push: (p) => void pushes.push(p),
    ...(opts.pageMayReadRecords === undefined ? {} : { pageMayReadRecords: opts.pageMayReadRecords }),
  });
  return { keeper, writes, removed, pushes, sent };
}

const soloZero = { type: 'newGame', game: 'zero', options: {}, seed: 2, seats: [{ kind: 'ai', level: 'random' }] as SeatKind[] } as const;

/** Plays a solo game with a random AI to its end; answers its handle. */
async function playSoloToEnd(keeper: GameKeeper): Promise<string> {
  const solo = await ok<GameOpenedResult>(keeper.request(soloZero));
  for (let i = 0; i < 500 && keeper.kept(solo.gameId)?.finished !== true; i++) await ok(keeper.request({ type: 'aiStep', gameId: solo.gameId }));
  expect(keeper.kept(solo.gameId)?.finished).toBe(true);
  return solo.gameId;
}

/** A Pip Zero record two moves in, made by a keeper of its own. */
async function twoMoveRecord(): Promise<RecordResult['record']> {
  const { keeper } = keeperWith();
  const g = await ok<GameOpenedResult>(keeper.request(newZero));
  for (let i = 0; i < 2; i++) {
    const v = await ok<ViewReport>(keeper.request({ type: 'view', gameId: g.gameId, seat: 0 }));
    if (v.legal.length > 0) await ok(keeper.request({ type: 'act', gameId: g.gameId, action: v.legal[0] as Record<string, unknown> }));
    else await ok(keeper.request({ type: 'aiStep', gameId: g.gameId }));
  }
  return (await ok<RecordResult>(keeper.request({ type: 'record', gameId: g.gameId }))).record;
}

describe('GameKeeper: one round trip per move (issue 9)', () => {
  it('sends each step to the engine once, keeps the applied action, saves before answering, and never shows the page `applied` or the record', async () => {
    const { keeper, writes, sent } = keeperWith();
    const g = await ok<GameOpenedResult>(keeper.request({ ...newZero, viewFor: 0 }));
    expect(g).not.toHaveProperty('record');
    expect(g.view?.toAct).toContain(0);
    expect(sent).toEqual(['newGame']);
    let view = g.view!;
    for (let move = 1; move <= 6; move++) {
      sent.length = 0;
      const before = writes.length;
      const r =
        view.legal.length > 0
          ? await ok<StepResult>(keeper.request({ type: 'act', gameId: g.gameId, action: view.legal[0] as Record<string, unknown>, viewFor: 0 }))
          : await ok<AiStepResult>(keeper.request({ type: 'aiStep', gameId: g.gameId, viewFor: 0 }));
      expect(sent).toHaveLength(1);
      expect(r).not.toHaveProperty('applied');
      expect(r.idle).toBe(false);
      // Saved before the answer came back, with exactly the moves made so far.
      expect(writes.length).toBe(before + 1);
      expect(writes.at(-1)?.moves).toBe(move);
      view = r.view!;
    }
    const { record } = await ok<RecordResult>(keeper.request({ type: 'record', gameId: g.gameId }));
    expect(keeper.kept(g.gameId)?.record).toEqual(record);
  });

  it("refuses the page a record when told to (main: records hold the AI seats' secrets)", async () => {
    const { keeper } = keeperWith({ pageMayReadRecords: false });
    const g = await ok<GameOpenedResult>(keeper.request(newZero));
    expect(await keeper.request({ type: 'record', gameId: g.gameId })).toMatchObject({
      ok: false,
      error: 'ERR_FORBIDDEN',
      message: expect.stringContaining('Save game as') as unknown,
    });
  });
});

describe('GameKeeper: games without a save (tutorial lessons)', () => {
  it('writes no save for a game opened with autosave false, yet keeps its record and resumes it after an engine restart', async () => {
    const pushes: unknown[] = [];
    const writes: string[] = [];
    const keeper = new GameKeeper(inProcessEngine(), {
      sink: { save: (g: KeptGame) => void writes.push(g.gameId), finished: (g: KeptGame) => void writes.push(`done ${g.gameId}`) },
      newSaveId: () => `s${writes.length}-${pushes.length}-${Math.random()}`,
      push: (p) => void pushes.push(p),
    });
    const lesson = await ok<GameOpenedResult>(keeper.request({ ...newZero, seats: [{ kind: 'human' }, { kind: 'human' }], autosave: false, viewFor: 0 }));
    const played = await ok<GameOpenedResult>(keeper.request(newZero));
    const v = lesson.view!;
    await ok(keeper.request({ type: 'act', gameId: lesson.gameId, action: v.legal[0] as Record<string, unknown> }));
    expect(writes).toEqual([played.gameId]);
    expect(keeper.kept(lesson.gameId)?.record.actions).toHaveLength(1);
    keeper.onTransportEvent({ type: 'stopped', reason: 'test', restarting: true });
    keeper.onTransportEvent({ type: 'started', reason: 'test' });
    await ok(keeper.request({ type: 'view', gameId: lesson.gameId, seat: 0 }));
    expect(pushes).toContainEqual(expect.objectContaining({ push: 'hostRestarted', resumed: expect.arrayContaining([lesson.gameId]) as unknown }));
    expect(writes).toEqual([played.gameId]);
  });
});

describe('GameKeeper bookkeeping (issue 8)', () => {
  it('drops what it keeps for a game when it closes or ends: no write chain stays behind', async () => {
    const { keeper, removed, pushes } = keeperWith();
    const writes = (): number => (keeper as unknown as { writes: Map<string, unknown> }).writes.size;
    for (let i = 0; i < 5; i++) {
      const g = await ok<GameOpenedResult>(keeper.request(newZero));
      await ok(keeper.request({ type: 'aiStep', gameId: g.gameId }));
      await ok(keeper.request({ type: 'close', gameId: g.gameId }));
    }
    await playSoloToEnd(keeper);
    await new Promise((r) => setTimeout(r, 0));
    expect(keeper.all()).toHaveLength(1);
    expect(writes()).toBe(0);
    // A sink without past games: the finished game's save is removed all the same, and nothing failed.
    expect(removed).toEqual(['s6']);
    expect(pushes).toEqual([]);
  });

  it('a game opened already over (a loaded file of a finished game) is never written under Continue', async () => {
    const first = keeperWith();
    const over = first.keeper.kept(await playSoloToEnd(first.keeper))!.record;
    const { keeper, writes, removed } = keeperWith();
    await ok(keeper.request({ type: 'resume', record: over, seats: [{ kind: 'ai', level: 'random' }] }));
    expect(writes).toEqual([]);
    expect(removed).toEqual(['s1']);
  });

  it('an aiStep with no computer to move writes nothing; a step answered after its table closed writes nothing and fails nothing', async () => {
    const { keeper, writes, pushes } = keeperWith();
    const duo = await ok<GameOpenedResult>(keeper.request({ ...newZero, seats: [{ kind: 'human' }, { kind: 'human' }] }));
    expect(await ok<AiStepResult>(keeper.request({ type: 'aiStep', gameId: duo.gameId }))).toMatchObject({ idle: true });
    expect(writes).toHaveLength(1);
    const solo = await ok<GameOpenedResult>(keeper.request(soloZero));
    const step = keeper.request({ type: 'aiStep', gameId: solo.gameId });
    await ok(keeper.request({ type: 'close', gameId: solo.gameId }));
    expect(await ok<AiStepResult>(step)).toMatchObject({ idle: false });
    expect(writes).toHaveLength(2);
    expect(pushes).toEqual([]);
  });
});

describe('GameKeeper save ids', () => {
  it('a Continue raced against a new game: each gets its own save, and the continued save is written only with its own game', async () => {
    const record = await twoMoveRecord();
    const { keeper, writes } = keeperWith({ onDisk: new Set(['continued']) });
    const [cont, made] = await Promise.all([ok<GameOpenedResult>(keeper.resumeSave('continued', record, seats)), ok<GameOpenedResult>(keeper.request(newZero))]);
    expect(cont.gameId).not.toBe(made.gameId);
    expect(keeper.kept(cont.gameId)?.saveId).toBe('continued');
    expect(keeper.kept(made.gameId)?.saveId).not.toBe('continued');
    const intoContinued = writes.filter((w) => w.saveId === 'continued');
    expect(intoContinued.length).toBeGreaterThan(0);
    expect(intoContinued.every((w) => w.gameId === cont.gameId && w.moves === 2)).toBe(true);
  });

  it('a new save id is never one an open game uses or a file on disk holds', async () => {
    const ids = ['a', 'a', 'b', 'b', 'c'];
    const { keeper } = keeperWith({ newSaveId: () => ids.shift() ?? 'z', onDisk: new Set(['b']) });
    const g1 = await ok<GameOpenedResult>(keeper.request(newZero));
    const g2 = await ok<GameOpenedResult>(keeper.request(newZero));
    expect([keeper.kept(g1.gameId)?.saveId, keeper.kept(g2.gameId)?.saveId]).toEqual(['a', 'c']);
  });

  it('the same save continued twice at once opens once; the second is refused and writes nothing', async () => {
    const record = await twoMoveRecord();
    const { keeper, writes } = keeperWith();
    const [first, second] = await Promise.all([keeper.resumeSave('mine', record, seats), keeper.resumeSave('mine', record, seats)]);
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, error: 'ERR_SAVE_IN_USE', message: 'this saved game is already open' });
    expect(keeper.all()).toHaveLength(1);
    expect(new Set(writes.map((w) => w.gameId)).size).toBe(1);
  });

  it('a save continued, closed and continued again opens each time', async () => {
    const record = await twoMoveRecord();
    const { keeper } = keeperWith();
    for (let i = 0; i < 2; i++) {
      const g = await ok<GameOpenedResult>(keeper.resumeSave('mine', record, seats));
      expect(g.moves).toBe(2);
      await ok(keeper.request({ type: 'close', gameId: g.gameId }));
    }
  });

  it('a game opened from a record (a loaded file) gets a save of its own and is written with its moves', async () => {
    const record = await twoMoveRecord();
    const { keeper, writes } = keeperWith();
    const g = await ok<GameOpenedResult>(keeper.request({ type: 'resume', record, seats }));
    expect(keeper.kept(g.gameId)?.saveId).toBe('s1');
    expect(writes).toEqual([{ saveId: 's1', gameId: g.gameId, moves: 2 }]);
  });

  it('an id source that keeps repeating a taken id: the new game is refused in words, not waited on for ever', async () => {
    const { keeper, writes } = keeperWith({ newSaveId: () => 'a', onDisk: new Set(['a']) });
    await expect(keeper.request(newZero)).rejects.toThrow('no free save id (the id source keeps repeating itself)');
    expect(writes).toEqual([]);
  });
});
