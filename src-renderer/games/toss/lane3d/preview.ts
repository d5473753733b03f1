/**
 * The aim's preview on the 3D lane: a dotted arc of the flight in the pitching side's colour
 * and a ring where it comes down (white on the board, a warning tone off it); rings where the
 * hinted named aim and the one the pointer or keyboard rests on come down.
 */
import * as THREE from 'three';
import { COLOURS, FLASH } from '../../../design/tokens';
import type { Court, End, Vec3 } from '../types';
import { overTop, topPoint, world } from './frames';

/** Dots of the flight. */
const DOTS = 48;

/** A flat ring lying on the board's top (or the lawn) at a point of the board's frame. */
function lay(ring: THREE.Mesh, court: Court, end: End, p: Vec3): void {
  const over = overTop(court, p);
  const onBoard = over.on && p[1] > 0.02;
  const w = world(court, end, p);
  ring.position.copy(onBoard ? topPoint(court, end, p[0], over.s, 0.002) : new THREE.Vector3(w.x, 0.004, w.z));
  ring.rotation.set(-Math.PI / 2 + (onBoard ? (end === 0 ? -court.slope : court.slope) : 0), 0, 0);
  ring.visible = true;
}

/** The preview's meshes (add `root` to the scene). */
export class AimPreview {
  readonly root = new THREE.Group();
  private readonly dots: THREE.InstancedMesh;
  /** Where the aim comes down, and where the hinted and the focused named aims do. */
  private readonly rings: { readonly landing: THREE.Mesh; readonly hint: THREE.Mesh; readonly focus: THREE.Mesh };
  private readonly disposables: { dispose(): void }[] = [];

  constructor(private readonly court: Court) {
    const keep = <T extends { dispose(): void }>(x: T): T => (this.disposables.push(x), x);
    this.dots = keep(
      new THREE.InstancedMesh(keep(new THREE.SphereGeometry(1, 10, 8)), keep(new THREE.MeshBasicMaterial({ color: COLOURS.white, transparent: true, opacity: 0.85 })), DOTS),
    );
    this.dots.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(DOTS * 3).fill(1), 3);
    this.dots.frustumCulled = false;
    this.dots.count = 0;
    this.dots.visible = false;
    const ring = (inner: number, outer: number, colour: string, opacity: number): THREE.Mesh => {
      const m = new THREE.Mesh(
        keep(new THREE.RingGeometry(inner, outer, 32)),
        keep(new THREE.MeshBasicMaterial({ color: colour, transparent: true, opacity, side: THREE.DoubleSide, depthWrite: false })),
      );
      m.visible = false;
      m.renderOrder = 2;
      return m;
    };
    this.rings = { landing: ring(0.03, 0.042, COLOURS.white, 0.95), hint: ring(0.05, 0.062, COLOURS.accent, 0.9), focus: ring(0.05, 0.058, COLOURS.white, 0.7) };
    this.root.add(this.dots, this.rings.landing, this.rings.hint, this.rings.focus);
  }

  /** Shows the flight of an aim (points in `end`'s board frame) and where it comes down, in `colour`; null hides it. */
  flight(end: End, points: readonly Vec3[] | null, landing: Vec3 | null, colour: string, good: boolean): void {
    this.rings.landing.visible = false;
    if (!points || points.length === 0) {
      this.dots.visible = false;
      this.dots.count = 0;
      return;
    }
    const m = new THREE.Matrix4();
    const col = new THREE.Color(colour);
    const count = Math.min(DOTS, points.length);
    for (let i = 0; i < count; i++) {
      const p = points[Math.floor((i * (points.length - 1)) / Math.max(1, count - 1))]!;
      const r = 0.014;
      m.compose(world(this.court, end, p), new THREE.Quaternion(), new THREE.Vector3(r, r, r));
      this.dots.setMatrixAt(i, m);
      this.dots.setColorAt(i, col);
    }
    this.dots.count = count;
    this.dots.visible = true;
    this.dots.instanceMatrix.needsUpdate = true;
    if (this.dots.instanceColor) this.dots.instanceColor.needsUpdate = true;
    if (landing) {
      lay(this.rings.landing, this.court, end, landing);
      (this.rings.landing.material as THREE.MeshBasicMaterial).color.set(good ? COLOURS.white : FLASH.bad);
    }
  }

  /** Rings where the hinted and the focused named aims come down (board frame of `end`); null hides each. */
  marks(end: End, hint: Vec3 | null, focus: Vec3 | null): void {
    this.rings.hint.visible = false;
    this.rings.focus.visible = false;
    if (hint) lay(this.rings.hint, this.court, end, hint);
    if (focus) lay(this.rings.focus, this.court, end, focus);
  }

  dispose(): void {
    for (const x of this.disposables) x.dispose();
  }
}
