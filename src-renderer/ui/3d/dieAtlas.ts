/**
 * The one texture every die face reads from: pips and numerals drawn once into a grid of
 * cells (one per face of each shape) and shared by all dice of a set.
 *
 * The atlas is a mask, not a picture: red is ink (pips, numerals), green is the accent ink
 * (the single pip of a d6's 1, red on an ivory die), black is the die's body. The die
 * material (diceSet.ts) mixes each die's own body, ink and accent colours by it, so one
 * texture serves every seat colour, light ink on dark dice and dark ink on light ones.
 *
 * Cells: row 0 the d6 faces (then a blank cell that edges and corners read), row 1 the d8
 * faces, row 2 the d4 faces. A face's sharp outline fills its cell less a margin, so
 * mipmaps never bleed one face's ink into another.
 */
import * as THREE from 'three';
import { DIE_KINDS, dieShape, type DieKind, type DieShape, type Face, type FaceUv } from './dieShapes';

/** Pixels per cell side. */
export const ATLAS_CELL = 256;
const COLS = 8;
const ROWS = 3;
/** Fraction of a cell left empty on each side. */
const MARGIN = 0.05;
const ROW: Record<DieKind, number> = { d6: 0, d8: 1, d4: 2 };
/** The cell nothing is printed in: what rounded edges and corners read. */
const BLANK = { col: 7, row: 0 } as const;

export const ATLAS_WIDTH = COLS * ATLAS_CELL;
export const ATLAS_HEIGHT = ROWS * ATLAS_CELL;

/** A face's outline in its own plane: x along `right`, y along `up`, from the face centre. */
function flat(face: Face, p: THREE.Vector3): [number, number] {
  const d = p.clone().sub(face.centre);
  return [d.dot(face.right), d.dot(face.up)];
}

/** The box around a face's sharp outline: its centre and its larger side. */
function frame(face: Face): { cx: number; cy: number; extent: number } {
  const pts = face.corners.map((c) => flat(face, c));
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return { cx: (x0 + x1) / 2, cy: (y0 + y1) / 2, extent: Math.max(x1 - x0, y1 - y0) };
}

/** Canvas pixel of the centre of face `i`'s cell. */
function cellCentre(kind: DieKind, i: number): [number, number] {
  return [(i + 0.5) * ATLAS_CELL, (ROW[kind] + 0.5) * ATLAS_CELL];
}

/** Where a point of a face lands in the atlas, as UV (v up: CanvasTexture flips rows). */
export function faceUv(kind: DieKind): FaceUv {
  return (face, i, p) => {
    const f = frame(face);
    const [x, y] = flat(face, p);
    const k = (ATLAS_CELL * (1 - 2 * MARGIN)) / f.extent;
    const [cx, cy] = cellCentre(kind, i);
    const px = cx + (x - f.cx) * k;
    const py = cy - (y - f.cy) * k;
    return [px / ATLAS_WIDTH, 1 - py / ATLAS_HEIGHT];
  };
}

/** The UV of the blank cell's centre. */
export const BLANK_UV: readonly [number, number] = [(BLANK.col + 0.5) / COLS, 1 - (BLANK.row + 0.5) / ROWS];

/** Which face art a UV falls in (the inverse of `faceUv`, for tests and picking): kind and face index, or null for the blank. */
export function cellAt(u: number, v: number): { kind: DieKind; face: number } | null {
  const col = Math.floor(u * COLS);
  const row = Math.floor((1 - v) * ROWS);
  const kind = DIE_KINDS.find((k) => ROW[k] === row);
  if (!kind || col >= dieShape(kind).faces.length) return null;
  return { kind, face: col };
}

/** The parts of a 2D canvas context the atlas draws with. */
export type AtlasContext = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'setTransform'
  | 'translate'
  | 'rotate'
  | 'scale'
  | 'beginPath'
  | 'arc'
  | 'fill'
  | 'fillRect'
  | 'fillText'
  | 'measureText'
  | 'font'
  | 'fillStyle'
  | 'textAlign'
  | 'textBaseline'
>;

const INK = '#ff0000';
const ACCENT = '#00ff00';
const BODY = '#000000';
/** Bold, wide-bodied numerals; the first font the system has wins. */
const FONT = '"Helvetica Neue", Arial, "Liberation Sans", "DejaVu Sans", system-ui, sans-serif';

/** Pip centres for 1..6 in units of the face's side, from its centre (y up). */
const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[0, 0]],
  2: [
    [-1, 1],
    [1, -1],
  ],
  3: [
    [-1, 1],
    [0, 0],
    [1, -1],
  ],
  4: [
    [-1, 1],
    [1, 1],
    [-1, -1],
    [1, -1],
  ],
  5: [
    [-1, 1],
    [1, 1],
    [0, 0],
    [-1, -1],
    [1, -1],
  ],
  6: [
    [-1, 1],
    [-1, 0],
    [-1, -1],
    [1, 1],
    [1, 0],
    [1, -1],
  ],
};

