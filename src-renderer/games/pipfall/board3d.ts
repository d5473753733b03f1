/**
 * The PipFall board in three.js: the square grid, the seats' dice in their colours, lane
 * markers beside the board, and the highlights the table asks for (legal lanes, legal
 * dice, legal destination cells: always lists taken from the engine's legal actions).
 * Imperative, like Zero's board: each animation is a tween whose promise resolves when it
 * lands, so events play strictly in order.
 */
import * as THREE from 'three';
import type { Board, Cell, Lane } from '../../../src-engine/games/pipfall/state';
import { Tweens, dieGeometry, dieMaterials, disposeMaterials, ease, faceUp, textTexture, tintedMaterials, type DieColours } from '../../ui/3d/dice';

/** Distance between cell centres. */
const CELL = 1;
/** Edge of a die. */
const DIE = 0.72;
/** Height of a resting die's centre. */
const REST_Y = DIE / 2 + 0.02;

/** A lane marker on the board: whose, which number, which lane. */
export interface MarkerSpot {
  readonly seat: number;
  readonly slot: number;
  readonly lane: Lane;
}

interface DieObj {
  readonly mesh: THREE.Mesh;
  readonly outline: THREE.Mesh;
  readonly seat: number;
  row: number;
  col: number;
}

/** The board, its dice and markers, and their animations. */
export class PipfallBoard {
  /** Add this to the scene. */
  readonly root = new THREE.Group();
  /** Called whenever something changed and a frame should be drawn. */
  onChange: () => void = () => {};
  private readonly tweens = new Tweens(() => this.onChange());
  private readonly geometry = dieGeometry(DIE);
  private readonly materials: THREE.MeshStandardMaterial[][];
  private readonly spent: THREE.MeshStandardMaterial[][];
  private readonly outlineGeometry = new THREE.BoxGeometry(DIE * 1.2, DIE * 1.2, DIE * 1.2);
  private readonly outlineLegal = new THREE.MeshBasicMaterial({ color: '#ffd24a', side: THREE.BackSide });
  private readonly outlineFocus = new THREE.MeshBasicMaterial({ color: '#ffffff', side: THREE.BackSide });
  private readonly laneLegal = new THREE.MeshBasicMaterial({ color: '#ffd24a', transparent: true, opacity: 0.22, depthWrite: false });
  private readonly laneFocus = new THREE.MeshBasicMaterial({ color: '#ffd24a', transparent: true, opacity: 0.5, depthWrite: false });
  private readonly cellLegal = new THREE.MeshBasicMaterial({ color: '#5fe0ff', transparent: true, opacity: 0.45, depthWrite: false });
  private readonly cellFocus = new THREE.MeshBasicMaterial({ color: '#b6f3ff', transparent: true, opacity: 0.85, depthWrite: false });
  private readonly lanes = new Map<string, THREE.Mesh>();
  private readonly cells: THREE.Mesh[][] = [];
  private readonly dice = new Map<number, DieObj>();
  private readonly markers = new Map<string, THREE.Mesh>();
  private readonly disposables: { dispose(): void }[] = [];

