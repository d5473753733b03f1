/**
 * Log lines for PipFall Hex events, from the catalogue, one per event type, and the names the
 * table, the log and the hints share: seat colours ("Red"), hexes ("C3": column letter, row
 * number, as the board's edges are labelled) and starting locations ("north-west start").
 */
import { cardLabel, has, t } from '../../i18n';
import type { Cell, HexEvent } from './types';
import { formatList, plural } from '../../i18n/format';

/** A seat's colour name ("Red"): the name the board and the log use. */
export function colourName(seat: number): string {
  return t(`hex.colour.${seat}`);
}

/** A seat's line in the seat list and the end panel: "Red: Anna", or only "Red" where the name is the colour (a lesson's seats). */
export function seatLine(seat: number, name: string): string {
  const colour = colourName(seat);
  return name === '' || name === colour ? colour : t('hex.seatLine', { colour, name });
}

/** "Red’s". */
export function own(seat: number): string {
  return t('hex.possessive', { seat: colourName(seat) });
}

/** The letter of a column as the board labels it: A, B, ... (past Z: AA, AB, ...). */
export function columnLetter(col: number): string {
  const letter = (n: number): string => String.fromCharCode(65 + n);
  return col < 26 ? letter(col) : letter(Math.floor(col / 26) - 1) + letter(col % 26);
}

/** A hex as the board labels it: "C3" is column C, row 3. */
export function hexName(c: Cell): string {
  return t('hex.hexName', { col: columnLetter(c.col), row: c.row + 1 });
}

/** Where a start lies ("north-west"): from the catalogue for the built-in maps' compass names, else as the map gives it. */
export function placeName(name: string): string {
  return has(`hex.place.${name}`) ? t(`hex.place.${name}`) : name;
}

/** "north-west start" (a location's name on its map). */
export function locationName(name: string): string {
  return t('hex.locationName', { name: placeName(name) });
}

/** The same, capitalised, to begin a line or a button ("North-west start"). */
export function LocationName(name: string): string {
  const s = locationName(name);
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A map's name: from the catalogue for the built-in ones, else as the map gives it. */
export function mapName(id: string, fallback = id): string {
  return has(`hex.map.${id}`) ? t(`hex.map.${id}`) : fallback;
}

/** "1 hex", "3 hexes". */
export function stepsWord(n: number): string {
  return t(`hex.hexes.${Math.max(0, Math.min(3, n))}`);
}

/** "1 card", "4 cards". */
export function cardsWord(n: number): string {
  return plural('hex.cardsWord', n);
}

/** The log line for one event (null: not worth a line), seats named by colour (and by name where they first appear). */
export function narrate(e: HexEvent, names: readonly string[]): string | null {
  const seat = colourName;
  switch (e.type) {
    case 'gameStarted':
      return e.choosing.length > 0
        ? t('hex.log.gameStarted', { map: mapName(e.map), n: e.seats, seat: seat(e.firstPlayer), order: formatList(e.choosing.map(seat)) })
        : t('hex.log.gameStartedFixed', { map: mapName(e.map), n: e.seats, seat: seat(e.firstPlayer) });
    case 'locationChosen': {
      const [rear, f1, f2] = e.dice.map((d) => hexName(d.cell));
      return t('hex.log.locationChosen', { seat: seat(e.seat), name: names[e.seat] ?? '', location: locationName(e.name), rear: rear ?? '', front1: f1 ?? '', front2: f2 ?? '' });
    }
    case 'roundStarted':
      return t('hex.log.roundStarted', { n: e.round, seat: seat(e.firstPlayer) });
    case 'handStarted':
      return t('hex.log.handStarted', {
        hand: e.hand,
        round: e.round,
        sizes: formatList(e.sizes.flatMap((n, s) => (n > 0 ? [t('hex.log.handSize', { seat: seat(s), cards: cardsWord(n) })] : []))),
      });
    case 'dealt':
      return t('hex.log.dealt', { seat: seat(e.seat), cards: formatList(e.cards.map(cardLabel)) });
    case 'dealtHidden':
      return null;
    case 'programmed':
      return t('hex.log.programmed', { seat: seat(e.seat), cards: cardsWord(e.count) });
    case 'leftOut':
      return t('hex.log.leftOut', { seat: seat(e.seat), card: cardLabel(e.card) });
    case 'revealed': {
      const cards = formatList(e.cards.map((c) => t('hex.log.revealedCard', { seat: own(c.seat), card: cardLabel(c.card) })));
      return e.order.length > 1 ? t('hex.log.revealedOrder', { n: e.step + 1, cards, order: formatList(e.order.map(seat)) }) : t('hex.log.revealed', { n: e.step + 1, cards });
    }
    case 'resolving':
      return t('hex.log.resolving', { seat: seat(e.seat), card: cardLabel(e.card) });
    case 'cardDiscarded':
      return t(`hex.log.cardDiscarded.${e.reason}`, { seat: own(e.seat), card: cardLabel(e.card), seat2: seat(e.seat) });
    case 'moved':
      return e.path.length === 0
        ? t('hex.log.movedZero', { seat: own(e.seat), pips: e.pips, hex: hexName(e.from) })
        : t('hex.log.moved', { seat: own(e.seat), pips: e.pips, steps: stepsWord(e.path.length), from: hexName(e.from), to: hexName(e.to) });
    case 'combat':
      return t(`hex.log.combat.${e.result}`, { attacker: own(e.attackerSeat), defender: own(e.defenderSeat), a: e.attackerPips, d: e.defenderPips, hex: hexName(e.cell) });
    case 'removed':
      // A combat or a decay has said it already; Diamonds to 0 says it here.
      return e.cause === 'diamonds' ? t('hex.log.removedDiamonds', { seat: own(e.seat), hex: hexName(e.cell) }) : null;
    case 'captured':
      return t('hex.log.captured', { seat: seat(e.seat), owner: own(e.owner), pips: e.pips });
    case 'decayed':
      return e.to > 0
        ? t('hex.log.decayed', { seat: own(e.seat), hex: hexName(e.cell), from: e.from, to: e.to })
        : t('hex.log.decayedOut', { seat: own(e.seat), hex: hexName(e.cell) });
    case 'powered':
      return e.suit === 'C'
        ? t('hex.log.poweredHold', { power: t('hex.power.C'), seat: own(e.seat), from: e.from, hex: hexName(e.cell) })
        : t('hex.log.powered', { power: t(`hex.power.${e.suit}`), seat: own(e.seat), hex: hexName(e.cell), from: e.from, to: e.to });
    case 'reinforced':
      return t('hex.log.reinforced', { seat: seat(e.seat), pips: e.pips, hex: hexName(e.cell), n: e.reserve });
    case 'eliminated':
      return t('hex.log.eliminated', { seat: seat(e.seat) });
    case 'handEnded':
      return t('hex.log.handEnded', { n: e.hand });
    case 'roundEnded':
      return e.last ? t('hex.log.roundEndedLast', { n: e.round }) : t('hex.log.roundEnded', { n: e.round, left: e.drawLeft, needed: e.needed });
    case 'reshuffled':
      return t('hex.log.reshuffled', { n: e.cards, seat: seat(e.firstPlayer) });
    case 'gameOver':
      return t('hex.log.gameOver', {
        tally: formatList((e.outcome.scores ?? []).map((n, s) => t('hex.log.tally', { seat: seat(s), n, pips: e.trophyPips[s] ?? 0 }))),
      });
  }
}
