/**
 * The lane at real scale, and the pure math of a toss's flight: where a board's top surface
 * is, where a die is released, which aim lands a die where.
 *
 * Coordinates are the TARGET board's, in metres: origin on the ground under the middle of
 * its front edge, +y up, +z from the front edge towards the raised back (away from the
 * pitcher), +x to the pitcher's left (right-handed, as three.js). Every toss is simulated
 * and stored in the frame of the board it is pitched at; the renderer places that board at
 * its end of the lane.
 */

/** A point or direction, [x, y, z]. */
export type Vec3 = readonly [number, number, number];
/** A rotation as a unit quaternion, [x, y, z, w]. */
export type Quat = readonly [number, number, number, number];

/** Front edge to front edge, 27 ft (the rulebook's setup). */
export const LANE_LENGTH = 8.2296;
/** A standard cornhole board: 2 ft wide... */
export const BOARD_WIDTH = 0.6096;
/** ...4 ft long (measured along its sloping top). */
export const BOARD_LENGTH = 1.2192;
/** Height of the top surface at the front edge above the ground (3 in). */
export const FRONT_HEIGHT = 0.0762;
/** Height of the top surface at the back edge (12 in). */
export const BACK_HEIGHT = 0.3048;
/** The top's slope from the horizontal, radians (about 10.8 degrees). */
export const SLOPE = Math.asin((BACK_HEIGHT - FRONT_HEIGHT) / BOARD_LENGTH);
/** The hole: 6 in across... */
export const HOLE_RADIUS = 0.0762;
/** ...its centre 9 in from the top (back) edge, measured along the top, and centred across the board. */
export const HOLE_FROM_BACK = 0.2286;
/** Thickness of the top (3/4 in plywood). */
export const PLATE_THICKNESS = 0.019;

/**
 * The dice: 16 mm acrylic cubes (the common size of a standard die) with edges rounded to
 * 1.5 mm, 4.8 g each. Opposite faces add to 7.
 */
export const DIE_SIZE = 0.016;
/** Radius of the rounded edges and corners. */
export const DIE_EDGE_RADIUS = 0.0015;
/** Acrylic, kg per cubic metre (gives 4.8 g for a 16 mm die). */
export const DIE_DENSITY = 1180;

/** Gravity, m/s^2 (down the y axis). */
export const GRAVITY = 9.81;

/**
 * The release point: an underhand pitch lets go about knee-to-hip height (0.6 m), the hand
 * 25 cm past the foul line (the front edge of the pitcher's own board: only the feet must stay
 * behind it), 55 cm to the side of the board's centre line, in the pitcher's lane.
 */
export const RELEASE_HEIGHT = 0.6;
/** How far past the foul line the hand is when it lets go. */
export const RELEASE_REACH = 0.25;
/** Distance of a lane's release point from the boards' centre line. */
export const LANE_OFFSET = 0.55;

/** Which strip of the court a side pitches from, named as seen from the head end (where frame 1 is pitched). */
export type Lane = 'left' | 'right';
/** An end of the lane: 0 is the head (frame 1 is pitched from it), 1 the foot. */
export type End = 0 | 1;

/**
 * The release point of a pitcher in `lane` pitching from `end`, in the target board's
 * frame. A lane is a strip of the court, so it is on the pitcher's left at the head end
 * and on their right at the foot end (singles walk to the other board along it).
 */
export function releasePoint(lane: Lane, end: End): Vec3 {
  const onLeft = (lane === 'left') === (end === 0);
  return [onLeft ? LANE_OFFSET : -LANE_OFFSET, RELEASE_HEIGHT, -LANE_LENGTH + RELEASE_REACH];
}

/** The unit normal of the board's top (up and tilted towards the pitcher). */
export const BOARD_NORMAL: Vec3 = [0, Math.cos(SLOPE), -Math.sin(SLOPE)];

/**
 * A point on the top surface from surface coordinates: `u` across the board (+ = pitcher's
 * left, 0 = centre line), `s` up the slope from the front edge (0..BOARD_LENGTH).
 */
export function surfacePoint(u: number, s: number): Vec3 {
  return [u, FRONT_HEIGHT + s * Math.sin(SLOPE), s * Math.cos(SLOPE)];
}

/** Surface coordinates of a point: `u` across, `s` up the slope, `h` its height above the top surface (along the normal). */
export function toSurface(p: Vec3): { u: number; s: number; h: number } {
  const dy = p[1] - FRONT_HEIGHT;
  const c = Math.cos(SLOPE);
  const sn = Math.sin(SLOPE);
  return { u: p[0], s: dy * sn + p[2] * c, h: dy * c - p[2] * sn };
}

/** Surface coordinates of the hole's centre. */
export const HOLE_S = BOARD_LENGTH - HOLE_FROM_BACK;

/** The hole's centre on the top surface. */
export const HOLE_CENTRE: Vec3 = surfacePoint(0, HOLE_S);

/** True when surface coordinates (u, s) fall within the board's top (edges included). */
export function onBoardTop(u: number, s: number): boolean {
  return Math.abs(u) <= BOARD_WIDTH / 2 && s >= 0 && s <= BOARD_LENGTH;
}

/** True when surface coordinates (u, s) fall within the hole. */
export function inHoleCircle(u: number, s: number): boolean {
  return Math.hypot(u, s - HOLE_S) < HOLE_RADIUS;
}