  constructor(
    /** Board side: 5, 7 or 8. */
    readonly size: number,
    /** Seats in the game (for the corner tints). */
    seats: number,
    corners: readonly Cell[],
    /** Die colours per seat (Red, Blue, Gold, Green in the palette chosen). */
    private readonly seatDice: readonly DieColours[],
  ) {
    this.materials = seatDice.map((c) => dieMaterials(c));
    this.spent = this.materials.map((m) => tintedMaterials(m, '#9a9a9a'));
    const n = size;
    const felt = this.keep(new THREE.MeshStandardMaterial({ color: '#173a2e', roughness: 1 }));
    const feltMesh = new THREE.Mesh(this.keep(new THREE.PlaneGeometry(60, 40)), felt);
    feltMesh.rotation.x = -Math.PI / 2;
    feltMesh.position.y = -0.02;
    this.root.add(feltMesh);
    const frame = new THREE.Mesh(
      this.keep(new THREE.BoxGeometry(n * CELL + 0.3, 0.1, n * CELL + 0.3)),
      this.keep(new THREE.MeshStandardMaterial({ color: '#5a3d22', roughness: 0.8 })),
    );
    frame.position.y = -0.05;
    this.root.add(frame);
    const cellGeo = this.keep(new THREE.PlaneGeometry(CELL * 0.96, CELL * 0.96));
    const light = this.keep(new THREE.MeshStandardMaterial({ color: '#2f5a49', roughness: 0.9 }));
    const dark = this.keep(new THREE.MeshStandardMaterial({ color: '#264b3d', roughness: 0.9 }));
    const cornerMats = this.seatDice.map((c) =>
      this.keep(new THREE.MeshStandardMaterial({ color: new THREE.Color(c.body).lerp(new THREE.Color('#264b3d'), 0.55), roughness: 0.9 })),
    );
    const hiGeo = this.keep(new THREE.PlaneGeometry(CELL * 0.86, CELL * 0.86));
    for (let r = 0; r < n; r++) {
      const row: THREE.Mesh[] = [];
      for (let c = 0; c < n; c++) {
        const owner = corners.findIndex((k, s) => s < seats && k.row === r && k.col === c);
        const cell = new THREE.Mesh(cellGeo, owner >= 0 ? cornerMats[owner]! : (r + c) % 2 ? dark : light);
        cell.rotation.x = -Math.PI / 2;
        cell.position.set(this.x(c), 0.005, this.z(r));
        this.root.add(cell);
        const hi = new THREE.Mesh(hiGeo, this.cellLegal);
        hi.rotation.x = -Math.PI / 2;
        hi.position.set(this.x(c), 0.02, this.z(r));
        hi.visible = false;
        this.root.add(hi);
        row.push(hi);
      }
      this.cells.push(row);
    }
    const rowGeo = this.keep(new THREE.PlaneGeometry(n * CELL, CELL * 0.9));
    const colGeo = this.keep(new THREE.PlaneGeometry(CELL * 0.9, n * CELL));
    for (let i = 0; i < n; i++) {
      const rowGlow = new THREE.Mesh(rowGeo, this.laneLegal);
      rowGlow.rotation.x = -Math.PI / 2;
      rowGlow.position.set(0, 0.012, this.z(i));
      const colGlow = new THREE.Mesh(colGeo, this.laneLegal);
      colGlow.rotation.x = -Math.PI / 2;
      colGlow.position.set(this.x(i), 0.014, 0);
      for (const [k, m] of [
        [`row:${i}`, rowGlow],
        [`col:${i}`, colGlow],
      ] as const) {
        m.visible = false;
        this.lanes.set(k, m);
        this.root.add(m);
      }
      // Coordinates: row numbers on the right, column numbers above.
      this.root.add(this.label(String(i + 1), this.x(n) - 0.1, this.z(i), 0.5, 0.5));
      this.root.add(this.label(String(i + 1), this.x(i), this.z(-1) - 0.15, 0.5, 0.5));
    }
  }

  private keep<T extends { dispose(): void }>(x: T): T {
    this.disposables.push(x);
    return x;
  }

  private x(col: number): number {
    return (col - (this.size - 1) / 2) * CELL;
  }

  private z(row: number): number {
    return (row - (this.size - 1) / 2) * CELL;
  }

  private label(text: string, x: number, z: number, w: number, h: number): THREE.Mesh {
    const tex = this.keep(textTexture(text, { width: 64, height: 64, font: 'bold 44px system-ui, sans-serif', color: '#d8e6de' }));
    const m = new THREE.Mesh(this.keep(new THREE.PlaneGeometry(w, h)), this.keep(new THREE.MeshBasicMaterial({ map: tex, transparent: true })));
    m.rotation.x = -Math.PI / 2;
    m.position.set(x, 0.02, z);
    return m;
  }

  /** Whether a tween is running. */
  get busy(): boolean {
    return this.tweens.busy;
  }

  private addDie(id: number, seat: number, r: number, c: number, pips: number): DieObj {
    const mesh = new THREE.Mesh(this.geometry, this.materials[seat] ?? this.materials[0]!);
    const outline = new THREE.Mesh(this.outlineGeometry, this.outlineLegal);
    outline.visible = false;
    mesh.add(outline);
    mesh.position.set(this.x(c), REST_Y, this.z(r));
    mesh.quaternion.copy(faceUp(pips));
    this.root.add(mesh);
    const d = { mesh, outline, seat, row: r, col: c };
    this.dice.set(id, d);
    return d;
  }

  /** Puts every die exactly where the view says, adding and dropping dice as needed. */
  sync(board: Board, activated: readonly (readonly number[])[]): void {
    const seen = new Set<number>();
    board.forEach((row, r) =>
      row.forEach((die, c) => {
        if (!die) return;
        seen.add(die.id);
        const d = this.dice.get(die.id) ?? this.addDie(die.id, die.owner, r, c, die.pips);
        d.row = r;
        d.col = c;
        d.mesh.visible = true;
        d.mesh.scale.setScalar(1);
        d.mesh.position.set(this.x(c), REST_Y, this.z(r));
        d.mesh.quaternion.copy(faceUp(die.pips));
        d.mesh.material = (activated[die.owner]?.includes(die.id) ? this.spent : this.materials)[die.owner]!;
      }),
    );
    for (const [id, d] of this.dice) {
      if (!seen.has(id)) {
        d.mesh.removeFromParent();
        this.dice.delete(id);
      }
    }
    this.onChange();
  }

