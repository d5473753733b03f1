import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { dieShape, orientationFor, valueOnTop, DIE_KINDS } from './dieShapes';
import { planTumble, tumbleAt } from './tumble';

/** A seeded stand-in for Math.random, so each case is the same roll every run. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('a roll', () => {
  for (const kind of DIE_KINDS) {
    it(`${kind}: lands exactly on the engine's value at its cell, whatever the throw`, () => {
      const shape = dieShape(kind, 0.72);
      const corners = shape.faces.flatMap((f) => f.corners);
      for (let seed = 1; seed <= 20; seed++) {
        const random = seeded(seed);
        for (const value of shape.values) {
          const target = orientationFor(kind, value, 0);
          const to = new THREE.Vector2(random() * 4 - 2, random() * 4 - 2);
          const from = seed % 2 ? to.clone() : new THREE.Vector2(random() * 8 - 4, 5);
          const t = planTumble({ from, to, floorY: 0.1, target, corners, size: 0.72, random, start: orientationFor(kind, shape.values[0]!) });
          const p = new THREE.Vector3();
          const q = new THREE.Quaternion();
          tumbleAt(t, 1, p, q);
          expect(valueOnTop(kind, q)).toBe(value);
          expect(q.angleTo(target)).toBeLessThan(1e-6);
          expect(p.x).toBeCloseTo(to.x, 9);
          expect(p.z).toBeCloseTo(to.y, 9);
          expect(p.y).toBeCloseTo(0.1 + shape.restHeight, 9);
        }
      }
    });
  }

  it('starts from the pose the die was in, tumbles on the way (more than a quarter turn off its landing), and never sinks into the table', () => {
    const shape = dieShape('d6', 0.72);
    const corners = shape.faces.flatMap((f) => f.corners);
    const start = orientationFor('d6', 3);
    const target = orientationFor('d6', 3);
    const t = planTumble({ from: new THREE.Vector2(0, 0), to: new THREE.Vector2(0, 0), floorY: 0, target, corners, size: 0.72, random: seeded(7), start });
    const p = new THREE.Vector3();
    const q = new THREE.Quaternion();
    tumbleAt(t, 0, p, q);
    expect(q.angleTo(start)).toBeLessThan(1e-6);
    expect(p.y).toBeCloseTo(shape.restHeight, 9);
    let farthest = 0;
    for (let k = 0; k <= 1; k += 0.01) {
      tumbleAt(t, k, p, q);
      farthest = Math.max(farthest, q.angleTo(target));
      const lowest = Math.min(...corners.map((c) => c.clone().applyQuaternion(q).y + p.y));
      expect(lowest).toBeGreaterThanOrEqual(-1e-9);
    }
    // Rolled to the same value it showed, it still visibly tumbled.
    expect(farthest).toBeGreaterThan(Math.PI / 4);
  });
});
