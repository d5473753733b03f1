/**
 * Zero's learned evaluation (issue 15): how likely each die is to be removed by the end of the
 * game, measured from self-play, so that a position is valued by the dice each seat can still
 * expect to remove before the deck timer, not by a fixed scale that ignores the time left.
 */
import type { ZeroState } from '../src-engine/games/zero/state';

/** Hands still to play, the current one included (the current hand's cards are dealt). */
export function handsLeft(s: Pick<ZeroState, 'lastHand' | 'exhaustions' | 'options' | 'deck' | 'seats' | 'adversaryCard'>): number {
  if (s.lastHand) return 1;
  const seats = s.options.seats;
  const limit = (seats === 1 ? 1 : 2) + (s.options.variants.includes('easier') ? 1 : 0);
  let total = s.deck.draw.length + s.deck.discard.length + (s.adversaryCard ? 1 : 0);
  for (const h of s.seats) total += h.hand.length + (h.program ? h.program.length : 0);
  const deal = 4 * seats;
  let draw = s.deck.draw.length;
  let ex = s.exhaustions;
  for (let n = 1; n < 100; n++) {
    // The next hand's deal: an exhaustion when a card is owed and the pile is empty.
    if (draw >= deal) {
      draw -= deal;
      continue;
    }
    ex++;
    draw = total - deal;
    if (ex >= limit) return n + 1;
  }
  return 100;
}

/** The shape of the committed table (removal-odds.ts), written by `npx tsx bench/zero-learn.ts --fit`. */
export interface RemovalOdds {
  /** Hands left are clamped to 1..maxHands. */
  readonly maxHands: number;
  /** P(removed by the end), indexed by oddsIndex(hands, pips, col, diceInColumn). */
  readonly odds: readonly number[];
  /** Multiplier of the win-probability z score, fitted on whole positions. */
  readonly zScale: number;
  /** Where the numbers came from (games, seeds, policy), for the docs. */
  readonly source: string;
}

/** Index into RemovalOdds.odds: hands 1..maxHands, pips 1..6, column 0..3, dice in that column 1..4. */
export function oddsIndex(maxHands: number, hands: number, pips: number, col: number, count: number): number {
  const h = Math.min(Math.max(hands, 1), maxHands);
  return ((h - 1) * 6 + (pips - 1)) * 16 + col * 4 + (count - 1);
}

/** A seat's expected dice removed by the end of the game, and the variance of that count. */
export function expectedRemoved(t: RemovalOdds, grid: ZeroState['grids'][number], hands: number): { mean: number; variance: number } {
  let mean = 0;
  let variance = 0;
  for (let c = 0; c < 4; c++) {
    let count = 0;
    for (let r = 0; r < 4; r++) if (grid[r]![c]) count++;
    for (let r = 0; r < 4; r++) {
      const d = grid[r]![c];
      if (!d) {
        mean += 1;
        continue;
      }
      const p = t.odds[oddsIndex(t.maxHands, hands, d.pips, c, count)]!;
      mean += p;
      variance += p * (1 - p);
    }
  }
  return { mean, variance };
}

/**
 * The learned value for `seat` in [-0.95, 0.95]: the chance that it ends with more dice removed
 * than the other seat, from each die's odds of removal in the hands left (a normal
 * approximation of the difference, scaled as fitted on whole positions), as 2P - 1.
 */
export function learnedValue(t: RemovalOdds, s: ZeroState, seat: number): number {
  const hands = handsLeft(s);
  const mine = expectedRemoved(t, s.grids[seat]!, hands);
  let best = { mean: -Infinity, variance: 0 };
  for (let i = 0; i < s.grids.length; i++) {
    if (i === seat) continue;
    const o = expectedRemoved(t, s.grids[i]!, hands);
    if (o.mean > best.mean) best = o;
  }
  const z = (mine.mean - best.mean) / Math.sqrt(mine.variance + best.variance + 0.25);
  // tanh(0.851 z) = 2 * logistic(1.702 z) - 1, the logistic approximation of 2 * Phi(z) - 1.
  return 0.95 * Math.tanh(0.851 * t.zScale * z);
}