  /** Shows exactly these lane markers. */
  setMarkers(spots: readonly MarkerSpot[]): void {
    const want = new Set(spots.map((m) => `${m.seat}:${m.slot}`));
    for (const [k, m] of this.markers) if (!want.has(k)) m.visible = false;
    // Several markers never share a lane, so each lane end holds at most one.
    for (const s of spots) {
      const m = this.marker(s.seat, s.slot);
      m.visible = true;
      if (s.lane.kind === 'row') m.position.set(this.x(-1) + 0.05, 0.08, this.z(s.lane.index));
      else m.position.set(this.x(s.lane.index), 0.08, this.z(this.size) - 0.05);
    }
    this.onChange();
  }

  private marker(seat: number, slot: number): THREE.Mesh {
    const key = `${seat}:${slot}`;
    let m = this.markers.get(key);
    if (!m) {
      const colours = this.seatDice[seat] ?? this.seatDice[0]!;
      const side = this.keep(new THREE.MeshStandardMaterial({ color: colours.body, roughness: 0.5 }));
      const top = this.keep(
        new THREE.MeshBasicMaterial({
          map: this.keep(textTexture(String(slot + 1), { width: 128, height: 128, font: 'bold 96px system-ui, sans-serif', color: colours.pip, background: colours.body })),
        }),
      );
      m = new THREE.Mesh(this.keep(new THREE.CylinderGeometry(0.36, 0.36, 0.14, 32)), [side, top, side]);
      // The cap's texture runs sideways; turn the puck so its number faces the camera upright.
      m.rotation.y = Math.PI / 2;
      this.markers.set(key, m);
      this.root.add(m);
    }
    return m;
  }

  /** Lights the legal lanes, one of them brighter (the one under the pointer or focus). */
  highlightLanes(lanes: readonly Lane[], focus: Lane | null = null): void {
    const keys = new Set(lanes.map((l) => `${l.kind}:${l.index}`));
    const f = focus ? `${focus.kind}:${focus.index}` : null;
    for (const [k, m] of this.lanes) {
      m.visible = keys.has(k) || k === f;
      m.material = k === f ? this.laneFocus : this.laneLegal;
    }
    this.onChange();
  }

  /** Outlines the legal dice, one of them in white. */
  highlightDice(ids: readonly number[], focus: number | null = null): void {
    for (const [id, d] of this.dice) {
      d.outline.visible = ids.includes(id) || id === focus;
      d.outline.material = id === focus ? this.outlineFocus : this.outlineLegal;
    }
    this.onChange();
  }

  /** Marks the legal destination cells, one of them brighter. */
  highlightCells(cells: readonly Cell[], focus: Cell | null = null): void {
    this.cells.forEach((row, r) =>
      row.forEach((m, c) => {
        const isFocus = focus !== null && focus.row === r && focus.col === c;
        m.visible = isFocus || cells.some((x) => x.row === r && x.col === c);
        m.material = isFocus ? this.cellFocus : this.cellLegal;
      }),
    );
    this.onChange();
  }

  /** Clears every highlight. */
  clearHighlights(): void {
    this.highlightLanes([]);
    this.highlightDice([]);
    this.highlightCells([]);
  }

  /** Tints a die that has acted this round. */
  markSpent(id: number): void {
    const d = this.dice.get(id);
    if (d) d.mesh.material = this.spent[d.seat]!;
    this.onChange();
  }

  /**
   * The die slides along `path`, cell by cell (a small hop for a zero move). With
   * `stopShort`, it halts just before the last cell's centre: a combat follows there.
   */
  slide(id: number, path: readonly Cell[], ms: number, stopShort = false): Promise<void> {
    const d = this.dice.get(id);
    if (!d) return Promise.resolve();
    const start = d.mesh.position.clone();
    if (path.length === 0) return this.tweens.run(ms * 0.6, (k) => (d.mesh.position.y = REST_Y + Math.sin(Math.PI * k) * 0.4));
    const pts = [start, ...path.map((c) => new THREE.Vector3(this.x(c.col), REST_Y, this.z(c.row)))];
    if (stopShort) {
      const last = pts[pts.length - 1]!;
      const prev = pts[pts.length - 2]!;
      pts[pts.length - 1] = last.clone().lerp(prev, 0.42);
    }
    const end = path[path.length - 1]!;
    d.row = end.row;
    d.col = end.col;
    const legs = pts.length - 1;
    return this.tweens.run(ms * legs, (k) => {
      const e = ease(k) * legs;
      const i = Math.min(legs - 1, Math.floor(e));
      const f = e - i;
      d.mesh.position.lerpVectors(pts[i]!, pts[i + 1]!, f);
      d.mesh.position.y = REST_Y + Math.sin(Math.PI * f) * 0.12;
    });
  }

