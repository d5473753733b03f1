/** The running score table as the end screen shows it: one column per round and the total, one row per seat. */
import { t } from '../../i18n';
import type { EndBreakdown, NarrateContext } from '../game-ui';
import type { PiplusView } from './types';

/** Rounds in a game of Piplus (the engine plays three). */
const ROUNDS = 3;

/** Each seat's score per round (a round not played yet is blank) and its total. */
export function endBreakdown(view: PiplusView, _outcome: unknown, _ctx?: NarrateContext): EndBreakdown {
  return {
    columns: [...Array.from({ length: ROUNDS }, (_, r) => t('piplus.scoreRoundLong', { n: r + 1 })), t('piplus.scoreTotal')],
    rows: view.seats.map((s) => [...Array.from({ length: ROUNDS }, (_, r) => s.scores[r] ?? t('piplus.scoreNone')), s.scores.reduce((a, b) => a + b, 0)]),
  };
}
