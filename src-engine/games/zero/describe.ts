/** English narration of Pip Zero events for the CLI and tests (the app has its own catalogue). */
import { cardName } from '../../core/cards';
import type { ZeroEvent } from './state';

const P = (seat: number): string => `P${seat + 1}`;
const at = (c: { row: number; col: number }): string => `row ${c.row + 1} column ${c.col + 1}`;
const SUIT_POWER = { H: 'Hearts +2', D: 'Diamonds -2', S: 'Spades flip', C: 'Clubs hold' } as const;

/** One line per event. */
export function describe(e: ZeroEvent): string {
  switch (e.type) {
    case 'handStarted':
      return `-- hand ${e.handNo} --`;
    case 'dealt':
      return `${P(e.seat)} is dealt ${e.cards.join(' ')}`;
    case 'dealtHidden':
      return `${P(e.seat)} receives ${e.count} cards`;
    case 'reshuffled':
      return `the deck is exhausted: discards reshuffled (${e.cards} cards, exhaustion ${e.exhaustions})`;
    case 'programmed':
      return `${P(e.seat)} has programmed`;
    case 'initiativeRevealed':
      return e.adversary
        ? `initiative: ${e.cards[0]} against the Adversary's ${e.adversary}: ${e.winner === null ? 'the Adversary wins' : `${P(0)} wins`}`
        : `initiative: ${e.cards.map((c, i) => `${P(i)} ${c}`).join(', ')}: ${e.winner === null ? 'nobody' : P(e.winner)} resolves Column 4`;
    case 'favor':
      return `Adversary Favor: ${P(e.seat)}'s lowest Column 4 die at ${at(e.cell)} rises ${e.from} -> ${e.to}`;
    case 'cardRevealed':
      return `${P(e.seat)} reveals ${e.card} (${cardName(e.card)}) for column ${e.slot + 1}`;
    case 'shifted':
      return `${P(e.seat)}'s column ${e.from + 1} is empty: the card shifts to column ${e.to + 1}`;
    case 'fizzled':
      return `${P(e.seat)}'s ${e.card} fizzles (${e.reason === 'noColumn' ? 'no column with dice to its right' : e.reason === 'spent' ? 'the column is spent' : 'no resolvable die'})`;
    case 'discardedUnread':
      return `${P(e.seat)} lost initiative: the Column 4 card is discarded unread`;
    case 'swapped':
      return `${P(e.seat)} swaps the die at ${at(e.from)} with the die at ${at(e.to)}`;
    case 'powered':
      return `${P(e.seat)} uses ${SUIT_POWER[e.suit]} on the die at ${at(e.cell)}: ${e.from} -> ${e.to}`;
    case 'decayed':
      return `${P(e.seat)}'s die at ${at(e.cell)} decays ${e.from} -> ${e.to}`;
    case 'removed':
      return `${P(e.seat)}'s die at ${at(e.cell)} is removed`;
    case 'penalty':
      return `Hardcore penalty for ${P(e.seat)}: ${e.dice.map((d) => `${at(d.cell)} ${d.from} -> ${d.to}`).join(', ')}`;
    case 'cleared':
      return `${P(e.seat)} has cleared the grid!`;
    case 'handEnded':
      return `hand ${e.handNo} ends`;
    case 'gameOver': {
      const o = e.outcome;
      const who = o.winners.length === 0 ? 'nobody wins' : o.winners.length > 1 ? `shared victory: ${o.winners.map(P).join(' and ')}` : `${P(o.winners[0]!)} wins`;
      return `game over (${o.reason}): ${who}${o.scores ? `; dice removed ${o.scores.join('-')}` : ''}`;
    }
  }
}
