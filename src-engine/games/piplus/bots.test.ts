/** The game-agnostic bots play Piplus through views only (determinize and evaluate in use). */
import { describe, expect, it } from 'vitest';
import { greedyBot, randomBot } from '../../ai/index';
import { playGame } from '../../ai/match';
import { replay } from '../../core/record';
import { unwrap } from '../../core/result';
import { piplus } from './index';

describe('piplus: bots', () => {
  it('random bots finish games of 2 to 6 players and their records replay', () => {
    for (const seats of [2, 3, 4, 5, 6] as const) {
      const g = playGame(
        piplus,
        { seats, variants: [] },
        11 + seats,
        Array.from({ length: seats }, () => randomBot),
      );
      expect(g.outcome.winners.length).toBeGreaterThan(0);
      expect(g.outcome.scores).toHaveLength(seats);
      expect(unwrap(replay(piplus, g.record)).state).toEqual(g.state);
    }
  });

  it('the greedy bot plays a legal 3-player game against random bots', () => {
    const g = playGame(piplus, { seats: 3, variants: [] }, 5, [greedyBot, randomBot, randomBot]);
    expect(g.outcome.winners.length).toBeGreaterThan(0);
  }, 120_000);
});
