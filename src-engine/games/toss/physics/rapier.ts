/**
 * The toss physics on Rapier (`@dimforge/rapier3d-compat` 0.21.0, WebAssembly inlined):
 * one fresh world per toss, built from the input alone, so a toss is a pure function of
 * (dice in play, the pitched die's release). Rapier's WebAssembly arithmetic is IEEE single
 * precision with no platform-dependent instructions, so the same input gives the same bits in
 * every process, and the dice's resting poses (single precision numbers, exact in JSON) rebuild
 * the next toss's world exactly.
 *
 * The flight before anything can be touched is computed in closed form (geometry.ts): in a
 * vacuum a cube's path is a parabola and its spin constant. The world takes over when the die
 * comes down to HANDOFF_HEIGHT, well above anything that rests on the board or the ground.
 */
import type RAPIER from '@dimforge/rapier3d-compat';
import {
  BACK_HEIGHT,
  ballistic,
  BOARD_LENGTH,
  BOARD_NORMAL,
  BOARD_WIDTH,
  DIE_DENSITY,
  DIE_EDGE_RADIUS,
  DIE_SIZE,
  FRONT_HEIGHT,
  GRAVITY,
  HOLE_RADIUS,
  HOLE_S,
  inHoleCircle,
  onBoardTop,
  PLATE_THICKNESS,
  SLOPE,
  spun,
  surfacePoint,
  toSurface,
  type Quat,
  type Vec3,
} from '../geometry';
import { installTossPhysics, TRACK_RATE, type SimDieResult, type SimInput, type SimOutput, type TossPhysics, type Track } from './port';

/**
 * Physics steps per second. A 16 mm die at 10 m/s moves 8 cm a step: continuous collision
 * detection keeps it from passing through the top. 240 Hz read the same landings in a sample
 * of tosses at twice the cost (Rapier 0.21 spends ~50 us a step whatever is moving).
 */
export const STEP_HZ = 120;
/** Physics steps per track sample. */
const STEPS_PER_SAMPLE = STEP_HZ / TRACK_RATE;
/** Height of the die's centre at which the closed-form flight hands over to the world. */
export const HANDOFF_HEIGHT = 0.5;
/** A toss is cut off here even if something still creeps (the dice are then judged as they lie). */
export const MAX_SECONDS = 12;
/** A die counts as still when slower than this (m/s)... */
const REST_SPEED = 0.01;
/** ...and turning slower than this (rad/s)... */
const REST_SPIN = 0.15;
/** ...for this many steps in a row (0.2 s). */
const REST_STEPS = STEP_HZ / 5;
/** Closer than this (m), two shapes touch. */
const TOUCH = 0.001;
/** Below this height a die has left the world (off the edge of the ground). */
const LOST_HEIGHT = -1;

/** Surface materials. The board's top is a smooth painted plywood; the ground is a lawn. */
export const MATERIALS = {
  die: { friction: 0.5, restitution: 0.15 },
  board: { friction: 0.9, restitution: 0.05 },
  ground: { friction: 0.9, restitution: 0.1 },
  /** Rolling resistance stand-ins: a die's spin and speed decay a little per second. */
  damping: { linear: 0.1, angular: 3 },
};

/** Segments of the polygon that stands in for the round hole. */
const HOLE_SEGMENTS = 32;

type R = typeof RAPIER;

