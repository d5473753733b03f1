/**
 * The lane's camera. Between tosses it rests behind the next pitcher looking down the lane (or
 * over the board when nobody pitches), seen as the player has turned, tilted and zoomed it
 * (the kit's view controls: turned and tilted about the board pitched at, zoomed towards it,
 * or straight down on it "from above"). During a toss it follows the plan of follow.ts (the
 * player's view does not apply to it), settles on a close view of the board, holds it while
 * the result shows and then goes back to the resting shot in the player's view. A change of
 * the player's view during a toss ends the follow at once: the player's choice wins and is
 * never lost. The shared scene asks it where to stand at every frame.
 */
import * as THREE from 'three';
import { ease, type Tweens } from '../../../ui/3d/dice';
import { HOME, type ViewAngle } from '../../../ui/3d/view.svelte';
import type { Court, End, Vec3 } from '../types';
import { topPoint, world } from './frames';

/** A camera shot: where it stands, what it looks at, its field of view. */
export interface Shot {
  readonly pos: THREE.Vector3;
  readonly look: THREE.Vector3;
  readonly fov: number;
}

const UP = new THREE.Vector3(0, 1, 0);
/** The steepest and the flattest the player may tilt the lane's camera, radians from straight down. */
export const POLAR = [0.05, 1.45] as const;

/**
 * Behind and above the pitcher's hand at `release` (board frame of `end`), looking down the
 * lane: the whole arc of a lob (it rises 3-4 m) and the board at the far end are in view.
 */
export function pitcherShot(court: Court, end: End, release: Vec3): Shot {
  const pos = world(court, end, [release[0] * 0.9, release[1] + 1.5, release[2] - 2.6]);
  const look = world(court, end, [release[0] * 0.2, 2.3, release[2] * 0.42]);
  return { pos, look, fov: 52 };
}

/** In front of and above the board pitched at from `end`, its whole top in view. */
export function boardShot(court: Court, end: End): Shot {
  return { pos: world(court, end, [0, 0.98, -0.72]), look: world(court, end, [0, court.frontHeight + 0.1, court.boardLength * 0.5]), fov: 40 };
}

/** The middle of the top of the board pitched at from `end`: what the player's view turns about. */
export function pivotOf(court: Court, end: End): THREE.Vector3 {
  return topPoint(court, end, 0, court.boardLength / 2);
}

/** Straight down on the board pitched at from `end`, the pitcher at the foot of the screen. */
export function aboveShot(court: Court, end: End): Shot {
  const pivot = pivotOf(court, end);
  // A hair towards the pitcher, so "away" is up on the screen.
  const toward = world(court, end, [0, 0, -1]).sub(world(court, end, [0, 0, 0]));
  const dir = UP.clone().multiplyScalar(Math.cos(POLAR[0])).addScaledVector(toward, Math.sin(POLAR[0]));
  return { pos: pivot.clone().addScaledVector(dir, 2.2), look: pivot, fov: 40 };
}

/**
 * The close view once a die is at rest at `rest` (board frame of `end`): the board's shot, or,
 * for a die far off the board, one that looks between the board and the die and stands back
 * far enough to show both.
 */
export function closeShot(court: Court, end: End, rest: Vec3 | null): Shot {
  const shot = boardShot(court, end);
  if (!rest) return shot;
  const deep = court.boardLength * Math.cos(court.slope);
  const dx = Math.max(0, Math.abs(rest[0]) - court.boardWidth / 2);
  const dz = rest[2] < 0 ? -rest[2] : Math.max(0, rest[2] - deep);
  const out = Math.min(3, Math.hypot(dx, dz));
  if (out < 0.15) return shot;
  const centre = world(court, end, [0, court.frontHeight, deep / 2]);
  const toward = world(court, end, [rest[0], court.frontHeight, rest[2]]).sub(centre).multiplyScalar(0.5);
  const back = shot.pos
    .clone()
    .sub(shot.look)
    .multiplyScalar(1 + out / 0.9);
  const look = shot.look.clone().add(toward);
  return { pos: look.clone().add(back), look, fov: shot.fov };
}

