/** A Pip Zero action in a player's words, for hints ("Swap your 6 in column 1 with the die in column 3"). */
import { cardLabel, t } from '../../i18n';
import type { ZeroAction, ZeroTarget } from './types';
import { formatList } from '../../i18n/format';

/** What `a` does, in words, as the seat at the screen would say it. */
export function actionWords(a: ZeroAction, target: ZeroTarget | undefined): string {
  if (a.type === 'program') return t('zero.words.program', { cards: formatList(a.cards.slice(0, 3).map(cardLabel)), last: cardLabel(a.cards[3]) });
  if (target?.kind === 'power') return t('zero.words.power', { power: t(`zero.power.${target.suit}`), pips: target.pips, col: target.cell.col + 1, to: target.after });
  if (target?.kind === 'swap') return t('zero.words.swap', { pips: target.pips, from: target.from.col + 1, col: target.to.col + 1, to: target.after });
  return a.choice.kind === 'power' ? t('zero.words.powerPlain') : t('zero.words.swapPlain', { col: a.choice.target + 1 });
}
