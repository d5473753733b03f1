/** Reinforce: a reserve die enters an empty position of the seat's own location, with a Jack, Queen or King. */
import type { Card } from '../../core/cards';
import type { Pips } from '../../core/dice';
import type { Seat } from '../../core/game';
import { err, type Result } from '../../core/result';
import { diceCount, dieAt, insertDieMut, locationById } from './battlefield';
import { DONE, type Events, type HexDraft } from './draft';
import { locationCells, type Cell } from './map';
import { DICE_PER_SEAT, type Die } from './state';
import { canReinforceWith } from './uses';

type S = HexDraft;

/** Reinforce with a Jack, Queen or King: a reserve die enters an empty position of the own location. */
export function reinforceMut(s: S, seat: Seat, card: Card, at: Cell, events: Events): Result<true> {
  if (!canReinforceWith(card)) return err('ERR_USE', `only a jack, queen or king may Reinforce, not ${card}`);
  const h = s.seats[seat]!;
  if (h.reserve < 1) return err('ERR_REINFORCE', 'no die left in reserve');
  if (diceCount(s, seat) < 1) return err('ERR_REINFORCE', 'Reinforce needs at least one own die on the battlefield');
  const loc = locationById(s.map, h.location!)!;
  const k = locationCells(loc).findIndex((c) => c.row === at?.row && c.col === at.col);
  if (k < 0) return err('ERR_REINFORCE', `(${at?.row},${at?.col}) is not a position of your starting location ${loc.id}`);
  if (dieAt(s, at.row, at.col)) return err('ERR_REINFORCE', `position (${at.row},${at.col}) is occupied`);
  const pips: Pips = k === 0 ? 3 : 4;
  const die: Die = { id: seat * DICE_PER_SEAT + (DICE_PER_SEAT - h.reserve), owner: seat, pips, row: at.row, col: at.col };
  h.reserve--;
  insertDieMut(s, die);
  events?.push({ type: 'reinforced', seat, die: die.id, cell: { row: at.row, col: at.col }, pips, reserve: h.reserve });
  return DONE;
}
