/**
 * The dice gallery's table (a dev page, `?gallery=dice`): every value of the three shapes
 * in ivory, and a 4-seat board of seat-coloured dice with outlines and a spent tint, at
 * the scale the tables draw them. Not part of any game.
 */
import * as THREE from 'three';
import { seatColours } from '../ui/palette';
import { DiceSet, type DiceShadow, type DieKey, type DieKind } from '../ui/3d/diceSet';
import { dieShape } from '../ui/3d/dieShapes';

/** Board cells across and down; a cell is one world unit, as on the PipFall board. */
export const COLS = 8;
export const ROWS = 5;
const CELL = 1;

/** Row captions, drawn on the board's left. */
const CAPTIONS = ['d4', 'd6', 'd8', 'seats', 'seats'];

const x = (c: number): number => (c - (COLS - 1) / 2) * CELL;
const z = (r: number): number => (r - (ROWS - 1) / 2) * CELL;

/** The dice shown: ivory rows of every value, then seat-coloured dice. */
function layout(): { key: DieKey; kind: DieKind; value: number; col: number; row: number; seat?: number }[] {
  const out: { key: DieKey; kind: DieKind; value: number; col: number; row: number; seat?: number }[] = [];
  const rows: [DieKind, number][] = [
    ['d4', 0],
    ['d6', 1],
    ['d8', 2],
  ];
  for (const [kind, row] of rows) for (const value of dieShape(kind).values) out.push({ key: `${kind}-${value}`, kind, value, col: value - 1, row });
  // Row 0 and 1 have room left: seat-coloured d4s and d8s, light ink on dark bodies.
  for (let s = 0; s < 4; s++) out.push({ key: `seat${s}-d4`, kind: 'd4', value: 4 - s, col: 4 + s, row: 0, seat: s });
  out.push({ key: 'seat0-d8', kind: 'd8', value: 8, col: 6, row: 1, seat: 0 }, { key: 'seat1-d8', kind: 'd8', value: 6, col: 7, row: 1, seat: 1 });
  // A 4-seat board: 16 d6 in the seats' colours.
  for (let i = 0; i < 16; i++) out.push({ key: `seat${i % 4}-d6-${i}`, kind: 'd6', value: (i % 6) + 1, col: i % COLS, row: 3 + Math.floor(i / COLS), seat: i % 4 });
  return out;
}

/** The board texture: a checker of cells with each row's caption in its first free spot. */
function boardTexture(): THREE.CanvasTexture {
  const px = 128;
  const c = document.createElement('canvas');
  c.width = COLS * px;
  c.height = ROWS * px;
  const g = c.getContext('2d')!;
  for (let r = 0; r < ROWS; r++) {
    for (let col = 0; col < COLS; col++) {
      g.fillStyle = (r + col) % 2 ? '#264b3d' : '#2f5a49';
      g.fillRect(col * px + 2, r * px + 2, px - 4, px - 4);
    }
  }
  g.fillStyle = 'rgba(216, 230, 222, 0.75)';
  g.font = 'bold 22px system-ui, sans-serif';
  g.textAlign = 'left';
  CAPTIONS.forEach((t, r) => g.fillText(t, 6, r * px + 24));
  const tex = new THREE.CanvasTexture(c);
  tex.colorSpace = THREE.SRGBColorSpace;
  tex.anisotropy = 4;
  return tex;
}

/** The gallery table: board, felt and lights in `root`, and the dice (a DiceSet the scene shows through DiceLayer). */
export class GalleryTable {
  readonly root = new THREE.Group();
  readonly dice: DiceSet;
  readonly light: THREE.DirectionalLight;
  private readonly disposables: { dispose(): void }[] = [];
  private readonly spec = layout();

  constructor(shadow: DiceShadow) {
    this.dice = new DiceSet({ size: 0.72, shadow });
    const felt = new THREE.Mesh(this.keep(new THREE.PlaneGeometry(80, 60)), this.keep(new THREE.MeshStandardMaterial({ color: '#173a2e', roughness: 1 })));
    felt.rotation.x = -Math.PI / 2;
    felt.position.y = -0.02;
    felt.receiveShadow = true;
    const boardMap = this.keep(boardTexture());
    const board = new THREE.Mesh(this.keep(new THREE.PlaneGeometry(COLS * CELL, ROWS * CELL)), this.keep(new THREE.MeshStandardMaterial({ map: boardMap, roughness: 0.9 })));
    board.rotation.x = -Math.PI / 2;
    board.receiveShadow = true;
    // The light the tables use, now casting a soft shadow (PCF, blurred by its radius).
    this.light = new THREE.DirectionalLight('#ffffff', 2.2);
    this.light.position.set(3, 10, 6);
    this.light.castShadow = shadow === 'cast' || shadow === 'both';
    const cam = this.light.shadow.camera;
    [cam.left, cam.right, cam.top, cam.bottom, cam.near, cam.far] = [-7, 7, 6, -6, 1, 30];
    this.light.shadow.mapSize.set(2048, 2048);
    this.light.shadow.radius = 4;
    this.light.shadow.bias = -0.0004;
    this.light.shadow.normalBias = 0.02;
    const fill = new THREE.DirectionalLight('#ffffff', 0.5);
    fill.position.set(-6, 4, -3);
    // The dice go into the scene through DiceLayer.
    this.root.add(felt, board, this.light, fill, new THREE.AmbientLight('#ffffff', 1.1));
    this.reset();
  }

  private keep<T extends { dispose(): void }>(x: T): T {
    this.disposables.push(x);
    return x;
  }

  /** Every die at rest on its cell, with the board's highlights. */
  reset(): void {
    const palette = seatColours('classic');
    for (const d of this.spec) {
      this.dice.put(d.key, { kind: d.kind, value: d.value, x: x(d.col), z: z(d.row), ...(d.seat === undefined ? {} : { colours: palette[d.seat]! }) });
    }
    this.dice.setTint('seat3-d6-15', '#9a9a9a');
    this.dice.highlight(['seat0-d6-0', 'seat0-d6-4'], 'seat1-d6-9');
  }

  /** The value each die should show (the layout's), by key. */
  expected(): Record<string, number> {
    return Object.fromEntries(this.spec.map((d) => [String(d.key), d.value]));
  }

  /** Rolls every die in place and lands it on its own value again. */
  rollAll(ms: number, random?: () => number): Promise<void> {
    return this.dice.rollAll(
      this.spec.map((d) => ({ key: d.key, value: d.value })),
      { ms, ...(random ? { random } : {}) },
    );
  }

  dispose(): void {
    this.dice.dispose();
    this.light.dispose();
    for (const d of this.disposables) d.dispose();
  }
}
