/**
 * `npx tsx bench/search-trace.ts --case 'zero 2p' [--searches 30] [--time 3]`: a fingerprint of
 * the hard search's decisions, for checking that a speed change keeps them identical. From fixed
 * seeds it plays seeded random games to varied positions, runs the hard search (iteration
 * budget) for the seat to act and prints its ranked root actions with visits and means at full
 * precision. Diff the output before and after a change: it must be byte-identical.
 * With `--time R` it prints nothing of that but searches the same positions R times and gives
 * the iterations per CPU second of the fastest round: a fixed workload, steadier than the bench's.
 */
import { parseArgs } from 'node:util';
import { LEVELS, search, searchOptions } from '../src-engine/ai/index';
import type { AnyGame, BaseAction } from '../src-engine/core/game';
import { nextIntMut, seedRng } from '../src-engine/core/rng';
import { getGame } from '../src-engine/games/index';
import { BENCH_CASES } from './cases';

const { values } = parseArgs({ options: { case: { type: 'string', multiple: true }, searches: { type: 'string', default: '30' }, time: { type: 'string' } } });
const wanted = values.case ?? [];
const searches = Number(values.searches);

interface Position {
  readonly label: string;
  readonly seed: number;
  readonly view: unknown;
  readonly seat: number;
  readonly legal: readonly BaseAction[];
}

/** The positions searched: the first decision with a choice after a seed-dependent random walk. */
function positions(game: AnyGame, c: (typeof BENCH_CASES)[number]): Position[] {
  const out: Position[] = [];
  for (let seed = 1; out.length < searches; seed++) {
    const start = game.setup(c.options, seed);
    if (!start.ok) throw new Error(start.message);
    let state: unknown = start.value.state;
    const r: [number, number, number, number] = [...seedRng(seed * 7919)];
    const walk = nextIntMut(r, 60);
    for (let k = 0; game.outcome(state) === null; k++) {
      const seat = game.toAct(state)[0]!;
      const legal: readonly BaseAction[] = game.legalActions(state, seat);
      if (k >= walk && legal.length > 1) {
        out.push({ label: `${c.label} seed ${seed} step ${k} seat ${seat}`, seed, view: game.view(state, seat), seat, legal });
        break;
      }
      const next = game.apply(state, legal[nextIntMut(r, legal.length)]!);
      if (!next.ok) throw new Error(next.message);
      state = next.value.state;
    }
  }
  return out;
}

for (const c of BENCH_CASES.filter((x) => wanted.includes(x.label))) {
  const game = getGame(c.game)!;
  const list = positions(game, c);
  const run = (p: Position) => search(game, p.view, p.seat, p.legal, seedRng(p.seed), searchOptions(LEVELS.hard, undefined, p.legal.length));
  if (values.time) {
    let best = 0;
    for (let round = 0; round < Number(values.time); round++) {
      let iterations = 0;
      const cpu = process.cpuUsage();
      for (const p of list) iterations += run(p).iterations;
      const used = process.cpuUsage(cpu);
      best = Math.max(best, iterations / ((used.user + used.system) / 1e6));
    }
    console.log(`${c.label}: ${Math.round(best)} iterations per CPU s (best of ${values.time} rounds of ${list.length} searches)`);
    continue;
  }
  for (const p of list) {
    const res = run(p);
    console.log(`${p.label}: ${res.iterations} iterations, rng ${res.rng.join(',')}`);
    for (const a of res.ranked) console.log(`  ${a.visits} ${a.mean} ${JSON.stringify(a.action)}`);
  }
}