/** The board's top as one triangle mesh with its hole, plus the hole's wall, in board coordinates. */
function boardTopMesh(): { vertices: Float32Array; indices: Uint32Array } {
  const v: number[] = [];
  const idx: number[] = [];
  const push = (p: Vec3): number => {
    v.push(p[0], p[1], p[2]);
    return v.length / 3 - 1;
  };
  // A ring of points round the hole, and for each a point on the board's outline along the same
  // angle (the outline of the square around the hole, then the board's corners): the top is then
  // a fan of quads between the two rings.
  const rim: number[] = [];
  const outer: number[] = [];
  const hw = BOARD_WIDTH / 2;
  for (let i = 0; i < HOLE_SEGMENTS; i++) {
    const a = (2 * Math.PI * i) / HOLE_SEGMENTS;
    const du = Math.cos(a);
    const ds = Math.sin(a);
    rim.push(push(surfacePoint(HOLE_RADIUS * du, HOLE_S + HOLE_RADIUS * ds)));
    // Where the ray from the hole's centre at angle a leaves the board.
    const tu = du !== 0 ? hw / Math.abs(du) : Infinity;
    const ts = ds > 0 ? (BOARD_LENGTH - HOLE_S) / ds : ds < 0 ? HOLE_S / -ds : Infinity;
    const t = Math.min(tu, ts);
    outer.push(push(surfacePoint(du * t, HOLE_S + ds * t)));
  }
  // The board's four corners, so the outline is the true rectangle.
  const corners = [push(surfacePoint(hw, 0)), push(surfacePoint(hw, BOARD_LENGTH)), push(surfacePoint(-hw, BOARD_LENGTH)), push(surfacePoint(-hw, 0))];
  const cornerAngles = [Math.atan2(-HOLE_S, hw), Math.atan2(BOARD_LENGTH - HOLE_S, hw), Math.atan2(BOARD_LENGTH - HOLE_S, -hw), Math.atan2(-HOLE_S, -hw)].map((a) =>
    a < 0 ? a + 2 * Math.PI : a,
  );
  for (let i = 0; i < HOLE_SEGMENTS; i++) {
    const j = (i + 1) % HOLE_SEGMENTS;
    // Counter-clockwise seen from above: the normals face up, where the dice come from.
    idx.push(rim[i]!, outer[j]!, outer[i]!, rim[i]!, rim[j]!, outer[j]!);
    const a0 = (2 * Math.PI * i) / HOLE_SEGMENTS;
    const a1 = (2 * Math.PI * (i + 1)) / HOLE_SEGMENTS;
    cornerAngles.forEach((ca, k) => {
      if (ca > a0 && ca < a1) idx.push(outer[i]!, outer[j]!, corners[k]!);
    });
  }
  // The hole's wall, down through the top's thickness, facing the hole's centre.
  const down: Vec3 = [-BOARD_NORMAL[0] * PLATE_THICKNESS, -BOARD_NORMAL[1] * PLATE_THICKNESS, -BOARD_NORMAL[2] * PLATE_THICKNESS];
  const low = rim.map((r) => push([v[3 * r]! + down[0], v[3 * r + 1]! + down[1], v[3 * r + 2]! + down[2]]));
  for (let i = 0; i < HOLE_SEGMENTS; i++) {
    const j = (i + 1) % HOLE_SEGMENTS;
    idx.push(rim[i]!, low[j]!, rim[j]!, rim[i]!, low[i]!, low[j]!);
  }
  return { vertices: new Float32Array(v), indices: new Uint32Array(idx) };
}

/** The rotation about +x by the board's slope (its top rises away from the pitcher). */
const SLOPE_ROT = { x: -Math.sin(SLOPE / 2), y: 0, z: 0, w: Math.cos(SLOPE / 2) };

/** The static world: the ground and the board (top with its hole, front apron, side rails, back). */
function buildStatic(R: R, world: RAPIER.World): { ground: RAPIER.Collider; board: RAPIER.Collider[] } {
  const fixed = world.createRigidBody(R.RigidBodyDesc.fixed());
  const ground = world.createCollider(
    R.ColliderDesc.cuboid(15, 0.5, 25).setTranslation(0, -0.5, 0).setFriction(MATERIALS.ground.friction).setRestitution(MATERIALS.ground.restitution),
    fixed,
  );
  const mat = (d: RAPIER.ColliderDesc): RAPIER.ColliderDesc => d.setFriction(MATERIALS.board.friction).setRestitution(MATERIALS.board.restitution);
  const { vertices, indices } = boardTopMesh();
  const board: RAPIER.Collider[] = [world.createCollider(mat(R.ColliderDesc.trimesh(vertices, indices, R.TriMeshFlags.FIX_INTERNAL_EDGES)), fixed)];
  // Below the top, solid pieces keep a die from slipping under it: the rails along the sides and
  // the apron at the front hang 9 cm under the top; the back is closed down to the ground.
  const depth = 0.09;
  const rail = 0.02;
  const midS = BOARD_LENGTH / 2;
  const underTop = (u: number, s: number, below: number): Vec3 => {
    const p = surfacePoint(u, s);
    return [p[0] - BOARD_NORMAL[0] * below, p[1] - BOARD_NORMAL[1] * below, p[2] - BOARD_NORMAL[2] * below];
  };
  for (const side of [-1, 1]) {
    const c = underTop(side * (BOARD_WIDTH / 2 - rail / 2), midS, depth / 2 + 0.0005);
    board.push(
      world.createCollider(
        mat(
          R.ColliderDesc.cuboid(rail / 2, depth / 2, BOARD_LENGTH / 2)
            .setTranslation(c[0], c[1], c[2])
            .setRotation(SLOPE_ROT),
        ),
        fixed,
      ),
    );
  }
  const front = underTop(0, rail / 2, FRONT_HEIGHT / 2 + 0.0005);
  board.push(
    world.createCollider(
      mat(
        R.ColliderDesc.cuboid(BOARD_WIDTH / 2 - rail, FRONT_HEIGHT / 2, rail / 2)
          .setTranslation(front[0], front[1], front[2])
          .setRotation(SLOPE_ROT),
      ),
      fixed,
    ),
  );
  const backTop = surfacePoint(0, BOARD_LENGTH);
  board.push(
    world.createCollider(
      mat(R.ColliderDesc.cuboid(BOARD_WIDTH / 2, (BACK_HEIGHT - 0.001) / 2, rail / 2).setTranslation(0, (BACK_HEIGHT - 0.001) / 2, backTop[2] - rail / 2 - 0.002)),
      fixed,
    ),
  );
  return { ground, board };
}

