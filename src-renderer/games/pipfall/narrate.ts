/** Log lines for PipFall events, from the catalogue, one per event type. */
import type { Lane, PipfallEvent, PipfallTarget } from './types';
import { cardLabel, t } from '../../i18n';
import { formatList } from '../../i18n/format';

/** A seat's colour name ("Red"): the name the board and the log use. */
export function colourName(seat: number): string {
  return t(`pipfall.colour.${seat}`);
}

/** A seat's line in the seat list and the end panel: "Red: Anna", or only "Red" where the name is the colour (a lesson's seats). */
export function seatLine(seat: number, name: string): string {
  const colour = colourName(seat);
  return name === '' || name === colour ? colour : t('pipfall.seatLine', { colour, name });
}

/**
 * A suit power's name as it acts here: Hearts and Diamonds name the change they make, so a 5 is
 * offered "Hearts +1", not "+2" (`from`/`to`: the pips before and after; absent: the plain name).
 */
export function powerName(suit: string, from?: number, to?: number): string {
  if ((suit === 'H' || suit === 'D') && from !== undefined && to !== undefined && Math.abs(to - from) === 1) return t(`pipfall.power.${suit}1`);
  return t(`pipfall.power.${suit}`);
}

/** The name of the power a target previews ("Hearts +1" on a 5); `suit` where it is not a power's target. */
export function targetPowerName(tg: PipfallTarget | undefined, suit = 'C'): string {
  if (tg?.kind !== 'power') return powerName(suit);
  return tg.fails ? powerName(tg.suit) : powerName(tg.suit, tg.pips, tg.after);
}

/** "row 3" / "column 2" (1-based). */
export function laneName(lane: Lane, capital = false): string {
  return t(`pipfall.${capital ? (lane.kind === 'row' ? 'Row' : 'Col') : lane.kind}`, { n: lane.index + 1 });
}

/** The log line for one event (null: not worth a line). */
export function narrate(e: PipfallEvent): string | null {
  const seat = colourName;
  const at = (c: { row: number; col: number }) => ({ row: c.row + 1, col: c.col + 1 });
  switch (e.type) {
    case 'roundStarted':
      return t('pipfall.log.roundStarted', { n: e.round, seat: seat(e.firstPlayer) });
    case 'dealt':
      return t('pipfall.log.dealt', { seat: seat(e.seat), cards: formatList(e.cards.map(cardLabel)) });
    case 'dealtHidden':
      return null;
    case 'cycleCompleted':
      return t(e.last ? 'pipfall.log.cycleCompletedLast' : 'pipfall.log.cycleCompleted', { n: e.cycles });
    case 'reshuffled':
      return t('pipfall.log.reshuffled', { n: e.cards });
    case 'programmed':
      return t('pipfall.log.programmed', { seat: seat(e.seat) });
    case 'markerPlaced':
      return t('pipfall.log.markerPlaced', { seat: seat(e.seat), n: e.slot + 1, lane: laneName(e.lane) });
    case 'markerOnCard':
      return t('pipfall.log.markerOnCard', { seat: seat(e.seat), n: e.slot + 1 });
    case 'initiativeRevealed':
      return t('pipfall.log.initiativeRevealed', {
        cards: formatList(e.cards.flatMap((c, i) => (c ? [`${seat(i)} ${cardLabel(c)}`] : []))),
        seat: seat(e.startPlayer),
        order: formatList(e.order.map(seat)),
      });
    case 'cardRevealed':
      return t('pipfall.log.cardRevealed', { seat: seat(e.seat), n: e.slot + 1, card: cardLabel(e.card) });
    case 'nullAction':
      return t('pipfall.log.nullAction', { seat: seat(e.seat), card: cardLabel(e.card) });
    case 'activated':
      return t(e.use.kind === 'move' ? 'pipfall.log.activatedMove' : 'pipfall.log.activatedPower', { seat: seat(e.seat), ...at(e.cell) });
    case 'moved':
      return e.distance === 0
        ? t('pipfall.log.movedZero', { seat: seat(e.seat), pips: e.pips, ...at(e.from) })
        : t('pipfall.log.moved', { seat: seat(e.seat), pips: e.pips, cells: t(`pipfall.cells.${e.distance}`), dir: t(`pipfall.dir.${e.direction}`).toLowerCase(), ...at(e.to) });
    case 'combat':
      return t(`pipfall.log.combat.${e.result}`, { attacker: seat(e.attackerSeat), defender: seat(e.defenderSeat), a: e.attackerPips, d: e.defenderPips, ...at(e.cell) });
    case 'decayed':
      return e.to > 0
        ? t('pipfall.log.decayed', { seat: seat(e.seat), ...at(e.cell), from: e.from, to: e.to })
        : t('pipfall.log.decayedOut', { seat: seat(e.seat), ...at(e.cell) });
    case 'removed':
      return t('pipfall.log.removed', { seat: seat(e.seat), ...at(e.cell) });
    case 'powered':
      return t('pipfall.log.powered', { power: powerName(e.suit, e.from, e.to), seat: seat(e.seat), ...at(e.cell), from: e.from, to: e.to });
    case 'powerFailed':
      return t('pipfall.log.powerFailed', { power: t(`pipfall.power.${e.suit}`), seat: seat(e.seat), pips: e.pips, ...at(e.cell) });
    case 'gloryBonus':
      return e.die === null ? t('pipfall.log.gloryDeclined', { seat: seat(e.seat) }) : t('pipfall.log.gloryBonus', { seat: seat(e.seat), from: e.from ?? '', to: e.to ?? '' });
    case 'restored':
      return t('pipfall.log.restored', { seat: seat(e.seat), card: cardLabel(e.card), ...at(e.cell) });
    case 'restoreDeclined':
      return t('pipfall.log.restoreDeclined', { seat: seat(e.seat) });
    case 'eliminated':
      return t('pipfall.log.eliminated', { seat: seat(e.seat) });
    case 'roundEnded':
      return t('pipfall.log.roundEnded', { n: e.round, seat: seat(e.firstPlayer) });
    case 'gameOver':
      return t('pipfall.log.gameOver');
  }
}
