/**
 * Zero's own settings for the search levels (AiHooks.tuning), laid over the shared ones.
 *
 * Why hard looks two hands ahead here: a program's worth shows only when the next hand's
 * dice move, and the shared hard (one hand ahead) scored 0.57 [0.42, 0.71] against greedy in
 * the app's time mode on 40 deals where this setting scored 0.74 [0.58, 0.85]
 * (docs/ai-strength.md, "What was tried for Zero"). Looking further costs far more per
 * iteration (the searcher tries 24 programs for itself at each later hand of a rollout), so
 * it runs fewer, batched 24 at a time on one sampled world. Head to head only: solo was not
 * measured with it.
 *
 * Since the planner (players.ts) plays two-seat standard games, this setting plays only where
 * the search still does at two seats: the Easier and Hardcore variants, and hints there.
 */
import type { LevelTuning } from '../../core/game';
import type { ZeroView } from './state';

const TWO_HANDS_AHEAD: LevelTuning = { horizon: 2, lookahead: 24, lookaheadSelf: 1, batch: 24, iterations: 480, perAction: 20 };

/** Zero's settings for `level` at this view, or undefined for the shared ones. */
export function zeroTuning(level: 'easy' | 'medium' | 'hard', view: ZeroView): LevelTuning | undefined {
  return level === 'hard' && view.options.seats === 2 ? TWO_HANDS_AHEAD : undefined;
}
