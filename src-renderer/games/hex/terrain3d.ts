/**
 * The PipFall Hex battlefield's ground in three.js: one instanced mesh of hex tiles (grass in
 * a few shades, starting positions in their owner's colour, hazards dark basalt), one
 * instanced mesh of rocks piled on the hazards so they read as impassable, the shelves beside
 * the battlefield, and one transparent overlay drawn into a canvas: the starting positions'
 * rings and printed values (3 on the rear, 4 on the fronts), the coordinates along the edges
 * (column letters, row numbers: "C3") and the shelves' labels. Five draw calls for all of it.
 */
import * as THREE from 'three';
import { canvasTexture } from '../../ui/3d/canvasTexture';
import type { DieColours } from '../../ui/3d/dice';
import { HEX, RADIUS, RESERVE_END, reserveSlot, shelfLabel, SHELF_STEP, type Quadrant } from './layout';
import type { HexLayout } from './layout';
import { MARGIN_X, MARGIN_Z } from './framing';
import { columnLetter } from './narrate';
import { t } from '../../i18n';
import type { Cell, HexMap } from './types';

/** Height of a tile: its top is the table plane (y = 0). */
const TILE_H = 0.16;
/** Rocks per hazard. */
const ROCKS = 3;
/** The overlay's resolution, pixels per world unit. */
const PX = 110;

const GRASS = ['#4f7a3c', '#5a8644', '#64904a', '#6f8f4c', '#58803f'].map((c) => new THREE.Color(c));
const SAND = new THREE.Color('#c2ad7c');
const HAZARD = new THREE.Color('#2f2b29');
const WOOD = new THREE.Color('#5a3c22');

/** What the overlay shows about each seat: its colour, corner, start, whether it holds the marker or is out. */
export interface SeatMarks {
  readonly quadrant: Quadrant;
  readonly colour: string;
  readonly name: string;
  readonly first: boolean;
  readonly out: boolean;
  readonly acting: boolean;
}

