/**
 * The camera's plan for one toss, as a pure function: where it stands and looks at each moment
 * of the flight (k from 0, the release, to 1, the die at rest), the close view of the board it
 * settles on, and how long that view is held before the camera goes back to the pitcher's (or
 * the player's own) view.
 *
 * - Animated: it leaves the shot on screen as the die leaves the hand, rides behind and above
 *   the die down the lane (a 16 mm die is a speck from the pitcher's spot by mid-lane), and
 *   settles on the close view as the die comes down. The game's own wait after a toss holds it.
 * - Reduced motion: no flight at all; the camera cuts to the close view once the die is at rest
 *   and holds it a moment (the event player does not wait under reduced motion), then cuts back.
 * - The fast speed (tests) or a skipped step: it lands on the close view at once, no hold.
 */
import * as THREE from 'three';
import type { Motion } from '../../../ui/events';
import type { Shot } from './camera';

/** How long the close view is held under reduced motion before the camera cuts back, ms. */
export const HOLD_MS = 1400;
/** The chasing camera's field of view, degrees. */
export const RIDE_FOV = 34;

/** What the plan is made from. */
export interface FollowInput {
  /** The shot on screen when the die leaves the hand. */
  readonly start: Shot;
  /** The close view of the board the camera settles on. */
  readonly close: Shot;
  /** Where the pitched die is (world) at fraction k of the flight. */
  readonly die: (k: number) => THREE.Vector3;
  /** Where the chasing camera rides relative to the die (world): behind it and above. */
  readonly behind: THREE.Vector3;
  readonly motion: Motion;
}

/** The camera's plan for one toss. */
export interface FollowPlan {
  /** Whether the camera flies with the die (else it cuts to the close view at the end). */
  readonly follows: boolean;
  /** The shot at fraction k of the flight. */
  at(k: number): Shot;
  /** The close view the flight ends on. */
  readonly close: Shot;
  /** How long the close view is held after the flight before the camera goes back on its own, ms (0: the game's wait holds it). */
  readonly holdMs: number;
}

const smooth = (x: number, a: number, b: number): number => THREE.MathUtils.smoothstep(x, a, b);

/** The plan for a toss from `input`. */
export function followPlan(input: FollowInput): FollowPlan {
  const { start, close, die, behind, motion } = input;
  const follows = motion === 'animate';
  const release = die(0);
  const span = Math.max(0.5, close.look.distanceTo(release));
  const at = (k: number): Shot => {
    if (k >= 1) return close;
    if (!follows) return start;
    const d = die(k);
    // How far down the lane the die has come (1: over the board).
    const progress = Math.min(1, Math.max(0, 1 - d.distanceTo(close.look) / span));
    const chase = d.clone().add(behind);
    const ride = smooth(k, 0.02, 0.22);
    const settle = Math.max(smooth(progress, 0.72, 0.98), smooth(k, 0.7, 1));
    const pos = start.pos.clone().lerp(chase, ride).lerp(close.pos, settle);
    // It turns from where the start shot looked to the die as it begins to ride, and to the board as it settles.
    const target = d.clone().lerp(close.look, Math.max(smooth(progress, 0.85, 1), settle));
    const look = start.look.clone().lerp(target, Math.max(ride, settle));
    const fov = start.fov + (RIDE_FOV - start.fov) * ride;
    return { pos, look, fov: fov + (close.fov - fov) * settle };
  };
  return { follows, at, close, holdMs: motion === 'fade' ? HOLD_MS : 0 };
}
