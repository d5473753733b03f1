/**
 * A die's roll, for show: it tumbles across the table, bounces twice and comes to rest on
 * exactly the orientation it was given. The value always comes from the engine; the path
 * only has to look like a throw. Pure math, so a test can check that every roll lands.
 */
import * as THREE from 'three';

/** Everything a roll needs to be replayed frame by frame. */
export interface Tumble {
  /** Where it starts and ends, in the table plane (y is worked out per frame). */
  readonly from: THREE.Vector2;
  readonly to: THREE.Vector2;
  readonly floorY: number;
  /** Orientation at rest: the engine's value on top. */
  readonly target: THREE.Quaternion;
  /** Orientation it is picked up in (the die's pose before the roll): the first moments blend from it. */
  readonly start: THREE.Quaternion;
  /** The sharp shape's corners in its own frame: the die never sinks through the table. */
  readonly corners: readonly THREE.Vector3[];
  /** Turns unwound as the roll goes: about `axis` (the rolling), then about +Y (a spin). */
  readonly axis: THREE.Vector3;
  readonly angle: number;
  readonly spin: number;
  /** Height of the first bounce. */
  readonly height: number;
}

/** What a caller gives to plan a roll. */
export interface TumbleSpec {
  readonly from: THREE.Vector2;
  readonly to: THREE.Vector2;
  readonly floorY: number;
  readonly target: THREE.Quaternion;
  /** The die's orientation before the roll (default: the roll's own start, no blend). */
  readonly start?: THREE.Quaternion;
  readonly corners: readonly THREE.Vector3[];
  /** The die's size, for how high and how many turns. */
  readonly size: number;
  /** Numbers in [0, 1) for the looks of the roll (Math.random by default; a test passes its own). */
  readonly random?: () => number;
}

/** Plans a roll from `from` to `to` that lands on `target`. */
export function planTumble(spec: TumbleSpec): Tumble {
  const random = spec.random ?? Math.random;
  const travel = spec.to.clone().sub(spec.from);
  const dist = travel.length();
  // Rolling forward turns the die about the horizontal axis across its path.
  const dir = dist > 1e-6 ? new THREE.Vector3(travel.x, 0, travel.y).normalize() : new THREE.Vector3(Math.cos(random() * Math.PI * 2), 0, Math.sin(random() * Math.PI * 2));
  const axis = dir
    .clone()
    .cross(new THREE.Vector3(0, 1, 0))
    .normalize();
  const turns = Math.max(1, Math.round(dist / (spec.size * 2)));
  // A part-turn on top of the whole ones, so it does not start on the face it ends on.
  const angle = turns * Math.PI * 2 + Math.PI * (0.35 + random() * 0.9);
  const spin = (random() < 0.5 ? -1 : 1) * Math.PI * (0.3 + random() * 0.6);
  const height = spec.size * (0.9 + random() * 0.5);
  const plan = { from: spec.from.clone(), to: spec.to.clone(), floorY: spec.floorY, target: spec.target.clone(), corners: spec.corners, axis, angle, spin, height };
  return { ...plan, start: spec.start?.clone() ?? turned(plan, 0, new THREE.Quaternion()) };
}

const easeOut = (x: number): number => 1 - (1 - x) ** 3;

/** How high above its resting height the die is at `k` in [0, 1]: one toss and two smaller bounces. */
export function bounce(k: number): number {
  if (k < 0.5) return Math.sin((Math.PI * k) / 0.5);
  if (k < 0.75) return 0.25 * Math.sin((Math.PI * (k - 0.5)) / 0.25);
  if (k < 0.9) return 0.06 * Math.sin((Math.PI * (k - 0.75)) / 0.15);
  return 0;
}

const Y = new THREE.Vector3(0, 1, 0);
const qa = new THREE.Quaternion();
const qb = new THREE.Quaternion();
const v = new THREE.Vector3();

/** Turning ends a little before the time does; the last bounce settles. */
const progress = (k: number): number => easeOut(Math.min(1, k / 0.9));

/** The turns still to unwind at `k`, applied to the target. */
function turned(t: Omit<Tumble, 'start'>, k: number, out: THREE.Quaternion): THREE.Quaternion {
  const left = 1 - progress(k);
  qa.setFromAxisAngle(Y, t.spin * left);
  qb.setFromAxisAngle(t.axis, t.angle * left);
  return out.copy(qa).multiply(qb).multiply(t.target);
}

/** Share of the roll over which it blends from the die's pose before the throw. */
const PICK_UP = 0.12;

/** Writes the die's pose at `k` in [0, 1] of `t` into `position` and `quaternion`; at 0 it is as it was, at 1 exactly at rest on `to`. */
export function tumbleAt(t: Tumble, k: number, position: THREE.Vector3, quaternion: THREE.Quaternion): void {
  const kk = Math.min(1, Math.max(0, k));
  const p = progress(kk);
  turned(t, kk, quaternion);
  if (kk < PICK_UP) quaternion.slerpQuaternions(t.start, quaternion.clone(), kk / PICK_UP);
  if (kk >= 1) quaternion.copy(t.target);
  // The lowest corner touches the floor (not the resting height): a die on its edge stands taller.
  let lowest = 0;
  for (const c of t.corners) lowest = Math.max(lowest, -v.copy(c).applyQuaternion(quaternion).y);
  position.set(t.from.x + (t.to.x - t.from.x) * p, t.floorY + lowest + t.height * bounce(kk), t.from.y + (t.to.y - t.from.y) * p);
}
