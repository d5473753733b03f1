/** The battlefield and the seats still in: which dice stand where, who is still in; read and kept in order by every phase. */
import type { Pips } from '../../core/dice';
import type { Seat } from '../../core/game';
import type { HexDraft } from './draft';
import type { Cell, HexMap, StartLocation } from './map';
import type { Die, HexState } from './state';

type S = HexDraft;

/** Seats still in the game, clockwise from `start`. */
export function clockwiseFrom(s: Pick<HexState, 'seats'>, start: Seat): Seat[] {
  const n = s.seats.length;
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (start + i) % n;
    if (!s.seats[seat]!.eliminated) out.push(seat);
  }
  return out;
}

/** Seats still in the game, in seat order. */
export function inGame(s: Pick<HexState, 'seats'>): Seat[] {
  return clockwiseFrom(s, 0);
}

/** How many seats are still in the game. */
export function seatsLeft(s: Pick<HexState, 'seats'>): number {
  let n = 0;
  for (const h of s.seats) if (!h.eliminated) n++;
  return n;
}

/** How many dice `seat` has on the battlefield. */
export function diceCount(s: Pick<HexState, 'dice'>, seat: Seat): number {
  let n = 0;
  for (const d of s.dice) if (d.owner === seat) n++;
  return n;
}

/** Whether `seat` has a die on the battlefield. */
export function hasDice(s: Pick<HexState, 'dice'>, seat: Seat): boolean {
  for (const d of s.dice) if (d.owner === seat) return true;
  return false;
}

/** The die standing on a hex, or undefined. */
export function dieAt(s: Pick<HexState, 'dice'>, row: number, col: number): Die | undefined {
  for (const d of s.dice) if (d.row === row && d.col === col) return d;
  return undefined;
}

/** A starting location of the map by id. */
export function locationById(map: HexMap, id: string): StartLocation | undefined {
  return map.locations.find((l) => l.id === id);
}

/** Adds a die keeping the list in id order (so every copy of a state lists dice alike). */
export function insertDieMut(s: S, die: Die): void {
  let i = s.dice.length;
  while (i > 0 && s.dice[i - 1]!.id > die.id) i--;
  s.dice.splice(i, 0, die);
}

/** Index of a die in the list by id, or -1. */
export function dieIndex(s: HexState, id: number): number {
  for (let i = 0; i < s.dice.length; i++) if (s.dice[i]!.id === id) return i;
  return -1;
}

/** The hex a die stands on. */
export function cellOfDie(d: Die): Cell {
  return { row: d.row, col: d.col };
}

/** The same die with other pips and hex (an explicit literal: every die keeps one object shape). */
export function dieWith(d: Die, pips: Pips, row: number, col: number): Die {
  return { id: d.id, owner: d.owner, pips, row, col };
}
