/**
 * The 3D lane's small top view: the board pitched at from straight above (the pitcher below
 * it, as on the flat lane: board2d.ts's plan view, in centimetres) with every die of the frame
 * where the view says it lies, in its side's colour: on the board, off it (beyond the inset's
 * edge: drawn at the edge, pointing the way), in the hole (drawn in it) or fouled (faded where
 * it was taken off); and where the aim in progress would come down. Plain functions; the panel
 * (panels/Inset.svelte) draws them.
 */
import { badgeOf, boardRect, holeEllipse, planPoint, spread, type Pt } from './board2d';
import type { Court, DieLie, Vec3 } from './types';

/** The lawn shown round the board, cm. */
export const INSET_MARGIN = 18;
/** How wide a die is drawn, cm (a 1.6 cm die would be a speck). */
export const INSET_DIE = 12;

/** One die as the top view draws it. */
export interface InsetDie {
  readonly id: number;
  readonly side: 0 | 1;
  readonly where: DieLie['where'];
  /** What it counts now, short ("5", "L", "0", "H", "F"). */
  readonly badge: string;
  /** Where it is drawn. */
  readonly at: Pt;
  /** Beyond the view's edge: the way to where it lies, degrees on screen (0 = right, 90 = down), else null. */
  readonly beyond: number | null;
}

/** What the top view draws. */
export interface Inset {
  /** The SVG's viewBox (cm, the plan view's frame). */
  readonly viewBox: string;
  readonly box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  readonly board: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  readonly hole: { readonly cx: number; readonly cy: number; readonly rx: number; readonly ry: number };
  readonly dice: readonly InsetDie[];
  /** Where the aim in progress would come down, or null. */
  readonly aim: Pt | null;
}

/** The top view of `court`'s board with the frame's dice `lies` and the aim's landing `aim` (board frame), if any. */
export function insetOf(court: Court, lies: readonly DieLie[], aim: Vec3 | null = null): Inset {
  const board = boardRect(court);
  const hole = holeEllipse(court);
  const box = { x: board.x - INSET_MARGIN, y: board.y - INSET_MARGIN, width: board.width + 2 * INSET_MARGIN, height: board.height + 2 * INSET_MARGIN };
  const keep = (p: Pt): Pt => {
    const m = INSET_DIE * 0.6;
    return { x: Math.min(box.x + box.width - m, Math.max(box.x + m, p.x)), y: Math.min(box.y + box.height - m, Math.max(box.y + m, p.y)) };
  };
  const spots = lies.map((d) => planPoint(d.pos));
  // Dice in the hole are drawn in it (they dropped through wherever their track stopped).
  const drawn = spread(
    lies.map((d, i) => (d.where === 'hole' ? { x: hole.cx, y: hole.cy } : keep(spots[i]!))),
    INSET_DIE * 1.1,
  );
  const dice = lies.map((d, i): InsetDie => {
    const p = spots[i]!;
    const edge = keep(p);
    const out = d.where !== 'hole' && Math.hypot(edge.x - p.x, edge.y - p.y) > 0.5;
    return {
      id: d.id,
      side: d.side,
      where: d.where,
      badge: badgeOf(d),
      at: drawn[i]!,
      beyond: out ? (Math.atan2(p.y - edge.y, p.x - edge.x) * 180) / Math.PI : null,
    };
  });
  return {
    viewBox: `${box.x} ${box.y} ${box.width} ${box.height}`,
    box,
    board,
    hole,
    dice,
    aim: aim ? keep(planPoint(aim)) : null,
  };
}
