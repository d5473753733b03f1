/**
 * Where things are on the 3D lane. Every pose the engine sends is in the frame of the board
 * pitched at (front edge at z = 0, +z away from the pitcher, +x to the pitcher's left); each
 * end's board stands at its end of the lane in the world.
 *
 * The engine's dice carry 1 on +y, 2 on +x and 3 on +z (judge.ts); the shared d6 carries 2 on
 * +z and 3 on +x: its mirror image. A die is drawn turned a quarter about its own y so the face
 * the engine reads on top is the one shown on top (the hidden sides may differ from a real die).
 */
import * as THREE from 'three';
import { topFace } from '../faces';
import type { Court, End, Quat, Vec3 } from '../types';

const Y = new THREE.Vector3(0, 1, 0);
/** Turns that draw the shared d6 with the engine's face on top: 1, 2, 5, 6 with one, 3 and 4 with the other. */
const MIRROR_A = new THREE.Quaternion().setFromAxisAngle(Y, Math.PI / 2);
const MIRROR_B = new THREE.Quaternion().setFromAxisAngle(Y, -Math.PI / 2);
const HALF_TURN = new THREE.Quaternion().setFromAxisAngle(Y, Math.PI);

/** The engine's face on top for a die turned by `q` (presentation only: the engine judges). */
export function topPips(q: THREE.Quaternion | Quat): number {
  return topFace(q instanceof THREE.Quaternion ? [q.x, q.y, q.z, q.w] : q).pips;
}

/** A point in the frame of the board pitched at from `end`, in the world. */
export function world(court: Court, end: End, p: Vec3 | THREE.Vector3): THREE.Vector3 {
  const [x, y, z] = p instanceof THREE.Vector3 ? [p.x, p.y, p.z] : p;
  const L = court.laneLength;
  return end === 0 ? new THREE.Vector3(x, y, z + L / 2) : new THREE.Vector3(-x, y, -L / 2 - z);
}

/** A world point back in the frame of the board pitched at from `end`. */
export function local(court: Court, end: End, p: THREE.Vector3): Vec3 {
  const L = court.laneLength;
  return end === 0 ? [p.x, p.y, p.z - L / 2] : [-p.x, p.y, -L / 2 - p.z];
}

/** An engine orientation in `end`'s board frame as the drawn die's world orientation (`top`: the face to show on top, else the one the engine reads). */
export function worldQuat(end: End, q: Quat | THREE.Quaternion, top?: number): THREE.Quaternion {
  const e = q instanceof THREE.Quaternion ? q.clone() : new THREE.Quaternion(q[0], q[1], q[2], q[3]);
  const pips = top ?? topPips(e);
  const w = end === 0 ? e : HALF_TURN.clone().multiply(e);
  return w.multiply(pips === 3 || pips === 4 ? MIRROR_B : MIRROR_A);
}

/** A point on the top of the board pitched at from `end`: u across, s up the slope, h above it. */
export function topPoint(court: Court, end: End, u: number, s: number, h = 0): THREE.Vector3 {
  const n: Vec3 = [0, Math.cos(court.slope), -Math.sin(court.slope)];
  return world(court, end, [u + n[0] * h, court.frontHeight + s * Math.sin(court.slope) + n[1] * h, s * Math.cos(court.slope) + n[2] * h]);
}

/** Whether a point of the board's frame lies over the board's top, and how far up it (s, metres). */
export function overTop(court: Court, p: Vec3): { readonly on: boolean; readonly s: number } {
  const s = (p[1] - court.frontHeight) * Math.sin(court.slope) + p[2] * Math.cos(court.slope);
  return { on: Math.abs(p[0]) <= court.boardWidth / 2 && s >= 0 && s <= court.boardLength, s };
}
