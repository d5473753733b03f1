/**
 * Records for tests of the host and of main's saves (which thus need not reach into the games):
 * a game played by its first legal actions, and a digital PipFall Toss game eight actions in
 * (two choices, six tosses through the physics), as the app saves it.
 */
import type { GameId } from '../../src-shared/contract/games';
import type { Response } from '../../src-shared/contract/protocol';
import { newRecord, type GameRecord } from '../../src-shared/contract/record';
import { getGame } from '../games';

/** A record of `game` in which the first seat to act always takes its first legal action: `n` actions long, or to the game's end. */
export function firstMovesRecord(game: GameId, options: { readonly seats: number }, seed: number, n: number): GameRecord {
  const g = getGame(game);
  const opts = g?.parseOptions(options);
  const start = g && opts?.ok ? g.setup(opts.value, seed) : undefined;
  if (!g || !start?.ok) throw new Error(`${game} did not set up`);
  let state = start.value.state;
  const actions: unknown[] = [];
  while (actions.length < n && g.outcome(state) === null) {
    const seat = g.toAct(state)[0]!;
    const a = g.legalActions(state, seat)[0]!;
    const r = g.apply(state, a);
    if (!r.ok) throw new Error(r.message);
    state = r.value.state;
    actions.push(a);
  }
  return { ...newRecord(game, options, seed), actions };
}

/** A toss game that replays only where toss's physics has started (issue 51). */
export const TOSS_RECORD: GameRecord = {
  format: 'pipfall-record',
  version: 1,
  game: 'toss',
  options: { seats: 2 },
  seed: 7,
  actions: [
    { type: 'choose', seat: 1, pick: 'second' },
    { type: 'choose', seat: 0, pick: 'left' },
    { type: 'toss', seat: 0, aim: { yaw: 3.8, pitch: 65, power: 10.173 } },
    { type: 'toss', seat: 1, aim: { yaw: -3.52, pitch: 65, power: 10.626 } },
    { type: 'toss', seat: 0, aim: { yaw: 3.8, pitch: 65, power: 10.173 } },
    { type: 'toss', seat: 1, aim: { yaw: -2.47, pitch: 65, power: 10.366 } },
    { type: 'toss', seat: 0, aim: { yaw: 3.8, pitch: 65, power: 10.173 } },
    { type: 'toss', seat: 1, aim: { yaw: -4.78, pitch: 50, power: 9.322 } },
  ],
};

/**
 * A test's way to talk to a host: `ask` sends a request body (numbered in turn) and answers the
 * response; `okResult` answers an ok response's result and throws the error of any other.
 */
export function asker(handle: (req: { id: number } & Record<string, unknown>) => Promise<Response>): {
  ask: (body: Record<string, unknown>) => Promise<Response>;
  okResult: <T>(body: Record<string, unknown>) => Promise<T>;
} {
  let id = 0;
  const ask = (body: Record<string, unknown>): Promise<Response> => handle({ id: ++id, ...body });
  const okResult = async <T>(body: Record<string, unknown>): Promise<T> => {
    const r = await ask(body);
    if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
    return r.result as T;
  };
  return { ask, okResult };
}
