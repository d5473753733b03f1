/**
 * Where a rules diagram draws its cells (GridDiagram.svelte): square cells in rows and columns,
 * or pointy-topped hexes in the "odd-r" offset layout (odd rows shifted half a hex right). Pure
 * numbers in SVG units, so a test can check the geometry without a browser.
 */
import type { DiagramGrid } from './book';

/** A square cell's side. */
export const CELL = 40;
/** A hex's circumradius (centre to corner). */
export const HEX_R = 22;
/** Room around the grid for coordinates and lane markers. */
export const PAD = 18;
const HEX_W = Math.sqrt(3) * HEX_R;

/** The geometry of one grid. */
export interface GridGeometry {
  readonly hex: boolean;
  /** Whole picture. */
  readonly width: number;
  readonly height: number;
  /** Distance between neighbouring cell centres. */
  readonly step: number;
  /** Centre of a cell. */
  centre(row: number, col: number): { x: number; y: number };
  /** SVG polygon points of a hex cell (hex grids only). */
  hexPoints(row: number, col: number, inset?: number): string;
}

/** The geometry of `g` (its `colLabels` add a line under a square grid). */
export function geometryOf(g: Pick<DiagramGrid, 'shape' | 'rows' | 'cols' | 'colLabels'>): GridGeometry {
  if (g.shape === 'hexagonal') {
    const centre = (row: number, col: number) => ({ x: PAD + HEX_W / 2 + col * HEX_W + (row & 1 ? HEX_W / 2 : 0), y: PAD + HEX_R + row * 1.5 * HEX_R });
    return {
      hex: true,
      width: 2 * PAD + g.cols * HEX_W + (g.rows > 1 ? HEX_W / 2 : 0),
      height: 2 * PAD + 2 * HEX_R + (g.rows - 1) * 1.5 * HEX_R,
      step: HEX_W,
      centre,
      hexPoints(row, col, inset = 1) {
        const c = centre(row, col);
        const r = HEX_R - inset;
        return Array.from({ length: 6 }, (_, k) => {
          const a = ((60 * k - 30) * Math.PI) / 180;
          return `${(c.x + r * Math.cos(a)).toFixed(2)},${(c.y + r * Math.sin(a)).toFixed(2)}`;
        }).join(' ');
      },
    };
  }
  return {
    hex: false,
    width: g.cols * CELL + 2 * PAD,
    height: g.rows * CELL + 2 * PAD + (g.colLabels ? 14 : 0),
    step: CELL,
    centre: (row, col) => ({ x: PAD + col * CELL + CELL / 2, y: PAD + row * CELL + CELL / 2 }),
    hexPoints: () => '',
  };
}

/** Column letters as a chess board names them: A, B, ... Z, then AA... */
export function columnLetter(col: number): string {
  let n = col;
  let out = '';
  do {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
}
