/**
 * How the Pip Zero table is laid out and seen, as plain numbers the board and its camera share
 * (and the legibility test checks): the grids' spacing, a die's edge, and the game's own view,
 * steep enough that the top face (the one that counts) is what shows.
 */
import type { Extent, RigOptions } from '../../ui/3d/rig';
import type { Canvas, Spot } from '../../ui/3d/legibility';

/** Distance between cell centres. */
export const CELL = 1.2;
/** Edge of a die. */
export const DIE = 0.9;
/** Distance between the two grids' centres. */
export const APART = 6.7;
/** Depth of the strip below a grid (column captions, the seat's name). */
export const CAPTION = 1.5;
/** How far a grid sits from the table's centre, towards the far side (its captions below it). */
export const GRID_Z = -CAPTION / 2 + 0.2;

/** The game's own view of the table. */
export const RIG: Partial<RigOptions> = { tilt: 0.4, fov: 28, fill: 0.95 };

/** The box the camera frames for `seats` grids side by side. */
export function extentOf(seats: number): Extent {
  return { width: seats === 1 ? 4 * CELL + 0.6 : APART + 4 * CELL + 0.6, depth: 4 * CELL + CAPTION + 0.4, height: DIE };
}

/** The centre of a seat's grid along x. */
export function gridX(seats: number, seat: number): number {
  return seats === 1 ? 0 : (seat === 0 ? -1 : 1) * (APART / 2);
}

/** Where a cell's centre is on the table. */
export function cellSpot(seats: number, seat: number, row: number, col: number): Spot {
  return { x: gridX(seats, seat) + (col - 1.5) * CELL, z: GRID_Z + (row - 1.5) * CELL };
}

/**
 * The board's canvas at 900x600 with the most seats, in CSS pixels, as measured in the web build
 * (the window less the bar, the strip and the side column: 330 px high, less the note's 38 px band
 * that panels/panels.css keeps over a short board): the legibility test frames the board on it. A
 * layout that gives the board less room must update it.
 */
export const SMALL_CANVAS: Canvas = { width: 900, height: 292 };
