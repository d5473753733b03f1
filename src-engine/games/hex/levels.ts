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
 * Unlike PipFall's, Hex's search kept gaining with its budget once its rollouts were greedy and a
 * share counted as a draw (against greedy, the same 40 deals: 240 iterations 0.60, 600 0.76,
 * 2,500 0.85), so the levels are spaced by budget, every one with greedy rollouts:
 * - easy: a short search with no noise;
 * - medium: the shared medium (600 iterations, its light noise);
 * - hard: the shared hard.
 * Easy and medium cap their iterations on the app's clock at their arena budgets, so the app
 * plays the levels the ladder measured; hard keeps the shared 850 ms.
 *
 * Since a shared victory is held in contempt (view.ts) the ladders (seed 1000) are in order at
 * two players (greedy 49, easy 172, medium 247, hard 295; hard 0.89 against greedy), but random
 * shares half its games (it spends its dice before anyone reaches them), which squeezes every
 * step, and above easy the search is saturated: easy at 120 iterations scored as the shipped
 * easy against greedy and medium (docs/ai-strength.md, "Hex: contempt for the share").
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
