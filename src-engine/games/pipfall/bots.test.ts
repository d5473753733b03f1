/** The game-agnostic bots play PipFall through views only (determinize and evaluate in use). */
import { describe, expect, it } from 'vitest';
import { greedyBot, randomBot } from '../../ai/index';
import { playGame } from '../../ai/match';
import { unwrap } from '../../core/result';
import { replay } from '../../core/record';
import { pipfall } from './index';

describe('pipfall: bots', () => {
  it('random bots finish 2, 3 and 4 player games and their records replay', () => {
    for (const seats of [2, 3, 4] as const) {
      const g = playGame(
        pipfall,
        { seats, variants: ['mutual-destruction-glory'] },
        11 + seats,
        Array.from({ length: seats }, () => randomBot),
      );
      expect(g.outcome.winners.length).toBeGreaterThan(0);
      expect(unwrap(replay(pipfall, g.record)).state).toEqual(g.state);
    }
  });

  it('the greedy bot plays a legal 2-player game against a random bot', () => {
    const g = playGame(pipfall, { seats: 2, variants: [] }, 5, [greedyBot, randomBot]);
    expect(g.outcome).not.toBeNull();
  }, 120_000);
});
