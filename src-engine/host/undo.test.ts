/** The host's undo request: AI thinking for the game goes stale, and the answers' undo status. */
import { describe, expect, it } from 'vitest';
import type { BaseAction } from '../core/game';
import { GAMES, getGame } from '../games';
import { createEngineHost, type HostBot } from './engine-host';
import type { GameOpenedResult, Response, StepResult, UndoResult, ViewReport } from '../../src-shared/contract/protocol';

/** A bot that answers only when the test lets it (its first legal action). */
function heldBot(): { bot: HostBot; release: () => void; asked: Promise<void> } {
  let release: () => void = () => {};
  let asked: () => void = () => {};
  const askedP = new Promise<void>((r) => (asked = r));
  const bot: HostBot = {
    name: 'held',
    choose: (_g, _v, _s, legal: readonly BaseAction[], rng) =>
      new Promise((resolve) => {
        asked();
        release = () => resolve({ action: legal[0]!, rng });
      }),
  };
  return { bot, release: () => release(), asked: askedP };
}

describe('host undo', () => {
  it("a computer's move still being thought about when undo comes is dropped (ERR_STALE) and the game is the undone one", async () => {
    const held = heldBot();
    let id = 0;
    const host = createEngineHost(() => {}, {
      getGame,
      games: () => Object.values(GAMES),
      getBot: () => held.bot,
      aiLevels: () => ['held'],
      nextSeed: () => 1,
    });
    const ask = (b: Record<string, unknown>): Promise<Response> => host.handle({ ...b, id: ++id });
    const seats = [{ kind: 'human' }, { kind: 'ai', level: 'held' }];
    // A Piplus game where seat 0 leads (the setup's roll decides; try seeds until it does).
    let g: GameOpenedResult | null = null;
    for (let seed = 1; seed < 50 && !g; seed++) {
      const r = await ask({ type: 'newGame', game: 'piplus', options: { seats: 2 }, seed, seats, viewFor: 0 });
      const o = (r as { result: GameOpenedResult }).result;
      if (o.toAct.includes(0)) g = o;
    }
    const start = g!.view!;
    expect(start.undo).toEqual({ seat: null, available: false, reason: 'ERR_UNDO_NOTHING' });
    const played = (await ask({ type: 'act', gameId: g!.gameId, action: start.legal[0], viewFor: 0 })) as { ok: true; result: StepResult };
    expect(played.result.view!.undo).toEqual({ seat: 0, available: true });
    const thinking = ask({ type: 'aiStep', gameId: g!.gameId });
    await held.asked;
    const u = (await ask({ type: 'undo', gameId: g!.gameId, seat: 0, viewFor: 0 })) as { ok: true; result: UndoResult };
    expect(u.result.undone).toBe(1);
    expect(u.result.view).toEqual(start);
    held.release();
    const late = await thinking;
    expect(late.ok ? null : late.error).toBe('ERR_STALE');
    const after = (await ask({ type: 'view', gameId: g!.gameId, seat: 0 })) as { ok: true; result: ViewReport };
    expect(after.result).toEqual(start);
  });
});
