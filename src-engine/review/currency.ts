/**
 * The review's currency: the search's values read in the game's own terms.
 *
 * The search (src-engine/ai/ismcts.ts) scores an action by its mean leaf value v in [-1, 1]
 * for the searcher: a finished game is `outcomeValue` (won 1, lost -1, a victory shared by k
 * seats 2/k - 1), an unfinished leaf the game's `evaluate`, a squashed lead on the same scale.
 * (v + 1) / 2 is then exactly the expected share of a win where the leaves are finished games
 * (a loss 0, a win 1, a shared victory 1/k), and the heuristic's stand-in for it elsewhere: at
 * two players a win chance, at more the expected share of the win. The heuristic is not
 * calibrated (a lead of so many pips is not measured as so many percent), so mid-game figures
 * are the search's belief, not a frequency; the marks compare two actions on the same scale,
 * which is what they need.
 *
 * Solo, a game may name its own unit (AiHooks.soloCurrency, Zero: 16 dice): the share times that
 * count. Zero's solo `evaluate` is 2 x progress - 1, progress being the grid's dice on their way
 * to zero (a removed die counts 1, a one 0.7, a six 0.15), so the figure is dice removed, with
 * dice near zero counted in part; a finished solo game counts 16 when cleared and 0 when the
 * timer ran out (outcomeValue's -1), whatever was removed by then.
 */
import type { AnyGame } from '../core/game';

/** What a review's values count. */
export interface Currency {
  /** 'win': win chance (two players); 'share': expected share of the win (more); 'solo': the game's solo unit. */
  readonly kind: 'win' | 'share' | 'solo';
  /** The unit's English name, for the CLI: "win chance", "share of the win", "dice". */
  readonly unit: string;
  /** Units per share of a win: 1 for win and share (printed as percent), the solo count for solo. */
  readonly scale: number;
}

/** The currency of `game` at `seats` players. */
export function currencyOf(game: AnyGame, seats: number): Currency {
  if (seats === 2) return { kind: 'win', unit: 'win chance', scale: 1 };
  if (seats > 2) return { kind: 'share', unit: 'share of the win', scale: 1 };
  const own = game.ai.soloCurrency;
  return own ? { kind: 'solo', unit: own.unit, scale: own.of } : { kind: 'solo', unit: 'share of the win', scale: 1 };
}

/** A search value in [-1, 1] as a share of a win, 0..1. */
export function shareOf(value: number): number {
  return Math.max(0, Math.min(1, (value + 1) / 2));
}

/** A share of a win in the currency's units. */
export function inCurrency(c: Currency, share: number): number {
  return share * c.scale;
}

/** A figure in the currency as the CLI prints it: percent for shares, one decimal for solo units. */
export function formatAmount(c: Currency, amount: number): string {
  return c.scale === 1 ? `${(amount * 100).toFixed(1)}%` : `${amount.toFixed(1)} ${c.unit}`;
}
