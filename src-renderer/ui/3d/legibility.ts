/**
 * How large a die shows on screen, and how much of it is the face a player reads: plain
 * three.js projection, so a test can check every table's framing without a renderer. A die is
 * a cube of edge `size` resting on the table at (x, z) with its faces square to the axes.
 */
import * as THREE from 'three';
import { DEFAULT_RIG, frame, type Extent, type RigOptions } from './rig';

/** A spot where a die may rest on the table. */
export interface Spot {
  readonly x: number;
  readonly z: number;
}

/** A die as the camera shows it, in screen pixels. */
export interface DieOnScreen {
  /** Width of its silhouette. */
  readonly across: number;
  /** Area of its top face (the face that counts). */
  readonly top: number;
  /** Area of its side face turned towards the viewer (another number, not the one that counts). */
  readonly side: number;
}

/** Area of a polygon given in order. */
function area(pts: readonly THREE.Vector2[]): number {
  let a = 0;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!;
    const q = pts[(i + 1) % pts.length]!;
    a += p.x * q.y - q.x * p.y;
  }
  return Math.abs(a) / 2;
}

/** Where a die of edge `size` at `spot` shows through `camera` (already framed) on a canvas of `width` x `height` pixels. */
export function dieOnScreen(camera: THREE.PerspectiveCamera, width: number, height: number, spot: Spot, size: number): DieOnScreen {
  const h = size / 2;
  const px = (x: number, y: number, z: number): THREE.Vector2 => {
    const p = new THREE.Vector3(spot.x + x, y, spot.z + z).project(camera);
    return new THREE.Vector2(((p.x + 1) / 2) * width, ((1 - p.y) / 2) * height);
  };
  const corners = [-h, h].flatMap((x) => [0, size].flatMap((y) => [-h, h].map((z) => px(x, y, z))));
  const xs = corners.map((c) => c.x);
  const top = area([px(-h, size, -h), px(h, size, -h), px(h, size, h), px(-h, size, h)]);
  // The side turned towards the camera: the +z face, or a ±x face when the board is turned.
  const toCam = camera.position.clone().sub(new THREE.Vector3(spot.x, h, spot.z));
  const sides = [
    toCam.z > 0 ? area([px(-h, 0, h), px(h, 0, h), px(h, size, h), px(-h, size, h)]) : 0,
    toCam.x > 0 ? area([px(h, 0, -h), px(h, 0, h), px(h, size, h), px(h, size, -h)]) : 0,
    toCam.x < 0 ? area([px(-h, 0, -h), px(-h, 0, h), px(-h, size, h), px(-h, size, -h)]) : 0,
  ];
  return { across: Math.max(...xs) - Math.min(...xs), top, side: Math.max(...sides) };
}

/** The smallest die over `spots` and the largest share of side to top among them. */
export function worstDie(camera: THREE.PerspectiveCamera, width: number, height: number, spots: readonly Spot[], size: number): { across: number; sideToTop: number } {
  let across = Infinity;
  let sideToTop = 0;
  for (const s of spots) {
    const d = dieOnScreen(camera, width, height, s, size);
    across = Math.min(across, d.across);
    sideToTop = Math.max(sideToTop, d.side / d.top);
  }
  return { across, sideToTop };
}

/** A canvas's size in CSS pixels. */
export interface Canvas {
  readonly width: number;
  readonly height: number;
}

/** Frames `extent` on `canvas` as the scene does (the game's own view) and measures the worst die over `spots`. */
export function framedDice(extent: Extent, rig: Partial<RigOptions>, canvas: Canvas, spots: readonly Spot[], size: number): { across: number; sideToTop: number } {
  const camera = new THREE.PerspectiveCamera();
  frame(camera, extent, canvas.width / canvas.height, { ...DEFAULT_RIG, ...rig });
  return worstDie(camera, canvas.width, canvas.height, spots, size);
}

/** No die may show narrower than this many pixels (issue 50). */
export const MIN_DIE_PX = 24;
/** The side turned to the viewer shows at most this share of the top face's area, so the face that counts dominates. */
export const MAX_SIDE_TO_TOP = 0.6;
