/**
 * Hex's own settings for the search levels (AiHooks.tuning), laid over the shared ones.
 *
 * The shared levels play a rollout at random at any decision with more than 4 legal actions,
 * and most of a hand's activations have more (a die's moves and powers), so a leaf's value
 * was mostly noise: the shared hard scored 0.57 against greedy on 40 two-player deals. Rollouts
 * that play every activation by cheap greedy (`greedyWidth` 64; a program, up to 720 ways to
 * order the hand, stays random) first made it worse, 0.50 with 36 shared victories in 40
 * games: greedy rollouts answer every attack, and a shared victory was worth more than an even
 * fight, so the search stopped attacking. Since `evaluate` counts a shared victory as the draw
 * it is (view.ts) the same search scores 0.85 [0.71, 0.93] there (docs/ai-strength.md,
 * "Hex: a shared victory is a draw").
 *
 * Unlike PipFall's, Hex's search keeps gaining with its budget once its rollouts are greedy
 * (against greedy, the same 40 deals: 240 iterations 0.60, 600 0.76, 2,500 0.85), so the levels
 * are spaced by budget, every one with greedy rollouts:
 * - easy: a short search with no noise;
 * - medium: the shared medium (600 iterations, its light noise);
 * - hard: the shared hard.
 * Easy and medium cap their iterations on the app's clock at their arena budgets, so the app
 * plays the levels the ladder measured; hard keeps the shared 850 ms.
 *
 * The ladders (seed 1000) put easy above greedy at two and four players, but three games in
 * five between two search levels end shared, so medium and hard sit within 30 Elo of easy at two
 * players (greedy 135, easy 230, medium 221, hard 247) and within twelve games' noise of each
 * other at three and four.
 */
import type { LevelTuning } from '../../core/game';

const EASY: LevelTuning = { iterations: 240, perAction: 12, timedIterations: 240, batch: 6, greedyWidth: 64, temperature: 0, topK: 1 };
const MEDIUM: LevelTuning = { timedIterations: 600, greedyWidth: 64 };
const HARD: LevelTuning = { greedyWidth: 64 };

/** Hex's settings for `level`, laid over the shared ones (the same at every seat count). */
export function hexTuning(level: 'easy' | 'medium' | 'hard'): LevelTuning {
  if (level === 'easy') return EASY;
  if (level === 'medium') return MEDIUM;
  return HARD;
}
