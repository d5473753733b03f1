/** What an activation does to the board: a suit power or its failure, a move, combat, decay and the glory bonus's question. */
import { suitOf, type Card } from '../../core/cards';
import { flipPips, type Pips } from '../../core/dice';
import type { Draft, Seat } from '../../core/game';
import { asPips, diceOf, pathOf } from './board';
import { has } from './draft';
import type { Cell, Die, PipfallEvent, PipfallState, Use } from './state';

type S = Draft<PipfallState>;

/** Removes a die from its cell. */
function removeMut(s: S, die: Die, cell: Cell, events: PipfallEvent[] | null): void {
  s.board[cell.row]![cell.col] = null;
  events?.push({ type: 'removed', seat: die.owner, die: die.id, cell });
}

/** Decay by one at `cell`; a die at 0 is removed at once. */
function decayMut(s: S, cell: Cell, events: PipfallEvent[] | null): void {
  const d = s.board[cell.row]![cell.col]!;
  const to = d.pips - 1;
  events?.push({ type: 'decayed', seat: d.owner, die: d.id, cell, from: d.pips, to });
  if (to <= 0) removeMut(s, d, cell, events);
  else s.board[cell.row]![cell.col] = { id: d.id, owner: d.owner, pips: asPips(to) };
}

/** Pips after a suit power; equal to `from` when the power fails the success threshold. */
export function powerResult(card: Card, from: Pips): Pips {
  switch (suitOf(card)) {
    case 'H':
      return asPips(Math.min(6, from + 2));
    case 'D':
      return asPips(Math.max(1, from - 2));
    case 'S':
      return flipPips(from);
    case 'C':
      return from;
  }
}

/** Applies a legal activation. Returns true when a glory decision now waits. */
export function activateMut(s: S, seat: Seat, slot: number, card: Card, at: Cell & { die: Die }, use: Use, events: PipfallEvent[] | null): boolean {
  const die = at.die;
  const from: Cell = { row: at.row, col: at.col };
  s.seats[seat]!.activated.push(die.id);
  events?.push({ type: 'activated', seat, slot, die: die.id, cell: from, use });
  if (use.kind === 'power') {
    const suit = suitOf(card);
    const to = powerResult(card, die.pips);
    if (suit === 'C' || to !== die.pips) {
      s.board[from.row]![from.col] = { id: die.id, owner: die.owner, pips: to };
      events?.push({ type: 'powered', seat, die: die.id, cell: from, suit, from: die.pips, to });
    } else {
      // Success threshold missed: a forced zero-move, which decays but never fights.
      events?.push({ type: 'powerFailed', seat, die: die.id, cell: from, suit, pips: die.pips });
      decayMut(s, from, events);
    }
    return false;
  }
  const path = pathOf(from, use.direction, use.distance, s.size)!;
  const to = path[path.length - 1] ?? from;
  events?.push({ type: 'moved', seat, die: die.id, pips: die.pips, from, to, path, direction: use.direction, distance: use.distance });
  if (use.distance === 0) {
    // A chosen 0-cell move stays on its own cell: no combat, decay only.
    decayMut(s, from, events);
    return false;
  }
  s.board[from.row]![from.col] = null;
  const defender = s.board[to.row]![to.col];
  if (!defender) {
    s.board[to.row]![to.col] = die;
    decayMut(s, to, events);
    return false;
  }
  // Combat compares pips before decay; own dice can be attacked too.
  const result = die.pips > defender.pips ? 'attackerWins' : die.pips < defender.pips ? 'defenderWins' : 'bothRemoved';
  events?.push({
    type: 'combat',
    attacker: die.id,
    attackerSeat: seat,
    defender: defender.id,
    defenderSeat: defender.owner,
    attackerPips: die.pips,
    defenderPips: defender.pips,
    cell: to,
    result,
  });
  if (result === 'attackerWins') {
    removeMut(s, defender, to, events);
    s.board[to.row]![to.col] = die;
    if (!has(s, 'combat-glory')) decayMut(s, to, events);
    return false;
  }
  if (result === 'defenderWins') {
    // The attacker never took the cell; it is removed where it fought.
    events?.push({ type: 'removed', seat, die: die.id, cell: to });
    return false;
  }
  removeMut(s, defender, to, events);
  events?.push({ type: 'removed', seat, die: die.id, cell: to });
  if (has(s, 'mutual-destruction-glory')) {
    const dice = diceOf(s.board, seat)
      .filter((d) => d.die.pips < 6)
      .map((d) => d.die.id);
    if (dice.length > 0) {
      s.phase = 'glory';
      s.pending = { kind: 'glory', seat, dice };
      return true;
    }
  }
  return false;
}
