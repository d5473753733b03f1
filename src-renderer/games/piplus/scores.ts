/** The running score table as the end panel shows it: one column per round (the panel adds the total), one row per seat. */
import { t } from '../../i18n';
import type { EndBreakdown, NarrateContext } from '../game-ui';
import type { PiplusView } from './types';

/** Rounds in a game of Piplus (the engine plays three). */
const ROUNDS = 3;

/** Each seat's score per round (a round not played yet is blank); the outcome's totals are the last column. */
export function endBreakdown(view: PiplusView, _outcome: unknown, _ctx?: NarrateContext): EndBreakdown {
  return {
    columns: Array.from({ length: ROUNDS }, (_, r) => t('piplus.scoreRoundLong', { n: r + 1 })),
    rows: view.seats.map((s) => Array.from({ length: ROUNDS }, (_, r) => s.scores[r] ?? t('piplus.scoreNone'))),
    score: t('piplus.scoreTotal'),
  };
}
