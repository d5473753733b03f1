/**
 * The PipFall board in three.js: the square grid (one textured plane), the seats' dice in
 * their colours, lane markers at the board's edges, and the highlights the table asks for
 * (lit lanes, dice and cells, a focused one brighter, the path a move will walk), all taken
 * from the engine's legal actions by the table. It answers pointer rays with what they hit
 * (a die, a cell, a lane handle at the edge) for the table to decide what a click means.
 * Imperative: each animation is a tween whose promise resolves when it lands, so events play
 * strictly in order. Cells, lanes, path marks and lane markers are instanced, and a layer
 * with nothing lit is not drawn: a dozen draw calls in all, whatever the seats.
 */
import * as THREE from 'three';
import { canvasTexture } from '../../ui/3d/canvasTexture';
import { feltMaterial, woodMaterial } from '../../ui/3d/surfaces';
import { ease, warmSprite, type DieColours } from '../../ui/3d/dice';
import type { CoachPoint } from '../../ui/3d/coachArrows';
import { Board3D } from '../../ui/3d/board3d';
import { chipTexture } from '../../ui/3d/flashes';
import type { CoachMark } from '../game-ui';
import type { Extent } from '../../ui/3d/rig';
import type { Pick } from './decisions';
import { CELL, DIE, MARGIN, extentOf } from './framing';
import { LaneMarkers } from './markers3d';
import { NO_HIGHLIGHT, markerSpots, type Highlight, type MarkerSpot, type PipfallBoardPort } from './port';
import type { Cell, Lane, PipfallView } from './types';

/** Where a die stands (its cell), and whose it is. */
interface DieAt {
  readonly seat: number;
  row: number;
  col: number;
}

const LEGAL = new THREE.Color('#ffd24a');
const FOCUS = new THREE.Color('#ffffff');
const CELL_LEGAL = new THREE.Color('#5fe0ff');
const CELL_FOCUS = new THREE.Color('#d8f8ff');
const LANE_FOCUS = new THREE.Color('#ffe9a0');
/** A lane a lesson's coach points at. */
const LANE_COACH = new THREE.Color('#fff1a8');
/** Dots a previewed path can show (a move walks at most four cells). */
const PATH_DOTS = 4;
/** The tint of a die that has acted this round. */
const SPENT = '#8f8f8f';

/** The board, its dice and markers, and their animations. */
export class PipfallBoard extends Board3D<Pick> implements PipfallBoardPort {
  /** The box the camera frames: the grid, the marker strips and room for dice. */
  readonly extent: Extent;
  /** One instance per cell: its highlight. */
  private readonly cellGlow: THREE.InstancedMesh;
  /** Instances 0..n-1 are rows, n..2n-1 columns. */
  private readonly laneGlow: THREE.InstancedMesh;
  /** Dots along a previewed path. */
  private readonly pathDots: THREE.InstancedMesh;
  private readonly surface: THREE.Mesh;
  /** Where each die stands (the dice set knows where it is drawn). */
  private readonly places = new Map<number, DieAt>();
  private readonly markers: LaneMarkers;
  /** The lane markers shown. */
  private spots: readonly MarkerSpot[] = [];
  private highlight: Highlight = NO_HIGHLIGHT;
  /** The lanes a lesson's coach points at. */
  private coachLanes: readonly Lane[] = [];

