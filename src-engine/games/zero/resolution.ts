/**
 * Resolution in lockstep: every seat resolves column 1, then 2, 3 and 4; a card shifts right to
 * the next column with dice or fizzles, and acts with its forced die (the Hardcore penalty too).
 */
import { isFace, isNumberCard, suitOf, type Card } from '../../core/cards';
import type { Pips } from '../../core/dice';
import type { Draft, Seat } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { choiceLegal, choicesFor, forcedDice, powerRow, swapRow } from './choices';
import { has } from './draft';
import { checkClearedMut, endHandMut } from './end';
import { asPips, columnHasDice, lowestInColumn, poweredPips } from './grid';
import { seatOrder } from './seats';
import { COLS, type Choice, type ZeroAction, type ZeroEvent, type ZeroState } from './state';

type S = Draft<ZeroState>;

/** The power use, for executeMut (it reads a choice, never keeps it). */
const POWER: Choice = { kind: 'power' };

/** How a choice is named in an error. */
function choiceLabel(c: Choice): string {
  return c.kind === 'power' ? 'power' : `swap with column ${c.target + 1}`;
}

/** Resolves cards in lockstep until a human choice is needed, the hand ends, or the game does. */
export function advanceMut(s: S, events: ZeroEvent[] | null): void {
  const order = seatOrder(s);
  while (s.phase === 'resolve' && !s.pending) {
    if (s.cursor.turn >= order.length) {
      // A step is over: every seat has resolved this slot. Cleared grids win now.
      // In place: cloneState copies the cursor, and the draft is private.
      s.cursor.slot++;
      s.cursor.turn = 0;
      if (checkClearedMut(s, events)) return;
      continue;
    }
    if (s.cursor.slot >= 4) {
      endHandMut(s, events);
      return;
    }
    const seat = order[s.cursor.turn]!;
    const slot = s.cursor.slot;
    const card = s.seats[seat]!.program![slot]!;
    if (slot === 3 && !has(s, 'easier') && s.initiative !== seat) {
      events?.push({ type: 'discardedUnread', seat, slot });
      s.cursor.turn++;
      continue;
    }
    s.seats[seat]!.revealed[slot] = true;
    events?.push({ type: 'cardRevealed', seat, slot, card });
    const target = targetColumn(s, seat, slot);
    if (target === null) {
      fizzleMut(s, seat, slot, card, 'noColumn', events);
    } else {
      if (target !== slot) events?.push({ type: 'shifted', seat, slot, from: slot, to: target });
      if (s.seats[seat]!.spent[target]) {
        fizzleMut(s, seat, slot, card, 'spent', events);
      } else {
        // choicesFor counted without listing: power first, then each swap target.
        const grid = s.grids[seat]!;
        const act = s.seats[seat]!.activated;
        const power = powerRow(grid, target, act, card) >= 0;
        const row = isNumberCard(card) ? swapRow(grid, target, act) : -1;
        let uses = power ? 1 : 0;
        let swapTo = -1;
        if (row >= 0) {
          for (let t = target + 1; t < COLS; t++) {
            if (grid[row]![t]) {
              uses++;
              swapTo = t;
            }
          }
        }
        if (uses === 0) fizzleMut(s, seat, slot, card, 'noDie', events);
        else if (uses === 1) executeMut(s, seat, slot, card, target, power ? POWER : { kind: 'swap', target: swapTo }, events);
        else {
          s.pending = { seat, slot, card, column: target, dice: forcedDice(s, seat, card, target) };
          return;
        }
      }
    }
    s.cursor.turn++;
  }
}

/** The assigned column, or the next non-empty one to its right; null when none (no wrap-around). */
function targetColumn(s: S, seat: Seat, slot: number): number | null {
  for (let c = slot; c < COLS; c++) if (columnHasDice(s.grids[seat]!, c)) return c;
  return null;
}

/** A card that does nothing (no column, a spent column, no die); Hardcore punishes a face card. */
function fizzleMut(s: S, seat: Seat, slot: number, card: Card, reason: 'noColumn' | 'spent' | 'noDie', events: ZeroEvent[] | null): void {
  events?.push({ type: 'fizzled', seat, slot, card, reason });
  if (has(s, 'hardcore') && isFace(card)) hardcorePenaltyMut(s, seat, events);
}