/** A die's collider: a cube with rounded edges. */
function dieDesc(R: R): RAPIER.ColliderDesc {
  const h = DIE_SIZE / 2 - DIE_EDGE_RADIUS;
  return R.ColliderDesc.roundCuboid(h, h, h, DIE_EDGE_RADIUS).setDensity(DIE_DENSITY).setFriction(MATERIALS.die.friction).setRestitution(MATERIALS.die.restitution);
}

const v3 = (p: { x: number; y: number; z: number }): Vec3 => [p.x, p.y, p.z];
const q4 = (q: { x: number; y: number; z: number; w: number }): Quat => [q.x, q.y, q.z, q.w];
const round = (x: number, k: number): number => Math.round(x * k) / k;

/** A track sample of a pose, rounded to 0.1 mm and 1e-4 (the renderer's precision, not the state's). */
function sample(out: number[], p: Vec3, q: Quat): void {
  out.push(round(p[0], 1e4), round(p[1], 1e4), round(p[2], 1e4), round(q[0], 1e4), round(q[1], 1e4), round(q[2], 1e4), round(q[3], 1e4));
}

/** One die in the world during a toss. */
interface Live {
  readonly id: number;
  body: RAPIER.RigidBody | null;
  readonly collider: RAPIER.Collider;
  /** Still held where it lay (a fixed body) because nothing has come near it yet. */
  fixed: boolean;
  /** Where it was after the last step, and how fast it went (moving dice; read once a step). */
  at: Vec3;
  speed: number;
  readonly samples: number[];
  moved: boolean;
  still: number;
  inHole: boolean;
  fouled: boolean;
  lost: boolean;
  /** Final pose once it left play (hole, foul, lost). */
  exitPos: Vec3 | null;
  exitQuat: Quat | null;
  readonly startPos: Vec3;
  readonly startQuat: Quat;
}

/** Whether a die's centre is below the top within the hole: it has dropped through. */
function droppedThrough(p: Vec3): boolean {
  const s = toSurface(p);
  return s.h < -PLATE_THICKNESS && inHoleCircle(s.u, s.s);
}

/** The static world, built once per process and restored from its snapshot for every toss. */
interface Base {
  readonly snapshot: Uint8Array;
  readonly ground: number;
  readonly board: ReadonlySet<number>;
}

/** A world's settings; set again after every restore so nothing depends on what a snapshot keeps. */
function configure(world: RAPIER.World): void {
  world.timestep = 1 / STEP_HZ;
  // Dice are 16 mm: tolerances scaled to them, not to metre-sized bodies.
  world.lengthUnit = 0.05;
}

/** Builds the ground and the board and keeps the world's snapshot (faster to restore than to build: the top is a mesh). */
function buildBase(R: R): Base {
  const world = new R.World({ x: 0, y: -GRAVITY, z: 0 });
  try {
    configure(world);
    const { ground, board } = buildStatic(R, world);
    return { snapshot: world.takeSnapshot(), ground: ground.handle, board: new Set(board.map((c) => c.handle)) };
  } finally {
    world.free();
  }
}

