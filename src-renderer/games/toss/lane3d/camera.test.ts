/** The lane's camera: the plan that follows a toss, the close view it settles on, the way back, and the player's own view. */
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { digital, tossWith } from '../../../../src-engine/games/toss/testkit';
import { releasePoint } from '../../../../src-engine/games/toss/geometry';
import { Tweens } from '../../../ui/3d/dice';
import { HOME, moved, type ViewAngle } from '../../../ui/3d/view.svelte';
import { aboveShot, boardShot, closeShot, coachShot, LaneCamera, pitcherShot, pivotOf, viewed, type Shot } from './camera';
import { followPlan, HOLD_MS } from './follow';
import { world } from './frames';

const game = tossWith(null);
const court = game.view(digital(game), 0).court;
const release = releasePoint('left', 0);

/** A lob from the hand to the middle of the board, in the world (end 0). */
const flight = (k: number): THREE.Vector3 => {
  const from = world(court, 0, release);
  const to = world(court, 0, [0, court.frontHeight + 0.12, 0.6]);
  return from
    .clone()
    .lerp(to, k)
    .add(new THREE.Vector3(0, 4 * 3 * k * (1 - k), 0));
};
const behind = world(court, 0, [0, 0.32, -0.8]).sub(world(court, 0, [0, 0, 0]));
const start = pitcherShot(court, 0, release);
const close = closeShot(court, 0, [0, 0.12, 0.6]);

/** Whether world point `p` is in the view of `shot` (aspect 1.4). */
function inView(shot: Shot, p: THREE.Vector3): boolean {
  const cam = new THREE.PerspectiveCamera(shot.fov, 1.4, 0.01, 100);
  cam.position.copy(shot.pos);
  cam.lookAt(shot.look);
  cam.updateMatrixWorld();
  const q = p.clone().project(cam);
  return Math.abs(q.x) <= 1 && Math.abs(q.y) <= 1 && q.z < 1;
}

const near = (a: THREE.Vector3, b: THREE.Vector3, tol = 1e-6): boolean => a.distanceTo(b) <= tol;

describe('the camera follows a toss', () => {
  it('animated: it leaves from the shot on screen, rides behind the die with it in view, and settles on the close view of the board', () => {
    const plan = followPlan({ start, close, die: flight, behind, motion: 'animate' });
    expect(plan.follows).toBe(true);
    expect(near(plan.at(0).pos, start.pos) && near(plan.at(0).look, start.look)).toBe(true);
    for (const k of [0.3, 0.45, 0.6]) {
      const shot = plan.at(k);
      // Mid-flight the camera is within a couple of metres of the die (from the pitcher's spot it is 4-8 m away), and sees it.
      expect(shot.pos.distanceTo(flight(k))).toBeLessThan(2);
      expect(start.pos.distanceTo(flight(k))).toBeGreaterThan(3);
      expect(inView(shot, flight(k))).toBe(true);
    }
    // The camera moves down the lane as the die does.
    expect(plan.at(0.6).pos.z).toBeGreaterThan(plan.at(0.3).pos.z);
    expect(plan.at(1)).toBe(close);
    expect(inView(plan.at(1), world(court, 0, [0, 0.12, 0.6]))).toBe(true);
    // The game's own wait after a toss holds the close view: no hold of its own.
    expect(plan.holdMs).toBe(0);
  });

  it('reduced motion: no flight; it cuts to the close view at the end and holds it a moment', () => {
    const plan = followPlan({ start, close, die: flight, behind, motion: 'fade' });
    expect(plan.follows).toBe(false);
    for (const k of [0, 0.3, 0.7, 0.99]) expect(plan.at(k)).toBe(start);
    expect(plan.at(1)).toBe(close);
    expect(plan.holdMs).toBe(HOLD_MS);
  });

  it('the fast speed: the close view at once, no hold', () => {
    const plan = followPlan({ start, close, die: flight, behind, motion: 'jump' });
    expect(plan.follows).toBe(false);
    expect(plan.at(1)).toBe(close);
    expect(plan.holdMs).toBe(0);
  });
});

describe('the close view', () => {
  it('is the board shot for a die on the board; for a die far off it, it shows the board and the die', () => {
    expect(closeShot(court, 1, [0.1, 0.15, 0.7])).toEqual(boardShot(court, 1));
    const far: [number, number, number] = [1.3, 0.008, 0.2];
    const shot = closeShot(court, 1, far);
    expect(inView(shot, world(court, 1, far))).toBe(true);
    expect(inView(shot, pivotOf(court, 1))).toBe(true);
    expect(inView(boardShot(court, 1), world(court, 1, far))).toBe(false);
  });
});

