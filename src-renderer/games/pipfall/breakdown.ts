/** PipFall's end-screen breakdown: what the scoring reads (pips, then dice) and who was eliminated. */
import type { EndBreakdown } from '../game-ui';
import { t } from '../../i18n';
import type { PipfallView } from './types';

export function endBreakdown(view: PipfallView): EndBreakdown {
  const dice = view.seats.map(() => 0);
  for (const row of view.board) for (const d of row) if (d) dice[d.owner] = (dice[d.owner] ?? 0) + 1;
  return {
    columns: [t('pipfall.end.dice'), t('pipfall.end.status')],
    // A game that ends by elimination ends before the last loser is marked: no dice is out too.
    rows: view.seats.map((s, seat) => [dice[seat] ?? 0, s.eliminated || !dice[seat] ? t('pipfall.end.eliminated') : t('pipfall.end.inPlay')]),
    score: t('pipfall.end.pips'),
  };
}
