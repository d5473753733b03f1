/**
 * Piplus's end panel in the words of its log and score sheet: the seats by colour ("Gold ·
 * Player 3 (computer)"), the winner with the points ("Gold wins with 18 points!"), and that three
 * rounds were played and the highest total won, or who tied on it.
 */
import type { ViewReport } from '../../engine/types';
import { t } from '../../i18n';
import { formatList, plural } from '../../i18n/format';
import type { NarrateContext, OutcomeWords } from '../game-ui';
import { colourName } from './narrate';
import type { PiplusView } from './types';

/** The end panel's headline, reason and seat names for Piplus's `outcome`. */
export function outcomeWords(view: PiplusView, outcome: NonNullable<ViewReport['outcome']>, ctx: NarrateContext): OutcomeWords {
  const seatNames = view.seats.map((_, s) => t('piplus.seatName', { colour: colourName(s), name: ctx.seatNames[s] ?? '' }));
  const { winners } = outcome;
  const best = Math.max(0, ...winners.map((w) => outcome.scores?.[w] ?? 0));
  const colours = formatList(winners.map(colourName));
  if (winners.length === 0) return { seatNames };
  if (winners.length === 1) return { seatNames, headline: plural('piplus.end.win', best, { seat: colours }), why: t('piplus.end.why') };
  const headline = winners.length === view.seats.length ? plural('piplus.end.sharedAll', best) : plural('piplus.end.shared', best, { seats: colours });
  return { seatNames, headline, why: t('piplus.end.whyShared', { seats: colours }) };
}
