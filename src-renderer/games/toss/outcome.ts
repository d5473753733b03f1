/**
 * PipFall Toss's end panel in the game's own names: the players as the setup form named them
 * (not "Player 2"), and the winning side, a player or a team, with the race's final score, as the
 * log says it ("Ada wins the race, 21–15!").
 */
import type { ViewReport } from '../../engine/types';
import { t } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import type { NarrateContext, OutcomeWords } from '../game-ui';
import { viewNames } from './names';
import type { TossView } from './types';

/** The end panel's headline and seat names for Toss's `outcome`. */
export function outcomeWords(view: TossView, outcome: NonNullable<ViewReport['outcome']>, ctx: NarrateContext): OutcomeWords {
  const names = viewNames(view, ctx.seatNames);
  const seatNames = Array.from({ length: view.options.seats }, (_, s) => names.seat(s));
  const winner = outcome.winners[0];
  if (winner === undefined) return { seatNames };
  const side = winner % 2 === 0 ? 0 : 1;
  const score = (s: number): string => formatNumber(outcome.scores?.[s] ?? 0);
  return { seatNames, headline: t('toss.end.win', { side: names.side(side), a: score(winner), b: score(side === 0 ? 1 : 0) }) };
}
