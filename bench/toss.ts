/**
 * Toss's physics throughput: random digital races (listed aims, pitched exactly) with the
 * physics port timed around every simulation. Reports simulated tosses per second (inside
 * the physics and through the whole engine) and the ratio of simulated to wall time.
 */
import { performance } from 'node:perf_hooks';
import type { BaseAction } from '../src-engine/core/game';
import { nextIntMut, seedRng } from '../src-engine/core/rng';
import { getGame, initGames } from '../src-engine/games/index';
import { installTossPhysics, physicsPort, type TossPhysics } from '../src-engine/games/toss/index';

/** What the physics bench measured. */
export interface TossPhysicsFigures {
  readonly tosses: number;
  /** Tosses per wall second spent inside the physics. */
  readonly tossesPerSecond: number;
  /** Tosses per wall second through the engine (apply, judging, events). */
  readonly engineTossesPerSecond: number;
  /** Simulated seconds per wall second inside the physics (> 1: faster than real time). */
  readonly realTimeRatio: number;
  /** Average simulated seconds from release to rest. */
  readonly secondsPerToss: number;
  /** Average Rapier steps per toss (the flight before the board is in closed form). */
  readonly stepsPerToss: number;
  readonly medianMs: number;
  readonly p90Ms: number;
}

/** Plays random digital toss races for `seconds` (after `warmup` seconds) and times the physics. */
export async function measureTossPhysics(seconds: number, warmup = Math.min(1, seconds / 3)): Promise<TossPhysicsFigures> {
  await initGames();
  const real = physicsPort.get();
  if (!real) throw new Error('toss physics did not start');
  const times: number[] = [];
  let simulated = 0;
  let steps = 0;
  let counting = false;
  const timed: TossPhysics = {
    name: real.name,
    simulate(input) {
      const t = performance.now();
      const out = real.simulate(input);
      if (counting) {
        times.push(performance.now() - t);
        simulated += out.seconds;
        steps += out.steps;
      }
      return out;
    },
  };
  installTossPhysics(timed);
  try {
    const game = getGame('toss')!;
    const options = game.parseOptions({ seats: 2 });
    if (!options.ok) throw new Error(options.message);
    let seed = 1;
    let state: unknown = null;
    const r: [number, number, number, number] = [...seedRng(0x70557)];
    const run = (until: number): number => {
      let tosses = 0;
      while (performance.now() < until) {
        if (state === null || game.outcome(state) !== null) {
          const s = game.setup(options.value, seed++);
          if (!s.ok) throw new Error(s.message);
          state = s.value.state;
        }
        const seat = game.toAct(state)[0]!;
        const legal: readonly BaseAction[] = game.legalActions(state, seat);
        const a = legal[nextIntMut(r, legal.length)]!;
        const res = game.apply(state, a);
        if (!res.ok) throw new Error(`toss bench: ${res.error}: ${res.message}`);
        state = res.value.state;
        if (a.type === 'toss') tosses++;
      }
      return tosses;
    };
    run(performance.now() + warmup * 1000);
    counting = true;
    const t0 = performance.now();
    const tosses = run(t0 + seconds * 1000);
    const wall = (performance.now() - t0) / 1000;
    const inside = times.reduce((a, b) => a + b, 0) / 1000;
    times.sort((a, b) => a - b);
    return {
      tosses,
      tossesPerSecond: times.length / inside,
      engineTossesPerSecond: tosses / wall,
      realTimeRatio: simulated / inside,
      secondsPerToss: simulated / Math.max(1, times.length),
      stepsPerToss: steps / Math.max(1, times.length),
      medianMs: times[Math.floor(times.length / 2)] ?? NaN,
      p90Ms: times[Math.floor(times.length * 0.9)] ?? NaN,
    };
  } finally {
    installTossPhysics(real);
  }
}
