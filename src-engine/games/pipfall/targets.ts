/**
 * What each legal PipFall action points at and would do (`Game.targets`), so the table can
 * light lanes, dice and cells, let the player click them, and preview a move's combat and
 * decay without any rules code of its own. Previews come from the rules themselves: the
 * action is applied to a private copy and its own public effects (move, combat, decay,
 * removal, power) are read back, so a preview can never disagree with what will happen.
 */
import type { Suit } from '../../core/cards';
import type { Pips } from '../../core/dice';
import type { Seat } from '../../core/game';
import { diceOf, findDie, inLane } from './board';
import { applyMut, cloneState } from './rules';
import type { Cell, CombatResult, Lane, PipfallAction, PipfallEvent, PipfallState } from './state';

/** A combat a move would start, as it would end. */
export interface CombatPreview {
  /** The die standing on the destination. */
  readonly defender: number;
  readonly defenderSeat: Seat;
  /** Both values compared (before any decay). */
  readonly attackerPips: Pips;
  readonly defenderPips: Pips;
  readonly result: CombatResult;
  /** The defender is the mover's own die (legal, and worth a warning). */
  readonly ownDie: boolean;
}

/** What a legal action points at, by kind. */
export type PipfallTarget =
  /** Programming a hand: nothing on the board. */
  | { readonly kind: 'program' }
  /** A lane marker: the lane, and the seat's own dice standing in it now. */
  | { readonly kind: 'lane'; readonly lane: Lane; readonly dice: readonly number[] }
  /** A move of `die` along `path` (empty for a 0-cell move) to `to`. */
  | {
      readonly kind: 'move';
      readonly die: number;
      readonly from: Cell;
      readonly to: Cell;
      readonly path: readonly Cell[];
      /** The mover's pips before the move. */
      readonly pips: Pips;
      readonly combat: CombatPreview | null;
      /** The mover's pips once everything is done: 0 when it is removed (lost the combat or decayed away). */
      readonly after: number;
    }
  /** The card's suit power on `die`. */
  | {
      readonly kind: 'power';
      readonly die: number;
      readonly cell: Cell;
      readonly suit: Suit;
      readonly pips: Pips;
      /** The power cannot change the pips (Hearts on a 6, Diamonds on a 1): a forced zero-move follows. */
      readonly fails: boolean;
      /** Pips once everything is done: 0 when the die is removed. */
      readonly after: number;
    }
  /** The Mutual Destruction Glory Bonus: +1 on `die`, or decline (die null). */
  | { readonly kind: 'glory'; readonly die: number | null; readonly cell: Cell | null; readonly to: number | null }
  /** Restore: the corner the die would enter, or decline. */
  | { readonly kind: 'restore'; readonly use: boolean; readonly cell: Cell | null };

/** Events that belong to one activation; the first event of any other type ends it. */
const ACTIVATION_EVENTS = new Set<PipfallEvent['type']>(['activated', 'moved', 'combat', 'removed', 'decayed', 'powered', 'powerFailed']);

/** The public effects of applying `a` to a private copy of `s` (its own activation only). */
function effectsOf(s: PipfallState, a: PipfallAction): PipfallEvent[] {
  const draft = cloneState(s);
  const events: PipfallEvent[] = [];
  if (!applyMut(draft, a, events).ok) return [];
  const end = events.findIndex((e) => !ACTIVATION_EVENTS.has(e.type));
  return end < 0 ? events : events.slice(0, end);
}

/** The mover's pips after its activation, read from the effects (0 when removed). */
function finalPips(effects: readonly PipfallEvent[], die: number, start: number): number {
  let pips = start;
  for (const e of effects) {
    if (e.type === 'removed' && e.die === die) return 0;
    if ((e.type === 'decayed' || e.type === 'powered') && e.die === die) pips = e.to;
  }
  return pips;
}

function targetOf(s: PipfallState, a: PipfallAction): PipfallTarget {
  switch (a.type) {
    case 'program':
      return { kind: 'program' };
    case 'place':
      return {
        kind: 'lane',
        lane: a.lane,
        dice: diceOf(s.board, a.seat)
          .filter((d) => inLane(d, a.lane))
          .map((d) => d.die.id),
      };
    case 'activate': {
      const at = findDie(s.board, a.die);
      const from: Cell = at ? { row: at.row, col: at.col } : { row: -1, col: -1 };
      const pips = at?.die.pips ?? 1;
      const effects = effectsOf(s, a);
      const after = finalPips(effects, a.die, pips);
      if (a.use.kind === 'power') {
        const failed = effects.some((e) => e.type === 'powerFailed');
        const suit = effects.find((e) => e.type === 'powered' || e.type === 'powerFailed');
        return { kind: 'power', die: a.die, cell: from, suit: suit && 'suit' in suit ? suit.suit : 'C', pips, fails: failed, after };
      }
      const moved = effects.find((e): e is Extract<PipfallEvent, { type: 'moved' }> => e.type === 'moved');
      const fight = effects.find((e): e is Extract<PipfallEvent, { type: 'combat' }> => e.type === 'combat');
      const combat: CombatPreview | null = fight
        ? {
            defender: fight.defender,
            defenderSeat: fight.defenderSeat,
            attackerPips: fight.attackerPips,
            defenderPips: fight.defenderPips,
            result: fight.result,
            ownDie: fight.defenderSeat === a.seat,
          }
        : null;
      return { kind: 'move', die: a.die, from, to: moved?.to ?? from, path: moved?.path ?? [], pips, combat, after };
    }
    case 'glory': {
      if (a.die === null) return { kind: 'glory', die: null, cell: null, to: null };
      const at = findDie(s.board, a.die);
      return { kind: 'glory', die: a.die, cell: at ? { row: at.row, col: at.col } : null, to: at ? Math.min(6, at.die.pips + 1) : null };
    }
    case 'restore': {
      const restored = a.use ? effectsOfRestore(s, a) : null;
      return { kind: 'restore', use: a.use, cell: restored };
    }
  }
}

/** The corner a Restore puts its die on, read from the rules' own `restored` event. */
function effectsOfRestore(s: PipfallState, a: PipfallAction): Cell | null {
  const draft = cloneState(s);
  const events: PipfallEvent[] = [];
  if (!applyMut(draft, a, events).ok) return null;
  const r = events.find((e) => e.type === 'restored');
  return r?.type === 'restored' ? r.cell : null;
}

/** `Game.targets` for PipFall: one target per legal action, in the same order. */
export function targetsOf(s: PipfallState, _seat: Seat, legal: readonly PipfallAction[]): PipfallTarget[] {
  return legal.map((a) => targetOf(s, a));
}