/** Sizes of the art as fractions of a face's sharp outline (its larger side). */
export const ART = {
  /** Distance of a corner pip from the face centre, along each axis. */
  pipOffset: 0.255,
  pipRadius: 0.088,
  onePipRadius: 0.135,
  /** Height of a d8 numeral. */
  numeral: 0.3,
  /** Height of a d4 numeral, and how far from its corner towards the face centre its middle sits. */
  cornerNumeral: 0.25,
  cornerDistance: 0.25,
} as const;

/** Draws `text` centred on (x, y) in face units, `height` tall, its top towards `up` (a unit 2D vector). */
function numeral(g: AtlasContext, text: string, x: number, y: number, height: number, up: readonly [number, number]): void {
  g.save();
  g.translate(x, y);
  g.rotate(Math.atan2(-up[0], up[1]));
  g.font = `bold 100px ${FONT}`;
  g.textAlign = 'center';
  g.textBaseline = 'alphabetic';
  // Every numeral is scaled by the height of an 8, so they all share one size.
  const ref = g.measureText('8');
  const tall = ref.actualBoundingBoxAscent + ref.actualBoundingBoxDescent || 72;
  const k = height / tall;
  // Canvas text runs y-down; the face frame is y-up.
  g.scale(k, -k);
  const m = g.measureText(text);
  g.fillText(text, 0, (m.actualBoundingBoxAscent - m.actualBoundingBoxDescent) / 2);
  // 6 and 9 look alike upside down: underline the 6 as real dice do.
  if (text === '6') g.fillRect(-m.width * 0.42, tall * 0.62, m.width * 0.84, tall * 0.12);
  g.restore();
}

function drawFace(g: AtlasContext, shape: DieShape, face: Face): void {
  const ext = frame(face).extent;
  const art = face.art;
  if (art.kind === 'pips') {
    for (const [px, py] of PIPS[art.value] ?? []) {
      g.beginPath();
      g.arc(px * ART.pipOffset * ext, py * ART.pipOffset * ext, (art.value === 1 ? ART.onePipRadius : ART.pipRadius) * ext, 0, Math.PI * 2);
      g.fillStyle = art.value === 1 ? ACCENT : INK;
      g.fill();
    }
  } else if (art.kind === 'numeral') {
    g.fillStyle = INK;
    numeral(g, String(art.value), 0, 0, ART.numeral * ext, [0, 1]);
  } else {
    g.fillStyle = INK;
    face.corners.forEach((c, i) => {
      const [x, y] = flat(face, c);
      const len = Math.hypot(x, y);
      const d = ART.cornerDistance * ext;
      // Measured from the corner of the flat part: the rounding cuts the sharp tip off.
      const along = len * shape.flatScale - d;
      numeral(g, String(art.values[i]), (x / len) * along, (y / len) * along, ART.cornerNumeral * ext, [x / len, y / len]);
    });
  }
}

/** Draws every face of every shape into `g` (a canvas ATLAS_WIDTH x ATLAS_HEIGHT). */
export function drawAtlas(g: AtlasContext): void {
  g.setTransform(1, 0, 0, 1, 0, 0);
  g.fillStyle = BODY;
  g.fillRect(0, 0, ATLAS_WIDTH, ATLAS_HEIGHT);
  for (const kind of DIE_KINDS) {
    const shape = dieShape(kind);
    shape.faces.forEach((face, i) => {
      const f = frame(face);
      const k = (ATLAS_CELL * (1 - 2 * MARGIN)) / f.extent;
      const [cx, cy] = cellCentre(kind, i);
      // Face units, y up, the face's centre at the origin.
      g.setTransform(k, 0, 0, -k, cx - f.cx * k, cy + f.cy * k);
      drawFace(g, shape, face);
    });
  }
  g.setTransform(1, 0, 0, 1, 0, 0);
}

/** A canvas the atlas can be drawn on (the DOM's by default). */
export type AtlasCanvas = HTMLCanvasElement | OffscreenCanvas;

/** Draws the atlas on a new canvas and wraps it in a texture (a mask: no colour-space decoding). */
export function createAtlasTexture(canvas: AtlasCanvas = document.createElement('canvas')): THREE.CanvasTexture<AtlasCanvas> {
  canvas.width = ATLAS_WIDTH;
  canvas.height = ATLAS_HEIGHT;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('createAtlasTexture: no 2D canvas context');
  drawAtlas(g);
  const tex = new THREE.CanvasTexture(canvas);
  tex.colorSpace = THREE.NoColorSpace;
  tex.anisotropy = 8;
  tex.name = 'dice-atlas';
  return tex;
}