/** The nearest a coach's shot stands to the dice it frames, and the farthest (metres). */
export const COACH_NEAR = 0.45;
export const COACH_FAR = 2.5;

/**
 * A lesson's close view of the dice the coach talks about (world positions, on the board pitched
 * at from `end`): looking at them from the board shot's side and angle, near enough that their
 * faces can be read, and back just far enough to keep all of them in view.
 */
export function coachShot(court: Court, end: End, dice: readonly THREE.Vector3[]): Shot {
  const board = boardShot(court, end);
  if (dice.length === 0) return board;
  const centre = dice.reduce((sum, p) => sum.add(p), new THREE.Vector3()).divideScalar(dice.length);
  const spread = Math.max(0, ...dice.map((p) => p.distanceTo(centre)));
  const half = THREE.MathUtils.degToRad(board.fov / 2);
  // Far enough that every die is within about 70% of the half-height of the view.
  const distance = THREE.MathUtils.clamp((spread + court.dieSize) / Math.tan(half) / 0.7, COACH_NEAR, COACH_FAR);
  const back = board.pos.clone().sub(board.look).normalize();
  return { pos: centre.clone().addScaledVector(back, distance), look: centre, fov: board.fov };
}

/**
 * `shot` as the player's view `angle` shows it: turned by its yaw and tilted by its tilt about
 * `pivot` (the tilt kept within POLAR), brought nearer by its zoom; from above, `above` turned
 * and zoomed alike.
 */
export function viewed(shot: Shot, angle: ViewAngle, pivot: THREE.Vector3, above: Shot): Shot {
  if (angle === HOME || (angle.yaw === 0 && angle.tilt === 0 && angle.zoom === 1 && !angle.top)) return shot;
  const base = angle.top ? above : shot;
  const rel = base.pos.clone().sub(pivot);
  const relLook = base.look.clone().sub(pivot);
  if (!angle.top && angle.tilt !== 0) {
    const polar = rel.angleTo(UP);
    const next = THREE.MathUtils.clamp(polar + angle.tilt, POLAR[0], POLAR[1]);
    const axis = new THREE.Vector3().crossVectors(UP, rel);
    if (axis.lengthSq() > 1e-9) {
      axis.normalize();
      rel.applyAxisAngle(axis, next - polar);
      relLook.applyAxisAngle(axis, next - polar);
    }
  }
  rel.applyAxisAngle(UP, angle.yaw).divideScalar(angle.zoom);
  relLook.applyAxisAngle(UP, angle.yaw).divideScalar(angle.zoom);
  return { pos: pivot.clone().add(rel), look: pivot.clone().add(relLook), fov: base.fov };
}

/** Between two shots, eased by `k` (0: `a`, 1: `b`). */
export function between(a: Shot, b: Shot, k: number): Shot {
  return { pos: a.pos.clone().lerp(b.pos, k), look: a.look.clone().lerp(b.look, k), fov: a.fov + (b.fov - a.fov) * k };
}

/** Where the lane's camera stands now, and its moves from shot to shot. */
export class LaneCamera {
  /** The shot on screen now. */
  shown: Shot;
  /** The game's resting shot (before the player's view applies), and the end it belongs to. */
  private rest: Shot;
  private end: End = 0;
  /** A toss's shot while it is followed or its close view held (the player's view does not apply); null between tosses. */
  private follow: Shot | null = null;
  /** The player moved the view during this toss: the follow gives way until the next one. */
  private yielded = false;
  /** A move under way: from the shot shown when it began, eased by k towards the target. */
  private blend: { readonly from: Shot; k: number } | null = null;
  /** Counts moves, holds and follows: a newer one cancels the older's end. */
  private turn = 0;
  /** A move asked for while the close view is held: it starts when the hold ends. */
  private after: { readonly ms: number } | null = null;
  private holding = false;
  /** The player's view now. */
  private angle: ViewAngle = HOME;

