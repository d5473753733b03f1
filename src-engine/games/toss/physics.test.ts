/**
 * The real physics (Rapier behind the port): the board at real scale reads dice as a referee
 * would, pitched dice knock resting ones, and the simulation is deterministic run to run and
 * (physics.node.test.ts: across processes too).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { candidateAims } from './aims';
import { BOARD_NORMAL, DIE_SIZE, HOLE_S, releasePoint, releaseVelocity, solveAim, toSurface, type Quat, type Vec3 } from './geometry';
import { judge } from './judge';
import type { SimInput, TossPhysics } from './physics/port';
import { initTossPhysics, STEP_HZ } from './physics/rapier';
import { TRACK_RATE } from './physics/port';
import { flatDie } from './testkit';

let physics: TossPhysics;
beforeAll(async () => {
  physics = await initTossPhysics();
});

/** A point `h` above `p` along the board's normal. */
const above = (p: Vec3, h: number): Vec3 => [p[0] + BOARD_NORMAL[0] * h, p[1] + BOARD_NORMAL[1] * h, p[2] + BOARD_NORMAL[2] * h];

/** Lets a die go at rest at `pos` (a drop), among `dice`. */
function drop(pos: Vec3, quat: Quat, dice: SimInput['dice'] = []): ReturnType<TossPhysics['simulate']> {
  return physics.simulate({ dice, toss: { id: 9, pos, quat, vel: [0, 0, 0], angvel: [0, 0, 0] } });
}

describe('toss physics: the board reads dice as a referee would', () => {
  it.each([1, 2, 3, 4, 5, 6] as const)('a die set down flat on the board stays and shows its top face (%i)', (pips) => {
    const f = flatDie(pips, 0.1, 0.5);
    const d = drop(above(f.pos, 0.002), f.quat).dice[0]!;
    expect(judge(d)).toBe(pips);
    const at = toSurface(d.pos);
    expect(at.u).toBeCloseTo(0.1, 2);
    expect(at.s).toBeCloseTo(0.5, 1);
  });

  it('a die let go over the hole drops through it and leaves play at once', () => {
    const f = flatDie(3, 0, HOLE_S);
    const d = drop(above(f.pos, 0.05), f.quat).dice[0]!;
    expect(d.inHole).toBe(true);
    expect(judge(d)).toBe('hole');
  });

  it('a die set down on top of another rests on it: a leaner, though its top face is level', () => {
    const base = flatDie(4, 0, 0.5);
    const top = flatDie(2, 0, 0.5);
    const out = drop(above(top.pos, DIE_SIZE + 0.001), top.quat, [{ id: 0, ...base }]);
    const [under, over] = out.dice;
    expect(over!.onDie).toBe(true);
    expect(judge(over!)).toBe('leaner');
    expect(judge(under!)).toBe(4);
  });

  it('a die lying on the ground beside the board is off the board', () => {
    const f = flatDie(6, 0, 0.5);
    const out = drop(above(f.pos, 0.002), f.quat, [{ id: 0, pos: [0.6, DIE_SIZE / 2, 0.5], quat: [0, 0, 0, 1] }]);
    expect(out.dice[0]).toMatchObject({ id: 0, onGround: true });
    expect(judge(out.dice[0]!)).toBe('off');
    expect(judge(out.dice[1]!)).toBe(6);
  });

  it('a pitched die that touches the ground before the board is a foul, taken out of play where it touched', () => {
    const from = releasePoint('left', 0);
    const aim = solveAim(from, [0, DIE_SIZE / 2, -2], 45)!;
    const out = physics.simulate({ dice: [], toss: { id: 0, pos: from, quat: [0, 0, 0, 1], vel: releaseVelocity(aim), angvel: [1, 2, 3] } });
    expect(out.dice[0]).toMatchObject({ fouled: true });
    expect(out.dice[0]!.pos[2]).toBeCloseTo(-2, 0);
    // Its track ends there: it is lifted away, not left to bounce on.
    const samples = out.tracks[0]!.samples;
    expect(samples[samples.length - 5]).toBeCloseTo(out.dice[0]!.pos[2], 1);
  });

  it('a pitched die knocks a resting one: the knock shots at a die move it, and its track starts where it lay', () => {
    const from = releasePoint('left', 0);
    const lying = { id: 0, side: 1 as const, seat: 1, ...flatDie(5, 0, 0.6), fouled: false, inHole: false, onGround: false, onDie: false };
    const shots = candidateAims('left', 0, [lying], 0).filter((c) => c.knocks === 0);
    expect(shots.length).toBeGreaterThan(0);
    let displaced = 0;
    for (const shot of shots) {
      for (let k = 0; k < 4; k++) {
        const out = physics.simulate({
          dice: [{ id: 0, pos: lying.pos, quat: lying.quat }],
          toss: { id: 1, pos: from, quat: [Math.sin(k), 0, Math.cos(k), 0], vel: releaseVelocity(shot.aim), angvel: [k, -k, 2] },
        });
        const hit = out.dice[0]!;
        const track = out.tracks.find((t) => t.id === 0);
        if (Math.hypot(hit.pos[0] - lying.pos[0], hit.pos[1] - lying.pos[1], hit.pos[2] - lying.pos[2]) > 0.01 || judge(hit) !== 5) {
          displaced++;
          expect(track).toBeDefined();
          expect(track!.samples.slice(0, 3)).toEqual(lying.pos.map((x) => Math.round(x * 1e4) / 1e4));
          // On the same clock as the pitched die's: a die still in play has a sample for every instant.
          const pitched = out.tracks.find((t) => t.id === 1)!;
          if (!hit.inHole && !out.dice[1]!.inHole && !out.dice[1]!.fouled) expect(track!.samples.length).toBe(pitched.samples.length);
        }
      }
    }
    expect(displaced).toBeGreaterThan(0);
  });

  it(`tracks are sampled at ${TRACK_RATE} Hz from the release, 7 numbers a sample`, () => {
    const from = releasePoint('right', 1);
    const aim = solveAim(from, flatDie(1, 0, 0.6).pos, 60)!;
    const out = physics.simulate({ dice: [], toss: { id: 0, pos: from, quat: [0, 0, 0, 1], vel: releaseVelocity(aim), angvel: [0, 0, 0] } });
    const s = out.tracks[0]!.samples;
    expect(s.length % 7).toBe(0);
    expect(s.slice(0, 3)).toEqual(from.map((x) => Math.round(x * 1e4) / 1e4));
    // One sample per 1/60 s from release until rest, inclusive.
    expect(s.length / 7).toBe(Math.floor(out.seconds * TRACK_RATE) + 1);
    expect(STEP_HZ % TRACK_RATE).toBe(0);
  });
});

describe('toss physics: determinism', () => {
  const from = releasePoint('left', 0);
  const input = (k: number): SimInput => {
    const aim = solveAim(from, flatDie(1, 0.05 * k, 0.55).pos, 55 + k)!;
    return {
      dice: [{ id: 0, ...flatDie(3, 0, 0.6) }],
      toss: { id: 1, pos: from, quat: [0.5, 0.5, 0.5, 0.5], vel: releaseVelocity({ ...aim, power: aim.power * 1.01 }), angvel: [3, -2, 5] },
    };
  };

  it('the same toss gives the same bits run to run, whatever was simulated before it', () => {
    const first = JSON.stringify(physics.simulate(input(0)));
    for (const k of [1, 2, 3]) physics.simulate(input(k));
    expect(JSON.stringify(physics.simulate(input(0)))).toBe(first);
    expect(JSON.stringify(physics.simulate(input(0)))).toBe(first);
  });
});
