/**
 * The Pip Zero table in three.js: one 4x4 board per seat with real pip-faced dice.
 * Imperative on purpose: events arrive as a queue and each animation is a tween whose
 * promise resolves when it lands, so the table can play events strictly in order. The
 * Threlte scene (ZeroScene.svelte) calls `update` per frame and renders only while busy.
 */
import * as THREE from 'three';
import type { Cell, Grid } from '../../../src-engine/games/zero/state';
import { IVORY, Tweens, dieGeometry, dieMaterials, disposeMaterials, ease, faceUp, textTexture, tintedMaterials } from '../../ui/3d/dice';

/** Distance between cell centres. */
const CELL = 1.2;
/** Edge of a die. */
const DIE = 0.9;
/** Height of a resting die's centre. */
const REST_Y = DIE / 2 + 0.02;

/** Shared geometry and materials (one set for every die). */
class Kit {
  readonly dieGeometry = dieGeometry(DIE);
  readonly dieMaterials = dieMaterials(IVORY);
  readonly spentMaterials = tintedMaterials(this.dieMaterials, '#b9c7d6');
  readonly outlineGeometry = new THREE.BoxGeometry(DIE * 1.16, DIE * 1.16, DIE * 1.16);
  readonly outlineMaterial = new THREE.MeshBasicMaterial({ color: '#ffd24a', side: THREE.BackSide });
  readonly cellGeometry = new THREE.PlaneGeometry(CELL * 0.94, CELL * 0.94);
  readonly cellMaterial = new THREE.MeshStandardMaterial({ color: '#24473a', roughness: 0.9 });
  readonly cell4Material = new THREE.MeshStandardMaterial({ color: '#3b3a52', roughness: 0.9 });
  readonly columnGlow = new THREE.MeshBasicMaterial({ color: '#ffd24a', transparent: true, opacity: 0.35 });

  dispose(): void {
    this.dieGeometry.dispose();
    this.outlineGeometry.dispose();
    this.cellGeometry.dispose();
    disposeMaterials(this.spentMaterials, false);
    disposeMaterials(this.dieMaterials);
    for (const m of [this.outlineMaterial, this.cellMaterial, this.cell4Material, this.columnGlow]) m.dispose();
  }
}

interface DieObj {
  readonly mesh: THREE.Mesh;
  readonly outline: THREE.Mesh;
  row: number;
  col: number;
  pips: number;
}

/** Labels the board draws, from the message catalogue. */
export interface BoardLabels {
  /** A name per seat, drawn above its board. */
  readonly seats: readonly string[];
  /** Column captions 1..4, drawn below each board. */
  readonly columns: readonly string[];
}

/** The boards, the dice on them, and their animations. */
export class DiceBoard {
  /** Add this to the scene. */
  readonly root = new THREE.Group();
  /** Called whenever something changed and a frame should be drawn. */
  onChange: () => void = () => {};
  private readonly kit = new Kit();
  private readonly boards: THREE.Group[] = [];
  private readonly glows: THREE.Mesh[][] = [];
  private readonly dice = new Map<string, DieObj>();
  private readonly tweens = new Tweens(() => this.onChange());
  private readonly labelTextures: THREE.Texture[] = [];

  constructor(
    readonly seats: number,
    labels: BoardLabels,
  ) {
    for (let s = 0; s < seats; s++) {
      const board = new THREE.Group();
      board.position.x = seats === 1 ? 0 : (s === 0 ? -1 : 1) * 3.35;
      const glows: THREE.Mesh[] = [];
      for (let r = 0; r < 4; r++) {
        for (let c = 0; c < 4; c++) {
          const cell = new THREE.Mesh(this.kit.cellGeometry, c === 3 ? this.kit.cell4Material : this.kit.cellMaterial);
          cell.rotation.x = -Math.PI / 2;
          cell.position.set(this.x(c), 0.005, this.z(r));
          board.add(cell);
        }
      }
      for (let c = 0; c < 4; c++) {
        const glow = new THREE.Mesh(new THREE.PlaneGeometry(CELL, CELL * 4.1), this.kit.columnGlow);
        glow.rotation.x = -Math.PI / 2;
        glow.position.set(this.x(c), 0.01, 0);
        glow.visible = false;
        board.add(glow);
        glows.push(glow);
        board.add(this.label(labels.columns[c] ?? '', this.x(c), 2 * CELL + 0.35, 0.9, 0.45, 'bold 64px system-ui, sans-serif', c === 3 ? '#c9c3ff' : '#d8e6de'));
      }
      // In front of the board: labels behind it would hide behind the dice.
      if (seats > 1) board.add(this.label(labels.seats[s] ?? '', 0, 2 * CELL + 1.0, 4.6, 0.55, 'bold 60px system-ui, sans-serif', '#f2c14e'));
      this.glows.push(glows);
      this.boards.push(board);
      this.root.add(board);
    }
    const felt = new THREE.Mesh(new THREE.PlaneGeometry(40, 30), new THREE.MeshStandardMaterial({ color: '#173a2e', roughness: 1 }));
    felt.rotation.x = -Math.PI / 2;
    this.root.add(felt);
  }

