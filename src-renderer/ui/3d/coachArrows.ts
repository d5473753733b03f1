/**
 * A lesson coach's pointers on a 3D board: a bright arrow floating over each thing the coach
 * talks about (a die, a cell, a lane's end) and a ring on the table under it. Two instanced
 * meshes, so any number of marks costs two draw calls, and none when nothing is marked. The
 * arrows drop in once when the marks change and then stand still: no frame is drawn while the
 * table is idle. A board owns one, places its root in its scene and says where the marks are.
 */
import { COLOURS } from '../../design/tokens';
import * as THREE from 'three';

/** Marks shown at most at once. */
const MAX = 12;
/**
 * How far above the thing the arrow's tip stops: far enough that, seen from the table's usual
 * angle, the arrow stands above the die on screen and never over the face it is explaining.
 */
const GAP = 0.42;
/** The coach's colour: brighter than the legal-move gold, so a mark reads apart from a choice. */
const COLOUR = COLOURS.coach;

/** Where one mark points: the top of the thing (the arrow's tip stops just above it) and the ring's radius on the table. */
export interface CoachPoint {
  readonly x: number;
  readonly z: number;
  /** Height of the thing's top (a die's top face, 0 for a cell). */
  readonly top: number;
  /** Ring radius on the table (0: no ring). */
  readonly ring: number;
}

/** An arrow pointing down: a cone for the head and a shaft above it, one geometry. */
function arrowGeometry(): THREE.BufferGeometry {
  const head = new THREE.ConeGeometry(0.22, 0.38, 24).rotateX(Math.PI).translate(0, 0.19, 0);
  const shaft = new THREE.CylinderGeometry(0.075, 0.075, 0.5, 14).translate(0, 0.63, 0);
  const out = mergeTwo(head, shaft);
  head.dispose();
  shaft.dispose();
  return out;
}

/** Joins two indexed geometries with position and normal attributes into one. */
function mergeTwo(a: THREE.BufferGeometry, b: THREE.BufferGeometry): THREE.BufferGeometry {
  const pos = (g: THREE.BufferGeometry) => g.getAttribute('position') as THREE.BufferAttribute;
  const nor = (g: THREE.BufferGeometry) => g.getAttribute('normal') as THREE.BufferAttribute;
  const n = pos(a).count;
  const out = new THREE.BufferGeometry();
  out.setAttribute('position', new THREE.Float32BufferAttribute([...(pos(a).array as Float32Array), ...(pos(b).array as Float32Array)], 3));
  out.setAttribute('normal', new THREE.Float32BufferAttribute([...(nor(a).array as Float32Array), ...(nor(b).array as Float32Array)], 3));
  const ia = [...(a.getIndex()?.array ?? [])];
  const ib = [...(b.getIndex()?.array ?? [])].map((i) => i + n);
  out.setIndex([...ia, ...ib]);
  return out;
}

/** The arrows and rings of one board. */
export class CoachArrows {
  /** Add this to the board's scene. */
  readonly root = new THREE.Group();
  private readonly arrows: THREE.InstancedMesh;
  private readonly rings: THREE.InstancedMesh;
  private points: readonly CoachPoint[] = [];

  constructor() {
    // Unlit and not tone-mapped, so the coach's colour reads the same under every light and never washes out.
    const arrowMat = new THREE.MeshBasicMaterial({ color: COLOUR, toneMapped: false });
    this.arrows = new THREE.InstancedMesh(arrowGeometry(), arrowMat, MAX);
    const ringMat = new THREE.MeshBasicMaterial({ color: COLOUR, transparent: true, opacity: 0.9, depthWrite: false, toneMapped: false });
    this.rings = new THREE.InstancedMesh(new THREE.RingGeometry(0.76, 1, 40).rotateX(-Math.PI / 2), ringMat, MAX);
    for (const m of [this.arrows, this.rings]) {
      m.frustumCulled = false;
      // The coach's marks are for the eye: picking goes through them to the board.
      m.raycast = () => {};
      this.root.add(m);
    }
    this.root.name = 'coach-arrows';
    this.place([], 1);
  }

  /** Shows these marks (none: nothing drawn). Returns whether anything changed. */
  set(points: readonly CoachPoint[]): boolean {
    if (JSON.stringify(points) === JSON.stringify(this.points)) return false;
    this.points = points.slice(0, MAX);
    this.place(this.points, 1);
    return true;
  }

  /** Whether any mark shows. */
  get showing(): boolean {
    return this.points.length > 0;
  }

  /** Lays the marks out `k` (0..1) of the way through their drop-in. */
  place(points: readonly CoachPoint[] = this.points, k = 1): void {
    const m = new THREE.Matrix4();
    // Each arrow leans its tail away from the viewer, square to the camera's line of sight (it
    // looks along -z from above, about 30 degrees off vertical), so it reads as an arrow, not a dot.
    const lean = new THREE.Quaternion().setFromAxisAngle(new THREE.Vector3(1, 0, 0), -0.52);
    const flat = new THREE.Quaternion();
    const lift = (1 - k) * (1 - k) * 0.9;
    let rings = 0;
    points.forEach((p, i) => {
      m.compose(new THREE.Vector3(p.x, p.top + GAP + lift, p.z), lean, new THREE.Vector3(0.9, 0.9, 0.9));
      this.arrows.setMatrixAt(i, m);
      if (p.ring > 0) {
        m.compose(new THREE.Vector3(p.x, 0.035, p.z), flat, new THREE.Vector3(p.ring, 1, p.ring));
        this.rings.setMatrixAt(rings++, m);
      }
    });
    this.arrows.count = points.length;
    this.rings.count = rings;
    this.arrows.visible = points.length > 0;
    this.rings.visible = rings > 0;
    this.arrows.instanceMatrix.needsUpdate = true;
    this.rings.instanceMatrix.needsUpdate = true;
  }

  /** Frees GPU resources. */
  dispose(): void {
    for (const m of [this.arrows, this.rings]) {
      m.geometry.dispose();
      (m.material as THREE.Material).dispose();
      m.dispose();
    }
  }
}
