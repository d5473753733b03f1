/**
 * What PipFall's events do to a board, flat or 3D: the kit's board port (sync, light, coach)
 * and the game's own steps. FlatPipfallBoard and PipfallBoard both implement it, so the stage
 * plays the same animations on either.
 */
import type { BoardPort } from '../../table/kit';
import type { Pick } from './picks';
import type { Cell, Lane, PipfallView } from './types';

/** A lane marker on the board: whose, which number, which lane. */
export interface MarkerSpot {
  readonly seat: number;
  readonly slot: number;
  readonly lane: Lane;
}

/** What the board lights: legal lanes, dice and cells, and the one under the pointer or focus. */
export interface Highlight {
  readonly lanes: readonly Lane[];
  readonly dice: readonly number[];
  readonly cells: readonly Cell[];
  readonly focus: Pick | null;
  /** The path a focused move would walk (cells after the start). */
  readonly path: readonly Cell[];
}

/** Nothing lit. */
export const NO_HIGHLIGHT: Highlight = { lanes: [], dice: [], cells: [], focus: null, path: [] };

/** The lane markers a view shows (a marker on a card is not on the board). */
export function markerSpots(view: PipfallView): MarkerSpot[] {
  return view.seats.flatMap((s, seat) => s.markers.flatMap((m, slot) => (m && m.kind !== 'card' ? [{ seat, slot, lane: m }] : [])));
}

/** A PipFall board. */
export interface PipfallBoardPort extends BoardPort<PipfallView, Highlight> {
  /** A marker lands on its lane (replacing that seat's marker of the same number). */
  placeMarker(spot: MarkerSpot): void;
  /** Takes every marker off the board. */
  clearMarkers(): void;
  /** Tints a die that has acted this round. */
  markSpent(id: number): void;
  /** The die moves along `path`; with `stopShort` (a combat follows) it halts short of the last cell. */
  slide(id: number, path: readonly Cell[], ms: number, stopShort?: boolean): Promise<void>;
  /** The attacker lunges at the defender. */
  clash(attacker: number, defender: number, ms: number): Promise<void>;
  /** The combat's winner takes the centre of its cell. */
  settle(id: number, ms: number): Promise<void>;
  turn(id: number, pips: number, ms: number): Promise<void>;
  remove(id: number, ms: number): Promise<void>;
  /** A die returns to its owner's corner. */
  restore(id: number, seat: number, cell: Cell, pips: number, ms: number): Promise<void>;
  /** A short text rises from a cell and fades ("6 vs 4", "−1"). */
  flash(text: string, at: Cell, colour: string, ms: number): Promise<void>;
}
