/**
 * Hex's learned evaluation (issue 15): the game's evaluate weighs trophies, reserve and dice on
 * the battlefield by hand-set numbers (4 + 0.1 a pip, 0.4, 0.6 + 0.15 a pip). Here the same kind
 * of position is weighed by a logistic fit to who won self-play games from it (bench/hex-learn.ts),
 * with the battlefield's and the reserve's worth allowed to change as the rounds run out.
 */
import type { Seat } from '../src-engine/core/game';
import { hex } from '../src-engine/games/hex/index';
import { ROUNDS, type HexState } from '../src-engine/games/hex/state';

/** The features' names, in the order of `features` and of the weights. */
export const FEATURES = ['trophies', 'trophyPips', 'reserve', 'dice', 'pips', 'fragile', 'reserveLate', 'diceLate', 'pipsLate'] as const;

/**
 * What the fit sees of one seat: trophies and their pips; reserve dice (none once eliminated);
 * dice on the battlefield, their pips, and those at 1 or 2 pips (one move from decaying away);
 * and reserve, dice and pips again scaled by how far the game has gone (0 in round 1, a quarter
 * more each round: 0.75 in the fourth), so their worth can change with the time left to use them.
 */
export function features(s: HexState, seat: Seat): number[] {
  const h = s.seats[seat]!;
  let trophyPips = 0;
  for (const t of h.trophies) trophyPips += t.pips;
  let dice = 0;
  let pips = 0;
  let fragile = 0;
  for (const d of s.dice)
    if (d.owner === seat) {
      dice++;
      pips += d.pips;
      if (d.pips <= 2) fragile++;
    }
  const reserve = h.eliminated ? 0 : h.reserve;
  const late = Math.min(1, Math.max(0, (s.round - 1) / ROUNDS));
  return [h.trophies.length, trophyPips / 6, reserve, dice, pips / 6, fragile, reserve * late, dice * late, (pips / 6) * late];
}

/** The learned evaluation with `weights`: the fitted log-odds of winning against the strongest other seat, as tanh(z / 2) (2 sigmoid(z) - 1). */
export function learnedEvaluate(weights: readonly number[]): (s: HexState, seat: Seat) => number {
  return (s, seat) => {
    // A finished game as the game's own evaluate scores it (contempt for a share, -0.5 between two).
    if (s.outcome) return hex.ai.evaluate(s, seat);
    const mine = features(s, seat);
    let best = -Infinity;
    for (let p = 0; p < s.seats.length; p++) {
      if (p === seat) continue;
      const theirs = features(s, p);
      let z = 0;
      for (let i = 0; i < weights.length; i++) z += weights[i]! * (mine[i]! - theirs[i]!);
      best = Math.max(best, -z);
    }
    return Math.tanh(-best / 2) * 0.95;
  };
}
