/**
 * Pip Zero in boardgame.io's game format, for the peer baseline (bench/peers/bgio-zero.ts)
 * and the bench's side-by-side throughput row. G is our ZeroState and one move `act` applies
 * one of our actions, so the rules are the same code: what differs is boardgame.io's engine
 * around them (its reducer, Immer drafts, turn order, endIf, the log).
 */
import type { Ctx, Game } from 'boardgame.io';
import { zero, type ZeroAction, type ZeroState } from '../../src-engine/games/zero/index';

/** Pip Zero for boardgame.io, with the deal fixed by `seed`. */
export function bgioZero(seed: number): Game<ZeroState> {
  const seatToAct = (G: ZeroState): number => zero.toAct(G)[0] ?? 0;
  return {
    name: 'pip-zero',
    setup: () => {
      const r = zero.setup({ seats: 2, variants: [] }, seed);
      if (!r.ok) throw new Error(r.message);
      return r.value.state;
    },
    moves: {
      // G is an immer draft: a plain JSON copy keeps our engine away from proxies.
      act: ({ G }, action: ZeroAction) => {
        const r = zero.apply(JSON.parse(JSON.stringify(G)) as ZeroState, action);
        return r.ok ? r.value.state : 'INVALID_MOVE';
      },
    },
    turn: {
      minMoves: 1,
      maxMoves: 1,
      order: { first: ({ G }) => seatToAct(G), next: ({ G }) => seatToAct(G) },
    },
    endIf: ({ G }) => {
      const o = G.outcome;
      if (!o) return undefined;
      return o.winners.length === 1 ? { winner: String(o.winners[0]) } : { draw: true };
    },
    ai: {
      enumerate: (G: ZeroState, _ctx: Ctx, playerID: string) => zero.legalActions(G, Number(playerID)).map((a) => ({ move: 'act', args: [a] })),
    },
  };
}
