/**
 * The physics port: what the toss rules ask of a physics engine, and nothing else. The rules
 * stay synchronous and pure from the outside; the engine behind the port (Rapier, in
 * `rapier.ts`) needs an asynchronous start-up once per process, so a host, the CLI or a test
 * installs it at start (`initTossPhysics()`), and until then a toss answers
 * `ERR_PHYSICS_NOT_READY`. Tests may install a scripted stand-in.
 *
 * Everything crossing the port is plain numbers in the target board's frame (geometry.ts).
 */
import type { Quat, Vec3 } from '../geometry';

/** A die already in play (on the board, or on the ground off it) when a toss starts. */
export interface SimDie {
  /** Stable id within the frame. */
  readonly id: number;
  readonly pos: Vec3;
  readonly quat: Quat;
}

/** The die being pitched, at the moment it leaves the hand. */
export interface SimThrow {
  readonly id: number;
  readonly pos: Vec3;
  readonly quat: Quat;
  /** Linear velocity, m/s. */
  readonly vel: Vec3;
  /** Angular velocity, rad/s. */
  readonly angvel: Vec3;
}

/** One simulation: the dice in play stay where they lie until something hits them. */
export interface SimInput {
  readonly dice: readonly SimDie[];
  readonly toss: SimThrow;
}

/** Where one die ended, with the facts the judge needs. */
export interface SimDieResult {
  readonly id: number;
  /** Its pose at rest (or where it left play). */
  readonly pos: Vec3;
  readonly quat: Quat;
  /** Fell through the hole during this toss (it left play at once). */
  readonly inHole: boolean;
  /** The pitched die touched the ground before it touched the board: a foul, taken out of play at once. */
  readonly fouled: boolean;
  /** At rest with some part on the ground, or gone off the end of the world. */
  readonly onGround: boolean;
  /** At rest partly supported by another die (the contact's normal is nearer the board's normal than its surface). */
  readonly onDie: boolean;
  /** Whether it moved in this toss (the pitched die always has). */
  readonly moved: boolean;
}

/** A moving die's sampled path: `RATE` samples per second from the release, 7 numbers each (x y z qx qy qz qw). */
export interface Track {
  readonly id: number;
  /** Flat [x, y, z, qx, qy, qz, qw, x, y, ...], rounded to 0.1 mm and 1e-4. */
  readonly samples: readonly number[];
}

/** What a simulation returns. */
export interface SimOutput {
  /** Every die of the input (and the pitched one), in input order then the pitched die. */
  readonly dice: readonly SimDieResult[];
  /** The paths of the dice that moved. */
  readonly tracks: readonly Track[];
  /** Simulated seconds from release to rest. */
  readonly seconds: number;
  /** Physics steps taken (the flight before anything can be touched is computed in closed form). */
  readonly steps: number;
}

/** A physics engine as the toss rules use it: a deterministic function of its input. */
export interface TossPhysics {
  /** A name for messages and the bench ('rapier 0.21.0'). */
  readonly name: string;
  simulate(input: SimInput): SimOutput;
}

/** Samples per second in a track. */
export const TRACK_RATE = 60;

/** Where the host's physics lives once installed: one per process, set at start-up. */
export interface PhysicsPort {
  /** The installed engine, or null before start-up. */
  get(): TossPhysics | null;
}

let installed: TossPhysics | null = null;

/** The process's physics port: the toss game reads it on every toss. */
export const physicsPort: PhysicsPort = { get: () => installed };

/** Installs (or with null removes) the process's physics engine. Start-up code and tests call it. */
export function installTossPhysics(physics: TossPhysics | null): void {
  installed = physics;
}
