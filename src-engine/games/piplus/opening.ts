/** The opening roll's starting player: the lowest total, then the lowest d8, d6, d4, then a draw among the still tied. */
import type { Seat } from '../../core/game';

/**
 * The opening roll's starting player (RULINGS: lowest total; ties by the lowest d8, then d6,
 * then d4; then a uniform random draw among those still tied). `rolls[seat]` = [d4, d6, d8].
 */
export function startingPlayer(
  rolls: readonly (readonly number[])[],
  draw: (k: number) => number,
): { seat: Seat; totals: number[]; by: 'total' | 'd8' | 'd6' | 'd4' | 'draw'; tied: Seat[] } {
  // Plain loops (every round of every rollout starts here): the same steps as a min and a filter per key.
  const totals: number[] = [];
  for (const r of rolls) {
    let t = 0;
    for (const x of r) t += x;
    totals.push(t);
  }
  let tied: Seat[] = [];
  for (let seat = 0; seat < rolls.length; seat++) tied.push(seat);
  for (let step = 0; step < STARTER_STEPS.length; step++) {
    const key = (seat: Seat): number => (step === 0 ? totals[seat]! : rolls[seat]![3 - step]!);
    const low = Math.min(...tied.map(key));
    const next: Seat[] = [];
    for (const seat of tied) if (key(seat) === low) next.push(seat);
    if (next.length === 1) return { seat: next[0]!, totals, by: STARTER_STEPS[step]!, tied };
    tied = next;
  }
  return { seat: tied[draw(tied.length)]!, totals, by: 'draw', tied };
}

/** What settles the starting player, in turn: the total, then the d8 (index 2), d6 (1), d4 (0). */
const STARTER_STEPS = ['total', 'd8', 'd6', 'd4'] as const;
