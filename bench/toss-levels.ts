/**
 * `npx tsx bench/toss-levels.ts --a hard --b medium [--games 40] [--seed 1] [--seats 2]`
 *
 * Toss's AI throwers head to head: each deal is played twice with the sides swapped, and the
 * script prints A's win rate with a Wilson 95% interval, each level's average frame score
 * (what a frame added to its side's total: doubled, floored at 0) and its share of dice by
 * result, and the average decision time. The LAST line is `winrate: 0.xx [lo, hi]`.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { getBot } from '../src-engine/ai/index';
import { botSeed } from '../src-engine/ai/match';
import type { BaseAction } from '../src-engine/core/game';
import type { RngState } from '../src-engine/core/rng';
import { getGame, initGames } from '../src-engine/games/index';
import type { TossEvent, TossState } from '../src-engine/games/toss/index';
import type { DieResult } from '../src-engine/games/toss/scoring';
import { wilson } from './arena-lib';

const { values } = parseArgs({
  options: {
    a: { type: 'string', default: 'hard' },
    b: { type: 'string', default: 'medium' },
    games: { type: 'string', default: '40' },
    seed: { type: 'string', default: '1' },
    seats: { type: 'string', default: '2' },
  },
});
const games = Number(values.games);
const seed0 = Number(values.seed);
const seats = Number(values.seats);
if (!Number.isInteger(games) || games < 1 || !Number.isInteger(seed0) || (seats !== 2 && seats !== 4)) {
  console.error('usage: npx tsx bench/toss-levels.ts --a LEVEL --b LEVEL [--games N] [--seed S] [--seats 2|4]');
  process.exit(2);
}
await initGames();
const game = getGame('toss')!;
const bots = { a: getBot(values.a), b: getBot(values.b) };
if (!bots.a || !bots.b) {
  console.error(`unknown level: ${!bots.a ? values.a : values.b}`);
  process.exit(2);
}

/** Per level: frames, points, dice by result, wins, decision time. */
interface Tally {
  frames: number;
  points: number;
  dice: Map<string, number>;
  wins: number;
  ms: number;
  decisions: number;
}
const tally = (): Tally => ({ frames: 0, points: 0, dice: new Map(), wins: 0, ms: 0, decisions: 0 });
const t = { a: tally(), b: tally() };
const kind = (r: DieResult): string => (typeof r === 'number' ? 'pips' : r);

const start = performance.now();
for (let g = 0; g < games; g++) {
  const seed = seed0 + Math.floor(g / 2);
  // A plays side 0 in even games, side 1 in odd ones.
  const aSide = g % 2;
  const levelOf = (seat: number): 'a' | 'b' => (seat % 2 === aSide ? 'a' : 'b');
  const options = game.parseOptions({ seats });
  if (!options.ok) throw new Error(options.message);
  const state = game.setup(options.value, seed);
  if (!state.ok) throw new Error(state.message);
  let s = state.value.state as TossState;
  const rngs: RngState[] = Array.from({ length: seats }, (_, k) => botSeed(seed, k));
  while (!s.outcome) {
    const seat = game.toAct(s)[0]!;
    const who = levelOf(seat);
    const legal: readonly BaseAction[] = game.legalActions(s, seat);
    const t0 = performance.now();
    const choice = bots[who]!.choose(game, game.view(s, seat), seat, legal, rngs[seat]!);
    t[who].ms += performance.now() - t0;
    t[who].decisions++;
    rngs[seat] = choice.rng;
    const r = game.apply(s, choice.action);
    if (!r.ok) throw new Error(`${values[who]} chose an illegal action: ${r.error}: ${r.message}`);
    s = r.value.state as TossState;
    for (const e of r.value.events as TossEvent[]) {
      if (e.type !== 'frameScored') continue;
      for (const side of [0, 1] as const) {
        const x = t[side === aSide ? 'a' : 'b'];
        x.frames++;
        x.points += e.scores[side];
        for (const d of e.results[side]) x.dice.set(kind(d), (x.dice.get(kind(d)) ?? 0) + 1);
      }
    }
  }
  const winner = s.outcome.winners[0]! % 2;
  t[winner === aSide ? 'a' : 'b'].wins++;
  if (process.stderr.isTTY) process.stderr.write(`\r${g + 1}/${games} games`);
}
if (process.stderr.isTTY) process.stderr.write('\n');

const line = (name: string, x: Tally): string => {
  const n = x.frames * 3;
  const share = (k: string): string => `${(((x.dice.get(k) ?? 0) / Math.max(1, n)) * 100).toFixed(0)}%`;
  return `${name}: ${(x.points / Math.max(1, x.frames)).toFixed(2)} points/frame over ${x.frames} frames; dice: face ${share('pips')}, leaner ${share('leaner')}, hole ${share('hole')}, off ${share('off')}, foul ${share('foul')}; ${(x.ms / Math.max(1, x.decisions)).toFixed(0)} ms/decision`;
};
const rate = t.a.wins / games;
const [lo, hi] = wilson(rate, games);
console.log(`toss ${seats === 4 ? 'teams' : 'singles'}, ${games} games from seed ${seed0} (each deal twice, sides swapped), ${((performance.now() - start) / 1000).toFixed(0)} s`);
console.log(line(`A=${values.a}`, t.a));
console.log(line(`B=${values.b}`, t.b));
console.log(`A wins ${t.a.wins}, B wins ${t.b.wins}`);
console.log(`winrate: ${rate.toFixed(2)} [${lo.toFixed(2)}, ${hi.toFixed(2)}]`);
