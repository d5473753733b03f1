/**
 * English narration of PipFall Hex events for the CLI and tests (the app has its own
 * catalogue). Hexes are written (row,col), 0-based, as RULINGS.md and map files write them.
 */
import { cardName } from '../../core/cards';
import type { Cell, HexEvent } from './state';

const P = (seat: number): string => `P${seat + 1}`;
const at = (c: Cell): string => `(${c.row},${c.col})`;
const SUIT_POWER = { H: 'Hearts +2', D: 'Diamonds -2', S: 'Spades flip', C: 'Clubs hold' } as const;
const RESULT = { attackerWins: 'the attacker wins', defenderWins: 'the defender holds', bothDestroyed: 'both are destroyed' } as const;
const CAUSE = { combat: 'in combat', decay: 'by decay', diamonds: 'by Diamonds' } as const;

/** One line per event. */
export function describe(e: HexEvent): string {
  switch (e.type) {
    case 'gameStarted':
      return `PipFall Hex on ${e.map}, ${e.seats} players; First Player ${P(e.firstPlayer)}${e.choosing.length ? `; locations are chosen in the order ${e.choosing.map(P).join(', ')}` : ''}`;
    case 'locationChosen':
      return `${P(e.seat)} takes location ${e.location}: ${e.dice.map((d) => `${d.pips} at ${at(d.cell)}`).join(', ')}`;
    case 'roundStarted':
      return `-- round ${e.round} (First Player ${P(e.firstPlayer)}) --`;
    case 'handStarted':
      return `hand ${e.hand} of round ${e.round}: ${e.sizes
        .map((n, seat) => (n > 0 ? `${P(seat)} ${n} cards` : null))
        .filter(Boolean)
        .join(', ')}`;
    case 'dealt':
      return `${P(e.seat)} is dealt ${e.cards.join(' ')}`;
    case 'dealtHidden':
      return `${P(e.seat)} receives ${e.count} cards`;
    case 'programmed':
      return `${P(e.seat)} programs ${e.count} card${e.count === 1 ? '' : 's'}`;
    case 'leftOut':
      return `${P(e.seat)} leaves out ${e.card}`;
    case 'revealed':
      return `reveal ${e.step + 1}: ${e.cards.map((c) => `${P(c.seat)} ${c.card}`).join(', ')}; order ${e.order.map(P).join(', ')}`;
    case 'resolving':
      return `${P(e.seat)}'s ${e.card} (${cardName(e.card)}) resolves`;
    case 'cardDiscarded':
      return e.reason === 'eliminated' ? `${P(e.seat)}'s ${e.card} is discarded: ${P(e.seat)} is out` : `${P(e.seat)}'s ${e.card} has no legal use and is discarded with no effect`;
    case 'moved':
      return e.path.length === 0
        ? `${P(e.seat)}'s ${e.pips} at ${at(e.from)} moves 0 hexes`
        : `${P(e.seat)}'s ${e.pips} moves ${e.path.length} hex${e.path.length === 1 ? '' : 'es'} from ${at(e.from)} via ${e.path.map(at).join(' ')}`;
    case 'combat':
      return `combat at ${at(e.cell)}: ${P(e.attackerSeat)}'s ${e.attackerPips} attacks ${P(e.defenderSeat)}'s ${e.defenderPips}: ${RESULT[e.result]}`;
    case 'removed':
      return `${P(e.seat)}'s die at ${at(e.cell)} is destroyed ${CAUSE[e.cause]}`;
    case 'captured':
      return `${P(e.seat)} takes ${P(e.owner)}'s ${e.pips} as a trophy`;
    case 'decayed':
      return `${P(e.seat)}'s die at ${at(e.cell)} decays ${e.from} -> ${e.to}`;
    case 'powered':
      return `${P(e.seat)} uses ${SUIT_POWER[e.suit]} on the die at ${at(e.cell)}: ${e.from} -> ${e.to}`;
    case 'reinforced':
      return `${P(e.seat)} reinforces: a ${e.pips} enters at ${at(e.cell)} (${e.reserve} left in reserve)`;
    case 'eliminated':
      return `${P(e.seat)} has no dice on the battlefield and is eliminated`;
    case 'handEnded':
      return `hand ${e.hand} ends`;
    case 'roundEnded':
      return `round ${e.round} ends: the draw deck holds ${e.drawLeft} cards, the next hand needs ${e.needed}${e.last ? ' (the last round)' : ''}`;
    case 'reshuffled':
      return `all ${e.cards} cards are shuffled; the First Player marker passes to ${P(e.firstPlayer)}`;
    case 'gameOver': {
      const o = e.outcome;
      const who = o.winners.length > 1 ? `shared victory: ${o.winners.map(P).join(' and ')}` : `${P(o.winners[0]!)} wins`;
      const tally = (o.scores ?? []).map((n, seat) => `${P(seat)} ${n} (${e.trophyPips[seat]} pips)`).join(', ');
      return `game over (${o.reason}): ${who}; trophies ${tally}`;
    }
  }
}
