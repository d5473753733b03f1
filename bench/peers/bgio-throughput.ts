/**
 * The bench's side-by-side row: random playouts of Pip Zero (2 players) through
 * boardgame.io's client (our rules inside its reducer, Immer and turn order) against the
 * same playouts on our engine directly. Both pick uniformly among the same legal actions.
 */
import { performance } from 'node:perf_hooks';
import { Client } from 'boardgame.io/client';
import { nextInt, seedRng, type RngState } from '../../src-engine/core/rng';
import { zero } from '../../src-engine/games/zero/index';
import type { PlayoutFigures } from '../bench';
import { bgioZero } from './bgio-zero-game';

/** Plays one random game through a boardgame.io client; returns the number of moves. */
function bgioPlayout(seed: number): number {
  const client = Client({ game: bgioZero(seed), numPlayers: 2 });
  client.start();
  let rng: RngState = seedRng(seed);
  let moves = 0;
  for (;;) {
    const G = client.getState()!.G;
    if (G.outcome) break;
    const seat = zero.toAct(G)[0]!;
    const legal = zero.legalActions(G, seat);
    const [i, next] = nextInt(rng, legal.length);
    rng = next;
    client.updatePlayerID(String(seat));
    client.moves.act!(legal[i]);
    moves++;
  }
  client.stop();
  return moves;
}

/** boardgame.io playout throughput for `seconds` after a short warm-up. */
export function measureBgioPlayouts(seconds: number): PlayoutFigures {
  let seed = 1;
  for (const end = performance.now() + Math.min(1, seconds / 3) * 1000; performance.now() < end;) bgioPlayout(seed++);
  let games = 0;
  let actions = 0;
  const t0 = performance.now();
  let elapsed: number;
  do {
    actions += bgioPlayout(seed++);
    games++;
    elapsed = (performance.now() - t0) / 1000;
  } while (elapsed < seconds);
  return { games, actions, seconds: elapsed, actionsPerSecond: actions / elapsed, gamesPerSecond: games / elapsed };
}