  constructor(
    private readonly court: Court,
    private readonly tweens: Tweens,
  ) {
    this.rest = boardShot(court, 0);
    this.shown = this.rest;
  }

  /** Whether a move runs (frames are wanted). */
  get busy(): boolean {
    return this.blend !== null;
  }

  /** The shot the camera heads for now: the toss's, else the resting shot in the player's view. */
  private target(): Shot {
    return this.follow ?? viewed(this.rest, this.angle, pivotOf(this.court, this.end), aboveShot(this.court, this.end));
  }

  /** The shot for the player's view `angle` now (a change of view during a toss ends its follow). */
  shotFor(angle: ViewAngle): Shot {
    if (angle !== this.angle) {
      this.angle = angle;
      if (this.follow) {
        this.yielded = true;
        this.follow = null;
        this.holding = false;
        this.after = null;
        this.blend = null;
      }
    }
    const to = this.target();
    this.shown = this.blend ? between(this.blend.from, to, ease(this.blend.k)) : to;
    return this.shown;
  }

  /** Places `camera` for the player's view `angle` (the shared scene calls this): a wider view on narrow canvases. */
  place(camera: THREE.PerspectiveCamera, aspect: number, angle: ViewAngle = this.angle): void {
    const shot = this.shotFor(angle);
    const fov = aspect < 1.2 ? shot.fov * (1.2 / Math.max(0.5, aspect)) ** 0.8 : shot.fov;
    camera.position.copy(shot.pos);
    camera.fov = fov;
    camera.aspect = aspect;
    camera.near = 0.01;
    camera.far = 80;
    camera.lookAt(shot.look);
    camera.updateProjectionMatrix();
    camera.updateMatrixWorld();
  }

  /** Moves to resting shot `to` of `end` over `ms` (at once for 0); a toss's close view still held is left when the hold ends. */
  async move(end: End, to: Shot, ms: number): Promise<void> {
    this.end = end;
    this.rest = to;
    if (this.holding) {
      this.after = { ms };
      return;
    }
    this.follow = null;
    await this.glide(ms);
  }

  private async glide(ms: number): Promise<void> {
    const turn = ++this.turn;
    this.blend = ms > 0 ? { from: this.shown, k: 0 } : null;
    await this.tweens.run(ms, (k) => {
      if (this.turn !== turn || !this.blend) return;
      this.blend.k = k;
      if (k >= 1) this.blend = null;
    });
  }

  /** Behind the next pitcher (release in `end`'s board frame), or over the board when nobody pitches. */
  fromHand(end: End, release: Vec3 | null, ms: number): Promise<void> {
    return this.move(end, release ? pitcherShot(this.court, end, release) : boardShot(this.court, end), ms);
  }

  /** Over the board pitched at from `end`. */
  atBoard(end: End, ms: number): Promise<void> {
    return this.move(end, boardShot(this.court, end), ms);
  }

  /** A toss starts: the camera is the follow's until it ends or the player moves the view. */
  startFollow(): void {
    ++this.turn;
    this.yielded = false;
    this.holding = false;
    this.after = null;
    this.blend = null;
  }

  /** The toss's shot now (ignored once the player has moved the view during this toss). */
  chase(shot: Shot): void {
    if (this.yielded) return;
    this.follow = shot;
    this.shown = shot;
  }

  /**
   * The toss has landed on `close`: the camera holds it for `ms` (0: until the next move),
   * then takes the move asked for meanwhile, if any.
   */
  settle(close: Shot, ms: number): void {
    if (this.yielded) return;
    this.chase(close);
    if (ms <= 0) return;
    const turn = ++this.turn;
    this.holding = true;
    void this.tweens.run(ms, (k) => {
      if (k < 1 || this.turn !== turn || !this.holding) return;
      this.holding = false;
      const next = this.after;
      this.after = null;
      if (next) {
        this.follow = null;
        void this.glide(next.ms);
      }
    });
  }

  /** Whether the toss's close view is being held. */
  get held(): boolean {
    return this.holding;
  }
}
