/** Log lines for Pip Zero events, from the catalogue, keyed by event type. */
import type { ZeroEvent } from './types';
import { cardLabel, t } from '../../i18n';
import { formatList } from '../../i18n/format';

/** The log line for one event (null: not worth a line), with seats named by `names`. */
export function narrate(e: ZeroEvent, names: readonly string[]): string | null {
  const seat = (s: number): string => names[s] ?? '';
  const at = (c: { row: number; col: number }) => ({ row: c.row + 1, col: c.col + 1 });
  switch (e.type) {
    case 'handStarted':
      return t('zero.log.handStarted', { n: e.handNo });
    case 'dealt':
      return t('zero.log.dealt', { seat: seat(e.seat), cards: formatList(e.cards.map(cardLabel)) });
    case 'dealtHidden':
      return null;
    case 'reshuffled':
      return t('zero.log.reshuffled', { cards: e.cards });
    case 'programmed':
      return t('zero.log.programmed', { seat: seat(e.seat) });
    case 'initiativeRevealed': {
      const first = e.adversary
        ? t('zero.log.initiativeVs', { card: cardLabel(e.cards[0] ?? null), adversary: cardLabel(e.adversary) })
        : t('zero.log.initiativeCards', { cards: formatList(e.cards.map((c, i) => `${seat(i)} ${cardLabel(c)}`)) });
      const second = e.winner === null ? t('zero.log.initiativeAdversary') : t('zero.log.initiativeWinner', { seat: seat(e.winner) });
      return `${first} ${second}`;
    }
    case 'favor':
      return t('zero.log.favor', { seat: seat(e.seat), ...at(e.cell), from: e.from, to: e.to });
    case 'cardRevealed':
      return t('zero.log.cardRevealed', { seat: seat(e.seat), card: cardLabel(e.card), col: e.slot + 1 });
    case 'shifted':
      return t('zero.log.shifted', { seat: seat(e.seat), from: e.from + 1, to: e.to + 1 });
    case 'fizzled':
      return t(`zero.log.fizzled.${e.reason}`, { seat: seat(e.seat), card: cardLabel(e.card) });
    case 'discardedUnread':
      return t('zero.log.discardedUnread', { seat: seat(e.seat) });
    case 'swapped':
      return t('zero.log.swapped', { seat: seat(e.seat), ...at(e.from), toCol: e.to.col + 1 });
    case 'powered':
      return t('zero.log.powered', { power: t(`zero.power.${e.suit}`), seat: seat(e.seat), ...at(e.cell), from: e.from, to: e.to });
    case 'decayed':
      return t('zero.log.decayed', { seat: seat(e.seat), ...at(e.cell), from: e.from, to: e.to });
    case 'removed':
      return t('zero.log.removed', { seat: seat(e.seat), ...at(e.cell) });
    case 'penalty':
      return t('zero.log.penalty', { seat: seat(e.seat), dice: e.dice.map((d) => t('zero.log.penaltyDie', { ...at(d.cell), from: d.from, to: d.to })).join('; ') });
    case 'cleared':
      return t('zero.log.cleared', { seat: seat(e.seat) });
    case 'handEnded':
      return t('zero.log.handEnded', { n: e.handNo });
    case 'gameOver':
      return t('zero.log.gameOver');
  }
}