/**
 * Hardcore: +1 (max 6) to the lowest die of each of the two columns whose lowest dice are
 * lowest; ties to the leftmost column, topmost within a column; activated dice count.
 */
function hardcorePenaltyMut(s: S, seat: Seat, events: ZeroEvent[] | null): void {
  const grid = s.grids[seat]!;
  const lows = [0, 1, 2, 3].map((c) => lowestInColumn(grid, c)).filter((x): x is NonNullable<typeof x> => x !== null);
  lows.sort((a, b) => a.die.pips - b.die.pips || a.col - b.col);
  const dice: { die: number; cell: { row: number; col: number }; from: Pips; to: Pips }[] = [];
  for (const low of lows.slice(0, 2)) {
    const to = asPips(Math.min(6, low.die.pips + 1));
    grid[low.row]![low.col] = { id: low.die.id, pips: to };
    dice.push({ die: low.die.id, cell: { row: low.row, col: low.col }, from: low.die.pips, to });
  }
  if (dice.length) events?.push({ type: 'penalty', seat, dice });
}

/** Applies a legal choice: the forced die for that choice acts and the column is spent. */
function executeMut(s: S, seat: Seat, _slot: number, card: Card, col: number, choice: Choice, events: ZeroEvent[] | null): void {
  const grid = s.grids[seat]!;
  const h = s.seats[seat]!;
  // Cells for the events are made only when there are events (the search asks for none).
  if (choice.kind === 'power') {
    const row = powerRow(grid, col, h.activated, card);
    const die = grid[row]![col]!;
    const from = die.pips;
    const suit = suitOf(card);
    const to = poweredPips(suit, from, has(s, 'hardcore'));
    h.activated.push(die.id);
    h.spent[col] = true;
    if (events) {
      const cell = { row, col };
      events.push({ type: 'powered', seat, die: die.id, cell, suit, from, to: Math.max(0, to) });
      if (to <= 0) events.push({ type: 'removed', seat, die: die.id, cell });
    }
    if (to <= 0) grid[row]![col] = null;
    else grid[row]![col] = { id: die.id, pips: asPips(to) };
    return;
  }
  const row = swapRow(grid, col, h.activated);
  const die = grid[row]![col]!;
  const other = grid[row]![choice.target]!;
  h.activated.push(die.id);
  h.spent[col] = true;
  grid[row]![col] = other;
  const after = die.pips - 1;
  if (events) {
    const to = { row, col: choice.target };
    events.push({ type: 'swapped', seat, die: die.id, other: other.id, from: { row, col }, to });
    events.push({ type: 'decayed', seat, die: die.id, cell: to, from: die.pips, to: after });
    if (after <= 0) events.push({ type: 'removed', seat, die: die.id, cell: to });
  }
  if (after <= 0) grid[row]![choice.target] = null;
  else grid[row]![choice.target] = { id: die.id, pips: asPips(after) };
}

/** The resolving seat's choice of use, after which resolution goes on. */
export function applyChooseMut(s: S, a: Extract<ZeroAction, { type: 'choose' }>, events: ZeroEvent[] | null): Result<true> {
  if (s.phase !== 'resolve' || !s.pending) return err('ERR_PHASE', 'no choice is waiting');
  if (s.pending.seat !== a.seat) return err('ERR_NOT_YOUR_TURN', `seat ${s.pending.seat} is choosing, not seat ${a.seat}`);
  const { card, column, slot } = s.pending;
  if (!choiceLegal(s, a.seat, card, column, a.choice)) {
    const legal = choicesFor(s, a.seat, card, column);
    return err('ERR_CHOICE', `that use of ${card} is not legal; legal: ${legal.map(choiceLabel).join(', ')}`);
  }
  s.pending = null;
  executeMut(s, a.seat, slot, card, column, a.choice, events);
  s.cursor.turn++;
  advanceMut(s, events);
  return ok(true);
}
