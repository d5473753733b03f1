/**
 * Alternative evaluations for arena experiments (`--a hard@dice`): the bot of that seat sees
 * the game with `ai.evaluate` replaced, nothing else. A variant that wins here is a proposal
 * for the game's own evaluate, which belongs to the game.
 */
import type { AnyGame, Seat } from '../src-engine/core/game';
import type { ZeroState } from '../src-engine/games/zero/index';

/** Zero: each die is worth its chance-like distance to removal; 6s and 5s flip low with Spades. */
const DIE_VALUE = [1, 0.7, 0.55, 0.3, 0.2, 0.15, 0.15];

function zeroProgress(s: ZeroState, seat: Seat): number {
  let v = 0;
  for (const row of s.grids[seat]!) for (const d of row) v += d ? DIE_VALUE[d.pips]! : 1;
  return v / 16;
}

function zeroDice(s: ZeroState, seat: Seat): number {
  if (s.outcome) {
    if (s.outcome.winners.includes(seat)) return s.outcome.winners.length > 1 ? 0.25 : 1;
    return -1;
  }
  const mine = zeroProgress(s, seat);
  if (s.options.seats === 1) return Math.max(-0.95, Math.min(0.95, mine * 2 - 1));
  let best = -Infinity;
  for (let i = 0; i < s.grids.length; i++) if (i !== seat) best = Math.max(best, zeroProgress(s, i));
  return Math.tanh((mine - best) * 4) * 0.95;
}

/** Evaluation variants by game id and name. */
export const EVALS: Record<string, Record<string, (s: never, seat: Seat) => number>> = {
  zero: { dice: zeroDice as (s: never, seat: Seat) => number },
};

/** `game` with its evaluate replaced by the named variant. */
export function withEval(game: AnyGame, name: string): AnyGame {
  const f = EVALS[game.info.id]?.[name];
  if (!f) throw new Error(`arena: no evaluation "${name}" for ${game.info.id}`);
  return { ...game, ai: { ...game.ai, evaluate: f } };
}
