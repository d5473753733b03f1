/**
 * How dice fight and fall on a 3D board, for the games whose dice attack one another: the
 * attacker lunges at the defender while the defender shakes, and a die that loses tips over and
 * sinks through the table. Tweens on a DiceSet: each resolves when it lands.
 */
import * as THREE from 'three';
import type { DiceSet, DieKey } from './diceSet';

/** The attacker lunges at the defender twice (`reach` of the way there, rising `rise` of that); the defender shakes. */
export function lunge(dice: DiceSet, attacker: DieKey, defender: DieKey, ms: number, reach: number, rise: number): Promise<void> {
  const pa = dice.positionOf(attacker);
  const pb = dice.positionOf(defender);
  if (!pa || !pb) return Promise.resolve();
  const dir = pb.clone().sub(pa).setY(0);
  return dice.run(ms, (k) => {
    const l = k >= 1 ? 0 : Math.max(0, Math.sin(k * Math.PI * 4)) * reach;
    dice.setPose(attacker, {
      position: pa
        .clone()
        .addScaledVector(dir, l)
        .setY(pa.y + l * rise),
    });
    dice.setPose(defender, { position: pb.clone().setX(pb.x + Math.sin(k * Math.PI * 12) * 0.04 * (1 - k)) });
  });
}

/** The die tips over, hops aside and sinks through the table, shrinking, then is hidden (`scale` sizes the motion). */
export async function tipAway(dice: DiceSet, key: DieKey, ms: number, scale = 1): Promise<void> {
  const p = dice.positionOf(key);
  if (!p) return;
  const restY = dice.restY('d6');
  const spin = new THREE.Quaternion().setFromEuler(new THREE.Euler(0.9, 0, 1.3));
  const q = new THREE.Quaternion();
  await dice.run(ms, (k) => {
    dice.setPose(key, {
      position: new THREE.Vector3(p.x + k * 0.35 * scale, restY + (Math.sin(Math.PI * Math.min(1, k * 2)) * 0.5 - k * k * 1.8) * scale, p.z + k * 0.2 * scale),
      quaternion: q.identity().slerp(spin, k),
      scale: Math.max(0.01, 1 - k * k),
    });
  });
  dice.setPose(key, { visible: false });
}
