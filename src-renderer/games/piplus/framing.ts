/**
 * How the Piplus table is seen: the box its camera frames and the game's own view, steep
 * enough that a die's top (the value that counts) is what shows.
 */
import type { Canvas } from '../../ui/3d/legibility';
import type { Extent, RigOptions } from '../../ui/3d/rig';
import { DIE, type TableLayout } from './layout';

export const RIG: Partial<RigOptions> = { tilt: 0.38, fov: 28, fill: 0.97 };

/** The box the camera frames: the whole table with room for a die's height. */
export function extentOf(l: TableLayout): Extent {
  return { width: 2 * l.halfW, depth: 2 * l.halfD, height: DIE };
}

/**
 * The board's canvas at 900x600 with the most seats, in CSS pixels, as measured in the web build
 * (the window less the bar, the strip and the side column): the legibility test frames the board
 * on it. A layout that gives the board less room must update it.
 */
export const SMALL_CANVAS: Canvas = { width: 650, height: 488 };
