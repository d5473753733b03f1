/** Pip Zero's end-screen breakdown: dice left on each grid and Column 4's pips (the tie-break), beside the dice removed. */
import type { EndBreakdown } from '../game-ui';
import { t } from '../../i18n';
import type { ZeroView } from './types';

export function endBreakdown(view: ZeroView): EndBreakdown {
  const left = (g: ZeroView['grids'][number]): number => g.reduce((n, row) => n + row.filter((d) => d !== null).length, 0);
  const col4 = (g: ZeroView['grids'][number]): number => g.reduce((n, row) => n + (row[3]?.pips ?? 0), 0);
  return {
    columns: [t('zero.end.diceLeft'), t('zero.end.column4')],
    rows: view.grids.map((g) => [left(g), col4(g)]),
    score: t('zero.end.removed'),
  };
}
