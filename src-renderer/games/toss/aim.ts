/**
 * The digital game's aim as plain geometry: an aim kept within the engine's bounds, moved by a
 * key or a drag, aimed at a spot of the board's top, and its free flight for the preview, from
 * the court's measures the view carries. The engine simulates every toss: nothing here decides
 * where a die comes to rest.
 */
import type { Aim, Court, Vec3 } from './types';

/** The aim a player starts from: straight, a middle lob's arc. Power is set from the court at first use. */
export const ARC_DEFAULT = 55;
/** Steps of the keyboard's aim. */
export const STEP = { yaw: 0.25, power: 0.05, pitch: 1 } as const;

/** The aim kept inside the engine's bounds (the court carries them), rounded as a record keeps it. */
export function clampAim(court: Court, aim: Aim): Aim {
  const b = court.aimBounds;
  const c = (x: number, [lo, hi]: readonly [number, number]): number => Math.min(hi, Math.max(lo, x));
  const r = (x: number, k: number): number => Math.round(x * k) / k;
  return { yaw: r(c(aim.yaw, b.yaw), 100), pitch: r(c(aim.pitch, b.pitch), 100), power: r(c(aim.power, b.power), 1000) };
}

/** A keyboard nudge: ←/→ direction, ↑/↓ power, PgUp/PgDn the arc (Shift: five times as far). Null: not an aim key. */
export function nudge(court: Court, aim: Aim, key: string, big = false): Aim | null {
  const k = big ? 5 : 1;
  switch (key) {
    case 'ArrowLeft':
      return clampAim(court, { ...aim, yaw: aim.yaw - STEP.yaw * k });
    case 'ArrowRight':
      return clampAim(court, { ...aim, yaw: aim.yaw + STEP.yaw * k });
    case 'ArrowUp':
      return clampAim(court, { ...aim, power: aim.power + STEP.power * k });
    case 'ArrowDown':
      return clampAim(court, { ...aim, power: aim.power - STEP.power * k });
    case 'PageUp':
      return clampAim(court, { ...aim, pitch: aim.pitch + STEP.pitch * k });
    case 'PageDown':
      return clampAim(court, { ...aim, pitch: aim.pitch - STEP.pitch * k });
  }
  return null;
}

/** The powers a drag spans, m/s: from well short of the board to well past it (a middle lob is about 9.5). */
export const DRAG_POWER = [5, 13] as const;

/**
 * The aim of a drag on the lane, in screen pixels from where it started (dx right, dy down):
 * dragging up the screen (toward the board) pitches; its angle from straight up is the
 * direction (right of up = to the pitcher's right: +yaw, a quarter of the drag's angle) and its
 * length the power, across DRAG_POWER over `full` pixels. The arc stays as set. Null: too short to mean a pitch.
 */
export function dragAim(court: Court, arc: number, dx: number, dy: number, full: number): Aim | null {
  const len = Math.hypot(dx, dy);
  if (len < 12 || dy > -6) return null;
  const yaw = (Math.atan2(dx, -dy) * 180) / Math.PI / 4;
  const power = DRAG_POWER[0] + (DRAG_POWER[1] - DRAG_POWER[0]) * Math.min(1, len / Math.max(1, full));
  return clampAim(court, { yaw, pitch: arc, power });
}

/** The release velocity of an aim (the engine's convention: +x to the pitcher's left, +z down the lane, +yaw to the right). */
export function velocityOf(aim: Aim): Vec3 {
  const y = (aim.yaw * Math.PI) / 180;
  const p = (aim.pitch * Math.PI) / 180;
  return [-Math.sin(y) * Math.cos(p) * aim.power, Math.sin(p) * aim.power, Math.cos(y) * Math.cos(p) * aim.power];
}

/** Surface coordinates of a point in the target board's frame: across (u), up the slope from the front edge (s), height over the top (h). */
export function onTop(court: Court, p: Vec3): { u: number; s: number; h: number } {
  const dy = p[1] - court.frontHeight;
  const c = Math.cos(court.slope);
  const sn = Math.sin(court.slope);
  return { u: p[0], s: dy * sn + p[2] * c, h: dy * c - p[2] * sn };
}

/** Where a die's flight comes down and what lies there, for the aim's preview. */
export interface Flight {
  /** Points of the flight, from the release to where it comes down. */
  readonly points: readonly Vec3[];
  readonly landing: Vec3;
  /** On the board's top (beside or at the hole), short of it (a foul), beyond it, or wide of it. */
  readonly where: 'board' | 'hole' | 'short' | 'long' | 'wide';
  /** On the board: how far up the top from the front edge, metres. */
  readonly s: number;
}

/** The free flight of a die released at `from` with `aim` (no drag, as in the engine) until its centre comes down to the board's top or the ground. */
export function flightOf(court: Court, from: Vec3, aim: Aim): Flight {
  const v = velocityOf(aim);
  const half = court.dieSize / 2;
  const points: Vec3[] = [from];
  let landing: Vec3 = from;
  for (let i = 1; i <= 4000; i++) {
    const tm = i / 400;
    const p: Vec3 = [from[0] + v[0] * tm, from[1] + v[1] * tm - (court.gravity * tm * tm) / 2, from[2] + v[2] * tm];
    if (i % 8 === 0) points.push(p);
    const falling = v[1] - court.gravity * tm <= 0;
    const s = onTop(court, p);
    const over = Math.abs(s.u) <= court.boardWidth / 2 && s.s >= 0 && s.s <= court.boardLength;
    if (falling && ((over && s.h <= half) || p[1] <= half)) {
      landing = p;
      points.push(p);
      if (over && s.h <= half + 0.01) {
        const hole = Math.hypot(s.u, s.s - court.holeS) < court.holeRadius;
        return { points, landing, where: hole ? 'hole' : 'board', s: s.s };
      }
      // Short of the front edge is a foul whatever the side; past the back edge is long; beside the board, wide.
      const where = s.s < 0 ? 'short' : s.s > court.boardLength ? 'long' : 'wide';
      return { points, landing, where, s: s.s };
    }
  }
  return { points, landing, where: 'long', s: 0 };
}

/**
 * The aim that brings a die down at a spot of the board's top (`u` across, + = the pitcher's
 * left; `s` up the slope from the front edge) at the arc now set: a click on the flat board's
 * top. Straight ballistics, as the flight preview: no air, and what the die does once it lands
 * is the engine's to simulate. Null when the arc cannot carry there within the aim's bounds.
 */
export function spotAim(court: Court, from: Vec3, arc: number, u: number, s: number): Aim | null {
  const half = court.dieSize / 2;
  const target: Vec3 = [u, court.frontHeight + s * Math.sin(court.slope) + Math.cos(court.slope) * half, s * Math.cos(court.slope) - Math.sin(court.slope) * half];
  const dx = target[0] - from[0];
  const dz = target[2] - from[2];
  const dh = Math.hypot(dx, dz);
  const drop = from[1] - target[1];
  const p = (arc * Math.PI) / 180;
  const denom = 2 * Math.cos(p) ** 2 * (dh * Math.tan(p) + drop);
  if (!(denom > 0)) return null;
  const power = Math.sqrt((court.gravity * dh * dh) / denom);
  const yaw = (Math.atan2(-dx, dz) * 180) / Math.PI;
  const b = court.aimBounds;
  if (power < b.power[0] || power > b.power[1] || yaw < b.yaw[0] || yaw > b.yaw[1]) return null;
  return clampAim(court, { yaw, pitch: arc, power });
}
