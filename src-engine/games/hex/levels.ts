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
 * 2,500 0.85), so stop 27 spaced the levels by budget, every one with greedy rollouts (still so
 * at three and four players):
 * - easy: a short search with no noise;
 * - medium: the shared medium (600 iterations, its light noise);
 * - hard: the shared hard.
 * Easy and medium cap their iterations on the app's clock at their arena budgets, so the app
 * plays the levels the ladder measured; hard keeps the shared 850 ms.
 *
 * Since a shared victory is held in contempt (view.ts) the search is saturated: at two players
 * easy at 120 iterations scored as the shipped easy against greedy and medium, and medium (600)
 * hardly more than easy against hard (docs/ai-strength.md, "Hex: contempt for the share").
 * So at two players the levels are spaced by how far their rollouts play greedily, as PipFall's
 * are (stop 31; 240 iterations and no noise, against greedy, 80 games from seed 5000): rollouts
 * greedy up to 16 actions scored 0.61, up to 20 0.66, up to 24 0.64, up to 32 0.76, up to 64
 * 0.82. On 40 games from seed 1000, up to 4 scored 0.50, and up to 64 with easy's shared noise (a
 * softmax at 0.15 over the top 5) 0.51: that noise costs as much as the narrowest rollouts.
 * - easy: 240 iterations, rollouts greedy up to 20 actions: in 30 random two-player games a
 *   move had a median 32 legal actions (up to 98) and more than 20 three times in four, so easy
 *   rolls most moves out at random (and any program of 24 orders or more);
 * - medium: the same budget with rollouts greedy up to 64 (the former easy) and the shared
 *   medium's light noise (a softmax at 0.02 over the top 3; at 0.05 it scored 0.77);
 * - hard: the shared hard with rollouts greedy up to 64.
 * The two-player ladder with them (seed 1000, 40 games a pairing): medium 0.82 against easy and
 * hard 0.65 against medium (stop 29's levels: 0.54 and 0.54); fitted without random the steps
 * are +74, +206, +98 (were +181, +71, +68); docs/ai-strength.md, "Hex: levels spaced by
 * rollout width". Three and four players keep the levels spaced by budget (twelve games a
 * pairing there cannot tell a width from another).
 *
 * More iterations no longer lift two-player hard (5,000 scored as 2,500 against medium, 0.66 on
 * 40 deals from seed 5000), but looking two hands ahead does: hard searching to the start of the
 * hand after next scored 0.72 [0.57, 0.84] against hard on those deals, and 0.78 [0.56, 0.90] on
 * the app's clock (20 deals; its median decision the whole 850 ms, against 259 ms at one hand).
 * So two-player hard has horizon 2 (stop 33). Its ladder (seed 1000, 40 games a pairing): hard
 * 0.79 against medium (was 0.65) and 0.51 against the oracle; fitted without random the steps
 * are +60, +209, +208 (docs/ai-strength.md, "Hex: two-player hard looks two hands ahead"). Three
 * and four players kept one hand then: at three, 12 games gave hard's second hand 0.46 against
 * two hards (the fair share 0.33), too few to ship on (stop 34 played more, below).
 *
 * That left greedy to easy short (+60). Easy's width alone could not fix it (up to 28 beat greedy
 * 0.76 but left medium 0.60 against easy), so stop 34 lifted both: easy's rollouts greedy up to
 * 28, and medium looking two hands ahead as hard does, on 1,000 iterations (against medium, 0.63
 * on deals from seed 5000). Their ladder (seed 1000, 40 games a pairing): easy 0.72 against
 * greedy, medium 0.79 against easy, hard 0.69 against medium; fitted without random the steps
 * are +161, +224, +106 (docs/ai-strength.md, "Hex: two-player easy and medium re-spaced").
 *
 * At three players hard's second hand scored 0.50 [0.31, 0.69] against two hards in 24 more
 * games (seed 6000; 17.5 of 36 with stop 33's twelve, the fair share a third), so three-player
 * hard looks two hands ahead too (stop 34). The
 * three-player ladder with it (seed 1000, 24 games a pairing): hard 0.65 in one seat against two
 * mediums and 0.67 against two greedy seats; medium to hard +183 Elo, but medium is still level
 * with easy (0.31 against two easies).
 *
 * At four players hard's second hand then scored 14 of 24 games in one seat against three hards
 * (9 of 12 from seed 6000, 5 of 12 from seed 7000; the fair share a quarter), 406 ms a decision
 * on average against 123, so hard looks two hands ahead at every seat count (stop 34).
 *
 * Three-player medium then stayed level with easy, and hard could not be lifted by a third hand
 * (0.27 against two hards) to make room above a stronger medium. Noise in its rollouts did: hard
 * playing one cheap-greedy rollout move in ten at random (`epsilon` 0.1) won 23 of 48 games in
 * one seat against two hards (seeds 6000 and 7000, the fair share 16), and 0.46 against two
 * two-player mediums where hard had 0.35. So at three players hard has that noise and medium is
 * the two-player medium (stop 35). Its ladder (seed 1000, 24 games a pairing): medium 0.58
 * against two easies (was 0.31), hard 0.79 against two greedy seats (was 0.67); steps +101, +80,
 * +155 above greedy (docs/ai-strength.md, "Noisier rollouts for Hex's three-player hard").
 *
 * Four-player medium was level with easy (0.17 against three easies in the 12-game ladder). On
 * 24 deals from seed 6000 (A in one seat, the fair share 0.25) the shared medium scored 0.15
 * against three easies, and hard's budget at one hand 0.21: at four players more iterations do
 * not beat easy, and medium's light noise costs (two hands on 1,000 iterations: 0.29 with it,
 * 0.50 without). Easy's own search looking two hands ahead scored 0.50 against three easies and
 * 0.52 against three greedy seats (easy 0.42), and hard 0.44 against three of it (0.33 against
 * the noiseless 1,000-iteration one). So four-player medium is easy two hands ahead (stop 38).
 * Its ladder (seed 1000, 24 games a pairing, twice stop 34's): steps +156, +76, +71 above greedy
 * (were +71, +23, +146), hard 0.65 against three greedy seats (docs/ai-strength.md, "Hex:
 * four-player medium looks two hands ahead").
 *
 * That left four-player hard short over medium (+57 on 48 games a pairing): against mediums nothing
 * but budget had pointed up (stops 42 and 43: a third hand, rollout noise, other exploration
 * constants and leaf values all scored 0.25 to 0.42, three times the budget 0.45). In the app hard
 * searches on the shared 850 ms clock, not the ladder's 2,500 iterations: in the ladder's games
 * 5,000 take it about 500 to 600 ms at the median (about 2,000 fit in 850 ms at the bench's
 * heavier positions), so the clock lets it spend twice the budget on more than half its
 * decisions. On the ladder's 48 deals hard with twice the budget
 * (5,000 iterations, 240 an action) scored 0.73 against three greedy seats (was 0.60) and 0.47
 * against three mediums (was 0.38), so four-player hard has it (stop 44; docs/ai-strength.md,
 * "Hex: four-player hard on twice the budget").
 *
 * That left easy to medium short (+90): easy scored 0.40 against three greedy seats, medium only
 * 0.27 against three easies. Easy's rollouts played greedily up to 36 actions instead of 64 (the
 * two-player easy's lever) scored 0.33 against greedy seats and medium 0.39 against three of it,
 * in 96 games (seeds 1000 and 6000; 0.40 and 0.34 with width 64), so four-player easy rolls out
 * that far (stop 45; docs/ai-strength.md, "Hex: four-player easy's narrower rollouts").
 *
 * Three players then had greedy to easy short (+87 on 96 games a pairing), though easy scored
 * 0.54 against two greedy seats: medium scored only 0.51 there, which pulled greedy up in the fit.
 * Medium's light noise was what cost it (as at four players): on the ladder's first 48 games
 * medium without it scored 0.66 against greedy seats (0.56 with it), but hard only 0.34 against it;
 * at half the temperature (0.01) 0.65, and hard 0.44. Hard on twice the budget (5,000 iterations,
 * as at four players) scored 0.54 against that medium. So three-player medium chooses at 0.01
 * and three-player hard has that budget (stop 46). Their pairings at 96 games: medium 0.67
 * against greedy seats, hard 0.54 against mediums; steps +130, +107, +126 above greedy
 * (docs/ai-strength.md, "Hex: three-player medium with half its noise, hard on twice the budget").
 */
import type { LevelTuning } from '../../core/game';
import type { HexView } from './state';

/** A short search (capped at its arena budget on the app's clock) with rollouts greedy up to 64 actions. */
const SHORT_SEARCH: LevelTuning = { iterations: 240, perAction: 12, timedIterations: 240, batch: 6, greedyWidth: 64 };
/** Three players' easy, and what four players' easy and medium are built on: the short search, greedy rollouts, no noise. */
const EASY_MANY: LevelTuning = { ...SHORT_SEARCH, temperature: 0, topK: 1 };
/**
 * Four players: three-player easy's search (rollouts greedy up to 64, wider than four-player
 * easy's since stop 45) looking two hands ahead. On the app's clock it stops at its 240
 * iterations, and 500 ms is a bound it hardly meets (37 ms a decision on average in the arena).
 */
const MEDIUM_4P: LevelTuning = { ...EASY_MANY, horizon: 2, timeMs: 500 };
/**
 * Four players: easy rolls out greedily only up to 36 actions (stop 45). Medium keeps the width
 * of 64 that easy had: easy came out nearer medium than greedy (0.40 against three greedy seats,
 * medium 0.27 against three easies in the ladder's 48 games).
 */
const EASY_4P: LevelTuning = { ...EASY_MANY, greedyWidth: 36 };
/** Two players: easy rolls out greedily only up to 28 actions, with no noise. */
const EASY_2P: LevelTuning = { ...EASY_MANY, greedyWidth: 28 };
/**
 * Two and three players: medium looks two hands ahead as hard does, on 1,000 iterations and with
 * medium's noise. On the app's clock it stops at 1,000 and may take 500 ms (the shared 350 ms
 * would cut it short on a box searching two hands at 3,000 iterations a second).
 */
const MEDIUM_TWO_HANDS: LevelTuning = { ...SHORT_SEARCH, iterations: 1000, timedIterations: 1000, timeMs: 500, horizon: 2 };
/**
 * Three players: the two-hand medium choosing at temperature 0.01 from its top three, half the
 * shared medium's 0.02 (stop 46): with none it came out level with hard.
 */
const MEDIUM_3P: LevelTuning = { ...MEDIUM_TWO_HANDS, temperature: 0.01 };
/** Hard, at every seat count: rollouts greedy up to 64, searching to the start of the hand after next (a 'program' is a hand's start). */
const HARD: LevelTuning = { greedyWidth: 64, horizon: 2 };
/**
 * Four players: hard on twice the shared budget (5,000 iterations, 240 an action), what the app's
 * 850 ms clock lets it search on more than half its decisions on this machine (stop 44).
 */
const HARD_4P: LevelTuning = { ...HARD, iterations: 5000, perAction: 240 };
/**
 * Three players: four-player hard's budget (since stop 46), its rollouts playing one cheap-greedy
 * move in ten at random (stop 35).
 */
const HARD_3P: LevelTuning = { ...HARD_4P, epsilon: 0.1 };

type Level = 'easy' | 'medium' | 'hard';

/** Each seat count's levels, one row a seat count: the ladders above measured them so. */
const BY_SEATS: Readonly<Record<HexView['options']['seats'], Readonly<Record<Level, LevelTuning>>>> = {
  2: { easy: EASY_2P, medium: MEDIUM_TWO_HANDS, hard: HARD },
  3: { easy: EASY_MANY, medium: MEDIUM_3P, hard: HARD_3P },
  4: { easy: EASY_4P, medium: MEDIUM_4P, hard: HARD_4P },
};

/** Hex's settings for `level` at this view, laid over the shared ones. */
export function hexTuning(level: Level, view: HexView): LevelTuning {
  return BY_SEATS[view.options.seats][level];
}
