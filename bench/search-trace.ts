/**
 * `npx tsx bench/search-trace.ts [--case LABEL]... [--searches N]`: a fingerprint of the
 * search's decisions for speed work. For each case it runs N hard searches from fixed seeds on
 * positions reached by seeded random play and prints every root action's visits and mean
 * (full precision), the iterations and the generator after the search. An optimisation of the
 * search or of a game's AI hooks must leave this output byte-identical.
 */
import { parseArgs } from 'node:util';
import { LEVELS, search, searchOptions } from '../src-engine/ai/index';
import type { BaseAction } from '../src-engine/core/game';
import { nextIntMut, seedRng } from '../src-engine/core/rng';
import { getGame } from '../src-engine/games/index';
import { BENCH_CASES, type BenchCase } from './cases';

const { values } = parseArgs({ options: { case: { type: 'string', multiple: true }, searches: { type: 'string', default: '30' } } });
const searches = Number(values.searches);
/** Set-ups the bench does not time but whose decisions speed work must keep too. */
const TRACE_ONLY: readonly BenchCase[] = [{ label: 'pipfall 3p', game: 'pipfall', options: { seats: 3, variants: [] } }];
const all = [...BENCH_CASES, ...TRACE_ONLY];
const cases = values.case ? all.filter((c) => values.case!.includes(c.label)) : all.filter((c) => c.game !== 'toss');
for (const c of cases) {
  const game = getGame(c.game)!;
  let cpuUs = 0;
  let iterations = 0;
  for (let k = 0; k < searches; k++) {
    const seed = 1000 + k;
    const start = game.setup(c.options, seed);
    if (!start.ok) throw new Error(`${c.label}: setup failed`);
    let state: unknown = start.value.state;
    const r: [number, number, number, number] = [...seedRng(seed ^ 0x2545f491)];
    // Random play to a seed-dependent depth, then the next decision with a choice.
    const walk = nextIntMut(r, 80);
    let steps = 0;
    let found: { seat: number; legal: readonly BaseAction[] } | null = null;
    while (game.outcome(state) === null) {
      const toAct = game.toAct(state);
      const seat = toAct[nextIntMut(r, toAct.length)]!;
      const legal: readonly BaseAction[] = game.legalActions(state, seat);
      if (steps >= walk && legal.length > 1) {
        found = { seat, legal };
        break;
      }
      const res = game.apply(state, legal[nextIntMut(r, legal.length)]!);
      if (!res.ok) throw new Error(`${c.label}: seed ${seed}: legal action refused`);
      state = res.value.state;
      steps++;
    }
    if (!found) {
      console.log(`${c.label} #${k}: game over after ${steps}`);
      continue;
    }
    const cpu = process.cpuUsage();
    const res = search(game, game.view(state, found.seat), found.seat, found.legal, seedRng(seed), searchOptions(LEVELS.hard, undefined, found.legal.length));
    const used = process.cpuUsage(cpu);
    cpuUs += used.user + used.system;
    iterations += res.iterations;
    console.log(`${c.label} #${k} seat ${found.seat} after ${steps}: ${res.iterations} it, ${res.stopped}, rng ${res.rng.join(',')}`);
    for (const a of res.ranked) console.log(`  ${JSON.stringify(a.action)} ${a.visits} ${a.mean}`);
    // The other code paths, on smaller budgets: medium's, and nested lookahead in rollouts (no level uses it today).
    for (const [name, opts] of [
      ['medium', searchOptions(LEVELS.medium, undefined, found.legal.length)],
      ['lookahead', { ...searchOptions(LEVELS.hard, undefined, found.legal.length), iterations: 120, lookahead: 3, lookaheadSelf: k % 2 }],
    ] as const) {
      const more = search(game, game.view(state, found.seat), found.seat, found.legal, seedRng(seed + 1), opts);
      console.log(`  ${name}: ${more.iterations} it, rng ${more.rng.join(',')}: ${more.ranked.map((a) => `${a.visits} ${a.mean}`).join(', ')}`);
    }
  }
  // Speed on stderr, so that stdout stays the fingerprint.
  console.error(`${c.label}: ${iterations} iterations, ${Math.round(iterations / (cpuUs / 1e6))} per CPU s`);
}
