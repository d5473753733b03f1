import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { BLOWS, clashAt, fallAt, TIP } from './fights';

const SIZE = 0.72;
const a = new THREE.Vector3(0, SIZE / 2, 0);
const b = new THREE.Vector3(SIZE * 1.15, SIZE / 2, 0);
const apart = (k: number): number => {
  const p = clashAt(k, a, b, SIZE);
  return p.defender.clone().setY(0).distanceTo(p.attacker.clone().setY(0));
};

describe('a clash', () => {
  it('brings the two dice face to face at each of its two blows', () => {
    for (const at of BLOWS) expect(apart(at)).toBeCloseTo(SIZE, 2);
    expect(BLOWS).toHaveLength(2);
  });

  it('draws the attacker back before a blow, further than where it stood', () => {
    expect(Math.max(...[0.1, 0.15, 0.2].map(apart))).toBeGreaterThan(SIZE * 1.15 + SIZE * 0.3);
  });

  it('shakes the defender after a blow, and leaves both dice where they stood', () => {
    const shaken = clashAt(BLOWS[0] + 0.05, a, b, SIZE).defender;
    expect(shaken.distanceTo(b)).toBeGreaterThan(SIZE * 0.05);
    const end = clashAt(1, a, b, SIZE);
    expect(end.attacker.distanceTo(a)).toBe(0);
    expect(end.defender.distanceTo(b)).toBe(0);
  });
});

describe('a loser that falls', () => {
  const p = new THREE.Vector3(2, SIZE / 2, -1);
  const q = new THREE.Quaternion().setFromEuler(new THREE.Euler(Math.PI / 2, 0, 0));
  const away = new THREE.Vector3(1, 0, 0);

  it('starts where the die rests, turned as it was', () => {
    const s = fallAt(0, p, q, away, SIZE);
    expect(s.position.distanceTo(p)).toBeLessThan(1e-9);
    expect(s.quaternion.angleTo(q)).toBeLessThan(1e-9);
    expect(s.visible).toBe(true);
  });

  it('tips a quarter turn over its edge, away from the blow, before it drops', () => {
    const s = fallAt(TIP, p, q, away, SIZE);
    expect(s.quaternion.angleTo(q)).toBeCloseTo(Math.PI / 2, 5);
    expect(s.position.x - p.x).toBeCloseTo(SIZE, 5);
    expect(s.position.y).toBeCloseTo(p.y, 5);
  });

  it('ends wholly under the table and hidden', () => {
    const s = fallAt(1, p, q, away, SIZE);
    expect(s.position.y + (s.scale * SIZE) / 2).toBeLessThan(0);
    expect(s.visible).toBe(false);
    // Falling the other way when struck from the other side.
    expect(fallAt(TIP, p, q, away.clone().negate(), SIZE).position.x).toBeLessThan(p.x);
  });
});
