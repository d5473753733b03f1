/**
 * The flat (2D) lane's geometry, as plain functions (Board2D.svelte draws what they say): the
 * board pitched at seen from straight above with the pitcher below it, and under it a side view
 * of the whole lane with the aim's arc. SVG units are centimetres; the plan view is the target
 * board's frame (geometry.ts: +x to the pitcher's left, +z away from the pitcher) turned so the
 * pitcher's left is the screen's left and "away" is up: X = -x, Y = -z.
 *
 * Dice are 16 mm across, a speck next to a 61 x 122 cm board; they are drawn larger (DIE_DRAWN),
 * each centred where the engine says it lies, and pushed apart only as far as needed when their
 * drawings would overlap (a thin line then ties a die to its true spot). Nothing here decides a
 * result: what a die counts is the engine's (`DieLie.provisional`); the face drawn on top is
 * read from its orientation the way the 3D board reads it.
 */
import type { Flight } from './aim';
import { COLOURS, DIAGRAM, FLASH } from '../../design/tokens';
import { rotate, topFace } from './faces';
import type { Court, DieLie, Quat, Vec3 } from './types';

export { topFace };

/** The flat lane's own materials (the 3D lane's, board3d.ts), and the interface's tokens it shares. */
export const LANE2D = {
  grass: '#3f6e35',
  grassAlt: '#3a6731',
  woodNear: '#cfa564',
  woodFar: '#e0bd82',
  woodEdge: '#8a5f31',
  /** The painted band and the ring round the hole. */
  paint: '#1f5c4a',
  holeDeep: '#050505',
  holeMid: '#111111',
  holeRim: '#2e2e2e',
  shadow: 'rgb(0 0 0 / 35%)',
  tick: 'rgb(90 60 25 / 70%)',
  /** The white under the aim's dashes, and the thin line tying a crowded die to its spot. */
  trail: 'rgb(255 255 255 / 70%)',
  leader: 'rgb(255 255 255 / 60%)',
  lawnSide: '#5f8f4a',
  woodSide: '#a87a48',
  chalk: '#f4f1e6',
  white: COLOURS.white,
  markEdge: DIAGRAM.markEdge,
  /** The landing ring: white on the board, a warning tone off it. */
  landGood: COLOURS.white,
  landBad: FLASH.bad,
} as const;

/** How wide a die is drawn, cm (about four times its size, so its pips read). */
export const DIE_DRAWN = 7.5;
/** The plan view's reach, metres: from just short of the board's front edge to beyond its back. */
export const PLAN_Z = [-0.32, 1.46] as const;
/** At least this far each side of the board's centre line, metres. */
export const PLAN_HALF_WIDTH = 0.7;
/** The side view's height in SVG units, and the band above it where the table's note on the aim sits (clear of the dice). */
export const PROFILE_H = 30;
const PROFILE_GAP = 11;
/** The side view's top, metres of height (a steep lob rises about 5 m). */
const PROFILE_TOP_M = 6;

/** A point on the SVG. */
export interface Pt {
  readonly x: number;
  readonly y: number;
}

/** The SVG's frame: its viewBox, the plan view's box, the side view's box. */
export interface Frame2D {
  readonly viewBox: string;
  readonly minX: number;
  readonly minY: number;
  readonly width: number;
  readonly height: number;
  /** The plan view: top and bottom edges (SVG y). */
  readonly planTop: number;
  readonly planBottom: number;
  /** The side view's box. */
  readonly profile: { readonly left: number; readonly top: number; readonly width: number; readonly height: number };
}

/**
 * The frame for a board area `aspect` wide per unit of height: the height always covers the
 * plan view and the side view; a wider area shows more lawn each side rather than bars.
 */
export function frame2d(aspect: number): Frame2D {
  const planTop = -PLAN_Z[1] * 100;
  const planBottom = -PLAN_Z[0] * 100;
  const height = planBottom - planTop + PROFILE_GAP + PROFILE_H;
  const minWidth = PLAN_HALF_WIDTH * 200;
  const width = Math.min(minWidth * 3, Math.max(minWidth, Number.isFinite(aspect) && aspect > 0 ? height * aspect : minWidth));
  const minX = -width / 2;
  const minY = planTop;
  return {
    viewBox: `${fmt(minX)} ${fmt(minY)} ${fmt(width)} ${fmt(height)}`,
    minX,
    minY,
    width,
    height,
    planTop,
    planBottom,
    profile: { left: minX + 3, top: planBottom + PROFILE_GAP, width: width - 6, height: PROFILE_H },
  };
}

/** How high the band for the aim's note is above the board area's bottom, in percent of its height (the plan view above it, the side view below). */
export function noteBottom(frame: Frame2D): number {
  return ((frame.minY + frame.height - frame.profile.top + 1.5) / frame.height) * 100;
}

