/**
 * Which face of a die is up, read from its orientation the way the engine reads it (judge.ts:
 * 1 on +y, 2 on +x, 3 on +z): presentation only, for the flat and the 3D lane alike; the
 * engine judges what a die counts.
 */
import type { Quat, Vec3 } from './types';

/** The engine's faces (judge.ts): the local axis each looks along and its pips. */
const FACES: readonly (readonly [number, number, number, number])[] = [
  [0, 1, 0, 1],
  [0, -1, 0, 6],
  [1, 0, 0, 2],
  [-1, 0, 0, 5],
  [0, 0, 1, 3],
  [0, 0, -1, 4],
];

/** Rotates `v` by the unit quaternion `q`. */
export function rotate(q: Quat, v: Vec3): Vec3 {
  const [x, y, z, w] = q;
  const tx = 2 * (y * v[2] - z * v[1]);
  const ty = 2 * (z * v[0] - x * v[2]);
  const tz = 2 * (x * v[1] - y * v[0]);
  return [v[0] + w * tx + (y * tz - z * ty), v[1] + w * ty + (z * tx - x * tz), v[2] + w * tz + (x * ty - y * tx)];
}

/** The face on top of a die turned by `q` and how far its top leans from level, degrees (presentation: the engine judges). */
export function topFace(q: Quat): { pips: number; tilt: number } {
  let best = 1;
  let up = -Infinity;
  for (const [x, y, z, pips] of FACES) {
    const h = rotate(q, [x, y, z])[1];
    if (h > up) {
      up = h;
      best = pips;
    }
  }
  return { pips: best, tilt: (Math.acos(Math.max(-1, Math.min(1, up))) * 180) / Math.PI };
}
