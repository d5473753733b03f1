import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { frame } from './rig';
import { BoardView, HOME, LIMITS, moved, STEP, tiltOf } from './view.svelte';

describe('the board view a player controls', () => {
  it('turns, tilts and zooms within its limits, however far it is pushed', () => {
    let v = HOME;
    for (let i = 0; i < 50; i++) v = moved(v, 0.5, { yaw: 0.3, tilt: 0.3, zoom: 1.5 });
    expect(v.yaw).toBe(LIMITS.yaw);
    expect(tiltOf(v, 0.5)).toBeCloseTo(LIMITS.maxTilt, 9);
    expect(v.zoom).toBe(LIMITS.maxZoom);
    for (let i = 0; i < 50; i++) v = moved(v, 0.5, { yaw: -0.3, tilt: -0.3, zoom: 1 / 1.5 });
    expect(v.yaw).toBe(-LIMITS.yaw);
    expect(tiltOf(v, 0.5)).toBeCloseTo(LIMITS.minTilt, 9);
    expect(v.zoom).toBe(LIMITS.minZoom);
  });

  it('looks from above until tilted again, and resets to the game’s own view', () => {
    const view = new BoardView();
    view.base = 0.5;
    view.toggleTop();
    expect(tiltOf(view.angle, 0.5)).toBe(LIMITS.minTilt);
    view.move({ tilt: STEP.tilt });
    expect(view.angle.top).toBe(false);
    expect(tiltOf(view.angle, 0.5)).toBeCloseTo(0.5 + STEP.tilt);
    view.move({ yaw: 0.4 });
    expect(view.home).toBe(false);
    view.reset();
    expect(view.home).toBe(true);
  });

  it('answers its keys (Q/E turn, R/F tilt, +/− zoom, T above, 0 reset) and no others', () => {
    const view = new BoardView();
    expect(view.key('e')).toBe(true);
    expect(view.angle.yaw).toBeCloseTo(STEP.yaw);
    expect(view.key('Q')).toBe(true);
    expect(view.angle.yaw).toBeCloseTo(0);
    expect(view.key('+')).toBe(true);
    expect(view.angle.zoom).toBeCloseTo(STEP.zoom);
    expect(view.key('r')).toBe(true);
    expect(view.angle.tilt).toBeCloseTo(-STEP.tilt);
    expect(view.key('t')).toBe(true);
    expect(view.angle.top).toBe(true);
    expect(view.key('0')).toBe(true);
    expect(view.home).toBe(true);
    for (const k of ['Enter', 'ArrowLeft', 'n', ' ', 'x']) expect(view.key(k)).toBe(false);
    expect(view.home).toBe(true);
  });
});

describe('the rig with the player’s view', () => {
  const extent = { width: 10, depth: 8, height: 0.8 };
  const corners = [-1, 1].flatMap((x) => [-1, 1].flatMap((z) => [0, 0.8].map((y) => new THREE.Vector3((x * 10) / 2, y, (z * 8) / 2))));
  const reach = (cam: THREE.PerspectiveCamera): number => Math.max(...corners.map((c) => c.clone().project(cam)).map((p) => Math.max(Math.abs(p.x), Math.abs(p.y))));

  it('keeps the whole board in view when turned or seen from above', () => {
    for (const angle of [moved(HOME, 0.5, { yaw: 1.2 }), moved(HOME, 0.5, { yaw: -0.7, tilt: 0.4 }), { ...HOME, top: true }]) {
      const cam = new THREE.PerspectiveCamera();
      frame(cam, extent, 1.5, { tilt: 0.5, fov: 34, fill: 0.9 }, angle);
      expect(reach(cam)).toBeLessThanOrEqual(0.9 + 1e-6);
    }
  });

  it('comes closer along the same line when zoomed, and turning moves the camera round the table', () => {
    const cam = new THREE.PerspectiveCamera();
    const far = frame(cam, extent, 1.5, { tilt: 0.5, fov: 34, fill: 0.9 });
    const home = cam.position.clone();
    const near = frame(cam, extent, 1.5, { tilt: 0.5, fov: 34, fill: 0.9 }, moved(HOME, 0.5, { zoom: 2 }));
    expect(near).toBeCloseTo(far / 2, 5);
    expect(cam.position.clone().normalize().dot(home.clone().normalize())).toBeCloseTo(1, 6);
    frame(cam, extent, 1.5, { tilt: 0.5, fov: 34, fill: 0.9 }, moved(HOME, 0.5, { yaw: Math.PI / 2 }));
    // A quarter turn: the camera looks from the table's right side instead of the player's.
    expect(cam.position.x).toBeGreaterThan(0);
    expect(Math.abs(cam.position.z)).toBeLessThan(1e-6);
  });
});
