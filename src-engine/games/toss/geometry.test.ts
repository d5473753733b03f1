/** The lane at real scale and the closed-form flight: the numbers a referee with a tape measure would check. */
import { describe, expect, it } from 'vitest';
import {
  ballistic,
  BOARD_LENGTH,
  DIE_SIZE,
  HOLE_CENTRE,
  HOLE_S,
  LANE_LENGTH,
  releasePoint,
  releaseVelocity,
  restingCentre,
  rotate,
  SLOPE,
  solveAim,
  spun,
  surfacePoint,
  toSurface,
  type Quat,
} from './geometry';

describe('toss geometry', () => {
  it('boards 27 ft apart front edge to front edge; a 2 x 4 ft board rising from 3 in to 12 in; the hole 9 in from the top edge', () => {
    expect(LANE_LENGTH / 0.3048).toBeCloseTo(27, 6);
    expect(surfacePoint(0, 0)[1] / 0.0254).toBeCloseTo(3, 6);
    expect(surfacePoint(0, BOARD_LENGTH)[1] / 0.0254).toBeCloseTo(12, 6);
    expect((BOARD_LENGTH - HOLE_S) / 0.0254).toBeCloseTo(9, 6);
    expect((SLOPE * 180) / Math.PI).toBeCloseTo(10.8, 1);
    expect(HOLE_CENTRE[0]).toBe(0);
  });

  it('surface coordinates round-trip, and a resting die sits half its size above the top', () => {
    for (const [u, s] of [
      [0, 0],
      [0.2, 0.6],
      [-0.3, 1.1],
    ] as const) {
      const back = toSurface(surfacePoint(u, s));
      expect(back.u).toBeCloseTo(u, 12);
      expect(back.s).toBeCloseTo(s, 12);
      expect(back.h).toBeCloseTo(0, 12);
      expect(toSurface(restingCentre(u, s)).h).toBeCloseTo(DIE_SIZE / 2, 12);
    }
  });

  it("a lane is a strip of the court: on the pitcher's left at the head end, on their right at the foot end", () => {
    expect(releasePoint('left', 0)[0]).toBeGreaterThan(0);
    expect(releasePoint('left', 1)[0]).toBeLessThan(0);
    expect(releasePoint('right', 0)[0]).toBe(-releasePoint('left', 0)[0]);
    // The release is behind the target board's front edge by the lane length, less the reach past the foul line.
    expect(releasePoint('left', 0)[2]).toBeCloseTo(-LANE_LENGTH + 0.25, 12);
  });

  it.each([30, 50, 65])('solveAim carries the die to its target at a %i degree arc (the flight has no drag)', (pitch) => {
    const from = releasePoint('right', 0);
    const target = restingCentre(0.1, 0.7);
    const aim = solveAim(from, target, pitch)!;
    expect(aim.pitch).toBe(pitch);
    expect(aim.yaw).toBeLessThan(0);
    const v = releaseVelocity(aim);
    // The time to cover the horizontal distance, then where it is.
    const t = Math.hypot(target[0] - from[0], target[2] - from[2]) / Math.hypot(v[0], v[2]);
    const at = ballistic(from, v, t).p;
    for (let i = 0; i < 3; i++) expect(at[i]).toBeCloseTo(target[i]!, 9);
  });

  it('solveAim refuses an arc that cannot reach, or power beyond the bounds', () => {
    const from = releasePoint('left', 0);
    expect(solveAim(from, [0, 3, 0.5], 5)).toBeNull();
    expect(solveAim(from, restingCentre(0, 0.5), 1)).toBeNull();
  });

  it("a cube's spin in flight is exact: spinning a full turn in a second about any axis comes back where it started", () => {
    const q: Quat = [0.1, 0.7, -0.1, 0.7];
    const n = Math.hypot(...q);
    const start: Quat = [q[0] / n, q[1] / n, q[2] / n, q[3] / n];
    const axis = [0.6, 0, 0.8] as const;
    const w = [axis[0] * 2 * Math.PI, 0, axis[2] * 2 * Math.PI] as const;
    const after = spun(start, w, 1);
    // A full turn is the same rotation (q or -q).
    const dot = start.reduce((acc, x, i) => acc + x * after[i]!, 0);
    expect(Math.abs(dot)).toBeCloseTo(1, 9);
    // Half a turn about the axis leaves the axis where it was: the die's own line along it still points along it.
    const half = spun(start, w, 0.5);
    const inverse: Quat = [-start[0], -start[1], -start[2], start[3]];
    const alongAxis = rotate(half, rotate(inverse, [axis[0], axis[1], axis[2]]));
    for (let i = 0; i < 3; i++) expect(alongAxis[i]).toBeCloseTo(axis[i]!, 9);
    // ...while a line across it turns round.
    const across = rotate(half, rotate(inverse, [0, 1, 0]));
    expect(across[1]).toBeCloseTo(-1, 9);
  });
});
