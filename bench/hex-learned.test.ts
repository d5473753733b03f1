import { describe, expect, it } from 'vitest';
import { hex } from '../src-engine/games/hex/index';
import type { HexState } from '../src-engine/games/hex/state';
import { start } from '../src-engine/games/hex/testkit';
import { withEval } from './evals';
import { HEX_WEIGHTS } from './hex-learned-weights';
import { FEATURES, features, learnedEvaluate } from './hex-learned';

/** `s` with seat 0 holding one of seat 1's dice, at `pips`, as a trophy. */
function withTrophy(s: HexState, pips: 1 | 2 | 3 | 4 | 5 | 6): HexState {
  return { ...s, seats: s.seats.map((h, i) => (i === 0 ? { ...h, trophies: [...h.trophies, { die: 5, owner: 1, pips }] } : h)) };
}

describe("hex's learned evaluation (arena variant hex@learned)", () => {
  const s = start({ seats: 2 });
  const evaluate = learnedEvaluate(HEX_WEIGHTS);

  it('has one weight per feature, and sees two even seats as even', () => {
    expect(HEX_WEIGHTS).toHaveLength(FEATURES.length);
    expect(features(s, 0)).toHaveLength(FEATURES.length);
    expect(evaluate(s, 0)).toBeCloseTo(0, 12);
  });

  it('values a trophy for its holder and against the other seat, the same amount, and a higher trophy more', () => {
    const one = withTrophy(s, 2);
    expect(evaluate(one, 0)).toBeGreaterThan(0.1);
    expect(evaluate(one, 1)).toBeCloseTo(-evaluate(one, 0), 12);
    expect(evaluate(withTrophy(s, 6), 0)).toBeGreaterThan(evaluate(one, 0));
    expect(Math.abs(evaluate(withTrophy(withTrophy(s, 6), 6), 0))).toBeLessThan(1);
  });

  it('scores a finished game as the game does: won 1, lost -1, a shared victory with contempt (-0.5)', () => {
    for (const winners of [[0], [1], [0, 1]]) {
      const done = { ...s, outcome: { winners, reason: 'trophies' } } as HexState;
      expect(evaluate(done, 0)).toBe(hex.ai.evaluate(done, 0));
    }
  });

  it('is what the arena plays as hex@learned, and only there', () => {
    const g = withEval(hex, 'learned');
    const one = withTrophy(s, 4);
    expect(g.ai.evaluate(one, 0)).toBe(evaluate(one, 0));
    expect(g.legalActions).toBe(hex.legalActions);
    expect(hex.ai.evaluate(one, 0)).not.toBe(evaluate(one, 0));
  });
});
