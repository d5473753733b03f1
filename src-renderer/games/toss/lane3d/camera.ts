/**
 * The lane's camera: it stands behind the pitcher looking down the lane, moves over the board
 * pitched at once a die comes down, and rides behind a toss as it flies (board3d.ts's replay
 * sets its shots frame by frame). The shared scene asks it where to stand at every frame.
 */
import type * as THREE from 'three';
import { ease, type Tweens } from '../../../ui/3d/dice';
import type { Court, End, Vec3 } from '../types';
import { world } from './frames';

/** A camera shot: where it stands, what it looks at, its field of view. */
export interface Shot {
  readonly pos: THREE.Vector3;
  readonly look: THREE.Vector3;
  readonly fov: number;
}

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

/** Where the lane's camera stands now, and its moves from shot to shot. */
export class LaneCamera {
  /** The shot now. */
  shot: Shot;
  /** Whether a move runs. */
  busy = false;

  constructor(
    private readonly court: Court,
    private readonly tweens: Tweens,
  ) {
    this.shot = boardShot(court, 0);
  }

  /** Places `camera` at the shot (the shared scene calls this): a wider view on narrow canvases. */
  place(camera: THREE.PerspectiveCamera, aspect: number): void {
    const shot = this.shot;
    const fov = aspect < 1.2 ? shot.fov * (1.2 / Math.max(0.5, aspect)) ** 0.8 : shot.fov;
    if (camera.position.equals(shot.pos) && camera.fov === fov && camera.near === 0.01) return;
    camera.position.copy(shot.pos);
    camera.fov = fov;
    camera.aspect = aspect;
    camera.near = 0.01;
    camera.far = 80;
    camera.lookAt(shot.look);
    camera.updateProjectionMatrix();
    camera.updateMatrixWorld();
  }

  /** Moves to a shot over `ms` (at once for 0). */
  async move(to: Shot, ms: number): Promise<void> {
    const from = this.shot;
    this.busy = true;
    await this.tweens.run(ms, (k) => {
      const e = ease(k);
      this.shot = { pos: from.pos.clone().lerp(to.pos, e), look: from.look.clone().lerp(to.look, e), fov: from.fov + (to.fov - from.fov) * e };
    });
    this.busy = false;
  }

  /** Behind the next pitcher (release in `end`'s board frame), or over the board when nobody pitches. */
  fromHand(end: End, release: Vec3 | null, ms: number): Promise<void> {
    return this.move(release ? pitcherShot(this.court, end, release) : boardShot(this.court, end), ms);
  }

  /** Over the board pitched at from `end`. */
  atBoard(end: End, ms: number): Promise<void> {
    return this.move(boardShot(this.court, end), ms);
  }
}