  /** The attacker lunges at the defender twice; both shake. */
  clash(attacker: number, defender: number, ms: number): Promise<void> {
    const a = this.dice.get(attacker);
    const b = this.dice.get(defender);
    if (!a || !b) return Promise.resolve();
    const pa = a.mesh.position.clone();
    const pb = b.mesh.position.clone();
    const dir = pb.clone().sub(pa).setY(0);
    return this.tweens.run(ms, (k) => {
      const lunge = Math.max(0, Math.sin(k * Math.PI * 4)) * 0.22;
      a.mesh.position.copy(pa).addScaledVector(dir, lunge);
      a.mesh.position.y = REST_Y + lunge * 0.6;
      b.mesh.position.copy(pb);
      b.mesh.position.x += Math.sin(k * Math.PI * 12) * 0.04 * (1 - k);
      if (k >= 1) a.mesh.position.copy(pa);
    });
  }

  /** The die glides to the centre of its cell (after a combat it survived). */
  settle(id: number, ms: number): Promise<void> {
    const d = this.dice.get(id);
    if (!d) return Promise.resolve();
    const from = d.mesh.position.clone();
    const to = new THREE.Vector3(this.x(d.col), REST_Y, this.z(d.row));
    if (from.distanceTo(to) < 1e-3) return Promise.resolve();
    return this.tweens.run(ms, (k) => d.mesh.position.lerpVectors(from, to, ease(k)));
  }

  /** The die rolls over (with a small hop) to show `pips`. */
  turn(id: number, pips: number, ms: number): Promise<void> {
    const d = this.dice.get(id);
    if (!d) return Promise.resolve();
    const q0 = d.mesh.quaternion.clone();
    const q1 = faceUp(pips);
    const base = d.mesh.position.clone();
    return this.tweens.run(ms, (k) => {
      d.mesh.quaternion.slerpQuaternions(q0, q1, ease(k));
      d.mesh.position.y = base.y + Math.sin(Math.PI * k) * 0.6;
    });
  }

  /** The die tips over and falls away through the table. */
  remove(id: number, ms: number): Promise<void> {
    const d = this.dice.get(id);
    if (!d) return Promise.resolve();
    const p = d.mesh.position.clone();
    const q = d.mesh.quaternion.clone();
    const spin = new THREE.Quaternion().setFromEuler(new THREE.Euler(0.9, 0, 1.3));
    return this.tweens.run(ms, (k) => {
      d.mesh.position.set(p.x + k * 0.35, REST_Y + Math.sin(Math.PI * Math.min(1, k * 2)) * 0.5 - k * k * 1.8, p.z + k * 0.2);
      d.mesh.quaternion.copy(q).multiply(new THREE.Quaternion().slerp(spin, k));
      d.mesh.scale.setScalar(Math.max(0.01, 1 - k * k));
      if (k >= 1) {
        d.mesh.visible = false;
        d.outline.visible = false;
      }
    });
  }

  /** A die drops into its owner's corner. */
  restore(id: number, seat: number, cell: Cell, pips: number, ms: number): Promise<void> {
    const d = this.dice.get(id) ?? this.addDie(id, seat, cell.row, cell.col, pips);
    d.mesh.visible = true;
    d.mesh.scale.setScalar(1);
    return this.tweens.run(ms, (k) => {
      d.mesh.position.set(this.x(cell.col), REST_Y + (1 - ease(k)) * 3.5, this.z(cell.row));
    });
  }

  /** Advances running tweens; returns whether any still runs. */
  update(dtSeconds: number): boolean {
    return this.tweens.update(dtSeconds);
  }

  /** Frees GPU resources. */
  dispose(): void {
    this.tweens.finishAll();
    this.geometry.dispose();
    this.outlineGeometry.dispose();
    for (const m of this.spent) disposeMaterials(m, false);
    for (const m of this.materials) disposeMaterials(m);
    for (const m of [this.outlineLegal, this.outlineFocus, this.laneLegal, this.laneFocus, this.cellLegal, this.cellFocus]) m.dispose();
    for (const x of this.disposables) x.dispose();
  }
}
