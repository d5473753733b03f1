/** The search's key of a Piplus action (`ai.actionKey`): short and cheap, unlike its JSON. */
import type { DieKind } from '../../core/dice';
import type { PiplusAction } from './state';

/** Cards 1..10 as one letter each. */
const CARD_CH = ['', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'] as const;
/** A card's die (or none) as one character. */
const DIE_CH: Readonly<Record<DieKind, string>> = { d4: '4', d6: '6', d8: '8' };

/**
 * A string naming `a` uniquely among every Piplus action: its type, seat, and for a play each
 * card with its die in order, for a lone die the die, for a pass the dice rerolled. Out-of-range
 * cards (never legal) fall back to their number in brackets, so the key stays unique anyway.
 */
export function actionKey(a: PiplusAction): string {
  if (a.type === 'play') {
    let k = `p${a.seat}`;
    const cards = a.cards;
    const dice = a.dice;
    for (let i = 0; i < cards.length; i++) {
      const d = dice[i];
      k += (CARD_CH[cards[i]!] || `(${cards[i]})`) + (d ? DIE_CH[d] : '-');
    }
    return k;
  }
  if (a.type === 'die') return `d${a.seat}${a.die}`;
  return `r${a.seat}:${a.reroll.join('')}`;
}
