/**
 * How PipFall's 3D board is laid out and seen, as plain numbers the board and its camera share
 * (and the legibility test checks): the grid's spacing, a die's edge, the marker strips, and
 * the game's own view, steep enough that the top face (the one that counts) is what shows.
 */
import type { Extent, RigOptions } from '../../ui/3d/rig';
import type { Canvas, Spot } from '../../ui/3d/legibility';

/** Distance between cell centres. */
export const CELL = 1;
/** Edge of a die. */
export const DIE = 0.72;
/** Width of the strip beside the board where lane markers stand (left of rows, below columns). */
export const MARGIN = 1.1;

/** The game's own view of the board. */
export const RIG: Partial<RigOptions> = { tilt: 0.38, fov: 28 };

/** The box the camera frames for a board of side `size`: the grid, the marker strips and room for dice. */
export function extentOf(size: number): Extent {
  return { width: size * CELL + 2 * MARGIN, depth: size * CELL + 2 * MARGIN, height: DIE };
}

/** Where a cell's centre is on the table. */
export function cellSpot(size: number, row: number, col: number): Spot {
  return { x: (col - (size - 1) / 2) * CELL, z: (row - (size - 1) / 2) * CELL };
}

/**
 * The board's canvas at 900x600 with the most seats, in CSS pixels, as measured in the web build
 * (the window less the bar, the strip and the side column): the legibility test frames the board
 * on it. A layout that gives the board less room must update it.
 */
export const SMALL_CANVAS: Canvas = { width: 520, height: 488 };