function fmt(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** Where a point of the board's frame is drawn in the plan view (its height is not shown). */
export function planPoint(p: Vec3): Pt {
  return { x: -p[0] * 100, y: -p[2] * 100 };
}

/** The board's top seen from above: a rectangle (its sloped length is a little shorter from above). */
export function boardRect(court: Court): { x: number; y: number; width: number; height: number } {
  const deep = court.boardLength * Math.cos(court.slope) * 100;
  return { x: (-court.boardWidth / 2) * 100, y: -deep, width: court.boardWidth * 100, height: deep };
}

/** The hole seen from above (a circle on the slope: a touch shorter than wide). */
export function holeEllipse(court: Court): { cx: number; cy: number; rx: number; ry: number } {
  const c = Math.cos(court.slope);
  return { cx: 0, cy: -court.holeS * c * 100, rx: court.holeRadius * 100, ry: court.holeRadius * c * 100 };
}

/** What a click at SVG point (x, y) of the plan view aims at: a spot on the board's top (as the 3D board's LanePick), or null off it. */
export function spotAt(court: Court, x: number, y: number): { kind: 'spot'; u: number; s: number } | null {
  const u = -x / 100;
  const s = -y / 100 / Math.cos(court.slope);
  if (!(Math.abs(u) <= court.boardWidth / 2 && s >= 0 && s <= court.boardLength)) return null;
  return { kind: 'spot', u, s };
}

// ---------------------------------------------------------------- dice

/** How a die's square is turned on screen seen from above, degrees in [0, 90). */
export function planTurn(q: Quat): number {
  // Of the die's three axes, the one lying most nearly flat shows an edge's direction from above.
  let best: Vec3 = [1, 0, 0];
  let flat = Infinity;
  for (const a of [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ] as const) {
    const r = rotate(q, a);
    if (Math.abs(r[1]) < flat) {
      flat = Math.abs(r[1]);
      best = r;
    }
  }
  // Screen: X = -x, Y = -z.
  const deg = (Math.atan2(-best[2], -best[0]) * 180) / Math.PI;
  return ((deg % 90) + 90) % 90;
}

/** One die as the flat board draws it. */
export interface DieMark {
  readonly id: number;
  readonly side: 0 | 1;
  readonly where: DieLie['where'];
  /** The face drawn on top. */
  readonly face: number;
  /** What it counts now, short: "5", "L" (a leaner), "0" (off the board). */
  readonly badge: string;
  /** Where it lies (the engine's spot) and where it is drawn (apart from its neighbours, inside the view). */
  readonly at: Pt;
  readonly drawn: Pt;
  /** Its square's turn, degrees. */
  readonly turn: number;
  /** Whether it is drawn away from where it lies (crowded, or beyond the view's edge). */
  readonly displaced: boolean;
  /** Beyond the view's edge: the way to where it lies, degrees on screen (0 = right, 90 = down), else null. */
  readonly beyond: number | null;
}

/** The short text a die's badge shows. */
export function badgeOf(d: Pick<DieLie, 'where' | 'provisional'>): string {
  if (d.where === 'board') return d.provisional === 'leaner' ? 'L' : String(d.provisional);
  if (d.where === 'off') return '0';
  return d.where === 'hole' ? 'H' : 'F';
}

/** The dice to draw on the plan view: those on the board or off it (dice in the hole or fouled are out of play, as on the 3D lane). */
export function diceMarks(lies: readonly DieLie[], frame: Frame2D): DieMark[] {
  const shown = lies.filter((d) => d.where === 'board' || d.where === 'off');
  const at = shown.map((d) => planPoint(d.pos));
  const drawn = spread(at.map((p) => clampToPlan(p, frame)));
  return shown.map((d, i) => {
    const p = at[i]!;
    const q = drawn[i]!;
    const edge = clampToPlan(p, frame);
    const out = Math.hypot(edge.x - p.x, edge.y - p.y) > 0.5;
    return {
      id: d.id,
      side: d.side,
      where: d.where,
      face: topFace(d.quat).pips,
      badge: badgeOf(d),
      at: p,
      drawn: q,
      turn: planTurn(d.quat),
      displaced: Math.hypot(p.x - q.x, p.y - q.y) > 0.5,
      beyond: out ? (Math.atan2(p.y - edge.y, p.x - edge.x) * 180) / Math.PI : null,
    };
  });
}

/** A point kept inside the plan view, a die's half-width from its edges. */
export function clampToPlan(p: Pt, frame: Frame2D): Pt {
  const m = DIE_DRAWN * 0.6;
  return {
    x: Math.min(frame.minX + frame.width - m, Math.max(frame.minX + m, p.x)),
    y: Math.min(frame.planBottom - m, Math.max(frame.planTop + m, p.y)),
  };
}

/**
 * Drawn spots pushed apart until no two are nearer than a drawn die and a little (dice lie
 * touching, but their enlarged drawings must not cover each other); spots already apart stay put.
 */
export function spread(points: readonly Pt[], gap = DIE_DRAWN * 1.12): Pt[] {
  const p = points.map((q) => ({ x: q.x, y: q.y }));
  for (let round = 0; round < 40; round++) {
    let moved = false;
    for (let i = 0; i < p.length; i++) {
      for (let j = i + 1; j < p.length; j++) {
        const a = p[i]!;
        const b = p[j]!;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let d = Math.hypot(dx, dy);
        if (d >= gap - 1e-6) continue;
        if (d < 1e-6) {
          // The same spot: part them across the lane, the later die to the right.
          dx = 1;
          dy = 0;
          d = 1;
        }
        const push = (gap - d) / 2 + 1e-3;
        a.x -= (dx / d) * push;
        a.y -= (dy / d) * push;
        b.x += (dx / d) * push;
        b.y += (dy / d) * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return p;
}

// ---------------------------------------------------------------- the aim

/** The aim as drawn: its path over the plan view (from where it enters at the bottom), where it comes down, and its arc in the side view. */
export interface AimDrawing {
  /** SVG points of the path over the plan view ("M x y L ..."), empty when it never crosses it. */
  readonly plan: string;
  /** Where it comes down (in the plan view, kept inside it). */
  readonly landing: Pt;
  /** Whether it comes down on the board's top (a fair landing), else short, long or wide. */
  readonly good: boolean;
  /** The whole flight from the side: the hand at the left, the board at the right. */
  readonly profile: string;
  /** The hand in the side view. */
  readonly hand: Pt;
}

/** Where a point of the board's frame is drawn in the side view. */
export function profilePoint(court: Court, frame: Frame2D, p: Vec3): Pt {
  const b = frame.profile;
  const deep = court.boardLength * Math.cos(court.slope);
  const z0 = -court.laneLength - deep - 0.3;
  const z1 = deep + 0.5;
  const x = b.left + ((p[2] - z0) / (z1 - z0)) * b.width;
  const y = b.top + b.height - 1.5 - (Math.max(0, p[1]) / PROFILE_TOP_M) * (b.height - 3);
  return { x, y: Math.max(b.top + 1, y) };
}

/** The path a flight draws on both views. */
export function aimDrawing(court: Court, frame: Frame2D, flight: Flight): AimDrawing {
  const pts = flight.points;
  const plan: Pt[] = [];
  const zMin = PLAN_Z[0];
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!;
    if (p[2] < zMin) continue;
    const prev = pts[i - 1];
    if (plan.length === 0 && prev && prev[2] < zMin) {
      // Where it crosses the plan view's bottom edge.
      const k = (zMin - prev[2]) / (p[2] - prev[2]);
      plan.push(planPoint([prev[0] + (p[0] - prev[0]) * k, 0, zMin]));
    }
    plan.push(planPoint(p));
  }
  const path = (ps: readonly Pt[]): string => ps.map((p, i) => `${i === 0 ? 'M' : 'L'} ${fmt(p.x)} ${fmt(p.y)}`).join(' ');
  return {
    plan: plan.length > 1 ? path(plan) : '',
    landing: clampToPlan(planPoint(flight.landing), frame),
    good: flight.where === 'board' || flight.where === 'hole',
    profile: path(pts.map((p) => profilePoint(court, frame, p))),
    hand: profilePoint(court, frame, pts[0] ?? [0, 0, 0]),
  };
}

/** The boards in the side view: the target's wedge at the right, the pitcher's own at the left (its front edge is the foul line). */
export function profileBoards(court: Court, frame: Frame2D): { target: string; own: string; ground: number; foul: Pt } {
  const deep = court.boardLength * Math.cos(court.slope);
  const wedge = (z0: number, z1: number, h0: number, h1: number): string => {
    const a = profilePoint(court, frame, [0, 0, z0]);
    const b = profilePoint(court, frame, [0, h0, z0]);
    const c = profilePoint(court, frame, [0, h1, z1]);
    const d = profilePoint(court, frame, [0, 0, z1]);
    return `M ${fmt(a.x)} ${fmt(a.y)} L ${fmt(b.x)} ${fmt(b.y)} L ${fmt(c.x)} ${fmt(c.y)} L ${fmt(d.x)} ${fmt(d.y)} Z`;
  };
  const L = court.laneLength;
  return {
    target: wedge(0, deep, court.frontHeight, court.backHeight),
    // The pitcher's board faces the other way: its front edge (the foul line) towards the target.
    own: wedge(-L - deep, -L, court.backHeight, court.frontHeight),
    ground: profilePoint(court, frame, [0, 0, 0]).y,
    foul: profilePoint(court, frame, [0, 0, -L]),
  };
}