  constructor(
    /** Board side: 5, 7 or 8. */
    readonly size: number,
    /** Each seat's starting corner (tinted in its colour). */
    corners: readonly Cell[],
    /** Die colours per seat (Red, Blue, Gold, Green in the palette chosen). */
    private readonly seatDice: readonly DieColours[],
  ) {
    super({ size: DIE, shadow: 'both', outline: { legal: LEGAL, focus: FOCUS } });
    const n = size;
    this.extent = extentOf(n);
    this.root.add(this.dice.root);

    const felt = this.keep(feltMaterial('#173a2e', 24));
    const feltMesh = new THREE.Mesh(this.keep(new THREE.PlaneGeometry(80, 60)), felt);
    feltMesh.rotation.x = -Math.PI / 2;
    feltMesh.position.y = -0.06;
    feltMesh.receiveShadow = true;
    this.root.add(feltMesh);

    const frame = new THREE.Mesh(this.keep(new THREE.BoxGeometry(n * CELL + 0.3, 0.1, n * CELL + 0.3)), this.keep(woodMaterial('#5a3d22')));
    frame.position.y = -0.05;
    frame.receiveShadow = true;
    this.root.add(frame);

    // The grid, the corner tints and the coordinates, drawn once into one texture.
    const surfaceTex = this.keep(this.drawSurface(corners));
    this.surface = new THREE.Mesh(
      this.keep(new THREE.PlaneGeometry(n * CELL + 2 * MARGIN, n * CELL + 2 * MARGIN)),
      this.keep(new THREE.MeshStandardMaterial({ map: surfaceTex, transparent: true, roughness: 0.92 })),
    );
    this.surface.rotation.x = -Math.PI / 2;
    this.surface.position.y = 0.004;
    this.surface.receiveShadow = true;
    this.root.add(this.surface);

    const glowMat = (opacity: number) => this.keep(new THREE.MeshBasicMaterial({ color: '#ffffff', transparent: true, opacity, depthWrite: false }));
    const flat = this.keep(new THREE.PlaneGeometry(1, 1).rotateX(-Math.PI / 2));
    this.cellGlow = this.keep(new THREE.InstancedMesh(flat, glowMat(0.55), n * n));
    this.cellGlow.position.y = 0.02;
    this.laneGlow = this.keep(new THREE.InstancedMesh(flat, glowMat(0.28), 2 * n));
    this.laneGlow.position.y = 0.012;
    this.pathDots = this.keep(new THREE.InstancedMesh(this.keep(new THREE.CircleGeometry(0.1, 20).rotateX(-Math.PI / 2)), glowMat(0.95), PATH_DOTS));
    this.pathDots.position.y = 0.03;
    for (const m of [this.cellGlow, this.laneGlow, this.pathDots]) {
      m.frustumCulled = false;
      m.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(m.count * 3).fill(1), 3);
      this.root.add(m);
    }
    this.markers = this.keep(new LaneMarkers(seatDice));
    // Hidden: it only lets the scene build the flashes' shader before the first one shows.
    this.root.add(this.markers.root, this.keep(warmSprite()), this.coach.root);
    this.applyHighlight();
  }

  /** Height of a resting die's centre. */
  private get restY(): number {
    return this.dice.restY('d6');
  }

  private x(col: number): number {
    return (col - (this.size - 1) / 2) * CELL;
  }

  private z(row: number): number {
    return (row - (this.size - 1) / 2) * CELL;
  }

  /** The board's face: checkered cells, each seat's corner in its colour, row numbers left and column numbers below. */
  private drawSurface(corners: readonly Cell[]): THREE.CanvasTexture {
    const n = this.size;
    const px = 128;
    const side = n * CELL + 2 * MARGIN;
    const size = Math.round(side * px);
    const c = document.createElement('canvas');
    c.width = c.height = size;
    const g = c.getContext('2d')!;
    const m = MARGIN * px;
    for (let r = 0; r < n; r++) {
      for (let col = 0; col < n; col++) {
        const owner = corners.findIndex((k) => k.row === r && k.col === col);
        const base = (r + col) % 2 ? '#264b3d' : '#2f5a49';
        g.fillStyle = owner >= 0 ? `#${new THREE.Color(this.seatDice[owner]?.body ?? '#888').lerp(new THREE.Color(base), 0.5).getHexString()}` : base;
        g.fillRect(m + col * px + 3, m + r * px + 3, px - 6, px - 6);
      }
    }
    g.fillStyle = '#d8e6de';
    g.font = `bold ${Math.round(px * 0.36)}px system-ui, sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    for (let i = 0; i < n; i++) {
      // Row numbers in the left strip (beside the row markers), column numbers in the bottom strip.
      g.fillText(String(i + 1), m * 0.14, m + (i + 0.5) * px);
      g.fillText(String(i + 1), m + (i + 0.5) * px, size - m * 0.14);
    }
    return canvasTexture(c, 8);
  }

  // ---- picking ----

  /** What a pointer ray hits: a die, a cell of the grid, or a lane handle in a marker strip. */
  pick(ray: THREE.Raycaster): Pick | null {
    const hit = this.dice.pick(ray);
    if (hit !== null) return { kind: 'die', die: Number(hit) };
    const p = new THREE.Vector3();
    if (!ray.ray.intersectPlane(new THREE.Plane(new THREE.Vector3(0, 1, 0), 0), p)) return null;
    const half = (this.size * CELL) / 2;
    const col = Math.floor((p.x + half) / CELL);
    const row = Math.floor((p.z + half) / CELL);
    const inRows = row >= 0 && row < this.size;
    const inCols = col >= 0 && col < this.size;
    if (inRows && inCols) return { kind: 'cell', cell: { row, col } };
    // The strips where markers stand: left of a row, below a column.
    if (inRows && p.x < -half && p.x > -half - MARGIN) return { kind: 'lane', lane: { kind: 'row', index: row } };
    if (inCols && p.z > half && p.z < half + MARGIN) return { kind: 'lane', lane: { kind: 'col', index: col } };
    return null;
  }

  /** Where a pick target is in the world: a die's top, a cell's centre, a lane's strip. */
  pointOf(p: Pick): THREE.Vector3 | null {
    const half = (this.size * CELL) / 2;
    if (p.kind === 'die') {
      const at = this.dice.positionOf(p.die);
      return at ? at.setY(this.restY + DIE / 2) : null;
    }
    if (p.kind === 'cell') return new THREE.Vector3(this.x(p.cell.col), 0, this.z(p.cell.row));
    if (p.kind !== 'lane') return null;
    return p.lane.kind === 'row' ? new THREE.Vector3(-half - MARGIN * 0.4, 0, this.z(p.lane.index)) : new THREE.Vector3(this.x(p.lane.index), 0, half + MARGIN * 0.4);
  }

  // ---- highlights ----

  /** Lights what the decision offers; `focus` brighter, and `path` as dots. */
  light(h: Highlight): void {
    this.highlight = h;
    this.applyHighlight();
  }

  private applyHighlight(): void {
    const h = this.highlight;
    const n = this.size;
    const mat = new THREE.Matrix4();
    const flat = new THREE.Quaternion();
    const f = h.focus;
    // Only lit cells, lanes and dots are instances; a layer with none is not drawn at all.
    let cells = 0;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const focused = f?.kind === 'cell' && f.cell.row === r && f.cell.col === c;
        const legal = h.cells.some((x) => x.row === r && x.col === c);
        if (!legal && !focused) continue;
        this.cellGlow.setMatrixAt(cells, mat.compose(new THREE.Vector3(this.x(c), 0, this.z(r)), flat, new THREE.Vector3(CELL * 0.84, 1, CELL * 0.84)));
        this.cellGlow.setColorAt(cells++, focused ? CELL_FOCUS : CELL_LEGAL);
      }
    }
    let lanes = 0;
    for (let i = 0; i < 2 * n; i++) {
      const lane: Lane = i < n ? { kind: 'row', index: i } : { kind: 'col', index: i - n };
      const same = (l: Lane): boolean => l.kind === lane.kind && l.index === lane.index;
      const focused = f?.kind === 'lane' && same(f.lane);
      const coached = this.coachLanes.some(same);
      if (!focused && !coached && !h.lanes.some(same)) continue;
      // A lit lane runs across the grid and into its marker strip.
      const long = n * CELL + MARGIN;
      const pos = lane.kind === 'row' ? new THREE.Vector3(-MARGIN / 2, 0, this.z(lane.index)) : new THREE.Vector3(this.x(lane.index), 0, MARGIN / 2);
      const scale = lane.kind === 'row' ? new THREE.Vector3(long, 1, CELL * 0.9) : new THREE.Vector3(CELL * 0.9, 1, long);
      this.laneGlow.setMatrixAt(lanes, mat.compose(pos, flat, scale));
      this.laneGlow.setColorAt(lanes++, focused ? LANE_FOCUS : coached ? LANE_COACH : LEGAL);
    }
    const dots = Math.min(h.path.length, PATH_DOTS);
    for (let i = 0; i < dots; i++) this.pathDots.setMatrixAt(i, mat.makeTranslation(this.x(h.path[i]!.col), 0, this.z(h.path[i]!.row)));
    for (const [m, count] of [
      [this.cellGlow, cells],
      [this.laneGlow, lanes],
      [this.pathDots, dots],
    ] as const) {
      m.count = count;
      m.visible = count > 0;
      m.instanceMatrix.needsUpdate = true;
      if (m.instanceColor) m.instanceColor.needsUpdate = true;
    }
    this.dice.highlight(h.dice, f?.kind === 'die' ? f.die : null);
    this.onChange();
  }

  // ---- a lesson's coach ----

  /**
   * Points at what a lesson's coach talks about: an arrow over each die or cell, and over the
   * marker strip of each lane (the lane itself lit in the coach's colour). Other marks (cards,
   * panels) are the table's; an empty list clears everything.
   */
  setCoach(marks: readonly CoachMark[]): void {
    const half = (this.size * CELL) / 2;
    const points: CoachPoint[] = [];
    const lanes: Lane[] = [];
    for (const m of marks) {
      if (m.kind === 'die') {
        const at = this.dice.positionOf(m.die);
        if (at) points.push({ x: at.x, z: at.z, top: this.restY + DIE / 2, ring: 0.56 });
      } else if (m.kind === 'cell') {
        if (m.row < this.size && m.col < this.size) points.push({ x: this.x(m.col), z: this.z(m.row), top: 0.02, ring: 0.46 });
      } else if (m.kind === 'lane' && m.index < this.size) {
        lanes.push({ kind: m.lane, index: m.index });
        const at = m.lane === 'row' ? { x: -half - MARGIN * 0.45, z: this.z(m.index) } : { x: this.x(m.index), z: half + MARGIN * 0.45 };
        points.push({ ...at, top: 0.16, ring: 0 });
      }
    }
    const lanesChanged = JSON.stringify(lanes) !== JSON.stringify(this.coachLanes);
    this.coachLanes = lanes;
    if (lanesChanged) this.applyHighlight();
    if (this.coach.set(points) && points.length > 0) void this.tweens.run(320, (k) => this.coach.place(undefined, ease(k)));
    this.onChange();
  }

  // ---- dice and markers from the view ----

  private putDie(id: number, seat: number, r: number, c: number, pips: number): DieAt {
    this.dice.put(id, { kind: 'd6', value: pips, x: this.x(c), z: this.z(r), colours: this.seatDice[seat] ?? this.seatDice[0]! });
    const d = { seat, row: r, col: c };
    this.places.set(id, d);
    return d;
  }

  /** Puts every die and marker exactly where the view says, adding and dropping dice as needed. */
  sync(view: PipfallView): void {
    const seen = new Set<number>();
    view.board.forEach((row, r) =>
      row.forEach((die, c) => {
        if (!die) return;
        seen.add(die.id);
        this.putDie(die.id, die.owner, r, c, die.pips);
        this.dice.setTint(die.id, view.seats[die.owner]?.activated.includes(die.id) ? SPENT : null);
      }),
    );
    for (const id of [...this.places.keys()]) {
      if (!seen.has(id)) {
        this.dice.remove(id);
        this.places.delete(id);
      }
    }
    this.setMarkers(markerSpots(view));
    this.applyHighlight();
  }

  placeMarker(spot: MarkerSpot): void {
    this.setMarkers([...this.spots.filter((m) => !(m.seat === spot.seat && m.slot === spot.slot)), spot]);
  }

  clearMarkers(): void {
    this.setMarkers([]);
  }

  /** Shows exactly these lane markers. */
  private setMarkers(spots: readonly MarkerSpot[]): void {
    this.spots = spots;
    // Several markers never share a lane, so each lane's strip holds at most one.
    const half = (this.size * CELL) / 2;
    this.markers.show(
      spots.map((s) =>
        s.lane.kind === 'row'
          ? { seat: s.seat, slot: s.slot, x: -half - 0.45, y: 0.08, z: this.z(s.lane.index) }
          : { seat: s.seat, slot: s.slot, x: this.x(s.lane.index), y: 0.08, z: half + 0.45 },
      ),
    );
    this.onChange();
  }

  /** Tints a die that has acted this round. */
  markSpent(id: number): void {
    if (this.dice.has(id)) this.dice.setTint(id, SPENT);
  }

  // ---- animations ----

  /**
   * The die slides along `path`, cell by cell (a small hop for a zero move). With
   * `stopShort`, it halts just before the last cell's centre: a combat follows there.
   */
  async slide(id: number, path: readonly Cell[], ms: number, stopShort = false): Promise<void> {
    const d = this.places.get(id);
    if (!d || !this.dice.has(id)) return;
    if (path.length === 0) {
      const base = this.dice.positionOf(id)!;
      await this.dice.run(ms * 0.6, (k) => this.dice.setPose(id, { position: base.clone().setY(this.restY + Math.sin(Math.PI * k) * 0.4) }));
      return;
    }
    const end = path[path.length - 1]!;
    d.row = end.row;
    d.col = end.col;
    for (let i = 0; i < path.length; i++) {
      const c = path[i]!;
      let x = this.x(c.col);
      let z = this.z(c.row);
      if (stopShort && i === path.length - 1) {
        // Stop face to face with the defender (a gap between them to strike across); `settle` takes the winner to the centre.
        const prev = i === 0 ? this.dice.positionOf(id)! : new THREE.Vector3(this.x(path[i - 1]!.col), 0, this.z(path[i - 1]!.row));
        const back = Math.min(1, (DIE * 1.15) / Math.max(1e-6, Math.hypot(prev.x - x, prev.z - z)));
        x = x + (prev.x - x) * back;
        z = z + (prev.z - z) * back;
      }
      await this.dice.slide(id, x, z, ms);
    }
  }

  /** The attacker slams into the defender twice; the defender shakes. */
  clash(attacker: number, defender: number, ms: number): Promise<void> {
    return this.clashDice(attacker, defender, ms);
  }

  /** The die glides to the centre of its cell (after a combat it survived). */
  settle(id: number, ms: number): Promise<void> {
    const d = this.places.get(id);
    if (!d || !this.dice.has(id)) return Promise.resolve();
    return this.dice.slide(id, this.x(d.col), this.z(d.row), ms);
  }

  /** The die rolls over (with a small hop) to show `pips`. */
  turn(id: number, pips: number, ms: number): Promise<void> {
    return this.dice.has(id) ? this.dice.turn(id, pips, ms) : Promise.resolve();
  }

  /** The die tips over, away from the die that beat it, and drops through the table. */
  async remove(id: number, ms: number): Promise<void> {
    await this.fallDie(id, ms);
    this.places.delete(id);
  }

  /** A die drops into its owner's corner. */
  async restore(id: number, seat: number, cell: Cell, pips: number, ms: number): Promise<void> {
    this.putDie(id, seat, cell.row, cell.col, pips);
    const x = this.x(cell.col);
    const z = this.z(cell.row);
    await this.dice.run(ms, (k) => this.dice.setPose(id, { position: new THREE.Vector3(x, this.restY + (1 - ease(k)) * 3.5, z) }));
  }

  /**
   * A short text rises from a cell and fades ("6 vs 4", "-1"), so a combat or a decay reads
   * without the log. Resolves when it has faded; at `ms` 0 nothing is shown.
   */
  flash(text: string, at: Cell, colour: string, ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    const base = new THREE.Vector3(this.x(at.col), this.restY + DIE, this.z(at.row));
    return this.flashes.show(() => chipTexture(text, colour), base, { width: 2.0, height: 0.69, rise: 0.8 }, ms);
  }
}
