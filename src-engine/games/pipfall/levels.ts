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
 * ai/search/policy.ts) and the same budget plays far better: on the 40 deals from seed 40000 the
 * shared hard scored 0.85 against greedy, with rollouts greedy up to 64 actions 0.93, and 0.94
 * with medium's budget of 240 (docs/ai-strength.md, "Rollouts that play the round").
 *
 * So the levels differ by rollout policy first, budget second. At two players (the ladder, 40
 * games a pairing: greedy 581, easy 760, medium 1020, hard 1250 Elo; the steps are in the page):
 * - easy is a short search (240 iterations) with rollouts greedy only where a decision has 4
 *   actions or fewer, and no noise. The shared easy (a tiny search picking among its top five
 *   at random) lost to greedy: 0.33 at two players, 0.08 at three and 0.00 at four (the app
 *   listed a weaker player after a stronger one);
 * - medium is the shared hard's search with rollouts greedy up to 12 actions, and keeps
 *   medium's light noise;
 * - hard is the shared hard with rollouts greedy up to 64 actions: every PipFall decision.
 * At three and four players greedy seats are harder to beat, and easy and medium play wider
 * greedy rollouts (below).
 *
 * Easy and medium cap their iterations on the app's clock at their arena budgets, so the app
 * plays the levels the ladder measured; hard keeps the shared 850 ms.
 */
import type { LevelTuning } from '../../core/game';
import type { PipfallView } from './state';

const EASY: LevelTuning = { iterations: 240, perAction: 12, timedIterations: 240, batch: 6, greedyWidth: 4, temperature: 0, topK: 1 };
const MEDIUM_2P: LevelTuning = { iterations: 2500, perAction: 120, timedIterations: 2500, batch: 6, greedyWidth: 12 };
const HARD: LevelTuning = { greedyWidth: 64 };
/**
 * Three and four players: every level plays greedy rollouts, and the width alone spaces them.
 * Against greedy seats (40 deals from seed 1000; 3p / 4p) easy's search scored 0.38 / 0.33 with
 * rollouts greedy up to 8 actions, 0.44 / 0.46 up to 10, 0.60 / 0.50 up to 12 (24 deals);
 * medium's budget 0.78 / 0.47 up to 16 and 0.70 at 4p up to 64; hard 0.85 / 0.75 up to 64.
 * Budget matters little here (at 4p, 600 iterations up to 64 scored 0.70 to hard's 0.75), so
 * the widths 10, 16 and 64 spread the levels as evenly as forty deals can tell. The ladders:
 * every step over 100 Elo at three players; at four, one step short in each of two runs (easy's
 * at 24 games a pairing, medium's at 40), where easy and medium both score about 0.46 against
 * three greedy seats.
 */
const EASY_MANY: LevelTuning = { ...EASY, greedyWidth: 10 };
const MEDIUM_MANY: LevelTuning = { timedIterations: 600, batch: 6, greedyWidth: 16 };
/**
 * Four players (stop 28): medium's search with rollouts greedy up to 20 actions. Against three
 * greedy seats (40 deals from seed 1000, a shared victory valued as its share) medium's budget
 * scored 0.49 up to 16, 0.56 up to 18, 0.64 up to 20, 0.74 up to 24 and 0.78 up to 32, and hard
 * 0.76: a die's destinations run past 16, and rollouts that play them well are most of what
 * hard has. Up to 20 sits between easy (0.42) and hard, where the ladder had medium 26 Elo short.
 * Its ladder (40 games a pairing): greedy 809, easy 924, medium 1123, hard 1188: medium now
 * clears easy by 199, and hard is 35 Elo short of its 100 over medium (hard vs medium 0.39, hard
 * vs easy 0.54, medium vs easy 0.61): against search seats hard's wider rollouts gain little.
 *
 * Since stop 40 it picks from its top five at temperature 0.05 (the shared medium: top three at
 * 0.02), as Piplus's medium does, to give back some of its 199 over easy: greedy 820, easy 931,
 * medium 1056, hard 1187 (steps +111, +125, +131; medium vs easy 0.50, hard vs medium 0.45). On 40
 * other deals (seed 5000) hard scored 0.34 against three such mediums where it scored 0.30 against
 * the quieter ones: the same way, by less (docs/ai-strength.md, "How sure the steps are").
 */
const MEDIUM_4P: LevelTuning = { ...MEDIUM_MANY, greedyWidth: 20, temperature: 0.05, topK: 5 };

/** PipFall's settings for `level` at this view, laid over the shared ones. */
export function pipfallTuning(level: 'easy' | 'medium' | 'hard', view: PipfallView): LevelTuning | undefined {
  const two = view.options.seats === 2;
  if (level === 'easy') return two ? EASY : EASY_MANY;
  if (level === 'medium') return two ? MEDIUM_2P : view.options.seats === 3 ? MEDIUM_MANY : MEDIUM_4P;
  return HARD;
}