/** Runs one toss in a world restored from the base: nothing of an earlier toss survives into it. */
function simulateWith(R: R, base: Base, input: SimInput): SimOutput {
  const world = R.World.restoreSnapshot(base.snapshot);
  try {
    configure(world);
    const ground = world.getCollider(base.ground);
    const boardHandles = base.board;
    // Dice at rest are fixed until something comes near (see `release`): a body created asleep
    // would be woken by its first contacts and settle again, creeping a millimetre a toss.
    const dice: Live[] = input.dice.map((d) => {
      const body = world.createRigidBody(
        R.RigidBodyDesc.fixed()
          .setTranslation(d.pos[0], d.pos[1], d.pos[2])
          .setRotation({ x: d.quat[0], y: d.quat[1], z: d.quat[2], w: d.quat[3] })
          .setLinearDamping(MATERIALS.damping.linear)
          .setAngularDamping(MATERIALS.damping.angular)
          .setCcdEnabled(true),
      );
      const collider = world.createCollider(dieDesc(R), body);
      return {
        id: d.id,
        body,
        collider,
        fixed: true,
        at: d.pos,
        speed: 0,
        samples: [],
        moved: false,
        still: 0,
        inHole: false,
        fouled: false,
        lost: false,
        exitPos: null,
        exitQuat: null,
        startPos: d.pos,
        startQuat: d.quat,
      };
    });

    // The closed-form flight, sampled on the same clock as the world.
    const t = input.toss;
    const flightSamples: number[] = [];
    let step = 0;
    for (;;) {
      const time = step / STEP_HZ;
      const f = ballistic(t.pos, t.vel, time);
      if (step % STEPS_PER_SAMPLE === 0) sample(flightSamples, f.p, spun(t.quat, t.angvel, time));
      if ((f.p[1] <= HANDOFF_HEIGHT && f.v[1] <= 0) || time >= MAX_SECONDS) break;
      step++;
    }
    const handoff = ballistic(t.pos, t.vel, step / STEP_HZ);
    const hq = spun(t.quat, t.angvel, step / STEP_HZ);
    const body = world.createRigidBody(
      R.RigidBodyDesc.dynamic()
        .setTranslation(handoff.p[0], handoff.p[1], handoff.p[2])
        .setRotation({ x: hq[0], y: hq[1], z: hq[2], w: hq[3] })
        .setLinvel(handoff.v[0], handoff.v[1], handoff.v[2])
        .setAngvel({ x: t.angvel[0], y: t.angvel[1], z: t.angvel[2] })
        .setLinearDamping(MATERIALS.damping.linear)
        .setAngularDamping(MATERIALS.damping.angular)
        .setCcdEnabled(true),
    );
    const collider = world.createCollider(dieDesc(R).setActiveEvents(R.ActiveEvents.COLLISION_EVENTS), body);
    // The last flight sample is the hand-off pose when it falls on the sample clock; the world samples from the next one.
    const pitched: Live = {
      id: t.id,
      body,
      collider,
      fixed: false,
      at: handoff.p,
      speed: Math.hypot(handoff.v[0], handoff.v[1], handoff.v[2]),
      samples: flightSamples,
      moved: true,
      still: 0,
      inHole: false,
      fouled: false,
      lost: false,
      exitPos: null,
      exitQuat: null,
      startPos: t.pos,
      startQuat: t.quat,
    };
    const all = [...dice, pitched];
    const events = new R.EventQueue(true);
    let touchedBoard = false;
    /** Samples due before this step's own (one every STEPS_PER_SAMPLE steps from step 0). */
    const samplesBefore = (): number => Math.floor((step - 1) / STEPS_PER_SAMPLE) + 1;
    const maxSteps = MAX_SECONDS * STEP_HZ;
    let worldSteps = 0;

    const leave = (d: Live, how: 'inHole' | 'fouled' | 'lost'): void => {
      const b = d.body!;
      d.exitPos = v3(b.translation());
      d.exitQuat = q4(b.rotation());
      d[how] = true;
      world.removeRigidBody(b);
      d.body = null;
    };

    /**
     * Lets a held die move once a moving die could reach it within the next two steps: closer
     * than two dice's corner-to-corner reach, a centimetre, and twice a step's travel.
     */
    const release = (): void => {
      for (const d of all) {
        if (!d.fixed || !d.body) continue;
        const p = d.at;
        for (const o of all) {
          if (o.fixed || !o.body) continue;
          const q = o.at;
          const reach = DIE_SIZE * Math.sqrt(3) + 0.01 + (2 * o.speed) / STEP_HZ;
          if (Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]) < reach) {
            d.body.setBodyType(R.RigidBodyType.Dynamic, true);
            d.fixed = false;
            break;
          }
        }
      }
    };

    while (step < maxSteps) {
      release();
      world.step(events);
      step++;
      worldSteps++;
      if (!touchedBoard && pitched.body) {
        events.drainCollisionEvents((h1, h2, started) => {
          if (!started || touchedBoard || !pitched.body) return;
          const other = h1 === collider.handle ? h2 : h2 === collider.handle ? h1 : null;
          if (other === null) return;
          if (boardHandles.has(other)) touchedBoard = true;
          // RULING (docs/rules/toss.md): a die that touches the ground before the board is a foul, taken off at once.
          else if (other === ground.handle) leave(pitched, 'fouled');
        });
      }
      let moving = false;
      for (const d of all) {
        const b = d.body;
        if (!b || d.fixed) continue;
        if (b.isSleeping()) {
          d.still = REST_STEPS;
          d.speed = 0;
          continue;
        }
        const p = v3(b.translation());
        if (droppedThrough(p)) {
          leave(d, 'inHole');
          continue;
        }
        if (p[1] < LOST_HEIGHT) {
          leave(d, 'lost');
          continue;
        }
        const lv = b.linvel();
        const av = b.angvel();
        d.at = p;
        d.speed = Math.hypot(lv.x, lv.y, lv.z);
        if (d.speed < REST_SPEED && Math.hypot(av.x, av.y, av.z) < REST_SPIN) d.still++;
        else {
          d.still = 0;
          if (!d.moved) {
            // Set moving by a knock: its track starts where it lay.
            d.moved = true;
            for (let k = d.samples.length / 7; k < samplesBefore(); k++) sample(d.samples, d.startPos, d.startQuat);
          }
        }
        if (d.still < REST_STEPS) moving = true;
      }
      if (step % STEPS_PER_SAMPLE === 0) {
        for (const d of all) if (d.body && d.moved) sample(d.samples, v3(d.body.translation()), q4(d.body.rotation()));
      }
      if (!moving) break;
    }
    events.free();

    const results: SimDieResult[] = all.map((d) => {
      if (!d.body) return { id: d.id, pos: d.exitPos!, quat: d.exitQuat!, inHole: d.inHole, fouled: d.fouled, onGround: d.lost, onDie: false, moved: d.moved };
      const pos = v3(d.body.translation());
      const quat = q4(d.body.rotation());
      const s = toSurface(pos);
      // Shape queries, not the contact graph: a held (fixed) die has no contact pairs with the static world.
      const onGround = !onBoardTop(s.u, s.s) || (d.collider.contactCollider(ground, TOUCH)?.distance ?? Infinity) < TOUCH;
      let onDie = false;
      for (const o of all) {
        if (o === d || !o.body) continue;
        const c = d.collider.contactCollider(o.collider, TOUCH);
        if (!c || c.distance >= TOUCH) continue;
        const n = c.normal1;
        const along = Math.abs(n.x * BOARD_NORMAL[0] + n.y * BOARD_NORMAL[1] + n.z * BOARD_NORMAL[2]);
        // Resting on it: the contact faces up the board's normal and this die is the upper one.
        if (along > Math.SQRT1_2 && s.h > toSurface(v3(o.body.translation())).h) onDie = true;
      }
      return { id: d.id, pos, quat, inHole: false, fouled: false, onGround, onDie, moved: d.moved };
    });
    const tracks: Track[] = all.filter((d) => d.moved).map((d) => ({ id: d.id, samples: d.samples }));
    return { dice: results, tracks, seconds: step / STEP_HZ, steps: worldSteps };
  } finally {
    world.free();
  }
}

/** The Rapier-backed physics (after `RAPIER.init()`). */
function rapierPhysics(R: R): TossPhysics {
  const base = buildBase(R);
  return { name: 'rapier3d-compat 0.21.0', simulate: (input) => simulateWith(R, base, input) };
}

let ready: Promise<TossPhysics> | null = null;

/**
 * Starts Rapier's WebAssembly (once per process; later calls share the first) and installs it
 * as the toss physics. Hosts, the CLI and tests await it at start-up.
 */
export function initTossPhysics(): Promise<TossPhysics> {
  // Loaded here, not at import: its 2 MB of inlined WebAssembly become a chunk of their own in the
  // app's bundles, parsed only when a host starts, never by code that merely names the games.
  ready ??= import('@dimforge/rapier3d-compat').then(async ({ default: R }) => {
    await R.init();
    const physics = rapierPhysics(R);
    installTossPhysics(physics);
    return physics;
  });
  return ready;
}