  private x(col: number): number {
    return (col - 1.5) * CELL;
  }

  private z(row: number): number {
    return (row - 1.5) * CELL;
  }

  private label(text: string, x: number, z: number, w: number, h: number, font: string, color: string): THREE.Mesh {
    const tex = textTexture(text, { width: Math.round(w * 128), height: Math.round(h * 128), font, color });
    this.labelTextures.push(tex);
    const m = new THREE.Mesh(new THREE.PlaneGeometry(w, h), new THREE.MeshBasicMaterial({ map: tex, transparent: true }));
    m.rotation.x = -Math.PI / 2;
    m.position.set(x, 0.02, z);
    return m;
  }

  /** Whether a tween is running (the scene keeps rendering while true). */
  get busy(): boolean {
    return this.tweens.busy;
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
            const mesh = new THREE.Mesh(this.kit.dieGeometry, this.kit.dieMaterials);
            const outline = new THREE.Mesh(this.kit.outlineGeometry, this.kit.outlineMaterial);
            outline.visible = false;
            mesh.add(outline);
            this.boards[seat]?.add(mesh);
            d = { mesh, outline, row: r, col: c, pips: die.pips };
            this.dice.set(key, d);
          }
          d.row = r;
          d.col = c;
          d.pips = die.pips;
          d.mesh.visible = true;
          d.mesh.scale.setScalar(1);
          d.mesh.position.set(this.x(c), REST_Y, this.z(r));
          d.mesh.quaternion.copy(faceUp(die.pips));
          d.mesh.material = activated[seat]?.includes(die.id) ? this.kit.spentMaterials : this.kit.dieMaterials;
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

  /** Lights one column of a seat's board (null: none) and outlines the given dice of that seat (none by default). */
  highlight(seat: number | null, col: number | null, dice: readonly number[] = []): void {
    this.glows.forEach((g, s) => g.forEach((m, c) => (m.visible = s === seat && c === col)));
    const keys = new Set(dice.map((d) => `${seat}:${d}`));
    for (const [key, d] of this.dice) d.outline.visible = seat !== null && keys.has(key);
    this.onChange();
  }

  private tween(duration: number, step: (k: number) => void): Promise<void> {
    return this.tweens.run(duration, step);
  }

  private find(seat: number, id: number): DieObj | undefined {
    return this.dice.get(`${seat}:${id}`);
  }

  /** The die `id` trades cells with `other`: it hops over, the other slides beneath. */
  swap(seat: number, id: number, other: number, from: Cell, to: Cell, ms: number): Promise<void> {
    const a = this.find(seat, id);
    const b = this.find(seat, other);
    if (!a || !b) return Promise.resolve();
    const ax = this.x(from.col),
      bx = this.x(to.col),
      az = this.z(from.row),
      bz = this.z(to.row);
    a.row = to.row;
    a.col = to.col;
    b.row = from.row;
    b.col = from.col;
    return this.tween(ms, (k) => {
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
    d.pips = pips;
    return this.tween(ms, (k) => {
      d.mesh.quaternion.slerpQuaternions(q0, q1, ease(k));
      d.mesh.position.y = base.y + Math.sin(Math.PI * k) * 0.7;
    });
  }

  /** Marks a die as activated this hand (tinted). */
  markSpent(seat: number, id: number): void {
    const d = this.find(seat, id);
    if (d) d.mesh.material = this.kit.spentMaterials;
    this.onChange();
  }

  /** The die sinks through the table and is gone. */
  remove(seat: number, id: number, ms: number): Promise<void> {
    const d = this.find(seat, id);
    if (!d) return Promise.resolve();
    const p = d.mesh.position.clone();
    return this.tween(ms, (k) => {
      d.mesh.position.set(p.x, REST_Y - k * k * 1.6, p.z);
      d.mesh.rotation.z += 0.08;
      d.mesh.scale.setScalar(Math.max(0.01, 1 - k));
      if (k >= 1) d.mesh.visible = false;
    });
  }

  /** Advances running tweens; returns whether any still runs. */
  update(dtSeconds: number): boolean {
    return this.tweens.update(dtSeconds);
  }

  /** Frees GPU resources. */
  dispose(): void {
    this.tweens.finishAll();
    this.kit.dispose();
    for (const t of this.labelTextures) t.dispose();
    this.root.traverse((o) => {
      if (o instanceof THREE.Mesh && o.geometry !== this.kit.dieGeometry) (o.geometry as THREE.BufferGeometry).dispose();
    });
  }
}
