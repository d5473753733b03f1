/** English narration of PipFall events for the CLI and tests (the app has its own catalogue). */
import { cardName } from '../../core/cards';
import type { Cell, Lane, PipfallEvent } from './state';

const P = (seat: number): string => `P${seat + 1}`;
const at = (c: Cell): string => `row ${c.row + 1} column ${c.col + 1}`;
const lane = (l: Lane): string => `${l.kind === 'row' ? 'row' : 'column'} ${l.index + 1}`;
const SUIT_POWER = { H: 'Hearts +2', D: 'Diamonds -2', S: 'Spades flip', C: 'Clubs hold' } as const;
const cells = (n: number): string => `${n} cell${n === 1 ? '' : 's'}`;

/** One line per event. */
export function describe(e: PipfallEvent): string {
  switch (e.type) {
    case 'roundStarted':
      return `-- round ${e.round} (First Player ${P(e.firstPlayer)}) --`;
    case 'dealt':
      return `${P(e.seat)} is dealt ${e.cards.join(' ')}`;
    case 'dealtHidden':
      return `${P(e.seat)} receives ${e.count} cards`;
    case 'cycleCompleted':
      return `the draw deck runs dry: deck cycle ${e.cycles} completed${e.last ? ' (the last: the game ends after this action phase)' : ''}`;
    case 'reshuffled':
      return `the discards are shuffled into a new draw deck (${e.cards} cards)`;
    case 'programmed':
      return `${P(e.seat)} has programmed`;
    case 'markerPlaced':
      return `${P(e.seat)} places marker ${e.slot + 1} on ${lane(e.lane)}`;
    case 'markerOnCard':
      return `${P(e.seat)} has no free lane: marker ${e.slot + 1} goes on its card, which is cancelled unseen`;
    case 'initiativeRevealed':
      return `initiative: ${e.cards
        .map((c, i) => (c ? `${P(i)} ${c}` : null))
        .filter(Boolean)
        .join(', ')}: ${P(e.startPlayer)} starts; order ${e.order.map(P).join(', ')}`;
    case 'cardRevealed':
      return `${P(e.seat)} reveals card ${e.slot + 1}: ${e.card} (${cardName(e.card)})`;
    case 'nullAction':
      return `${P(e.seat)}'s ${e.card} finds no unactivated die in its lane: null action`;
    case 'activated':
      return `${P(e.seat)} activates the die at ${at(e.cell)} for ${e.use.kind === 'power' ? 'its suit power' : 'movement'}`;
    case 'moved':
      return e.distance === 0
        ? `${P(e.seat)}'s ${e.pips} at ${at(e.from)} makes a zero move`
        : `${P(e.seat)}'s ${e.pips} moves ${cells(e.distance)} ${e.direction}, from ${at(e.from)} to ${at(e.to)}`;
    case 'combat': {
      const r =
        e.result === 'attackerWins'
          ? `${P(e.attackerSeat)}'s ${e.attackerPips} wins`
          : e.result === 'defenderWins'
            ? `${P(e.defenderSeat)}'s ${e.defenderPips} holds`
            : 'mutual destruction';
      return `combat at ${at(e.cell)}: ${P(e.attackerSeat)}'s ${e.attackerPips} attacks ${P(e.defenderSeat)}'s ${e.defenderPips}: ${r}`;
    }
    case 'decayed':
      return `${P(e.seat)}'s die at ${at(e.cell)} decays ${e.from} -> ${e.to}`;
    case 'removed':
      return `${P(e.seat)}'s die at ${at(e.cell)} is removed`;
    case 'powered':
      return `${P(e.seat)} uses ${SUIT_POWER[e.suit]} on the die at ${at(e.cell)}: ${e.from} -> ${e.to}`;
    case 'powerFailed':
      return `${P(e.seat)}'s ${SUIT_POWER[e.suit]} cannot change the ${e.pips} at ${at(e.cell)}: the power fails, forced zero move`;
    case 'gloryBonus':
      return e.die === null ? `${P(e.seat)} declines the glory bonus` : `glory bonus: ${P(e.seat)}'s die rises ${e.from} -> ${e.to}`;
    case 'restored':
      return `${P(e.seat)} plays Restore (${e.card}): a 4 returns to the corner at ${at(e.cell)}`;
    case 'restoreDeclined':
      return `${P(e.seat)} declines to Restore`;
    case 'eliminated':
      return `${P(e.seat)} has no dice left and is eliminated`;
    case 'roundEnded':
      return `round ${e.round} ends; the First Player marker passes to ${P(e.firstPlayer)}`;
    case 'gameOver': {
      const o = e.outcome;
      const who =
        o.winners.length === 0
          ? 'nobody wins'
          : o.winners.length > 1
            ? `${o.reason === 'draw' ? 'a draw' : 'shared victory'}: ${o.winners.map(P).join(' and ')}`
            : `${P(o.winners[0]!)} wins`;
      return `game over (${o.reason}): ${who}${o.scores ? `; pips ${o.scores.join('-')}` : ''}`;
    }
  }
}
