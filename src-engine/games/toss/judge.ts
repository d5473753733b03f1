/**
 * Reads a die at rest: which face is up, how far it tilts, and what it counts for once the
 * frame is complete (RULINGS toss: foul > in the hole > off the board > leaner > pips).
 */
import type { Pips } from '../../core/dice';
import { rotate, type Quat, type Vec3 } from './geometry';
import type { DieResult } from './scoring';

/**
 * The dice's faces: the local axis each face looks along, and its pips. Opposite faces add to
 * 7 (1 opposite 6 along y, 2 opposite 5 along x, 3 opposite 4 along z).
 */
export const FACES: readonly { readonly axis: Vec3; readonly pips: Pips }[] = [
  { axis: [0, 1, 0], pips: 1 },
  { axis: [0, -1, 0], pips: 6 },
  { axis: [1, 0, 0], pips: 2 },
  { axis: [-1, 0, 0], pips: 5 },
  { axis: [0, 0, 1], pips: 3 },
  { axis: [0, 0, -1], pips: 4 },
];

/** The leaner threshold: a top face more than 20 degrees from level cannot be read (RULINGS). */
export const LEANER_DEGREES = 20;

/** The face looking most nearly straight up, and the angle in degrees between its normal and the vertical. */
export function topFace(q: Quat): { pips: Pips; tilt: number } {
  let best = FACES[0]!;
  let up = -Infinity;
  for (const f of FACES) {
    const y = rotate(q, f.axis)[1];
    if (y > up) {
      up = y;
      best = f;
    }
  }
  return { pips: best.pips, tilt: (Math.acos(Math.max(-1, Math.min(1, up))) * 180) / Math.PI };
}

/** The orientation that shows `pips` on top, lying level (tests, lessons, the keeper's pictures). */
export function orientationFor(pips: Pips): Quat {
  const h = Math.SQRT1_2;
  switch (pips) {
    case 1:
      return [0, 0, 0, 1];
    case 6:
      return [1, 0, 0, 0];
    case 2:
      return [0, 0, h, h];
    case 5:
      return [0, 0, -h, h];
    case 3:
      return [-h, 0, 0, h];
    case 4:
      return [h, 0, 0, h];
  }
}

/** What the judge knows of a die once the frame's dice have all been pitched. */
export interface DieFacts {
  readonly quat: Quat;
  /** Taken off at once: it touched the ground before the board. */
  readonly fouled: boolean;
  /** It dropped through the hole (it may have been knocked in). */
  readonly inHole: boolean;
  /** Some part of it rests on the ground, or it is not over the board at all. */
  readonly onGround: boolean;
  /** It rests partly on another die. */
  readonly onDie: boolean;
}

/** A die's result from its final state, by the ruled precedence: foul, hole, off, leaner, pips. */
export function judge(d: DieFacts): DieResult {
  if (d.fouled) return 'foul';
  if (d.inHole) return 'hole';
  if (d.onGround) return 'off';
  const top = topFace(d.quat);
  if (d.onDie || top.tilt > LEANER_DEGREES) return 'leaner';
  return top.pips;
}
