/**
 * The Pip Zero table in three.js: one 4x4 grid per seat (each one textured plane with its
 * column captions), real pip-faced dice, a lit column and outlined dice for the choice at
 * hand. It answers pointer rays with the die or cell they hit. Imperative: events arrive as
 * a queue and each animation is a tween whose promise resolves when it lands.
 */
import * as THREE from 'three';
import { IVORY, Tweens, dieGeometry, dieMaterials, disposeMaterials, ease, faceUp, textTexture, tintedMaterials } from '../../ui/3d/dice';
import type { Extent, SceneBoard } from '../../ui/3d/rig';
import type { Pick } from './decisions';
import type { Cell, Grid } from './types';

/** Distance between cell centres. */
const CELL = 1.2;
/** Edge of a die. */
const DIE = 0.9;
/** Height of a resting die's centre. */
const REST_Y = DIE / 2 + 0.02;
/** Distance between the two grids' centres. */
const APART = 6.7;
/** Depth of the strip below a grid (column captions, the seat's name). */
const CAPTION = 1.5;

interface DieObj {
  readonly id: number;
  readonly mesh: THREE.Mesh;
  readonly outline: THREE.Mesh;
  readonly seat: number;
  row: number;
  col: number;
}

/** Labels the board draws, from the message catalogue. */
export interface BoardLabels {
  /** A name per seat, drawn below its grid (two seats only). */
  readonly seats: readonly string[];
  /** Column captions 1..4. */
  readonly columns: readonly string[];
}

/** The grids, the dice on them, and their animations. */
export class ZeroBoard implements SceneBoard<Pick> {
  /** Add this to the scene. */
  readonly root = new THREE.Group();
  readonly extent: Extent;
  /** Called whenever something changed and a frame should be drawn. */
  onChange: () => void = () => {};
  private readonly grids: THREE.Group[] = [];
  private readonly dice = new Map<string, DieObj>();
  private readonly tweens = new Tweens(() => this.onChange());
  private readonly geometry = dieGeometry(DIE);
  private readonly materials = dieMaterials(IVORY);
  private readonly spent = tintedMaterials(this.materials, '#b9c7d6');
  private readonly outlineGeometry = new THREE.BoxGeometry(DIE * 1.16, DIE * 1.16, DIE * 1.16);
  private readonly outlineLit = new THREE.MeshBasicMaterial({ color: '#ffd24a', side: THREE.BackSide });
  private readonly outlineFocus = new THREE.MeshBasicMaterial({ color: '#ffffff', side: THREE.BackSide });
  /** One column glow per seat and column. */
  private readonly glow: THREE.InstancedMesh;
  private readonly disposables: { dispose(): void }[] = [];
  private readonly flashes = new Set<THREE.Sprite>();

  constructor(
    readonly seats: number,
    labels: BoardLabels,
  ) {
    this.extent = { width: seats === 1 ? 4 * CELL + 0.6 : APART + 4 * CELL + 0.6, depth: 4 * CELL + CAPTION + 0.4, height: DIE };
    const felt = new THREE.Mesh(this.keep(new THREE.PlaneGeometry(60, 40)), this.keep(new THREE.MeshStandardMaterial({ color: '#173a2e', roughness: 1 })));
    felt.rotation.x = -Math.PI / 2;
    felt.position.y = -0.01;
    felt.receiveShadow = true;
    this.root.add(felt);
    const face = this.keep(new THREE.PlaneGeometry(4 * CELL + 0.3, 4 * CELL + CAPTION));
    for (let s = 0; s < seats; s++) {
      const grid = new THREE.Group();
      grid.position.x = this.gridX(s);
      // The grid and its captions sit a little towards the viewer: captions below the cells.
      grid.position.z = -CAPTION / 2 + 0.2;
      const mat = this.keep(new THREE.MeshStandardMaterial({ map: this.keep(this.drawFace(labels, s)), transparent: true, roughness: 0.9 }));
      const plane = new THREE.Mesh(face, mat);
      plane.rotation.x = -Math.PI / 2;
      plane.position.set(0, 0.005, CAPTION / 2 - 0.15);
      plane.receiveShadow = true;
      grid.add(plane);
      this.grids.push(grid);
      this.root.add(grid);
    }
    this.glow = new THREE.InstancedMesh(
      this.keep(new THREE.PlaneGeometry(CELL, CELL * 4.1).rotateX(-Math.PI / 2)),
      this.keep(new THREE.MeshBasicMaterial({ color: '#ffd24a', transparent: true, opacity: 0.3, depthWrite: false })),
      seats * 4,
    );
    this.glow.frustumCulled = false;
    this.glow.position.y = 0.012;
    this.root.add(this.glow);
    this.highlight(null, null, []);
  }

  private keep<T extends { dispose(): void }>(x: T): T {
    this.disposables.push(x);
    return x;
  }

  private gridX(seat: number): number {
    return this.seats === 1 ? 0 : (seat === 0 ? -1 : 1) * (APART / 2);
  }

  private x(col: number): number {
    return (col - 1.5) * CELL;
  }

  private z(row: number): number {
    return (row - 1.5) * CELL;
  }

