/**
 * Piplus's own settings for the search levels (AiHooks.tuning), laid over the shared ones.
 *
 * Piplus has no round action, so the shared levels stop every rollout at the searcher's next
 * play and score it with `evaluate`'s guess of who goes out first (view.ts): a ranking by a
 * hand's burden, a step that a single card can flip. Searching on that guess, the two-player
 * levels sat within noise of one another (the ladder: easy 0.44 and hard 0.65 against greedy,
 * hard 0.59 against medium). Rollouts that play the round out instead (`horizon` 0: on up to the
 * shared 60 actions, through the round's scoring when it ends within them) score the round as it
 * falls. Against greedy, 80
 * two-player games from seed 5000 (issue 15, stop 36):
 * - the shared hard 0.70; stopping at its third play (`horizon` 3) 0.84; the round played out 0.85;
 *   played out with rollouts greedy up to 64 actions 0.92 (16 up to: 0.91), 518 ms a decision;
 * - easy's search played out 0.73 (0.59 at its third play); medium's 0.84 (0.78), greedy up to 64 0.95.
 * Head to head on those deals: medium played out 0.75 against easy played out; hard played out
 * greedy up to 64 0.62 against that medium (0.63 against medium at its third play); medium greedy
 * up to 64 only 0.61 against medium, so the width lifts hard and stays out of medium.
 * So at two players every level plays the round out, and hard's rollouts play it greedily.
 * Easy and medium cap their iterations on the app's clock at their arena budgets, so the app
 * plays the levels the ladder measured; hard keeps the shared 850 ms.
 *
 * At three players the same hard scored 0.83 [0.64, 0.93] in one seat against two greedy seats
 * where the shared hard scored 0.42 (24 games from seed 5000), so three players take the same
 * levels. So do four players: there that hard scored 0.96 [0.80, 0.99] against three greedy
 * seats where the shared hard scored 0.27 (the same seeds). And so do five and six players: one
 * seat of that hard against greedy seats scored 0.75 [0.55, 0.88] at five and 0.88 [0.69, 0.96]
 * at six where the shared hard scored 0.23 and 0.35 (24 games from seed 5000, 433 and 391 ms a
 * decision on average, at most 1.3 and 1.4 s; issue 15, stop 37).
 *
 * The ladders with them (seed 1000; 40, 24 and 20 games a pairing at two, three and four
 * players): hard against greedy 0.85, 0.83 and 0.88 (were 0.65, 0.50 and 0.28); steps above
 * greedy +68, +236, +50 at two players, +107, +217, +19 at three and +207, +192, +29 at four:
 * medium's search with the round played out is most of what hard has (docs/ai-strength.md,
 * "Piplus: rollouts that play the round out"). At five and six players (20 and 36 games a
 * pairing): hard against greedy 0.68 and 0.79 (were 0.37 and 0.21); steps above greedy +129,
 * +192, +104 at five (+134, +175, +149 on 40 games a pairing, stop 42), +170, +190, +94 at six
 * (+169, +169, +176 on 72 games a pairing, stop 40).
 *
 * Since stop 39 medium chooses more noisily at two to four players and two-player easy less
 * (MEDIUM_FEW, EASY_2P): steps above greedy +117, +123, +137 at two players, +95, +138, +110 at
 * three and +242, +140, +85 at four (fitted without random +123, +117, +131 and +223, +138, +102).
 *
 * On 40 games a pairing (stop 41) four-player medium to hard was +78: hard scored 0.38 against
 * three mediums, medium 0.53 against three easies, and easy to medium had room (+184). So at four
 * players medium now chooses as easy does, at easy's temperature 0.15 over the top five, from its
 * own 600-iteration search (stop 42; stop 39 had measured that choice at 0.37 against three easies
 * on 240 games from seed 5000, against 0.47 at 0.08). Its ladder (seed 1000, 40 games a pairing,
 * the pairings without medium replaying stop 41's): medium 0.34 against three easies, hard 0.46
 * against three mediums; steps above greedy +240, +113, +139 (fitted without random +253, +104,
 * +156): every step over 100 (docs/ai-strength.md, "Piplus: four-player medium chooses as easy does").
 */
import type { LevelTuning } from '../../core/game';
import type { PiplusView } from './state';

/** Every rollout plays the round out (no horizon; the shared 60-action cap). */
const EASY: LevelTuning = { horizon: 0, timedIterations: 120 };
/** Two players: easy's choice less noisy (seed 5000, 200 games: 0.76 against greedy, 0.68 at the shared 0.15). */
const EASY_2P: LevelTuning = { ...EASY, temperature: 0.05 };
/** Five and six players: the shared medium's search and choice, the round played out. */
const MEDIUM: LevelTuning = { horizon: 0, timedIterations: 600 };
/**
 * Two and three players (and four until stop 42, MEDIUM_4P): medium picks by easy's softmax (top 5)
 * at a temperature between easy's and its own shared one. With the round played out medium's search
 * was most of what hard has (hard 0.35 against two mediums at three players and three at four, the
 * fair shares 0.33 and 0.25), so its choice is noisier, to sit between easy and hard. Against easy
 * seats, 240 games from seed 5000 (issue 15, stop 39): at three players temperature 0.02 (top 3,
 * the shared medium) 0.67, 0.05 0.54, 0.08 0.52, 0.15 0.46 (the fair share 0.33); at four 0.52,
 * 0.47, 0.47, 0.37 (0.25). At five and six players the same medium fell to easy's level (0.19
 * against five easies), so there medium keeps the shared choice (docs/ai-strength.md, "Piplus:
 * medium's choice between easy and hard").
 */
const MEDIUM_FEW: LevelTuning = { ...MEDIUM, temperature: 0.1, topK: 5 };
/** Four players: MEDIUM_FEW at the shared easy's temperature, 0.15, so medium chooses as easy does (stop 42). */
const MEDIUM_4P: LevelTuning = { ...MEDIUM_FEW, temperature: 0.15 };
/** Hard: the round played out, every move of it with up to 64 choices by cheap greedy. */
const HARD: LevelTuning = { horizon: 0, greedyWidth: 64 };

/** Piplus's settings for `level` at the view's seat count, laid over the shared ones. */
export function piplusTuning(level: 'easy' | 'medium' | 'hard', view: PiplusView): LevelTuning {
  const seats = view.options.seats;
  if (level === 'easy') return seats === 2 ? EASY_2P : EASY;
  if (level === 'medium') return seats === 4 ? MEDIUM_4P : seats <= 3 ? MEDIUM_FEW : MEDIUM;
  return HARD;
}
