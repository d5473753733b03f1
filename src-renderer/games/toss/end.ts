/** PipFall Toss's end-screen breakdown, from the final view. */
import { t } from '../../i18n';
import type { EndBreakdown } from '../game-ui';
import type { TossView } from './types';

/** The end screen's breakdown (the shell shows each seat's total): the frames each seat's side won, its best frame and its dice in the hole. */
export function endBreakdown(view: TossView): EndBreakdown {
  const won = [0, 0];
  const best = [0, 0];
  const holes = [0, 0];
  for (const r of view.history) {
    if (r.scores[0] > r.scores[1]) won[0]!++;
    else if (r.scores[1] > r.scores[0]) won[1]!++;
    for (const s of [0, 1] as const) {
      best[s] = Math.max(best[s]!, r.scores[s]);
      holes[s]! += r.results[s].filter((x) => x === 'hole').length;
    }
  }
  return {
    columns: [t('toss.endCol.frames'), t('toss.endCol.best'), t('toss.endCol.holes')],
    rows: Array.from({ length: view.options.seats }, (_, seat) => [won[seat % 2]!, best[seat % 2]!, holes[seat % 2]!]),
  };
}
