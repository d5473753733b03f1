/**
 * What Pip Zero's events do to a board, flat or 3D: the kit's board port (sync, light, coach)
 * and the game's own steps. FlatZeroBoard and ZeroBoard both implement it, so the stage plays
 * the same animations on either.
 */
import type { BoardPort } from '../../table/kit';
import type { ZeroLit } from './decisions';
import type { Cell, ZeroView } from './types';

/** A Pip Zero board. */
export interface ZeroBoardPort extends BoardPort<ZeroView, ZeroLit> {
  /** Lights a column and outlines dice of one seat's grid (null: nothing). */
  highlight(seat: number | null, col: number | null, dice: readonly number[], focus?: number | null): void;
  swap(seat: number, id: number, other: number, from: Cell, to: Cell, ms: number): Promise<void>;
  turn(seat: number, id: number, pips: number, ms: number): Promise<void>;
  markSpent(seat: number, id: number): void;
  remove(seat: number, id: number, ms: number): Promise<void>;
  flash(seat: number, text: string, at: Cell, colour: string, ms: number): Promise<void>;
}
