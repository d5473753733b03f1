/**
 * Each seat's shape, so a seat reads by shape as well as by colour (colour-vision deficiencies,
 * greyscale screens): seat 0 a circle, 1 a square, 2 a triangle, 3 a diamond, 4 a star, 5 a
 * hexagon, the same in every palette and game. Paths are drawn in a 0..20 box.
 */
import { DIAGRAM } from '../design/tokens';

export const SEAT_SHAPES = ['circle', 'square', 'triangle', 'diamond', 'star', 'hexagon'] as const;
export type SeatShape = (typeof SEAT_SHAPES)[number];

/** The shape of seat `seat` (0..5; further seats wrap round). */
export function seatShape(seat: number): SeatShape {
  return SEAT_SHAPES[((seat % SEAT_SHAPES.length) + SEAT_SHAPES.length) % SEAT_SHAPES.length]!;
}

/** Points of a regular star or polygon around (10, 10). */
function ring(points: number, outer: number, inner: number | null, turn: number): string {
  const n = inner === null ? points : points * 2;
  const pts: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = inner === null || i % 2 === 0 ? outer : inner;
    const a = turn + (i * 2 * Math.PI) / n;
    pts.push(`${(10 + r * Math.cos(a)).toFixed(2)},${(10 + r * Math.sin(a)).toFixed(2)}`);
  }
  return `M${pts.join('L')}Z`;
}

const PATHS: Readonly<Record<SeatShape, string>> = {
  circle: 'M10,2A8,8 0 1 1 9.99,2Z',
  square: 'M3,3H17V17H3Z',
  triangle: 'M10,2L18.5,17.5H1.5Z',
  diamond: 'M10,1L19,10L10,19L1,10Z',
  star: ring(5, 9.5, 4, -Math.PI / 2),
  hexagon: ring(6, 9, null, 0),
};

/** The SVG path of `shape` in a 20x20 box. */
export function shapePath(shape: SeatShape): string {
  return PATHS[shape];
}

/** The seat an event is about (its `seat` field), for the log's mark; null when it names none. */
export function seatOf(event: object): number | null {
  const seat = (event as { seat?: unknown }).seat;
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 ? seat : null;
}

/** Draws seat `seat`'s shape, `size` across, centred on (cx, cy), on a 2D canvas (a 3D plate's texture); a disc where Path2D is missing. */
export function drawSeatShape(g: CanvasRenderingContext2D, seat: number, cx: number, cy: number, size: number, fill: string): void {
  g.save();
  g.fillStyle = fill;
  if (typeof Path2D === 'function') {
    g.translate(cx - size / 2, cy - size / 2);
    g.scale(size / 20, size / 20);
    const path = new Path2D(shapePath(seatShape(seat)));
    g.fill(path);
    g.lineWidth = 1.4;
    g.strokeStyle = DIAGRAM.markEdge;
    g.stroke(path);
  } else {
    g.beginPath();
    g.arc(cx, cy, size / 2, 0, Math.PI * 2);
    g.fill();
  }
  g.restore();
}