  /** A grid's face: the 16 cells (column 4 in its own colour), the column captions and the seat's name. */
  private drawFace(labels: BoardLabels, seat: number): THREE.CanvasTexture {
    const px = 128;
    const w = Math.round((4 * CELL + 0.3) * px);
    const h = Math.round((4 * CELL + CAPTION) * px);
    const c = document.createElement('canvas');
    c.width = w;
    c.height = h;
    const g = c.getContext('2d')!;
    const cell = CELL * px;
    const ox = 0.15 * px;
    for (let r = 0; r < 4; r++) {
      for (let col = 0; col < 4; col++) {
        g.fillStyle = col === 3 ? '#3b3a52' : '#24473a';
        g.fillRect(ox + col * cell + 4, ox + r * cell + 4, cell - 8, cell - 8);
      }
    }
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.font = `bold ${Math.round(px * 0.45)}px system-ui, sans-serif`;
    labels.columns.forEach((text, col) => {
      g.fillStyle = col === 3 ? '#c9c3ff' : '#d8e6de';
      g.fillText(text, ox + (col + 0.5) * cell, ox + 4 * cell + 0.38 * px);
    });
    if (this.seats > 1) {
      g.fillStyle = '#f2c14e';
      g.font = `bold ${Math.round(px * 0.42)}px system-ui, sans-serif`;
      g.fillText(labels.seats[seat] ?? '', w / 2, ox + 4 * cell + 0.95 * px, w * 0.95);
    }
    const tex = new THREE.CanvasTexture(c);
    tex.colorSpace = THREE.SRGBColorSpace;
    tex.anisotropy = 8;
    return tex;
  }

  /** Whether a tween is running. */
  get busy(): boolean {
    return this.tweens.busy;
  }

  /** What a pointer ray hits: a die, or a cell of a grid. */
  pick(ray: THREE.Raycaster): Pick | null {
    const meshes = [...this.dice.values()].filter((d) => d.mesh.visible).map((d) => d.mesh);
    const hit = ray.intersectObjects(meshes, false)[0];
    if (hit) {
      for (const d of this.dice.values()) if (d.mesh === hit.object) return { kind: 'die', seat: d.seat, die: d.id };
    }
    const p = new THREE.Vector3();
    if (!ray.ray.intersectPlane(new THREE.Plane(new THREE.Vector3(0, 1, 0), 0), p)) return null;
    for (let s = 0; s < this.seats; s++) {
      const g = this.grids[s]!;
      const col = Math.floor((p.x - g.position.x) / CELL + 2);
      const row = Math.floor((p.z - g.position.z) / CELL + 2);
      if (row >= 0 && row < 4 && col >= 0 && col < 4) return { kind: 'cell', seat: s, cell: { row, col } };
    }
    return null;
  }

  /** Where a pick target is in the world: a die's top, or a cell's centre. */
  pointOf(p: Pick): THREE.Vector3 | null {
    const g = this.grids[p.seat];
    if (!g) return null;
    if (p.kind === 'die') {
      const d = this.find(p.seat, p.die);
      return d?.mesh.visible ? new THREE.Vector3(g.position.x + d.mesh.position.x, REST_Y + DIE / 2, g.position.z + d.mesh.position.z) : null;
    }
    return new THREE.Vector3(g.position.x + this.x(p.cell.col), 0, g.position.z + this.z(p.cell.row));
  }

  /** Puts every die exactly where the view says, adding and dropping dice as needed. */
  sync(grids: readonly Grid[], activated: readonly (readonly number[])[]): void {
    const seen = new Set<string>();
    grids.forEach((grid, seat) => {
      grid.forEach((row, r) =>
        row.forEach((die, c) => {
          if (!die) return;
          const key = `${seat}:${die.id}`;
          seen.add(key);
          let d = this.dice.get(key);
          if (!d) {
            const mesh = new THREE.Mesh(this.geometry, this.materials);
            mesh.castShadow = true;
            const outline = new THREE.Mesh(this.outlineGeometry, this.outlineLit);
            outline.visible = false;
            mesh.add(outline);
            this.grids[seat]?.add(mesh);
            d = { id: die.id, mesh, outline, seat, row: r, col: c };
            this.dice.set(key, d);
          }
          d.row = r;
          d.col = c;
          d.mesh.visible = true;
          d.mesh.scale.setScalar(1);
          d.mesh.position.set(this.x(c), REST_Y, this.z(r));
          d.mesh.quaternion.copy(faceUp(die.pips));
          d.mesh.material = activated[seat]?.includes(die.id) ? this.spent : this.materials;
        }),
      );
    });
    for (const [key, d] of this.dice) {
      if (!seen.has(key)) {
        d.mesh.removeFromParent();
        this.dice.delete(key);
      }
    }
    this.onChange();
  }