describe("the player's view of the lane", () => {
  const pivot = pivotOf(court, 0);
  const above = aboveShot(court, 0);

  it('turns about the board pitched at, tilts steeper, zooms towards it, and looks straight down from above', () => {
    expect(viewed(start, HOME, pivot, above)).toBe(start);
    const turned = viewed(start, moved(HOME, 1.15, { yaw: 0.5 }), pivot, above);
    expect(turned.pos.distanceTo(pivot)).toBeCloseTo(start.pos.distanceTo(pivot), 6);
    expect(turned.pos.x).not.toBeCloseTo(start.pos.x, 2);
    const steeper = viewed(start, moved(HOME, 1.15, { tilt: -0.5 }), pivot, above);
    expect(steeper.pos.y).toBeGreaterThan(start.pos.y + 1);
    const zoomed = viewed(start, moved(HOME, 1.15, { zoom: 2 }), pivot, above);
    expect(zoomed.pos.distanceTo(pivot)).toBeCloseTo(start.pos.distanceTo(pivot) / 2, 6);
    const top = viewed(start, { ...HOME, top: true }, pivot, above);
    expect(top.pos.y - pivot.y).toBeGreaterThan(2);
    expect(Math.hypot(top.pos.x - pivot.x, top.pos.z - pivot.z)).toBeLessThan(0.2);
    expect(inView(top, world(court, 0, [0.25, 0.1, 0.1]))).toBe(true);
  });

  /** A camera on its own tweens, resting behind the pitcher, and a way to let time pass. */
  function lane(angle: ViewAngle = HOME): { cam: LaneCamera; pass: (ms: number) => void } {
    const tweens = new Tweens(() => {});
    const cam = new LaneCamera(court, tweens);
    void cam.fromHand(0, release, 0);
    cam.shotFor(angle);
    return { cam, pass: (ms) => Array.from({ length: Math.ceil(ms / 50) }, () => tweens.update(0.05)) && undefined };
  }

  it('after the result it goes back to the pitcher, in the view the player chose before the toss', () => {
    const angle = moved(HOME, 1.15, { yaw: 0.4, zoom: 1.6 });
    const { cam, pass } = lane(angle);
    const before = cam.shown;
    expect(before.pos.distanceTo(viewed(start, angle, pivot, above).pos)).toBeLessThan(1e-9);
    cam.startFollow();
    cam.chase(followPlan({ start: before, close, die: flight, behind, motion: 'animate' }).at(0.5));
    cam.settle(close, 0);
    expect(cam.shotFor(angle)).toBe(close);
    void cam.fromHand(0, release, 700);
    pass(300);
    // On the way back: between the close view and the player's view.
    const mid = cam.shotFor(angle);
    expect(mid.pos.distanceTo(close.pos)).toBeGreaterThan(0.1);
    expect(mid.pos.distanceTo(before.pos)).toBeGreaterThan(0.1);
    pass(500);
    expect(cam.busy).toBe(false);
    expect(cam.shotFor(angle).pos.distanceTo(before.pos)).toBeLessThan(1e-9);
  });

  it('under reduced motion the close view is held, then the camera cuts back', () => {
    const { cam, pass } = lane();
    cam.startFollow();
    cam.settle(close, HOLD_MS);
    void cam.fromHand(0, release, 0);
    expect(cam.shotFor(HOME)).toBe(close);
    pass(HOLD_MS - 200);
    expect(cam.shotFor(HOME)).toBe(close);
    pass(400);
    expect(cam.shotFor(HOME).pos.distanceTo(start.pos)).toBeLessThan(1e-9);
  });

  it('a change of view during a toss ends the follow: the camera goes to the view the player asked for', () => {
    const { cam } = lane();
    cam.startFollow();
    cam.chase(close);
    const asked = moved(HOME, 1.15, { zoom: 2 });
    const shown = cam.shotFor(asked);
    expect(shown.pos.distanceTo(viewed(start, asked, pivot, above).pos)).toBeLessThan(1e-9);
    // The rest of the follow no longer moves it.
    cam.chase(boardShot(court, 0));
    cam.settle(close, 0);
    expect(cam.shotFor(asked).pos.distanceTo(shown.pos)).toBeLessThan(1e-9);
  });
});

/** How many pixels tall a die at `p` is in `shot` on a canvas `height` px high (aspect 1.6). */
function diePixels(shot: Shot, p: THREE.Vector3, height = 800): number {
  const cam = new THREE.PerspectiveCamera(shot.fov, 1.6, 0.01, 100);
  cam.position.copy(shot.pos);
  cam.lookAt(shot.look);
  cam.updateMatrixWorld();
  const a = p.clone().project(cam);
  const b = p
    .clone()
    .add(new THREE.Vector3(0, court.dieSize, 0))
    .project(cam);
  return (Math.abs(b.y - a.y) * height) / 2;
}

describe("a lesson's close view of the dice the coach talks about", () => {
  const onTop = (u: number, s: number): THREE.Vector3 => world(court, 0, [u, court.frontHeight + 0.05 + s * 0.25, 0.2 + s]);

  it('shows the dice it names large enough to read their faces, where the pitcher’s shot shows specks', () => {
    const dice = [onTop(0.1, 0.4), onTop(-0.05, 0.55)];
    const shot = coachShot(court, 0, dice);
    for (const d of dice) {
      expect(inView(shot, d)).toBe(true);
      expect(diePixels(shot, d)).toBeGreaterThan(30);
      expect(diePixels(pitcherShot(court, 0, release), d)).toBeLessThan(10);
    }
  });

  it('stands back to keep dice far apart in view, and is the board shot when it names none', () => {
    const far = [onTop(-0.25, 0.1), onTop(0.25, 1.0)];
    const shot = coachShot(court, 0, far);
    for (const d of far) expect(inView(shot, d)).toBe(true);
    expect(coachShot(court, 0, [])).toEqual(boardShot(court, 0));
  });
});
