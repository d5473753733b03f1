/** How the Piplus table is seen: the game's own view, steep enough that a die's top (the value that counts) is what shows. */
import type { Canvas } from '../../ui/3d/legibility';
import type { RigOptions } from '../../ui/3d/rig';

export const RIG: Partial<RigOptions> = { tilt: 0.38, fov: 28, fill: 0.97 };

/**
 * The board's canvas at 900x600 with the most seats, in CSS pixels, as measured in the web build
 * (the window less the bar, the strip and the side column): the legibility test frames the board
 * on it. A layout that gives the board less room must update it.
 */
export const SMALL_CANVAS: Canvas = { width: 650, height: 488 };
