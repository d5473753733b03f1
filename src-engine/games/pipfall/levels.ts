/**
 * PipFall's own settings for the search levels (AiHooks.tuning), laid over the shared ones.
 *
 * Why easy is hard's search on a tenth of its budget here, with no noise: the shared easy (a
 * tiny search that picks among its top five at random) lost to the one-ply Steady level, 0.33
 * in the two-player ladder, 0.08 with three players and 0.00 with four against Steady seats
 * (24 deals each; the fair share 0.33 and 0.25), so the app listed a weaker player after a
 * stronger one. Hard's search stops gaining at about 800 iterations in PipFall (against
 * greedy, 140 deals: 240 iterations 0.63, 800 iterations 0.79, hard's 2500 0.80, 10,000 0.75
 * on 40 of them; docs/ai-strength.md), so a short search without noise sits above Steady:
 * 0.63 at two players, 0.40 at three, 0.29 at four on the same deals.
 *
 * Why easy and medium cap their iterations in time mode at their arena budgets: the app runs
 * the levels on a clock, and the shared time-mode caps (400 and 3,000) let medium search as
 * far as hard does once the search has stopped gaining; the ladder the app words the levels
 * from is measured at the iteration budgets.
 */
import type { LevelTuning } from '../../core/game';
import type { PipfallView } from './state';

const EASY: LevelTuning = { iterations: 240, perAction: 12, timedIterations: 240, batch: 6, greedyWidth: 4, temperature: 0, topK: 1 };
const MEDIUM: LevelTuning = { timedIterations: 600 };

/** PipFall's settings for `level` at this view, or undefined for the shared ones. */
export function pipfallTuning(level: 'easy' | 'medium' | 'hard', _view: PipfallView): LevelTuning | undefined {
  return level === 'easy' ? EASY : level === 'medium' ? MEDIUM : undefined;
}
