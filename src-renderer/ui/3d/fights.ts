/**
 * How dice fight and fall on a 3D board, for the games whose dice attack one another: the
 * attacker draws back and slams into the defender twice, their faces meeting, the defender is knocked back a
 * little and shakes; a die that loses tips over on its edge, away from the blow, and drops
 * through the table out of sight. The poses are pure functions of the tween's progress (tested
 * without a renderer); `clash` and `fall` run them as tweens on a DiceSet, each resolving when
 * it lands (at once when `ms` is 0: the fast speed, reduced motion, a skipped step).
 */
import * as THREE from 'three';
import type { DiceSet, DieKey } from './diceSet';

/** Where the two dice of a clash are at progress `k` (0..1). */
export interface ClashPose {
  readonly attacker: THREE.Vector3;
  readonly defender: THREE.Vector3;
}

/** The share of a clash at which each of its two blows lands. */
export const BLOWS = [0.3, 0.72] as const;
/** How long a blow's wind-up, and its return, take as a share of the clash. */
const RUSH = 0.22;

/** The attacker's way along the line to the defender around a blow at `at`: back `wind`, a slam to `contact`, then home (0). */
function rush(k: number, at: number, wind: number, contact: number): { along: number; lift: number } {
  const d = k - at;
  if (d <= -RUSH || d >= RUSH) return { along: 0, lift: 0 };
  if (d >= 0) return { along: contact * (1 - d / RUSH) ** 2, lift: 0 };
  const u = (d + RUSH) / RUSH;
  const lift = Math.sin(Math.PI * u);
  return u < 0.5 ? { along: -wind * (u / 0.5), lift } : { along: -wind + (contact + wind) * ((u - 0.5) / 0.5) ** 2, lift };
}

/**
 * The clash at progress `k`: dice of edge `size` resting at `a` (attacker) and `b` (defender).
 * Before each blow the attacker draws back and hops, then slams in until its face meets the
 * defender's (centres `size` apart); the defender gives way a little and shakes. At
 * k = 1 both are back where they were.
 */
export function clashAt(k: number, a: THREE.Vector3, b: THREE.Vector3, size: number): ClashPose {
  const flat = b.clone().sub(a).setY(0);
  const dist = flat.length();
  const dir = dist > 1e-6 ? flat.divideScalar(dist) : new THREE.Vector3(1, 0, 0);
  if (k >= 1) return { attacker: a.clone(), defender: b.clone() };
  const moves = BLOWS.map((at) => rush(k, at, size * 0.45, dist - size));
  const along = moves.reduce((sum, m) => sum + m.along, 0);
  const lift = Math.max(...moves.map((m) => m.lift));
  const attacker = a
    .clone()
    .addScaledVector(dir, along)
    .setY(a.y + lift * size * 0.3);
  // After each blow the defender is pushed back and shakes sideways, dying away.
  const after = Math.max(
    ...BLOWS.map((at) => {
      const t = (k - at) / 0.3;
      return t >= 0 && t < 1 ? Math.sin(Math.PI * t) * (1 - t) : 0;
    }),
  );
  const side = new THREE.Vector3(-dir.z, 0, dir.x);
  const defender = b
    .clone()
    .addScaledVector(dir, after * size * 0.25)
    .addScaledVector(side, Math.sin(k * Math.PI * 30) * after * size * 0.2);
  return { attacker, defender };
}

/** Where a falling die is at progress `k`, turned how, how large, and whether it still shows. */
export interface FallPose {
  readonly position: THREE.Vector3;
  readonly quaternion: THREE.Quaternion;
  readonly scale: number;
  readonly visible: boolean;
}

/** The share of a fall spent tipping over its edge; the rest it drops through the table. */
export const TIP = 0.4;

/**
 * The fall at progress `k` of a die of edge `size` resting at `p` turned `q`, knocked towards
 * `away` (horizontal): it tips a quarter turn over its far bottom edge, then sinks below the
 * table, shrinking, and is hidden at the end.
 */
export function fallAt(k: number, p: THREE.Vector3, q: THREE.Quaternion, away: THREE.Vector3, size: number): FallPose {
  const dir = away.clone().setY(0);
  if (dir.lengthSq() < 1e-9) dir.set(1, 0, 0);
  dir.normalize();
  const h = size / 2;
  const tip = Math.min(1, k / TIP);
  const angle = (Math.PI / 2) * (1 - (1 - tip) ** 2);
  // Pivot on the bottom edge on the far side: the centre swings from (-h, +h) to (+h, +h) around it.
  const along = -h * Math.cos(angle) + h * Math.sin(angle);
  const up = h * Math.cos(angle) + h * Math.sin(angle) - h;
  const drop = k <= TIP ? 0 : ((k - TIP) / (1 - TIP)) ** 2;
  const axis = new THREE.Vector3(0, 1, 0).cross(dir).normalize();
  const quaternion = new THREE.Quaternion().setFromAxisAngle(axis, angle).multiply(q);
  const position = p
    .clone()
    .addScaledVector(dir, h + along + drop * size * 0.4)
    .setY(p.y + up - drop * size * 3);
  return { position, quaternion, scale: 1 - drop * 0.4, visible: k < 1 };
}

/** The attacker rushes at the defender twice, their faces meeting; the defender gives way and shakes. */
export function clash(dice: DiceSet, attacker: DieKey, defender: DieKey, ms: number, size: number): Promise<void> {
  const a = dice.positionOf(attacker);
  const b = dice.positionOf(defender);
  if (!a || !b) return Promise.resolve();
  return dice.run(ms, (k) => {
    const pose = clashAt(k, a, b, size);
    dice.setPose(attacker, { position: pose.attacker });
    dice.setPose(defender, { position: pose.defender });
  });
}

/** The die tips over away from `from` (the die that beat it, if known) and drops through the table out of sight. */
export async function fall(dice: DiceSet, key: DieKey, ms: number, size: number, from?: THREE.Vector3): Promise<void> {
  const p = dice.positionOf(key);
  const q = dice.quaternionOf(key);
  if (!p || !q) return;
  const away = from ? p.clone().sub(from) : new THREE.Vector3(1, 0, 0.4);
  await dice.run(ms, (k) => dice.setPose(key, fallAt(k, p, q, away, size)));
  dice.setPose(key, { visible: false });
}