  /** Lights one column of a seat's grid (null: none), outlines the given dice of that seat, one of them white. */
  highlight(seat: number | null, col: number | null, dice: readonly number[], focus: number | null = null): void {
    const hidden = new THREE.Matrix4().makeScale(0, 0, 0);
    const m = new THREE.Matrix4();
    for (let s = 0; s < this.seats; s++) {
      for (let c = 0; c < 4; c++) {
        const on = s === seat && c === col;
        const g = this.grids[s]!;
        this.glow.setMatrixAt(s * 4 + c, on ? m.makeTranslation(g.position.x + this.x(c), 0, g.position.z) : hidden);
      }
    }
    this.glow.instanceMatrix.needsUpdate = true;
    for (const d of this.dice.values()) {
      d.outline.visible = seat !== null && d.seat === seat && (dice.includes(d.id) || d.id === focus);
      d.outline.material = d.id === focus ? this.outlineFocus : this.outlineLit;
    }
    this.onChange();
  }

  private find(seat: number, id: number): DieObj | undefined {
    return this.dice.get(`${seat}:${id}`);
  }

  /** The die `id` trades cells with `other`: it hops over, the other slides beneath. */
  swap(seat: number, id: number, other: number, from: Cell, to: Cell, ms: number): Promise<void> {
    const a = this.find(seat, id);
    const b = this.find(seat, other);
    if (!a || !b) return Promise.resolve();
    const [ax, bx, az, bz] = [this.x(from.col), this.x(to.col), this.z(from.row), this.z(to.row)];
    a.row = to.row;
    a.col = to.col;
    b.row = from.row;
    b.col = from.col;
    return this.tweens.run(ms, (k) => {
      const e = ease(k);
      a.mesh.position.set(ax + (bx - ax) * e, REST_Y + Math.sin(Math.PI * k) * 1.1, az + (bz - az) * e);
      b.mesh.position.set(bx + (ax - bx) * e, REST_Y, bz + (az - bz) * e);
    });
  }

  /** The die rolls over (with a small hop) to show `pips`. */
  turn(seat: number, id: number, pips: number, ms: number): Promise<void> {
    const d = this.find(seat, id);
    if (!d) return Promise.resolve();
    const q0 = d.mesh.quaternion.clone();
    const q1 = faceUp(pips);
    const base = d.mesh.position.clone();
    return this.tweens.run(ms, (k) => {
      d.mesh.quaternion.slerpQuaternions(q0, q1, ease(k));
      d.mesh.position.y = base.y + Math.sin(Math.PI * k) * 0.7;
    });
  }

  /** Marks a die as activated this hand (tinted). */
  markSpent(seat: number, id: number): void {
    const d = this.find(seat, id);
    if (d) d.mesh.material = this.spent;
    this.onChange();
  }

  /** The die sinks through the table and is gone. */
  remove(seat: number, id: number, ms: number): Promise<void> {
    const d = this.find(seat, id);
    if (!d) return Promise.resolve();
    const p = d.mesh.position.clone();
    return this.tweens.run(ms, (k) => {
      d.mesh.position.set(p.x, REST_Y - k * k * 1.6, p.z);
      d.mesh.rotation.z += 0.08;
      d.mesh.scale.setScalar(Math.max(0.01, 1 - k));
      if (k >= 1) {
        d.mesh.visible = false;
        d.outline.visible = false;
      }
    });
  }

  /** A short text rises from a die's cell and fades ("−1", "4 → 6"). */
  flash(seat: number, text: string, at: Cell, colour: string, ms: number): Promise<void> {
    const g = this.grids[seat];
    if (ms <= 0 || !g) return Promise.resolve();
    const mat = new THREE.SpriteMaterial({
      map: textTexture(text, { width: 256, height: 96, font: 'bold 64px system-ui, sans-serif', color: colour }),
      transparent: true,
      depthTest: false,
    });
    const sprite = new THREE.Sprite(mat);
    sprite.renderOrder = 10;
    sprite.scale.set(1.7, 0.64, 1);
    const base = new THREE.Vector3(g.position.x + this.x(at.col), REST_Y + DIE, g.position.z + this.z(at.row));
    sprite.position.copy(base);
    this.root.add(sprite);
    this.flashes.add(sprite);
    return this.tweens.run(ms, (k) => {
      sprite.position.y = base.y + k * 0.8;
      mat.opacity = k < 0.7 ? 1 : 1 - (k - 0.7) / 0.3;
      if (k >= 1) this.dropFlash(sprite);
    });
  }

  private dropFlash(sprite: THREE.Sprite): void {
    if (!this.flashes.delete(sprite)) return;
    sprite.removeFromParent();
    sprite.material.map?.dispose();
    sprite.material.dispose();
  }

  /** Lands every running tween at once. */
  finish(): void {
    this.tweens.finishAll();
  }

  /** Advances running tweens; returns whether any still runs. */
  update(dtSeconds: number): boolean {
    return this.tweens.update(dtSeconds);
  }

  /** Frees GPU resources. */
  dispose(): void {
    this.tweens.finishAll();
    for (const s of [...this.flashes]) this.dropFlash(s);
    this.geometry.dispose();
    this.outlineGeometry.dispose();
    disposeMaterials(this.spent, false);
    disposeMaterials(this.materials);
    this.outlineLit.dispose();
    this.outlineFocus.dispose();
    this.glow.dispose();
    for (const x of this.disposables) x.dispose();
  }
}
