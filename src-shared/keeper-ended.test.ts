/** The keeper keeps a game that ends at the table for replays: once, with its whole record; never a lesson nor a game opened already over. */
import { describe, expect, it } from 'vitest';
import { createHost } from '../src-engine/host/host';
import type { AiStepResult, GameOpenedResult, RequestBody, Response, SeatKind, StepResult, ViewReport } from './contract/protocol';
import { GameKeeper, type KeptGame } from './keeper';
import { ok } from './keeper-testkit';

function keeperWith() {
  let id = 0;
  const host = createHost(() => {}, { nextSeed: () => 5 });
  const ended: { saveId: string; moves: number; winners: readonly number[] }[] = [];
  const errors: unknown[] = [];
  let failNext = false;
  let n = 0;
  const keeper = new GameKeeper(
    { request: (body: RequestBody): Promise<Response> => host.handle({ ...body, id: ++id }), retry: () => {} },
    {
      sink: {
        save: () => {},
        finished: () => {},
        ended: (g: KeptGame, o) => {
          if (failNext) throw new Error('disk full');
          ended.push({ saveId: g.saveId, moves: g.record.actions.length, winners: o.winners });
        },
      },
      newSaveId: () => `s${++n}`,
      push: () => {},
      onSaveError: (_g, e) => errors.push(e),
    },
  );
  return { keeper, ended, errors, failing: () => (failNext = true) };
}

const seats: SeatKind[] = [{ kind: 'human' }, { kind: 'ai', level: 'random' }];

async function playToEnd(keeper: GameKeeper, gameId: string): Promise<number> {
  let moves = 0;
  for (let i = 0; i < 3000; i++) {
    const ai = await ok<AiStepResult>(keeper.request({ type: 'aiStep', gameId }));
    if (!ai.idle) moves++;
    if (ai.outcome) return moves;
    if (!ai.idle) continue;
    const v = await ok<ViewReport>(keeper.request({ type: 'view', gameId, seat: 0 }));
    const s = await ok<StepResult>(keeper.request({ type: 'act', gameId, action: v.legal[0] as Record<string, unknown> }));
    moves++;
    if (s.outcome) return moves;
  }
  throw new Error('did not end');
}

describe('keeper: finished games for replays', () => {
  it('hands a game that ends at the table to the sink once, with its whole record and outcome', async () => {
    const { keeper, ended, errors } = keeperWith();
    const g = await ok<GameOpenedResult>(keeper.request({ type: 'newGame', game: 'zero', options: {}, seats, seed: 3 }));
    const moves = await playToEnd(keeper, g.gameId);
    expect(ended).toHaveLength(1);
    expect(ended[0]!.moves).toBe(moves);
    expect(ended[0]!.saveId).toBe(keeper.kept(g.gameId)!.saveId);
    // Opened again already over (a loaded file): not a game that ended here.
    const record = keeper.kept(g.gameId)!.record;
    await ok(keeper.request({ type: 'resume', record, seats }));
    expect(ended).toHaveLength(1);
    expect(errors).toEqual([]);
  }, 60_000);

  it('never keeps a lesson (no autosave), and a failed write is reported, not thrown', async () => {
    const { keeper, ended, errors, failing } = keeperWith();
    const lesson = await ok<GameOpenedResult>(keeper.request({ type: 'newGame', game: 'zero', options: {}, seats, seed: 3, autosave: false }));
    await playToEnd(keeper, lesson.gameId);
    expect(ended).toHaveLength(0);
    failing();
    const g = await ok<GameOpenedResult>(keeper.request({ type: 'newGame', game: 'zero', options: {}, seats, seed: 4 }));
    await playToEnd(keeper, g.gameId);
    expect(ended).toHaveLength(0);
    expect(errors).toHaveLength(1);
  }, 60_000);
});
