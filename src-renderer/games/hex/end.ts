/** PipFall Hex's end-screen breakdown: trophies decide, their pips break a tie; the dice left for the record. */
import { t } from '../../i18n';
import type { EndBreakdown } from '../game-ui';
import type { HexView } from './types';

/** One row per seat: trophies, trophy pips, dice left on the battlefield (or "out"). */
export function endBreakdown(view: HexView): EndBreakdown {
  return {
    columns: [t('hex.end.trophies'), t('hex.end.pips'), t('hex.end.dice')],
    rows: view.seats.map((s, seat) => [
      s.trophies.length,
      s.trophies.reduce((n, x) => n + x.pips, 0),
      s.eliminated ? t('hex.end.out') : view.dice.filter((d) => d.owner === seat).length,
    ]),
  };
}
