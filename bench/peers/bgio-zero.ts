/**
 * Peer baseline: our `hard` level against boardgame.io's MCTSBot on Pip Zero (2 players).
 *
 *   npx tsx bench/peers/bgio-zero.ts [--games 10] [--seed 1] [--iterations 200] [--depth 300] [--hard-ms MS]
 *
 * `--hard-ms` plays hard on a time budget per decision instead of its iteration budget: set it
 * to MCTSBot's average decision time (printed at the end) to compare at equal wall time.
 *
 * The port wraps our engine as a boardgame.io game: G is our ZeroState, one move `act`
 * applies one of our actions, the turn passes to `toAct(G)[0]` after every move, and
 * `ai.enumerate` lists our legal actions. MCTSBot is boardgame.io's plain UCT: it searches
 * the full G, so unlike ours it sees the other hand and the deck order (an advantage), and it
 * scores random playouts by the game's end only (no evaluation). Each deal is played twice
 * with the seats swapped. The last line is `winrate: 0.xx [lo, hi]` for hard.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { MCTSBot } from 'boardgame.io/ai';
import { Client } from 'boardgame.io/client';
import { bgioZero } from './bgio-zero-game';
import { getBot } from '../../src-engine/ai/index';
import { botSeed } from '../../src-engine/ai/match';
import type { RngState } from '../../src-engine/core/rng';
import { zero } from '../../src-engine/games/zero/index';
import { wilson } from '../arena-lib';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
    iterations: { type: 'string', default: '200' },
    depth: { type: 'string', default: '300' },
    // Equal wall time: give hard this time budget per decision (ms) instead of its iteration budget.
    'hard-ms': { type: 'string' },
  },
});

interface Played {
  readonly winners: readonly number[];
  readonly hardMs: number[];
  readonly mctsMs: number[];
}

async function playOne(seed: number, hardSeat: number): Promise<Played> {
  const game = bgioZero(seed);
  const client = Client({ game, numPlayers: 2 });
  client.start();
  const hard = getBot('hard')!;
  const mcts = new MCTSBot({ game, enumerate: game.ai!.enumerate, seed, iterations: Number(values.iterations), playoutDepth: Number(values.depth) });
  let rng: RngState = botSeed(seed, hardSeat);
  const hardMs: number[] = [];
  const mctsMs: number[] = [];
  for (let n = 0; n < 10_000; n++) {
    const state = client.getState()!;
    const G = state.G;
    if (G.outcome) {
      client.stop();
      return { winners: G.outcome.winners, hardMs, mctsMs };
    }
    const seat = zero.toAct(G)[0]!;
    const legal = zero.legalActions(G, seat);
    const t = performance.now();
    if (seat === hardSeat) {
      const hardMsBudget = values['hard-ms'] === undefined ? undefined : Number(values['hard-ms']);
      const ctx = hardMsBudget === undefined ? undefined : { now: () => performance.now(), timeMs: hardMsBudget };
      const choice = hard.choose(zero, zero.view(G, seat), seat, legal, rng, ctx);
      rng = choice.rng;
      if (legal.length > 1) hardMs.push(performance.now() - t);
      client.updatePlayerID(String(seat));
      client.moves.act!(choice.action);
    } else {
      const { action } = await mcts.play(state, String(seat));
      if (legal.length > 1) mctsMs.push(performance.now() - t);
      client.store.dispatch(action);
    }
    if (client.getState() === state) throw new Error(`the move of seat ${seat} was refused`);
  }
  throw new Error('game did not end');
}

const games = Number(values.games);
const seed0 = Number(values.seed);
let score = 0;
let draws = 0;
const hardAll: number[] = [];
const mctsAll: number[] = [];
for (let g = 0; g < games; g++) {
  const hardSeat = g % 2;
  const r = await playOne(seed0 + Math.floor(g / 2), hardSeat);
  if (r.winners.includes(hardSeat)) {
    if (r.winners.length === 1) score += 1;
    else {
      score += 0.5;
      draws++;
    }
  }
  hardAll.push(...r.hardMs);
  mctsAll.push(...r.mctsMs);
  console.log(`game ${g + 1}: hard in seat ${hardSeat + 1}, winners ${r.winners.map((w) => w + 1).join('+') || 'none'}`);
}
const avg = (xs: number[]): string => (xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)).toFixed(1);
const [lo, hi] = wilson(score / games, games);
console.log(
  `hard${values['hard-ms'] === undefined ? '' : ` (${values['hard-ms']} ms a decision)`} vs boardgame.io MCTSBot (${values.iterations} iterations, playout depth ${values.depth}): ${score} of ${games} (${draws} shared)`,
);
console.log(`decision ms: hard ${avg(hardAll)} avg, MCTSBot ${avg(mctsAll)} avg`);
console.log(`winrate: ${(score / games).toFixed(2)} [${lo.toFixed(2)}, ${hi.toFixed(2)}]`);
