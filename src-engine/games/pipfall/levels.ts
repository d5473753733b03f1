/**
 * PipFall's own settings for the search levels (AiHooks.tuning), laid over the shared ones.
 *
 * What makes a PipFall search strong is how it plays a round out, not how many worlds it
 * samples: its search stops gaining at about 800 iterations (against greedy, 140 deals: 240
 * iterations 0.63, 800 0.79, the shared hard's 2,500 0.80, 10,000 0.75 on 40 of them), and each
 * iteration plays the round to its end from the leaf, where the shared levels move at random at
 * any decision with more than 4 legal actions (three activations in four: a die's destinations
 * run to 29; every program, 24). Let
 * those rollouts play their best immediate move instead (`greedyWidth`, the cheap greedy of
 * ai/ismcts.ts) and the same budget plays far better: on the 40 deals from seed 40000 the
 * shared hard scored 0.85 against greedy, with rollouts greedy up to 64 actions 0.93, and 0.94
 * with medium's budget of 240 (docs/ai-strength.md, "Rollouts that play the round").
 *
 * So at two players the levels differ by rollout policy first, budget second (the ladder, 40
 * games a pairing: greedy 594, easy 787, medium ~1000, hard ~1250 Elo; the steps are in the
 * page):
 * - easy is a short search (240 iterations) with random rollouts and no noise. The shared easy
 *   (a tiny search picking among its top five at random) lost to greedy: 0.33 at two players,
 *   0.08 at three and 0.00 at four (the app listed a weaker player after a stronger one);
 * - medium is the shared hard's search with rollouts greedy up to 12 actions, and keeps
 *   medium's light noise;
 * - hard is the shared hard with rollouts greedy up to 64 actions: every PipFall decision.
 *
 * Easy and medium cap their iterations on the app's clock at their arena budgets, so the app
 * plays the levels the ladder measured; hard keeps the shared 850 ms.
 */
import type { LevelTuning } from '../../core/game';
import type { PipfallView } from './state';

const EASY: LevelTuning = { iterations: 240, perAction: 12, timedIterations: 240, batch: 6, greedyWidth: 4, temperature: 0, topK: 1 };
/** Medium at three and four players: the shared medium, capped on the clock at its arena budget. */
const MEDIUM: LevelTuning = { timedIterations: 600 };
const MEDIUM_2P: LevelTuning = { iterations: 2500, perAction: 120, timedIterations: 2500, batch: 6, greedyWidth: 12 };
const HARD_2P: LevelTuning = { greedyWidth: 64 };

/**
 * PipFall's settings for `level` at this view, laid over the shared ones. Medium and hard are
 * retuned at two players only: the three- and four-player ladders (24 games a pairing, about
 * an hour each with these rollouts) have not been run with them yet, and the app words each
 * level from its seat count's ladder.
 */
export function pipfallTuning(level: 'easy' | 'medium' | 'hard', view: PipfallView): LevelTuning | undefined {
  if (level === 'easy') return EASY;
  const two = view.options.seats === 2;
  if (level === 'medium') return two ? MEDIUM_2P : MEDIUM;
  return two ? HARD_2P : undefined;
}
