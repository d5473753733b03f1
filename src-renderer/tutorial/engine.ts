/**
 * The lesson flow's engine over the app's EngineClient: a lesson's game is opened with every
 * seat a person's (the script moves the rivals) and without a save (it never shows under
 * Continue), and each move asks for the learner's view in the same request. A decision step's
 * moves are valued by the hint search, over just those moves.
 */
import { EngineError, type EngineClient } from '../engine/client';
import type { ViewReport } from '../engine/types';
import type { LessonEngine } from './run';

function need(view: ViewReport | null): ViewReport {
  if (!view) throw new EngineError('ERR_RESULT', 'the engine answered without the view it was asked for');
  return view;
}

/** `client` behind the lesson flow's interface. */
export function lessonEngine(client: EngineClient): LessonEngine {
  return {
    async open(game, options, seats, seed, viewFor) {
      const humans = Array.from({ length: seats }, () => ({ kind: 'human' as const }));
      const r = await client.newGame(game, { ...options }, humans, seed, viewFor, false);
      return { gameId: r.gameId, events: r.setup?.events ?? [], view: need(r.view) };
    },
    async act(gameId, action, viewFor) {
      const r = await client.act(gameId, { ...action }, viewFor);
      return { events: r.step?.events ?? [], view: need(r.view) };
    },
    close: (gameId) => client.close(gameId),
    async value(gameId, seat, among) {
      const r = await client.hint(gameId, seat, among);
      return r.lines.map((l) => ({ action: l.action, mean: l.mean }));
    },
  };
}
