import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { frame } from './rig';

describe('camera rig', () => {
  it('frames a board at any aspect: every corner in view, and the tightest side nearly touching the edge', () => {
    for (const aspect of [0.6, 1, 1.6, 2.4]) {
      for (const [width, depth] of [
        [5, 5],
        [8, 8],
        [10, 8.7],
        [16, 4],
      ] as const) {
        const cam = new THREE.PerspectiveCamera();
        frame(cam, { width, depth, height: 0.8 }, aspect, { tilt: 0.5, fov: 36, fill: 0.9 });
        const pts = [-1, 1].flatMap((x) => [-1, 1].flatMap((z) => [0, 0.8].map((y) => new THREE.Vector3((x * width) / 2, y, (z * depth) / 2).project(cam))));
        const extent = Math.max(...pts.map((p) => Math.max(Math.abs(p.x), Math.abs(p.y))));
        expect(extent).toBeLessThanOrEqual(0.9 + 1e-6);
        expect(extent).toBeGreaterThan(0.88);
      }
    }
  });

  it('a wider window brings a square board no further away than a narrow one', () => {
    const cam = new THREE.PerspectiveCamera();
    const narrow = frame(cam, { width: 8, depth: 8, height: 0.8 }, 0.8, { tilt: 0.5, fov: 36, fill: 0.9 });
    const wide = frame(cam, { width: 8, depth: 8, height: 0.8 }, 2, { tilt: 0.5, fov: 36, fill: 0.9 });
    expect(wide).toBeLessThan(narrow);
  });
});
