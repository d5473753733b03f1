/**
 * The engine client as the table flow uses it: every move and every new game asks for the
 * screen seat's view in the same request (one round trip per move), so an answer without
 * one is a broken host.
 */
import { EngineError, type EngineClient } from '../engine/client';
import type { ViewReport } from '../engine/types';
import type { FlowEngine } from './flow';

function need(view: ViewReport | null): ViewReport {
  if (!view) throw new EngineError('ERR_RESULT', 'the engine answered a move without the view it was asked for');
  return view;
}

/** `client` behind the flow's interface. */
export function flowEngine(client: EngineClient): FlowEngine {
  return {
    async newGame(game, options, seats, seed, viewFor) {
      const r = await client.newGame(game, options, [...seats], seed, viewFor);
      return { gameId: r.gameId, setup: r.setup, view: need(r.view) };
    },
    view: (gameId, seat) => client.view(gameId, seat),
    async act(gameId, action, viewFor) {
      const r = await client.act(gameId, action, viewFor);
      return { step: r.step, view: need(r.view) };
    },
    async aiStep(gameId, viewFor) {
      const r = await client.aiStep(gameId, viewFor);
      return { step: r.step, view: need(r.view) };
    },
    async undo(gameId, seat, viewFor) {
      const r = await client.undo(gameId, seat, viewFor);
      return { undone: r.undone, view: need(r.view) };
    },
  };
}
