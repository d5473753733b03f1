/** Pip Zero's counts of a grid: dice removed and column 4's pips (the timer's tie-break), for the table strip and the end screen. */
import type { EndBreakdown } from '../game-ui';
import { t } from '../../i18n';
import type { ZeroView } from './types';

/** Dice each player starts with. */
const DICE = 16;

/** One seat's counts. */
export interface Tally {
  /** Dice taken off the grid so far (the timer's score). */
  readonly removed: number;
  /** Pips left in column 4 (fewer wins a tie on dice removed). */
  readonly col4: number;
}

/** Each seat's dice removed and column 4 pips, by seat. */
export function tallies(view: Pick<ZeroView, 'grids'>): Tally[] {
  return view.grids.map((g) => ({
    removed: DICE - g.reduce((n, row) => n + row.filter((d) => d !== null).length, 0),
    col4: g.reduce((n, row) => n + (row[3]?.pips ?? 0), 0),
  }));
}

export function endBreakdown(view: ZeroView): EndBreakdown {
  return {
    columns: [t('zero.end.diceLeft'), t('zero.end.column4')],
    rows: tallies(view).map((x) => [DICE - x.removed, x.col4]),
    score: t('zero.end.removed'),
  };
}
