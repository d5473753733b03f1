/**
 * The Pip Zero table in three.js: one 4x4 grid per seat (each one textured plane with its
 * column captions), real pip-faced dice, a lit column and outlined dice for the choice at
 * hand. It answers pointer rays with the die or cell they hit. Imperative: events arrive as
 * a queue and each animation is a tween whose promise resolves when it lands. The dice and
 * column glows are instanced, and a glow with nothing lit is not drawn: a handful of draw calls.
 */
import * as THREE from 'three';
import { ease, textTexture, warmSprite } from '../../ui/3d/dice';
import type { CoachPoint } from '../../ui/3d/coachArrows';
import { Board3D } from '../../ui/3d/board3d';
import { feltMaterial } from '../../ui/3d/surfaces';
import type { CoachMark } from '../game-ui';
import type { Extent } from '../../ui/3d/rig';
import type { Pick, ZeroLit } from './decisions';
import { CAPTION, CELL, DIE, GRID_Z, extentOf, gridX } from './framing';
import type { ZeroBoardPort } from './port';
import type { Cell, Grid, ZeroView } from './types';

/** The tint of a die that has activated this hand. */
const SPENT = '#b9c7d6';

/** Labels the board draws, from the message catalogue. */
export interface BoardLabels {
  /** A name per seat, drawn below its grid (two seats only). */
  readonly seats: readonly string[];
  /** Column captions 1..4. */
  readonly columns: readonly string[];
}

/** The grids, the dice on them, and their animations. */
export class ZeroBoard extends Board3D<Pick> implements ZeroBoardPort {
  readonly extent: Extent;
  private readonly grids: THREE.Group[] = [];
  /** The glow of the lit column (one instance at most). */
  private readonly glow: THREE.InstancedMesh;
  /** The columns a lesson's coach lights (one instance per column pointed at). */
  private readonly coachGlow: THREE.InstancedMesh;

  // Every seat's dice are keyed "seat:id" (ids are unique within a grid).
  constructor(
    readonly seats: number,
    labels: BoardLabels,
  ) {
    super({ size: DIE, shadow: 'both' });
    this.extent = extentOf(seats);
    const felt = new THREE.Mesh(this.keep(new THREE.PlaneGeometry(60, 40)), this.keep(feltMaterial('#173a2e', 18)));
    felt.rotation.x = -Math.PI / 2;
    felt.position.y = -0.01;
    felt.receiveShadow = true;
    this.root.add(felt);
    const face = this.keep(new THREE.PlaneGeometry(4 * CELL + 0.3, 4 * CELL + CAPTION));
    for (let s = 0; s < seats; s++) {
      const grid = new THREE.Group();
      grid.position.x = this.gridX(s);
      // The grid and its captions sit a little towards the viewer: captions below the cells.
      grid.position.z = GRID_Z;
      const mat = this.keep(new THREE.MeshStandardMaterial({ map: this.keep(this.drawFace(labels, s)), transparent: true, roughness: 0.9 }));
      const plane = new THREE.Mesh(face, mat);
      plane.rotation.x = -Math.PI / 2;
      plane.position.set(0, 0.005, CAPTION / 2 - 0.15);
      plane.receiveShadow = true;
      grid.add(plane);
      this.grids.push(grid);
      this.root.add(grid);
    }
    this.glow = this.keep(
      new THREE.InstancedMesh(
        this.keep(new THREE.PlaneGeometry(CELL, CELL * 4.1).rotateX(-Math.PI / 2)),
        this.keep(new THREE.MeshBasicMaterial({ color: '#ffd24a', transparent: true, opacity: 0.3, depthWrite: false })),
        1,
      ),
    );
    this.glow.frustumCulled = false;
    this.glow.position.y = 0.012;
    this.root.add(this.glow);
    this.coachGlow = this.keep(
      new THREE.InstancedMesh(
        this.keep(new THREE.PlaneGeometry(CELL * 0.96, CELL * 4.1).rotateX(-Math.PI / 2)),
        this.keep(new THREE.MeshBasicMaterial({ color: '#fff1a8', transparent: true, opacity: 0.22, depthWrite: false })),
        8,
      ),
    );
    this.coachGlow.frustumCulled = false;
    this.coachGlow.position.y = 0.014;
    this.coachGlow.count = 0;
    this.coachGlow.visible = false;
    this.root.add(this.coachGlow, this.coach.root);
    // The warm-up sprite is hidden: it lets the scene build the flashes' shader before the first one shows.
    this.root.add(this.dice.root, this.keep(warmSprite()));
    this.highlight(null, null, []);
  }

