/**
 * The camera rig: places a perspective camera so that a board's bounding box fills the view
 * at any window size and shape, seen from a fixed tilt. Plain three.js so it can be tested.
 */
import * as THREE from 'three';
import type { PickSource } from './picking';
import { HOME, tiltOf, type ViewAngle } from './view.svelte';

/** The box to frame, in world units, centred on the origin at table height. */
export interface Extent {
  /** Along x. */
  readonly width: number;
  /** Along z (towards the viewer). */
  readonly depth: number;
  /** Above the table (dice, markers). */
  readonly height: number;
}

/** How the board is seen. */
export interface RigOptions {
  /** Angle of the view from straight down, radians (0: top view). */
  readonly tilt: number;
  /** Vertical field of view, degrees. */
  readonly fov: number;
  /** Fraction of the view the box may fill (margins), 0..1. */
  readonly fill: number;
  /** The point the camera looks at, shifted along z (positive: towards the viewer). */
  readonly shiftZ?: number;
}

/** How a board is seen unless its game says otherwise. */
export const DEFAULT_RIG: RigOptions = { tilt: 0.52, fov: 34, fill: 0.94 };

/**
 * Puts `camera` where the box fits a view of `aspect` (width / height), seen from the game's
 * tilt or as the player has turned, tilted and zoomed it (`view`); returns its distance.
 */
export function frame(camera: THREE.PerspectiveCamera, extent: Extent, aspect: number, opts: RigOptions, view: ViewAngle = HOME): number {
  camera.fov = opts.fov;
  camera.aspect = aspect > 0 ? aspect : 1;
  const target = new THREE.Vector3(0, 0, opts.shiftZ ?? 0);
  const tilt = tiltOf(view, opts.tilt);
  const dir = new THREE.Vector3(Math.sin(tilt) * Math.sin(view.yaw), Math.cos(tilt), Math.sin(tilt) * Math.cos(view.yaw));
  const w = extent.width / 2;
  const d = extent.depth / 2;
  // Clipping planes wide open while searching; tightened around the result at the end.
  camera.near = 0.01;
  camera.far = 1e4;
  const corners = [-w, w].flatMap((x) => [-d, d].flatMap((z) => [0, extent.height].map((y) => new THREE.Vector3(x, y, z))));
  const fits = (dist: number): boolean => {
    camera.position.copy(target).addScaledVector(dir, dist);
    camera.lookAt(target);
    camera.updateMatrixWorld();
    camera.updateProjectionMatrix();
    return corners.every((c) => {
      const p = c.clone().project(camera);
      return Math.abs(p.x) <= opts.fill && Math.abs(p.y) <= opts.fill && p.z < 1;
    });
  };
  // The smallest distance at which every corner is in view: bisect between near and far.
  let lo = 0.5;
  let hi = 400;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) hi = mid;
    else lo = mid;
  }
  // Zoomed in, the camera comes closer along the same line (part of the board may leave the view).
  const dist = hi / view.zoom;
  fits(dist);
  camera.near = Math.max(0.05, dist / 50);
  camera.far = hi * 6;
  camera.updateProjectionMatrix();
  return dist;
}

/** What a game's board gives the shared scene (ui/3d/BoardScene.svelte). */
export interface SceneBoard<P> extends PickSource<P> {
  /** Everything the board draws. */
  readonly root: THREE.Object3D;
  /** The box the camera frames. */
  readonly extent: Extent;
  /** The scene sets this; the board calls it whenever a frame should be drawn. */
  onChange: () => void;
  /** Advances tweens; true while any still runs. */
  update(dtSeconds: number): boolean;
  /** Where a pick target is in the world (for the e2e hook that clicks the board), or null. */
  pointOf?(pick: P): THREE.Vector3 | null;
  /**
   * A board that moves the camera itself (a camera that follows a toss) places it here: called
   * after the rig has framed `extent` whenever the canvas changes size or the player moves the
   * view, and after each `update`; it shows the player's `view` its own way.
   */
  placeCamera?(camera: THREE.PerspectiveCamera, aspect: number, view: ViewAngle): void;
  /** Where the board's dice rest and a d6's edge (the legibility hook measures them on screen). */
  diceSpots?(): { readonly spots: readonly { readonly x: number; readonly z: number }[]; readonly size: number };
}
