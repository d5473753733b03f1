/**
 * Alternative evaluations for arena experiments (`--a hard@pips`): the bot of that seat sees
 * the game with `ai.evaluate` replaced, nothing else. A variant that wins here is a proposal
 * for the game's own evaluate, which belongs to the game.
 *
 * Zero's own evaluate is the die-value scale that won here as `dice` (0.70 for hard against
 * greedy on the pip count); `pips` keeps the earlier pip-count evaluation for comparison.
 */
import type { AnyGame, Seat } from '../src-engine/core/game';
import type { ZeroState } from '../src-engine/games/zero/index';
import { HEX_WEIGHTS } from './hex-learned-weights';
import { learnedEvaluate } from './hex-learned';
import { handsLeft, learnedValue } from './zero-learned';
import { zero } from '../src-engine/games/zero/index';
import { hex } from '../src-engine/games/hex/index';
import type { HexState } from '../src-engine/games/hex/state';
import { seatWorths } from '../src-engine/games/hex/view';
import { REMOVAL_ODDS } from './zero-removal-odds';

/** Zero's first evaluation: 70% pips taken off the opening's 72, 30% dice removed. */
function zeroPipsProgress(g: ZeroState['grids'][number]): number {
  let pips = 0;
  let dice = 0;
  for (const row of g)
    for (const d of row)
      if (d) {
        pips += d.pips;
        dice++;
      }
  return ((72 - pips) / 72) * 0.7 + ((16 - dice) / 16) * 0.3;
}

function zeroPips(s: ZeroState, seat: Seat): number {
  if (s.outcome) {
    if (s.outcome.winners.includes(seat)) return s.outcome.winners.length > 1 ? 0.25 : 1;
    return -1;
  }
  const mine = zeroPipsProgress(s.grids[seat]!);
  if (s.options.seats === 1) return Math.max(-0.95, Math.min(0.95, mine * 2 - 1));
  let best = -Infinity;
  for (let i = 0; i < s.grids.length; i++) if (i !== seat) best = Math.max(best, zeroPipsProgress(s.grids[i]!));
  return Math.tanh((mine - best) * 4) * 0.95;
}

/**
 * Zero's learned removal odds (bench/zero-learned.ts) in the last `n` hands of a two-player game
 * (where the fixed die scale is most wrong; Infinity: throughout), the game's own evaluation
 * before that, in solo and once the game is over.
 */
function zeroEndgame(n: number) {
  return (s: ZeroState, seat: Seat): number => (s.outcome || s.options.seats === 1 || handsLeft(s) > n ? zero.ai.evaluate(s, seat) : learnedValue(REMOVAL_ODDS, s, seat));
}

/**
 * Hex leaf values for the search (a finished game as the game scores it):
 * - `scaleN`: the game's value, its margin squashed by N instead of 6 (monotone, so every
 *   greedy choice in a rollout is the game's own; only the search's averages change);
 * - `winpT`: a chance of winning, each seat's share of exp(worth / T), mapped to [-0.95, 0.95]
 *   (a fair share at four players is -0.475): the margin over every seat, not only the best.
 */
function hexLeaf(kind: 'scale' | 'winp', k: number) {
  // One table per variant, reused by every leaf (a search scores thousands a second), sized to the seats.
  let scratch = new Float64Array(0);
  return (s: HexState, seat: Seat): number => {
    if (s.outcome) return hex.ai.evaluate(s, seat);
    if (scratch.length !== s.seats.length) scratch = new Float64Array(s.seats.length);
    const worth = seatWorths(s, scratch);
    if (kind === 'scale') {
      let best = -Infinity;
      for (let p = 0; p < worth.length; p++) if (p !== seat) best = Math.max(best, worth[p]!);
      return Math.tanh((worth[seat]! - best) / k) * 0.95;
    }
    const top = Math.max(...worth);
    let sum = 0;
    for (const w of worth) sum += Math.exp((w - top) / k);
    return (2 * (Math.exp((worth[seat]! - top) / k) / sum) - 1) * 0.95;
  };
}

/** Evaluation variants by game id and name. */
export const EVALS: Record<string, Record<string, (s: never, seat: Seat) => number>> = {
  zero: { pips: zeroPips, learned: zeroEndgame(Infinity), end2: zeroEndgame(2), end3: zeroEndgame(3) },
  hex: {
    learned: learnedEvaluate(HEX_WEIGHTS),
    scale3: hexLeaf('scale', 3),
    scale6: hexLeaf('scale', 6), // the game's own squash: a check on the variants (bench/evals.test.ts)
    scale12: hexLeaf('scale', 12),
    winp2: hexLeaf('winp', 2),
    winp4: hexLeaf('winp', 4),
  },
};

/** `game` with its evaluate replaced by the named variant (`uniform`: no model of secret moves, the search samples them uniformly). */
export function withEval(game: AnyGame, name: string): AnyGame {
  if (name === 'uniform') {
    return { ...game, ai: { ...game.ai, secretMove: undefined } };
  }
  // `sharedN` / `sharedmN`: a shared victory worth N/100 or -N/100 (`shared25`: the old 0.25;
  // `sharedm50`: contempt, the seat prefers a fight to the share).
  const m = /^shared(m?)(\d+)$/.exec(name);
  if (m) return withShared(game, ((m[1] ? -1 : 1) * Number(m[2])) / 100);
  const f = EVALS[game.info.id]?.[name];
  if (!f) throw new Error(`arena: no evaluation "${name}" for ${game.info.id}`);
  // Without the game's evaluateAll, the search's fast path would score leaves the game's own way.
  return { ...game, ai: { ...game.ai, evaluate: f, evaluateAll: undefined } };
}

/**
 * Any game's evaluation with a shared victory worth `worth` to each sharing seat. 0.25 is how
 * every game counted it before a share counted as its share of a win (`outcomeValue` in
 * core/game.ts): better than an even fight, which with greedy rollouts made Hex's search stop
 * attacking (`hard@shared25`). Below zero (`hard@sharedm50`, Hex's own since stop 29) is contempt.
 */
function withShared(game: AnyGame, worth: number): AnyGame {
  const own = game.ai;
  const shared = (s: never, seat: Seat): number | null => {
    const o = game.outcome(s);
    return o && o.winners.length > 1 && o.winners.includes(seat) ? worth : null;
  };
  const evaluate = (s: never, seat: Seat): number => shared(s, seat) ?? own.evaluate(s, seat);
  const all = own.evaluateAll ? own.evaluateAll.bind(own) : null;
  const evaluateAll = all ? (s: never): readonly number[] => (game.outcome(s) ? all(s).map((v, seat) => shared(s, seat) ?? v) : all(s)) : undefined;
  return { ...game, ai: { ...own, evaluate, evaluateAll } };
}
