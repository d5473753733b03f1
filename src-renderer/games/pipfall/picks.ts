/**
 * What the PipFall table decides about, as data: the things on the board a pointer rests on,
 * the legal actions with their targets, the decision at hand and what it lights; and where a
 * die stands. The decisions module builds them; choices, previews and the board port read them.
 */
import type { Card } from '../../../src-engine/core/cards';
import type { Cell, Lane, PipfallAction, PipfallTarget, PipfallView } from './types';

/**
 * Something on the board the pointer (or a keyboard focus) can rest on: a lane, a die, a cell,
 * or one of the buttons the board area shows for what has no place on it (the suit power of a
 * die that may also move, a decline).
 */
export type Pick =
  | { readonly kind: 'lane'; readonly lane: Lane }
  | { readonly kind: 'die'; readonly die: number }
  | { readonly kind: 'cell'; readonly cell: Cell }
  | { readonly kind: 'power'; readonly die: number }
  | { readonly kind: 'decline' };

/** A legal action with what it points at. */
export interface Option<K extends PipfallAction['type'] = PipfallAction['type']> {
  readonly action: Extract<PipfallAction, { type: K }>;
  readonly target: PipfallTarget;
}

/** Any legal action with its target. */
export interface AnyOption {
  readonly action: PipfallAction;
  readonly target: PipfallTarget;
}

/** What the seat decides now. */
export type Decision =
  | { readonly kind: 'none' }
  | { readonly kind: 'program'; readonly hand: readonly Card[] }
  | { readonly kind: 'place'; readonly cycle: number; readonly options: readonly Option<'place'>[] }
  /** Pick a die (when several may act), then its use: a move to a lit cell, or the power. */
  | {
      readonly kind: 'activate';
      readonly cycle: number;
      readonly dice: readonly number[];
      readonly die: number | null;
      readonly moves: readonly Option<'activate'>[];
      readonly power: Option<'activate'> | null;
    }
  | { readonly kind: 'glory'; readonly options: readonly Option<'glory'>[] }
  | { readonly kind: 'restore'; readonly options: readonly Option<'restore'>[] };

/** What the board should light for a decision. */
export interface Lit {
  readonly lanes: readonly Lane[];
  readonly dice: readonly number[];
  readonly cells: readonly Cell[];
}

/** Where a die stands, from the view. */
export function cellOfDie(view: PipfallView, id: number): Cell | null {
  for (let row = 0; row < view.board.length; row++) {
    const col = view.board[row]!.findIndex((d) => d?.id === id);
    if (col >= 0) return { row, col };
  }
  return null;
}

/** A decision with the view and the seat it was made for (a click on a die needs to know where it stands). */
export type Decided = Decision & { readonly view: PipfallView | null; readonly seat: number | null };
