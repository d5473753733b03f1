/**
 * What the lane draws beside each die: a label over every die at rest saying what it counts
 * for now ("5", "L", "0" off the board) in its side's colour, and a soft round shadow under
 * every die, on the board's top or on the lawn, smaller and fainter the higher it flies.
 */
import * as THREE from 'three';
import { textTexture } from '../../../ui/3d/dice';
import type { Court, DieLie, End, Vec3 } from '../types';
import { local, topPoint } from './frames';

/** How far a label floats over its die. */
export const LABEL_LIFT = 0.045;
/** The most shadows drawn (the frame's six dice and a spare). */
const SHADOWS = 8;

/** The labels over the dice at rest. */
export class DieLabels {
  private readonly labels = new Map<number, THREE.Sprite>();

  constructor(
    private readonly root: THREE.Object3D,
    /** Side A's and side B's label colours (CSS). */
    private readonly sideCss: readonly [string, string],
  ) {}

  /** A label over each die at rest (`at`: where it is drawn now), replacing those whose text changed. */
  set(lies: readonly DieLie[], at: (d: DieLie) => THREE.Vector3): void {
    for (const id of [...this.labels.keys()]) if (!lies.some((d) => d.id === id && (d.where === 'board' || d.where === 'off'))) this.drop(id);
    for (const d of lies) {
      if (d.where !== 'board' && d.where !== 'off') continue;
      const text = d.where === 'off' ? '0' : d.provisional === 'leaner' ? 'L' : String(d.provisional);
      const key = `${text}:${d.side}`;
      let s = this.labels.get(d.id);
      if (s && s.name !== key) {
        this.drop(d.id);
        s = undefined;
      }
      if (!s) {
        const tex = textTexture(text, { width: 96, height: 96, font: 'bold 64px system-ui, sans-serif', color: '#ffffff', background: this.sideCss[d.side] });
        s = new THREE.Sprite(new THREE.SpriteMaterial({ map: tex, transparent: true, depthTest: false, opacity: d.where === 'off' ? 0.6 : 1 }));
        s.name = key;
        s.renderOrder = 8;
        s.scale.set(0.035, 0.035, 1);
        this.root.add(s);
        this.labels.set(d.id, s);
      }
      const p = at(d);
      s.position.set(p.x, p.y + LABEL_LIFT, p.z);
    }
  }

  /** Takes a die's label away. */
  drop(id: number): void {
    const s = this.labels.get(id);
    if (!s) return;
    this.labels.delete(id);
    s.removeFromParent();
    s.material.map?.dispose();
    s.material.dispose();
  }

  /** Shows or hides every label (hidden while a toss flies). */
  show(on: boolean): void {
    for (const s of this.labels.values()) s.visible = on;
  }

  dispose(): void {
    for (const id of [...this.labels.keys()]) this.drop(id);
  }
}

/** The soft shadows under the dice. */
export class DieShadows {
  readonly mesh: THREE.InstancedMesh;

  constructor(private readonly court: Court) {
    this.mesh = new THREE.InstancedMesh(
      new THREE.CircleGeometry(1, 20),
      new THREE.MeshBasicMaterial({ color: '#000000', transparent: true, opacity: 0.35, depthWrite: false }),
      SHADOWS,
    );
    this.mesh.frustumCulled = false;
    this.mesh.count = 0;
  }

  /** A shadow under each die at `positions` (world), on the top of the board pitched at from `end` or on the lawn. */
  place(end: End, positions: readonly THREE.Vector3[]): void {
    const c = this.court;
    const m = new THREE.Matrix4();
    const q = new THREE.Quaternion();
    let n = 0;
    for (const p of positions.slice(0, SHADOWS)) {
      // Back into the board frame to find the surface under the die.
      const at: Vec3 = local(c, end, p);
      const s = at[2] / Math.cos(c.slope);
      const onBoard = Math.abs(at[0]) <= c.boardWidth / 2 && s >= 0 && s <= c.boardLength;
      const under = onBoard ? topPoint(c, end, at[0], s, 0.0008) : new THREE.Vector3(p.x, 0.003, p.z);
      // A die high in the air casts a small faint spot; none at all above a metre.
      const height = Math.max(0, p.y - under.y);
      const size = height > 1 ? 0 : c.dieSize * 1.3 * Math.max(0.35, 1 - height);
      q.setFromEuler(new THREE.Euler(-Math.PI / 2 + (onBoard ? (end === 0 ? -c.slope : c.slope) : 0), 0, 0));
      m.compose(under, q, new THREE.Vector3(size, size, size));
      this.mesh.setMatrixAt(n++, m);
    }
    this.mesh.count = n;
    this.mesh.visible = n > 0;
    this.mesh.instanceMatrix.needsUpdate = true;
  }

  dispose(): void {
    this.mesh.geometry.dispose();
    (this.mesh.material as THREE.Material).dispose();
    this.mesh.dispose();
  }
}
