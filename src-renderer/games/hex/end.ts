/** PipFall Hex's end-screen breakdown: trophies decide (the score column), their pips break a tie; the dice left for the record. */
import { t } from '../../i18n';
import type { EndBreakdown } from '../game-ui';
import type { HexView } from './types';

/** One row per seat: dice left on the battlefield (or "out"), trophy pips; the trophies are the outcome's scores. */
export function endBreakdown(view: HexView): EndBreakdown {
  return {
    columns: [t('hex.end.dice'), t('hex.end.pips')],
    rows: view.seats.map((s, seat) => [s.eliminated ? t('hex.end.out') : view.dice.filter((d) => d.owner === seat).length, s.trophies.reduce((n, x) => n + x.pips, 0)]),
    score: t('hex.end.trophies'),
  };
}
