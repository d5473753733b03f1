/** How the Piplus table is seen: the game's own view, steep enough that a die's top (the value that counts) is what shows. */
import type { RigOptions } from '../../ui/3d/rig';

export const RIG: Partial<RigOptions> = { tilt: 0.38, fov: 28, fill: 0.97 };
