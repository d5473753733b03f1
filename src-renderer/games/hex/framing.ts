/**
 * How the PipFall Hex table is seen, as plain numbers the board and its camera share (and the
 * legibility test checks): a die's edge on the battlefield and on a shelf, the room around the
 * table for coordinates, and the game's own view, steep enough that the top face (the one that
 * counts) is what shows and a four-seat battlefield's far dice still read at 900x600.
 */
import type { Canvas } from '../../ui/3d/legibility';
import type { Extent, RigOptions } from '../../ui/3d/rig';
import type { HexLayout } from './layout';

/** Edge of a die on the battlefield: most of a hex, and clear of a diagonal neighbour's die. */
export const DIE = 0.78;
/** Dice on a shelf are this much smaller (they stand half a unit apart). */
export const SHELF_SCALE = 0.42 / DIE;
/** Extra room around the table for the coordinates and the shelves' edges. */
export const MARGIN_X = 0.75;
export const MARGIN_Z = 0.5;

/** The game's own view of the table. */
export const RIG: Partial<RigOptions> = { tilt: 0.38, fov: 28, fill: 0.96 };

/** The box the camera frames: the battlefield, the shelves and the coordinates. */
export function extentOf(layout: HexLayout): Extent {
  return { width: layout.tableWidth + 2 * MARGIN_X, depth: layout.tableDepth + 2 * MARGIN_Z, height: DIE };
}

/**
 * The board's canvas at 900x600 with the most seats, in CSS pixels, as measured in the web build
 * (the window less the bar, the strip and the side column): the legibility test frames the board
 * on it. A layout that gives the board less room must update it.
 */
export const SMALL_CANVAS: Canvas = { width: 603, height: 488 };
