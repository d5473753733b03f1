/**
 * What each legal Pip Zero action points at and would do (`Game.targets`): for a pending
 * choice, the forced die, where a swap sends it and the die it trades places with, and the
 * pips it ends on. Previews come from the rules: the choice is applied to a private copy
 * and its own effects (swap, power, decay, removal) are read back.
 */
import type { Suit } from '../../core/cards';
import type { Pips } from '../../core/dice';
import type { Seat } from '../../core/game';
import { applyMut, cloneState } from './rules';
import type { Cell, ZeroAction, ZeroEvent, ZeroState } from './state';

/** What a legal action points at, by kind. */
export type ZeroTarget =
  /** Programming a hand: nothing on the grid. */
  | { readonly kind: 'program' }
  /** The suit power on the forced die. */
  | {
      readonly kind: 'power';
      readonly die: number;
      readonly cell: Cell;
      readonly suit: Suit;
      readonly pips: Pips;
      /** Pips once the power is done: 0 when the die is removed. */
      readonly after: number;
    }
  /** A swap of the forced die with the die at `to`; the activated die then decays. */
  | {
      readonly kind: 'swap';
      readonly die: number;
      readonly from: Cell;
      readonly to: Cell;
      /** The die it trades places with (unchanged by the swap). */
      readonly other: number;
      readonly pips: Pips;
      /** The activated die's pips after its decay: 0 when it is removed. */
      readonly after: number;
    };

/** Events that belong to one resolved choice; the first event of any other type ends it. */
const CHOICE_EVENTS = new Set<ZeroEvent['type']>(['swapped', 'powered', 'decayed', 'removed']);

function effectsOf(s: ZeroState, a: ZeroAction): ZeroEvent[] {
  const draft = cloneState(s);
  const events: ZeroEvent[] = [];
  if (!applyMut(draft, a, events).ok) return [];
  const end = events.findIndex((e) => !CHOICE_EVENTS.has(e.type));
  return end < 0 ? events : events.slice(0, end);
}

function dieAt(s: ZeroState, seat: Seat, id: number): { cell: Cell; pips: Pips } | null {
  const grid = s.grids[seat] ?? [];
  for (let row = 0; row < grid.length; row++) {
    const col = grid[row]!.findIndex((d) => d?.id === id);
    if (col >= 0) return { cell: { row, col }, pips: grid[row]![col]!.pips };
  }
  return null;
}

function targetOf(s: ZeroState, a: ZeroAction): ZeroTarget {
  if (a.type === 'program') return { kind: 'program' };
  const pending = s.pending;
  const id = (a.choice.kind === 'swap' ? pending?.dice.swap : pending?.dice.power) ?? -1;
  const at = dieAt(s, a.seat, id);
  const cell = at?.cell ?? { row: -1, col: -1 };
  const pips = at?.pips ?? 1;
  let after: number = pips;
  const effects = effectsOf(s, a);
  for (const e of effects) {
    if (e.type === 'removed' && e.die === id) after = 0;
    else if ((e.type === 'decayed' || e.type === 'powered') && e.die === id) after = e.to;
  }
  if (a.choice.kind === 'power') {
    const suit = (pending?.card[1] ?? 'C') as Suit;
    return { kind: 'power', die: id, cell, suit, pips, after };
  }
  const swap = effects.find((e): e is Extract<ZeroEvent, { type: 'swapped' }> => e.type === 'swapped');
  return { kind: 'swap', die: id, from: cell, to: swap?.to ?? { row: cell.row, col: a.choice.target }, other: swap?.other ?? -1, pips, after };
}

/** `Game.targets` for Pip Zero: one target per legal action, in the same order. */
export function targetsOf(s: ZeroState, _seat: Seat, legal: readonly ZeroAction[]): ZeroTarget[] {
  return legal.map((a) => targetOf(s, a));
}
