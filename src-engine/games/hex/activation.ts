/** What an activation does: a suit power or a move, combat and its trophies, then decay. */
import { suitOf, type Card, type Suit } from '../../core/cards';
import { flipPips, type Pips } from '../../core/dice';
import type { Seat } from '../../core/game';
import { err, type Result } from '../../core/result';
import { cellOfDie, dieAt, dieIndex, dieWith } from './battlefield';
import { DONE, type Events, type HexDraft } from './draft';
import type { Cell } from './map';
import type { CombatResult, Die, HexAction } from './state';
import { topologyOf } from './topology';
import { canMoveWith } from './uses';

type S = HexDraft;

/** Removes the die with this id (it must be on the battlefield). */
function removeMut(s: S, id: number, cause: 'combat' | 'decay' | 'diamonds', events: Events): Die {
  const i = dieIndex(s, id);
  const d = s.dice[i]!;
  s.dice.splice(i, 1);
  events?.push({ type: 'removed', seat: d.owner, die: d.id, cell: cellOfDie(d), cause });
  return d;
}

/** Decay by 1 after an activation; at 0 the die is removed (never a trophy). */
function decayMut(s: S, id: number, events: Events): void {
  const i = dieIndex(s, id);
  const d = s.dice[i]!;
  const to = d.pips - 1;
  events?.push({ type: 'decayed', seat: d.owner, die: d.id, cell: cellOfDie(d), from: d.pips, to });
  if (to <= 0) removeMut(s, id, 'decay', events);
  else s.dice[i] = dieWith(d, to as Pips, d.row, d.col);
}

/** Pips after a suit power before decay; 0 or less means Diamonds removed the die. */
export function powerResult(suit: Suit, from: Pips): number {
  switch (suit) {
    case 'H':
      return Math.min(6, from + 2);
    case 'D':
      return from - 2;
    case 'S':
      return flipPips(from);
    case 'C':
      return from;
  }
}

/** How a combat ends: the higher pips survive, equal pips destroy both. */
export function combatResult(attacker: number, defender: number): CombatResult {
  return attacker > defender ? 'attackerWins' : attacker < defender ? 'defenderWins' : 'bothDestroyed';
}

/** A die destroyed in combat becomes a trophy of the other die's owner, unless both dice are the same player's. */
function captureMut(s: S, captor: Seat, d: Die, events: Events): void {
  if (captor === d.owner) return;
  const h = s.seats[captor]!;
  h.trophies = [...h.trophies, { die: d.id, owner: d.owner, pips: d.pips }];
  events?.push({ type: 'captured', seat: captor, die: d.id, owner: d.owner, pips: d.pips, cell: cellOfDie(d) });
}

/** A move or a suit power on an eligible die, with its combat and decay. */
export function activateMut(s: S, a: Extract<HexAction, { type: 'move' | 'power' }>, card: Card, events: Events): Result<true> {
  const i = dieIndex(s, a.die);
  const die = s.dice[i];
  const h = s.seats[a.seat]!;
  if (!die || die.owner !== a.seat || h.activated.includes(die.id))
    return err('ERR_DIE', `die ${a.die} is not an eligible die of seat ${a.seat} (own, on the battlefield, not yet activated this hand)`);
  const topo = topologyOf(s.map);
  const from = topo.cells[die.row * topo.cols + die.col]!;
  if (a.type === 'power') {
    h.activated.push(die.id);
    const suit = suitOf(card);
    const to = powerResult(suit, die.pips);
    events?.push({ type: 'powered', seat: a.seat, die: die.id, cell: from, suit, from: die.pips, to: Math.max(0, to) });
    if (to <= 0) {
      // Diamonds to 0: removed at once, no decay step, no trophy.
      removeMut(s, die.id, 'diamonds', events);
      return DONE;
    }
    s.dice[i] = dieWith(die, to as Pips, die.row, die.col);
    decayMut(s, die.id, events);
    return DONE;
  }
  if (!canMoveWith(card)) return err('ERR_USE', `${card} cannot move a die: aces use their suit power, jacks, queens and kings their power or Reinforce`);
  const to = a.to as Cell | undefined;
  if (!to || !Number.isInteger(to.row) || !Number.isInteger(to.col)) return err('ERR_MOVE', 'a move names its destination hex {row, col}');
  let path: readonly Cell[] = [];
  if (to.row !== die.row || to.col !== die.col) {
    const inside = to.row >= 0 && to.row < topo.rows && to.col >= 0 && to.col < topo.cols;
    const reach = inside ? topo.reachTo[die.row * topo.cols + die.col]![to.row * topo.cols + to.col] : undefined;
    if (!reach) return err('ERR_MOVE', `(${to.row},${to.col}) is not within 3 hazard-free steps of the die at (${die.row},${die.col})`);
    path = reach.path;
  }
  h.activated.push(die.id);
  const dest: Cell = path.length > 0 ? path[path.length - 1]! : from;
  events?.push({ type: 'moved', seat: a.seat, die: die.id, pips: die.pips, from, to: dest, path });
  if (path.length === 0) {
    // A 0-hex move: no combat, decay only.
    decayMut(s, die.id, events);
    return DONE;
  }
  const defender = dieAt(s, dest.row, dest.col);
  s.dice[i] = dieWith(die, die.pips, dest.row, dest.col);
  if (!defender) {
    decayMut(s, die.id, events);
    return DONE;
  }
  // Combat compares pips before decay; dice of the same player fight too (no trophy then).
  const result = combatResult(die.pips, defender.pips);
  events?.push({
    type: 'combat',
    attacker: die.id,
    attackerSeat: a.seat,
    defender: defender.id,
    defenderSeat: defender.owner,
    attackerPips: die.pips,
    defenderPips: defender.pips,
    cell: dest,
    result,
  });
  if (result !== 'defenderWins') {
    removeMut(s, defender.id, 'combat', events);
    captureMut(s, a.seat, defender, events);
  }
  if (result !== 'attackerWins') {
    removeMut(s, die.id, 'combat', events);
    captureMut(s, defender.owner, dieWith(die, die.pips, dest.row, dest.col), events);
    return DONE;
  }
  // Only the surviving attacker decays; the defender never does.
  decayMut(s, die.id, events);
  return DONE;
}
