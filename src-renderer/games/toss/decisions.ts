/**
 * What the toss table offers and what a key, a tap or a drag means, as plain functions of the
 * engine's report (legal actions and their targets) so they can be tested without a screen.
 * Keeper: one tap or key per die. Digital: an aim (direction, power, arc) that the player sets
 * by dragging, with keys or from a named spot; its flight preview is drawn from the court's
 * measures the view carries. The engine simulates every toss: nothing here decides a result.
 */
import type { TableReport } from '../game-ui';
import type { Aim, CoinPick, Court, DieResult, TossAction, TossTarget, TossTypes, Vec3 } from './types';

type Report = TableReport<TossTypes>;
type EnterTarget = Extract<TossTarget, { kind: 'enter' }>;
type UndoTarget = Extract<TossTarget, { kind: 'undo' }>;
type TossTargetT = Extract<TossTarget, { kind: 'toss' }>;

// ---------------------------------------------------------------- coin toss

/** The coin-toss picks open to the seat at the screen. */
export function coinPicks(report: Report | null): { pick: CoinPick; action: TossAction }[] {
  if (!report) return [];
  return report.legal.flatMap((a) => (a.type === 'choose' ? [{ pick: a.pick, action: a }] : []));
}

// ---------------------------------------------------------------- keeper

/** The keyboard key of each result (one key per die). */
export const RESULT_KEYS: readonly { readonly result: DieResult; readonly key: string }[] = [
  { result: 1, key: '1' },
  { result: 2, key: '2' },
  { result: 3, key: '3' },
  { result: 4, key: '4' },
  { result: 5, key: '5' },
  { result: 6, key: '6' },
  { result: 'leaner', key: 'L' },
  { result: 'hole', key: 'H' },
  { result: 'off', key: 'O' },
  { result: 'foul', key: 'F' },
];

/** One button of the keeper's pad. */
export interface PadKey {
  readonly result: DieResult;
  readonly key: string;
  readonly action: TossAction;
  readonly target: EnterTarget | undefined;
}

/** The keeper's pad: every result the engine lets the seat at the screen enter now, with its key. */
export function keeperPad(report: Report | null): PadKey[] {
  if (!report) return [];
  return RESULT_KEYS.flatMap(({ result, key }) => {
    const i = report.legal.findIndex((a) => a.type === 'enter' && a.result === result);
    if (i < 0) return [];
    const target = report.targets[i];
    return [{ result, key, action: report.legal[i]!, target: target?.kind === 'enter' ? target : undefined }];
  });
}

/** The undo the engine offers now (the last entry, even one that completed a frame), or null. */
export function keeperUndo(report: Report | null): { action: TossAction; target: UndoTarget | undefined } | null {
  if (!report) return null;
  const i = report.legal.findIndex((a) => a.type === 'undo');
  if (i < 0) return null;
  const target = report.targets[i];
  return { action: report.legal[i]!, target: target?.kind === 'undo' ? target : undefined };
}

/** What a key press means in the keeper: an entry, an undo, or nothing. */
export type KeeperKey = { kind: 'enter'; pad: PadKey } | { kind: 'undo'; action: TossAction } | null;

/** Reads a key (KeyboardEvent.key, with Ctrl/Meta) as a keeper command. */
export function keeperKey(report: Report | null, key: string, mod = false): KeeperKey {
  const k = key.length === 1 ? key.toUpperCase() : key;
  if (k === 'Backspace' || k === 'U' || (mod && k === 'Z')) {
    const u = keeperUndo(report);
    return u ? { kind: 'undo', action: u.action } : null;
  }
  if (mod) return null;
  const pad = keeperPad(report).find((p) => p.key === k);
  return pad ? { kind: 'enter', pad } : null;
}

/** Whether an entry ends the game (the engine says so on the frame's last die): it wants a confirmation. */
export function endsGame(pad: PadKey): boolean {
  return pad.target?.wins !== undefined;
}

// ---------------------------------------------------------------- digital aim

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

/** A named aim the engine lists (a spot at an arc, or a knock at an opponent die). */
export interface Preset {
  readonly action: TossAction;
  readonly aim: Aim;
  /** The spot ('middle', 'hole'...) or 'knock'. */
  readonly spot: string;
  /** 'lob', 'arc', 'drive', 'drop'. */
  readonly arc: string;
  /** The die it goes for, when it knocks. */
  readonly knocks?: number;
  readonly target: TossTargetT;
}

/** The engine's listed aims, read from their labels ("middle lob", "knock-3 drive"). */
export function presets(report: Report | null): Preset[] {
  if (!report) return [];
  return report.legal.flatMap((a, i) => {
    const tg = report.targets[i];
    if (a.type !== 'toss' || tg?.kind !== 'toss') return [];
    const [what = '', arc = ''] = tg.label.split(' ');
    const spot = what.startsWith('knock-') ? 'knock' : what;
    return [{ action: a, aim: a.aim, spot, arc, target: tg, ...(tg.knocks !== undefined ? { knocks: tg.knocks } : {}) }];
  });
}

/** The toss action for an aim, for the seat to act (null when the seat may not pitch now). */
export function tossAction(report: Report | null, aim: Aim): TossAction | null {
  const first = report?.legal.find((a) => a.type === 'toss');
  return first ? { type: 'toss', seat: first.seat, aim } : null;
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