/** A stable pseudo-random number in [0, 1) per hex and salt, so the ground looks the same every time. */
function hash(c: Cell, salt: number): number {
  let h = (c.row * 73856093) ^ (c.col * 19349663) ^ (salt * 83492791);
  h = Math.imul(h ^ (h >>> 13), 0x5bd1e995);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

/** The battlefield's ground, rocks, shelves and overlay; `root` goes into the board's group. */
export class Terrain {
  readonly root = new THREE.Group();
  private readonly tiles: THREE.InstancedMesh;
  private readonly rocks: THREE.InstancedMesh;
  private readonly shelves: THREE.InstancedMesh;
  private readonly overlay: THREE.Mesh;
  private readonly canvas: HTMLCanvasElement;
  private readonly texture: THREE.CanvasTexture;
  private readonly disposables: { dispose(): void }[] = [];
  /** Tile instance per hex key. */
  private readonly tileOf = new Map<string, number>();
  private readonly hazards: Set<string>;
  /** Who holds each location (by id), as last drawn. */
  private owners = new Map<string, number>();
  private marksKey = '';
  /** Starts are being chosen: free starts stand out; afterwards they fade into the ground. */
  private choosing = true;
  private shelvesKey = '';

  constructor(
    private readonly layout: HexLayout,
    private readonly map: HexMap,
    private readonly seatDice: readonly DieColours[],
    seats: number,
  ) {
    this.hazards = new Set(map.hazards.map((c) => `${c.row},${c.col}`));
    const felt = new THREE.Mesh(this.keep(new THREE.PlaneGeometry(90, 70)), this.keep(new THREE.MeshStandardMaterial({ color: '#16241f', roughness: 1 })));
    felt.rotation.x = -Math.PI / 2;
    felt.position.y = -TILE_H - 0.02;
    felt.receiveShadow = true;
    this.root.add(felt);

    // Pointy-topped prisms, a little narrower at the top: the gaps read as a hex grid.
    const tileGeo = this.keep(new THREE.CylinderGeometry(RADIUS * 0.93, RADIUS * 0.99, TILE_H, 6, 1));
    tileGeo.translate(0, -TILE_H / 2, 0);
    this.tiles = new THREE.InstancedMesh(tileGeo, this.keep(new THREE.MeshStandardMaterial({ roughness: 0.88, flatShading: true })), layout.cells.length);
    this.tiles.name = 'hex-tiles';
    this.tiles.receiveShadow = true;
    this.tiles.raycast = () => {};
    const m = new THREE.Matrix4();
    layout.cells.forEach((c, i) => {
      const p = layout.centre(c);
      this.tiles.setMatrixAt(i, m.makeTranslation(p.x, this.hazards.has(`${c.row},${c.col}`) ? -0.05 : 0, p.z));
      this.tileOf.set(`${c.row},${c.col}`, i);
    });
    this.tiles.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(layout.cells.length * 3), 3);
    this.root.add(this.tiles);

    // A pile of rocks on each hazard.
    const rockGeo = this.keep(new THREE.IcosahedronGeometry(0.24, 0));
    this.rocks = new THREE.InstancedMesh(rockGeo, this.keep(new THREE.MeshStandardMaterial({ roughness: 0.95, flatShading: true })), map.hazards.length * ROCKS);
    this.rocks.name = 'hex-rocks';
    this.rocks.castShadow = true;
    this.rocks.receiveShadow = true;
    this.rocks.raycast = () => {};
    this.rocks.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(map.hazards.length * ROCKS * 3), 3);
    const q = new THREE.Quaternion();
    const e = new THREE.Euler();
    const shade = new THREE.Color();
    map.hazards.forEach((c, h) => {
      const p = layout.centre(c);
      for (let k = 0; k < ROCKS; k++) {
        const a = (k / ROCKS) * Math.PI * 2 + hash(c, k) * 1.2;
        const r = k === 0 ? 0.02 : 0.17 + hash(c, k + 7) * 0.05;
        const s = k === 0 ? 1.25 + hash(c, 3) * 0.2 : 0.7 + hash(c, k + 11) * 0.3;
        e.set(hash(c, k + 21) * 3, hash(c, k + 31) * 6, hash(c, k + 41) * 3);
        m.compose(new THREE.Vector3(p.x + Math.cos(a) * r, 0.06 * s, p.z + Math.sin(a) * r), q.setFromEuler(e), new THREE.Vector3(s, s * (0.8 + hash(c, k + 51) * 0.5), s));
        this.rocks.setMatrixAt(h * ROCKS + k, m);
        this.rocks.setColorAt(h * ROCKS + k, shade.set('#9a9188').multiplyScalar(0.75 + hash(c, k + 61) * 0.4));
      }
    });
    this.root.add(this.rocks);

    // The shelves: wooden trays in the corners above and below the battlefield.
    const shelfGeo = this.keep(new THREE.BoxGeometry(1, 0.12, 1));
    shelfGeo.translate(0, -0.06, 0);
    this.shelves = new THREE.InstancedMesh(shelfGeo, this.keep(new THREE.MeshStandardMaterial({ roughness: 0.7 })), Math.max(1, seats));
    this.shelves.name = 'hex-shelves';
    this.shelves.receiveShadow = true;
    this.shelves.raycast = () => {};
    this.shelves.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(Math.max(1, seats) * 3), 3);
    this.shelves.count = 0;
    this.root.add(this.shelves);

    this.canvas = document.createElement('canvas');
    this.canvas.width = Math.round((layout.tableWidth + 2 * MARGIN_X) * PX);
    this.canvas.height = Math.round((layout.tableDepth + 2 * MARGIN_Z) * PX);
    this.texture = this.keep(canvasTexture(this.canvas, 8));
    this.overlay = new THREE.Mesh(
      this.keep(new THREE.PlaneGeometry(layout.tableWidth + 2 * MARGIN_X, layout.tableDepth + 2 * MARGIN_Z).rotateX(-Math.PI / 2)),
      this.keep(new THREE.MeshBasicMaterial({ map: this.texture, transparent: true, depthWrite: false, toneMapped: false })),
    );
    this.overlay.name = 'hex-overlay';
    this.overlay.position.y = 0.004;
    this.overlay.renderOrder = 1;
    this.overlay.raycast = () => {};
    this.root.add(this.overlay);
    this.paintTiles();
  }

  private keep<T extends { dispose(): void }>(x: T): T {
    this.disposables.push(x);
    return x;
  }

  /** The location whose positions include `c`, and which position (0 the rear). */
  private positionAt(c: Cell): { id: string; k: number } | null {
    for (const l of this.map.locations) {
      const k = [l.rear, ...l.fronts].findIndex((x) => x.row === c.row && x.col === c.col);
      if (k >= 0) return { id: l.id, k };
    }
    return null;
  }

  /** Tile colours: grass, the starts (their owner's colour once taken), hazards. */
  private paintTiles(): void {
    const col = new THREE.Color();
    this.layout.cells.forEach((c, i) => {
      const key = `${c.row},${c.col}`;
      const at = this.positionAt(c);
      if (this.hazards.has(key)) col.copy(HAZARD);
      else if (at && (this.choosing || this.owners.has(at.id))) {
        const owner = this.owners.get(at.id);
        col.copy(SAND);
        if (owner !== undefined) col.lerp(new THREE.Color(this.seatDice[owner]?.body ?? '#888'), 0.55);
      } else if (at) {
        // A start nobody took: ground again, with a trace of sand.
        col.copy(GRASS[Math.floor(hash(c, 1) * GRASS.length)]!).lerp(SAND, 0.3);
      } else {
        col.copy(GRASS[Math.floor(hash(c, 1) * GRASS.length)]!).multiplyScalar(0.94 + hash(c, 2) * 0.1);
      }
      this.tiles.setColorAt(i, col);
    });
    if (this.tiles.instanceColor) this.tiles.instanceColor.needsUpdate = true;
  }

  /**
   * Shows who holds which start and the seats' shelves; redraws the overlay only when
   * something it shows changed. Returns whether anything changed.
   */
  mark(owners: ReadonlyMap<string, number>, seats: readonly SeatMarks[], choosing: boolean): boolean {
    // Whose card resolves only tints the shelves: it changes with every card, the overlay rarely.
    const shelvesKey = JSON.stringify(seats);
    const overlayKey = JSON.stringify([[...owners].sort(), seats.map((s) => ({ ...s, acting: false })), choosing]);
    if (shelvesKey === this.shelvesKey && overlayKey === this.marksKey) return false;
    this.shelvesKey = shelvesKey;
    const m = new THREE.Matrix4();
    const col = new THREE.Color();
    seats.forEach((s, i) => {
      const sh = this.layout.shelf(s.quadrant);
      this.shelves.setMatrixAt(i, m.compose(new THREE.Vector3(sh.x, 0, sh.z), new THREE.Quaternion(), new THREE.Vector3(sh.width, 1, sh.depth)));
      col.copy(WOOD).lerp(new THREE.Color(s.colour), s.acting ? 0.5 : 0.1);
      if (s.acting) col.multiplyScalar(1.35);
      if (s.out) col.multiplyScalar(0.6);
      this.shelves.setColorAt(i, col);
    });
    this.shelves.count = seats.length;
    this.shelves.instanceMatrix.needsUpdate = true;
    if (this.shelves.instanceColor) this.shelves.instanceColor.needsUpdate = true;
    if (overlayKey !== this.marksKey) {
      this.marksKey = overlayKey;
      this.owners = new Map(owners);
      this.choosing = choosing;
      this.paintTiles();
      this.draw(seats);
    }
    return true;
  }

  /** Canvas pixel of a table point. */
  private px(x: number, z: number): [number, number] {
    return [(x + this.layout.tableWidth / 2 + MARGIN_X) * PX, (z + this.layout.tableDepth / 2 + MARGIN_Z) * PX];
  }

  private hexPath(g: CanvasRenderingContext2D, c: Cell, r: number): void {
    const p = this.layout.centre(c);
    g.beginPath();
    for (let k = 0; k < 6; k++) {
      // Pointy-topped: corners at 30°, 90°, ... from the x axis.
      const a = Math.PI / 6 + (k * Math.PI) / 3;
      const [x, y] = this.px(p.x + Math.cos(a) * r, p.z + Math.sin(a) * r);
      if (k === 0) g.moveTo(x, y);
      else g.lineTo(x, y);
    }
    g.closePath();
  }

  private draw(seats: readonly SeatMarks[]): void {
    const g = this.canvas.getContext('2d');
    if (!g) return;
    g.clearRect(0, 0, this.canvas.width, this.canvas.height);
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    const L = this.layout;

    // Starting positions: a ring in the owner's colour (gold, dashed, while free) and the printed value.
    for (const l of this.map.locations) {
      const owner = this.owners.get(l.id);
      if (owner === undefined && !this.choosing) continue;
      const colour = owner === undefined ? '#ffe08a' : (this.seatDice[owner]?.body ?? '#ffffff');
      [l.rear, ...l.fronts].forEach((c, k) => {
        this.hexPath(g, c, RADIUS * 0.8);
        g.lineWidth = PX * 0.055;
        g.strokeStyle = colour;
        g.setLineDash(owner === undefined ? [PX * 0.12, PX * 0.08] : []);
        g.stroke();
        g.setLineDash([]);
        // The printed value at the near corner, where a die standing on the hex leaves it visible.
        const p = L.centre(c);
        const [x, y] = this.px(p.x, p.z + RADIUS * 0.55);
        g.beginPath();
        g.arc(x, y, PX * 0.12, 0, Math.PI * 2);
        g.fillStyle = 'rgba(20,18,14,0.82)';
        g.fill();
        g.fillStyle = colour;
        g.font = `bold ${Math.round(PX * 0.18)}px system-ui, sans-serif`;
        g.fillText(k === 0 ? '3' : '4', x, y + PX * 0.01);
      });
    }

    // Coordinates: column letters above and below, row numbers left and right of each row.
    g.fillStyle = 'rgba(226, 236, 222, 0.78)';
    g.font = `600 ${Math.round(PX * 0.24)}px system-ui, sans-serif`;
    const rows = this.map.rows;
    for (let col = 0; col < this.map.cols; col++) {
      for (const row of [0, rows - 1]) {
        const p = L.centre({ row, col });
        const [x, y] = this.px(p.x, p.z + (row === 0 ? -1 : 1) * (RADIUS + 0.2));
        g.fillText(columnLetter(col), x, y);
      }
    }
    for (let row = 0; row < rows; row++) {
      const onRow = L.cells.filter((c) => c.row === row);
      if (onRow.length === 0) continue;
      const first = L.centre(onRow[0]!);
      const last = L.centre(onRow[onRow.length - 1]!);
      for (const [x0, dir] of [
        [first.x, -1],
        [last.x, 1],
      ] as const) {
        const [x, y] = this.px(x0 + dir * (HEX / 2 + 0.28), first.z);
        g.fillText(String(row + 1), x, y);
      }
    }

    // The shelves: an outline in the seat's colour, its colour
    // name (a star for the First Player, OUT once eliminated), the reserve's nests, a divider.
    for (const s of seats) {
      const sh = L.shelf(s.quadrant);
      const [x0, y0] = this.px(sh.x - sh.width / 2, sh.z - sh.depth / 2);
      const [x1, y1] = this.px(sh.x + sh.width / 2, sh.z + sh.depth / 2);
      const inset = PX * 0.05;
      g.beginPath();
      g.roundRect(x0 + inset, y0 + inset, x1 - x0 - 2 * inset, y1 - y0 - 2 * inset, PX * 0.12);
      g.strokeStyle = s.colour;
      g.globalAlpha = s.out ? 0.4 : 0.85;
      g.lineWidth = PX * 0.05;
      g.stroke();
      g.globalAlpha = 1;
      const lp = shelfLabel(sh);
      const [x, y] = this.px(lp.x, lp.z);
      const sub = s.first || s.out;
      g.font = `800 ${Math.round(PX * 0.34)}px system-ui, sans-serif`;
      g.lineJoin = 'round';
      g.lineWidth = PX * 0.07;
      g.strokeStyle = 'rgba(12,10,8,0.9)';
      g.strokeText(s.name, x, y - PX * (sub ? 0.16 : 0));
      g.fillStyle = s.colour;
      g.fillText(s.name, x, y - PX * (sub ? 0.16 : 0));
      if (sub) {
        g.font = `700 ${Math.round(PX * 0.21)}px system-ui, sans-serif`;
        g.fillStyle = s.out ? '#ffb4a6' : '#ffe08a';
        g.fillText(t(s.out ? 'hex.shelf.out' : 'hex.shelf.first'), x, y + PX * 0.24);
      }
      for (let k = 0; k < 2; k++) {
        const r = reserveSlot(sh, k);
        const [rx, ry] = this.px(r.x, r.z);
        g.beginPath();
        g.arc(rx, ry, PX * SHELF_STEP * 0.44, 0, Math.PI * 2);
        g.strokeStyle = 'rgba(255,255,255,0.3)';
        g.lineWidth = PX * 0.025;
        g.setLineDash([PX * 0.05, PX * 0.05]);
        g.stroke();
        g.setLineDash([]);
      }
      const outward = s.quadrant === 'tl' || s.quadrant === 'bl' ? -1 : 1;
      const [dx, dy0] = this.px(sh.x + outward * (sh.width / 2 - RESERVE_END), sh.z - sh.depth * 0.38);
      const [, dy1] = this.px(0, sh.z + sh.depth * 0.38);
      g.strokeStyle = 'rgba(255,255,255,0.25)';
      g.lineWidth = PX * 0.025;
      g.beginPath();
      g.moveTo(dx, dy0);
      g.lineTo(dx, dy1);
      g.stroke();
    }
    this.texture.needsUpdate = true;
  }

  /** Frees GPU resources. */
  dispose(): void {
    for (const m of [this.tiles, this.rocks, this.shelves]) m.dispose();
    for (const x of this.disposables) x.dispose();
  }
}
