/**
 * `npx tsx bench/hex-decisions.ts`: hard searches from fixed seeds on hex positions reached by
 * seeded random play (2 and 4 seats), printing each search's ranked root actions with visits
 * and means. Speed work on hex must leave this output byte-identical: the same legal actions in
 * the same order, the same random draws and the same evaluations give the same numbers.
 */
import { LEVELS, search, searchOptions } from '../src-engine/ai/index';
import { nextIntMut, seedRng } from '../src-engine/core/rng';
import { actionKey, hex } from '../src-engine/games/hex/index';
import type { HexAction, HexState } from '../src-engine/games/hex/index';

/** Searches per seat count (first argument); the CPU time of the searches goes to stderr. */
const PER_SEATS = Number(process.argv[2] ?? 15);

for (const seats of [2, 4] as const) {
  let done = 0;
  let iterations = 0;
  let cpuUs = 0;
  for (let seed = 1; done < PER_SEATS; seed++) {
    const start = hex.setup({ seats, variants: [] }, seed);
    if (!start.ok) throw new Error(start.message);
    let state: HexState = start.value.state;
    const r: [number, number, number, number] = [...seedRng(seed * 7919)];
    // Search about one decision in six, so positions of every phase come up.
    while (hex.outcome(state) === null && done < PER_SEATS) {
      const seat = hex.toAct(state)[0]!;
      const legal = hex.legalActions(state, seat);
      if (legal.length > 1 && nextIntMut(r, 6) === 0) {
        const cpu = process.cpuUsage();
        const res = search(hex, hex.view(state, seat), seat, legal, seedRng(seed * 1000 + done), searchOptions(LEVELS.hard, undefined, legal.length));
        const used = process.cpuUsage(cpu);
        cpuUs += used.user + used.system;
        iterations += res.iterations;
        console.log(`seats ${seats} seed ${seed} search ${done}: seat ${seat}, ${legal.length} legal, ${res.iterations} iterations, rng ${res.rng.join(',')}`);
        for (const a of res.ranked) if (a.visits > 0) console.log(`  ${actionKey(a.action as HexAction)} ${a.visits} ${a.mean}`);
        done++;
      }
      const next = hex.apply(state, legal[nextIntMut(r, legal.length)]!);
      if (!next.ok) throw new Error(next.message);
      state = next.value.state;
    }
  }
  console.error(`${seats} seats: ${iterations} iterations in ${(cpuUs / 1e6).toFixed(2)} CPU s, ${Math.round(iterations / (cpuUs / 1e6))} per CPU s`);
}
