/**
 * `npx tsx bench/search-fixed.ts '<case label>' [games]`: the bench's hard-search row on a fixed
 * workload (seat 0 hard, the others random, whole games from seeds 1..games after one warm-up
 * game), so that two versions of the code can be compared by CPU time on a loaded machine.
 */
import { getBot } from '../src-engine/ai/index';
import { seedRng, type RngState } from '../src-engine/core/rng';
import { getGame } from '../src-engine/games/index';
import { hardSeatStep } from './bench';
import { BENCH_CASES } from './cases';

const c = BENCH_CASES.find((x) => x.label === process.argv[2]);
if (!c) throw new Error(`no case "${process.argv[2]}"; cases: ${BENCH_CASES.map((x) => x.label).join(', ')}`);
const game = getGame(c.game)!;
const random = getBot('random')!;

function play(seed: number): { iterations: number; cpuUs: number } {
  const start = game.setup(c!.options, seed);
  if (!start.ok) throw new Error(start.message);
  let state: unknown = start.value.state;
  let rng: RngState = seedRng(seed);
  let iterations = 0;
  let cpuUs = 0;
  while (game.outcome(state) === null) {
    const step = hardSeatStep(game, state, rng, random);
    rng = step.rng;
    if (step.searched) {
      cpuUs += step.searched.cpuUs;
      iterations += step.searched.iterations;
    }
    const res = game.apply(state, step.action);
    if (!res.ok) throw new Error(res.message);
    state = res.value.state;
  }
  return { iterations, cpuUs };
}

play(1000);
let iterations = 0;
let cpuUs = 0;
for (let seed = 1; seed <= Number(process.argv[3] ?? 2); seed++) {
  const r = play(seed);
  iterations += r.iterations;
  cpuUs += r.cpuUs;
}
console.log(`${c.label}: ${iterations} iterations in ${(cpuUs / 1e6).toFixed(2)} CPU s, ${Math.round(iterations / (cpuUs / 1e6))} per CPU s`);