  private key(seat: number, id: number): string {
    return `${seat}:${id}`;
  }

  /** A cell's centre on the table. */
  private at(seat: number, c: Cell): { x: number; z: number } {
    const g = this.grids[seat]!;
    return { x: g.position.x + this.x(c.col), z: g.position.z + this.z(c.row) };
  }

  private get restY(): number {
    return this.dice.restY('d6');
  }

  private gridX(seat: number): number {
    return gridX(this.seats, seat);
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

  /** What a pointer ray hits: a die, or a cell of a grid. */
  pick(ray: THREE.Raycaster): Pick | null {
    const hit = this.dice.pick(ray);
    if (hit !== null) {
      const [seat, die] = String(hit).split(':').map(Number);
      return { kind: 'die', seat: seat!, die: die! };
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
    if (p.kind === 'die') return this.dice.positionOf(this.key(p.seat, p.die))?.setY(this.restY + DIE / 2) ?? null;
    return new THREE.Vector3(g.position.x + this.x(p.cell.col), 0, g.position.z + this.z(p.cell.row));
  }

  /** Puts every die exactly where the view says, adding and dropping dice as needed. */
  sync(view: ZeroView): void {
    const grids: readonly Grid[] = view.grids;
    const activated = view.seats.map((s) => s.activated);
    const seen = new Set<string>();
    grids.forEach((grid, seat) => {
      grid.forEach((row, r) =>
        row.forEach((die, c) => {
          if (!die) return;
          const key = this.key(seat, die.id);
          seen.add(key);
          this.dice.put(key, { kind: 'd6', value: die.pips, ...this.at(seat, { row: r, col: c }) });
          this.dice.setTint(key, activated[seat]?.includes(die.id) ? SPENT : null);
        }),
      );
    });
    for (const key of this.dice.keys()) if (!seen.has(String(key))) this.dice.remove(key);
    this.onChange();
  }

  light(l: ZeroLit): void {
    this.highlight(l.seat, l.column, l.dice, l.focus);
  }

  /** Lights one column of a seat's grid (null: none), outlines the given dice of that seat, one of them white. */
  highlight(seat: number | null, col: number | null, dice: readonly number[], focus: number | null = null): void {
    // One column at most is lit; with none the glow is not drawn.
    const g = seat === null ? undefined : this.grids[seat];
    const on = g !== undefined && col !== null;
    if (on) this.glow.setMatrixAt(0, new THREE.Matrix4().makeTranslation(g.position.x + this.x(col), 0, g.position.z));
    this.glow.count = on ? 1 : 0;
    this.glow.visible = on;
    this.glow.instanceMatrix.needsUpdate = true;
    this.dice.highlight(seat === null ? [] : dice.map((d) => this.key(seat, d)), seat === null || focus === null ? null : this.key(seat, focus));
    this.onChange();
  }

  /**
   * Points at what a lesson's coach talks about: an arrow over each die or cell, and over the
   * foot of each column pointed at (the column lit in the coach's colour). Other marks are the
   * table's; an empty list clears everything.
   */
  setCoach(marks: readonly CoachMark[]): void {
    const points: CoachPoint[] = [];
    const m4 = new THREE.Matrix4();
    let columns = 0;
    for (const m of marks) {
      const seat = m.kind === 'die' || m.kind === 'cell' || m.kind === 'lane' ? (m.seat ?? 0) : -1;
      const g = this.grids[seat];
      if (!g) continue;
      if (m.kind === 'die') {
        const at = this.dice.positionOf(this.key(seat, m.die));
        if (at) points.push({ x: at.x, z: at.z, top: this.restY + DIE / 2, ring: 0.7 });
      } else if (m.kind === 'cell' && m.row < 4 && m.col < 4) {
        const at = this.at(seat, { row: m.row, col: m.col });
        points.push({ x: at.x, z: at.z, top: 0.02, ring: 0.55 });
      } else if (m.kind === 'lane' && m.lane === 'col' && m.index < 4 && columns < 8) {
        const x = g.position.x + this.x(m.index);
        this.coachGlow.setMatrixAt(columns++, m4.makeTranslation(x, 0, g.position.z));
        // Over the column's far end, clear of its caption.
        points.push({ x, z: g.position.z + this.z(0) - CELL * 0.75, top: 0.1, ring: 0 });
      }
    }
    this.coachGlow.count = columns;
    this.coachGlow.visible = columns > 0;
    this.coachGlow.instanceMatrix.needsUpdate = true;
    if (this.coach.set(points) && points.length > 0) void this.tweens.run(320, (k) => this.coach.place(undefined, ease(k)));
    this.onChange();
  }

  /** The die `id` trades cells with `other`: it hops over, the other slides beneath. */
  async swap(seat: number, id: number, other: number, from: Cell, to: Cell, ms: number): Promise<void> {
    const a = this.key(seat, id);
    const b = this.key(seat, other);
    if (!this.dice.has(a) || !this.dice.has(b)) return;
    const pa = this.at(seat, from);
    const pb = this.at(seat, to);
    const y = this.restY;
    await this.dice.run(ms, (k) => {
      const e = k < 0.5 ? 4 * k * k * k : 1 - (-2 * k + 2) ** 3 / 2;
      this.dice.setPose(a, { position: new THREE.Vector3(pa.x + (pb.x - pa.x) * e, y + Math.sin(Math.PI * k) * 1.1, pa.z + (pb.z - pa.z) * e) });
      this.dice.setPose(b, { position: new THREE.Vector3(pb.x + (pa.x - pb.x) * e, y, pb.z + (pa.z - pb.z) * e) });
    });
    // Both now rest on their new cells.
    this.dice.place(a, pb.x, pb.z);
    this.dice.place(b, pa.x, pa.z);
  }

  /** The die rolls over (with a small hop) to show `pips`. */
  turn(seat: number, id: number, pips: number, ms: number): Promise<void> {
    const key = this.key(seat, id);
    return this.dice.has(key) && pips >= 1 && pips <= 6 ? this.dice.turn(key, pips, ms) : Promise.resolve();
  }

  /** Marks a die as activated this hand (tinted). */
  markSpent(seat: number, id: number): void {
    const key = this.key(seat, id);
    if (this.dice.has(key)) this.dice.setTint(key, SPENT);
  }

  /** The die sinks through the table and is gone. */
  async remove(seat: number, id: number, ms: number): Promise<void> {
    const key = this.key(seat, id);
    const p = this.dice.positionOf(key);
    if (!p) return;
    const q = new THREE.Quaternion();
    const spin = new THREE.Quaternion().setFromEuler(new THREE.Euler(0, 0, 1.6));
    await this.dice.run(ms, (k) =>
      this.dice.setPose(key, { position: p.clone().setY(this.restY - k * k * 1.6), quaternion: q.identity().slerp(spin, k), scale: Math.max(0.01, 1 - k) }),
    );
    this.dice.setPose(key, { visible: false });
  }

  /** A short text rises from a die's cell and fades ("−1", "4 → 6"). */
  flash(seat: number, text: string, at: Cell, colour: string, ms: number): Promise<void> {
    const g = this.grids[seat];
    if (ms <= 0 || !g) return Promise.resolve();
    const base = new THREE.Vector3(g.position.x + this.x(at.col), this.restY + DIE, g.position.z + this.z(at.row));
    const draw = (): THREE.Texture => textTexture(text, { width: 256, height: 96, font: 'bold 64px system-ui, sans-serif', color: colour });
    return this.flashes.show(draw, base, { width: 1.7, height: 0.64, rise: 0.8 }, ms);
  }
}
