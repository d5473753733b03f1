/**
 * Undo through the game keeper: the shortened record is what it holds and saves, so a
 * Continue (or a resume after an engine crash) opens the undone game.
 */
import { describe, expect, it } from 'vitest';
import { createHost } from '../src-engine/host/host';
import type { AiStepResult, GameOpenedResult, RecordResult, RequestBody, Response, SeatKind, StepResult, UndoResult, ViewReport } from './contract/protocol';
import { GameKeeper, type KeptGame } from './keeper';
import { ok } from './keeper-testkit';

/** The real host behind an asynchronous transport; `crash` swaps in a fresh host that holds no games. */
function engine() {
  let id = 0;
  let host = createHost(() => {}, { nextSeed: () => 5 });
  return {
    request: (body: RequestBody): Promise<Response> => new Promise((resolve) => setTimeout(() => void host.handle({ ...body, id: ++id }).then(resolve))),
    retry: () => {},
    crash: () => (host = createHost(() => {}, { nextSeed: () => 5 })),
  };
}

const seats: SeatKind[] = [{ kind: 'human' }, { kind: 'ai', level: 'random' }];

function keeperWithDisk() {
  const disk = new Map<string, RecordResult['record']>();
  const transport = engine();
  const keeper = new GameKeeper(transport, {
    sink: { save: (g: KeptGame) => void disk.set(g.saveId, g.record), finished: (g: KeptGame) => void disk.delete(g.saveId) },
    newSaveId: () => 'save-1',
    push: () => {},
  });
  return { keeper, disk, transport };
}

/** Plays seat 0's first legal action and the computers' answers until undo is offered. */
async function playUntilUndoable(keeper: GameKeeper, gameId: string): Promise<{ before: ViewReport; movesBefore: number }> {
  const computers = async (): Promise<void> => {
    for (;;) {
      const r = await ok<AiStepResult>(keeper.request({ type: 'aiStep', gameId, viewFor: 0 }));
      if (r.idle) return;
    }
  };
  await computers();
  for (let i = 0; i < 200; i++) {
    const before = await ok<ViewReport>(keeper.request({ type: 'view', gameId, seat: 0 }));
    const movesBefore = keeper.kept(gameId)!.record.actions.length;
    await ok<StepResult>(keeper.request({ type: 'act', gameId, action: before.legal[0] as Record<string, unknown>, viewFor: 0 }));
    await computers();
    const now = await ok<ViewReport>(keeper.request({ type: 'view', gameId, seat: 0 }));
    if (now.undo?.available && keeper.kept(gameId)!.record.actions.length > movesBefore + 1) return { before, movesBefore };
  }
  throw new Error('undo was never offered');
}

describe('GameKeeper and undo', () => {
  it('keeps and saves the shorter record, and a Continue of that save opens the undone game, where undo works again', async () => {
    const { keeper, disk } = keeperWithDisk();
    const g = await ok<GameOpenedResult>(keeper.request({ type: 'newGame', game: 'piplus', options: { seats: 2 }, seed: 4, seats, viewFor: 0 }));
    const { before, movesBefore } = await playUntilUndoable(keeper, g.gameId);
    const longer = disk.get('save-1')!.actions.length;
    const u = await ok<UndoResult>(keeper.request({ type: 'undo', gameId: g.gameId, seat: 0, viewFor: 0 }));
    expect(u.moves).toBe(movesBefore);
    expect(u.undone).toBe(longer - movesBefore);
    expect(u.view).toEqual(before);
    expect(keeper.kept(g.gameId)!.record.actions).toHaveLength(movesBefore);
    expect(disk.get('save-1')!.actions).toHaveLength(movesBefore);

    // Continue: a new session reopens the save (the table closed, the app restarted).
    const saved = disk.get('save-1')!;
    const again = keeperWithDisk();
    const reopened = await ok<GameOpenedResult>(again.keeper.resumeSave('save-1', saved, seats));
    expect(reopened.moves).toBe(movesBefore);
    expect(await ok<ViewReport>(again.keeper.request({ type: 'view', gameId: reopened.gameId, seat: 0 }))).toEqual(before);
    // Undo after Continue: play on, then take it back.
    const second = await playUntilUndoable(again.keeper, reopened.gameId);
    await ok<UndoResult>(again.keeper.request({ type: 'undo', gameId: reopened.gameId, seat: 0 }));
    expect(again.disk.get('save-1')!.actions).toHaveLength(second.movesBefore);
  });

  it('an undo answered after its table closed fails nothing and leaves the save as it was', async () => {
    const { keeper, disk } = keeperWithDisk();
    const g = await ok<GameOpenedResult>(keeper.request({ type: 'newGame', game: 'piplus', options: { seats: 2 }, seed: 4, seats, viewFor: 0 }));
    await playUntilUndoable(keeper, g.gameId);
    const longer = disk.get('save-1')!.actions.length;
    const undo = keeper.request({ type: 'undo', gameId: g.gameId, seat: 0 });
    await keeper.request({ type: 'close', gameId: g.gameId });
    expect((await ok<UndoResult>(undo)).moves).toBeLessThan(longer);
    expect(disk.get('save-1')!.actions).toHaveLength(longer);
  });

  it('a refused undo changes neither the record nor the save', async () => {
    const { keeper, disk } = keeperWithDisk();
    const g = await ok<GameOpenedResult>(keeper.request({ type: 'newGame', game: 'piplus', options: { seats: 2 }, seed: 4, seats, viewFor: 0 }));
    const r = await keeper.request({ type: 'undo', gameId: g.gameId, seat: 1 });
    expect(r.ok ? null : r.error).toBe('ERR_NOT_HUMAN');
    const fresh = await keeper.request({ type: 'undo', gameId: g.gameId, seat: 0 });
    expect(fresh.ok ? null : fresh.error).toMatch(/^ERR_UNDO_/);
    expect(disk.get('save-1')!.actions).toEqual(keeper.kept(g.gameId)!.record.actions);
  });

  it('an engine crash right after an undo resumes the undone game', async () => {
    const { keeper, transport } = keeperWithDisk();
    const g = await ok<GameOpenedResult>(keeper.request({ type: 'newGame', game: 'piplus', options: { seats: 2 }, seed: 4, seats, viewFor: 0 }));
    const { before, movesBefore } = await playUntilUndoable(keeper, g.gameId);
    await ok<UndoResult>(keeper.request({ type: 'undo', gameId: g.gameId, seat: 0 }));
    keeper.onTransportEvent({ type: 'stopped', reason: 'killed', restarting: true });
    transport.crash();
    keeper.onTransportEvent({ type: 'started', reason: 'killed' });
    expect(await ok<ViewReport>(keeper.request({ type: 'view', gameId: g.gameId, seat: 0 }))).toEqual(before);
    expect((await ok<RecordResult>(keeper.request({ type: 'record', gameId: g.gameId }))).record.actions).toHaveLength(movesBefore);
  });
});
