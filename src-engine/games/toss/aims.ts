/**
 * The aims a pitcher is offered: named spots on the board at a few arcs, and a knock at each
 * opponent die lying on the board. Toss's aim is continuous (any aim within AIM_BOUNDS is
 * legal); these are the representative ones `legalActions` lists for bots, hints and tables.
 */
import {
  ballistic,
  BOARD_NORMAL,
  DIE_SIZE,
  HOLE_S,
  onBoardTop,
  releasePoint,
  releaseVelocity,
  restingCentre,
  solveAim,
  toSurface,
  type Aim,
  type End,
  type Lane,
  type Vec3,
} from './geometry';
import type { BoardDie } from './state';

/** A named aim. */
export interface AimChoice {
  /** What it goes for: 'middle', 'front-left', 'hole', 'knock-3'... with the arc: 'middle lob'. */
  readonly label: string;
  readonly aim: Aim;
  /** The frame's die it tries to knock, if any. */
  readonly knocks?: number;
}

/** Named spots on the top (u across, + = pitcher's left; s up the slope from the front edge). */
export const SPOTS: readonly { readonly name: string; readonly u: number; readonly s: number }[] = [
  { name: 'front', u: 0, s: 0.3 },
  { name: 'middle', u: 0, s: 0.6 },
  { name: 'middle-left', u: 0.18, s: 0.6 },
  { name: 'middle-right', u: -0.18, s: 0.6 },
  { name: 'back-left', u: 0.2, s: 1.0 },
  { name: 'back-right', u: -0.2, s: 1.0 },
  { name: 'hole', u: 0, s: HOLE_S },
];

/** The arcs offered, degrees of elevation: a steep lob lands softly, an arc carries further along. */
export const ARCS: readonly { readonly name: string; readonly pitch: number }[] = [
  { name: 'lob', pitch: 65 },
  { name: 'arc', pitch: 50 },
];

/** Knock shots come in flatter, to drive the die they hit along the board. */
export const KNOCK_ARCS: readonly { readonly name: string; readonly pitch: number }[] = [
  { name: 'drive', pitch: 35 },
  { name: 'drop', pitch: 60 },
];

/** Rounds an aim to what a record keeps (0.01 degree, 1 mm/s), so listed actions stay short. */
export function tidy(aim: Aim): Aim {
  const r = (x: number, k: number): number => Math.round(x * k) / k;
  return { yaw: r(aim.yaw, 100), pitch: r(aim.pitch, 100), power: r(aim.power, 1000), ...(aim.spin ? { spin: r(aim.spin, 100) } : {}) };
}

/**
 * The aims offered to a pitcher in `lane` at `end`: every spot at every arc, then for each
 * opponent die lying on the board a shot just short of it (so the pitched die runs into it).
 */
export function candidateAims(lane: Lane, end: End, dice: readonly BoardDie[], side: 0 | 1): AimChoice[] {
  const from = releasePoint(lane, end);
  const out: AimChoice[] = [];
  for (const spot of SPOTS) {
    for (const arc of ARCS) {
      const aim = solveAim(from, restingCentre(spot.u, spot.s), arc.pitch);
      if (aim) out.push({ label: `${spot.name} ${arc.name}`, aim: tidy(aim) });
    }
  }
  for (const d of dice) {
    if (d.side === side || d.fouled || d.inHole || d.onGround) continue;
    const at = toSurface(d.pos);
    for (const arc of KNOCK_ARCS) {
      // 4 cm short of it: the pitched die lands and runs into it rather than dropping on top.
      const aim = solveAim(from, restingCentre(at.u, at.s - 0.04), arc.pitch);
      if (aim) out.push({ label: `knock-${d.id} ${arc.name}`, aim: tidy(aim), knocks: d.id });
    }
  }
  return out;
}

/** Where a die's centre first comes down to the board's top (or, missing the board, to the ground), and when. */
export function landingOf(lane: Lane, end: End, aim: Aim): { point: Vec3; overBoard: boolean; flight: number } {
  const from = releasePoint(lane, end);
  const v = releaseVelocity(aim);
  const half = DIE_SIZE / 2;
  // Step along the flight in 1 ms slices until the centre is half a die above the top or the ground.
  for (let i = 1; i <= 10_000; i++) {
    const t = i / 1000;
    const { p, v: vel } = ballistic(from, v, t);
    if (vel[1] > 0) continue;
    const s = toSurface(p);
    if (onBoardTop(s.u, s.s) && s.h <= half) return { point: p, overBoard: true, flight: t };
    if (p[1] <= half) return { point: p, overBoard: false, flight: t };
  }
  const end10 = ballistic(from, v, 10).p;
  return { point: end10, overBoard: false, flight: 10 };
}

/** The unit normal of the top, re-exported for callers that place dice on it. */
export { BOARD_NORMAL };