/** Where a die's centre is when it lies flat at surface coordinates (u, s). */
export function restingCentre(u: number, s: number): Vec3 {
  const p = surfacePoint(u, s);
  const h = DIE_SIZE / 2;
  return [p[0] + BOARD_NORMAL[0] * h, p[1] + BOARD_NORMAL[1] * h, p[2] + BOARD_NORMAL[2] * h];
}

/** An aim: the pitcher's choices for one toss. */
export interface Aim {
  /** Degrees right (+) or left (-) of straight down the lane. */
  readonly yaw: number;
  /** Degrees of elevation of the release (the arc). */
  readonly pitch: number;
  /** Release speed, m/s. */
  readonly power: number;
  /** Revolutions per second about the side-to-side axis; + is backspin. Default 0. */
  readonly spin?: number;
}

/** The bounds an aim must keep to (inclusive). */
export const AIM_BOUNDS = {
  yaw: [-15, 15],
  pitch: [0, 75],
  power: [1, 16],
  spin: [-5, 5],
} as const;

const DEG = Math.PI / 180;

/** The die's velocity at release for an aim. */
export function releaseVelocity(aim: Aim): Vec3 {
  const y = aim.yaw * DEG;
  const p = aim.pitch * DEG;
  return [-Math.sin(y) * Math.cos(p) * aim.power, Math.sin(p) * aim.power, Math.cos(y) * Math.cos(p) * aim.power];
}

/** The angular velocity (rad/s) the aim's spin gives: about the horizontal axis across the flight. + spin = backspin. */
export function releaseSpin(aim: Aim): Vec3 {
  const y = aim.yaw * DEG;
  const w = -(aim.spin ?? 0) * 2 * Math.PI;
  // The axis across the flight, to the pitcher's left: up x direction.
  return [Math.cos(y) * w, 0, Math.sin(y) * w];
}

/**
 * The aim (without spin) that carries a die's centre from `from` to `target` at `pitch`
 * degrees of elevation, in a vacuum (the simulation has no air drag); null when that arc
 * cannot reach it (aiming up at a point above a too-flat arc) or it needs more power than
 * the bounds allow.
 */
export function solveAim(from: Vec3, target: Vec3, pitch: number): Aim | null {
  const dx = target[0] - from[0];
  const dz = target[2] - from[2];
  const dh = Math.hypot(dx, dz);
  const drop = from[1] - target[1];
  const p = pitch * DEG;
  const denom = 2 * Math.cos(p) ** 2 * (dh * Math.tan(p) + drop);
  if (!(denom > 0)) return null;
  const power = Math.sqrt((GRAVITY * dh * dh) / denom);
  const yaw = Math.atan2(-dx, dz) / DEG;
  if (!(power >= AIM_BOUNDS.power[0] && power <= AIM_BOUNDS.power[1]) || Math.abs(yaw) > AIM_BOUNDS.yaw[1]) return null;
  return { yaw, pitch, power };
}

/** Position and velocity of a die in free flight `t` seconds after release (no drag). */
export function ballistic(from: Vec3, v: Vec3, t: number): { p: Vec3; v: Vec3 } {
  return {
    p: [from[0] + v[0] * t, from[1] + v[1] * t - (GRAVITY * t * t) / 2, from[2] + v[2] * t],
    v: [v[0], v[1] - GRAVITY * t, v[2]],
  };
}

/** Quaternion product a * b. */
export function qmul(a: Quat, b: Quat): Quat {
  return [
    a[3] * b[0] + a[0] * b[3] + a[1] * b[2] - a[2] * b[1],
    a[3] * b[1] - a[0] * b[2] + a[1] * b[3] + a[2] * b[0],
    a[3] * b[2] + a[0] * b[1] - a[1] * b[0] + a[2] * b[3],
    a[3] * b[3] - a[0] * b[0] - a[1] * b[1] - a[2] * b[2],
  ];
}

/**
 * The orientation after spinning at a constant angular velocity `w` (rad/s, world axes) for
 * `t` seconds from `q`. A uniform cube's inertia is the same about every axis, so in free
 * flight its angular velocity never changes: this is exact, not an approximation.
 */
export function spun(q: Quat, w: Vec3, t: number): Quat {
  const speed = Math.hypot(w[0], w[1], w[2]);
  if (speed === 0) return q;
  const half = (speed * t) / 2;
  const s = Math.sin(half) / speed;
  return normalise(qmul([w[0] * s, w[1] * s, w[2] * s, Math.cos(half)], q));
}

/** The quaternion scaled to unit length. */
export function normalise(q: Quat): Quat {
  const n = Math.hypot(q[0], q[1], q[2], q[3]);
  return [q[0] / n, q[1] / n, q[2] / n, q[3] / n];
}

/** Rotates vector `v` by unit quaternion `q`. */
export function rotate(q: Quat, v: Vec3): Vec3 {
  const [x, y, z, w] = q;
  // t = 2 * cross(q.xyz, v); v' = v + w * t + cross(q.xyz, t)
  const tx = 2 * (y * v[2] - z * v[1]);
  const ty = 2 * (z * v[0] - x * v[2]);
  const tz = 2 * (x * v[1] - y * v[0]);
  return [v[0] + w * tx + (y * tz - z * ty), v[1] + w * ty + (z * tx - x * tz), v[2] + w * tz + (x * ty - y * tx)];
}
