/**
 * `npx tsx bench/piplus-places.ts A B [--players N] [--games G] [--seed S]`: Piplus's mean place
 * per round (1 = first out; unplaced seats count as last) and mean three-round total of level A
 * in one seat against B in the others, A's seat rotating. With four or more players win rates
 * are dominated by the scoring rolls; the place a level reaches is the sharper measure of play.
 */
import { parseArgs } from 'node:util';
import { botSeed } from '../src-engine/ai/match';
import type { BaseAction } from '../src-engine/core/game';
import { piplus, type PiplusAction, type PiplusState } from '../src-engine/games/piplus/index';
import { botFor } from './arena-lib';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { players: { type: 'string', default: '4' }, games: { type: 'string', default: '12' }, seed: { type: 'string', default: '5000' } },
});
const [a, b] = positionals;
const seats = Number(values.players);
const games = Number(values.games);
const seed0 = Number(values.seed);
if (!a || !b || ![2, 3, 4, 5, 6].includes(seats) || !Number.isInteger(games) || games < 1 || !Number.isInteger(seed0)) {
  console.error('usage: npx tsx bench/piplus-places.ts A B [--players 2..6] [--games G] [--seed S]');
  process.exit(2);
}

let placeA = 0;
let placeB = 0;
let roundsA = 0;
let roundsB = 0;
let totalA = 0;
let totalB = 0;
for (let g = 0; g < games; g++) {
  const aSeat = g % seats;
  const seed = seed0 + Math.floor(g / seats);
  const bots = Array.from({ length: seats }, (_, s) => botFor(s === aSeat ? a : b));
  const start = piplus.setup({ seats: seats as 2 | 3 | 4 | 5 | 6, variants: [] }, seed);
  if (!start.ok) throw new Error(start.message);
  let state: PiplusState = start.value.state;
  const rngs = bots.map((_, s) => botSeed(seed, s));
  while (!state.outcome) {
    const seat = state.turn;
    const legal: readonly BaseAction[] = piplus.legalActions(state, seat);
    const c = bots[seat]!.choose(piplus, piplus.view(state, seat), seat, legal, rngs[seat]!);
    rngs[seat] = c.rng;
    const r = piplus.apply(state, c.action as PiplusAction);
    if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
    for (const e of r.value.events) {
      if (e.type !== 'roundEnded') continue;
      e.places.forEach((p, s) => {
        if (s === aSeat) {
          placeA += p ?? seats;
          roundsA++;
        } else {
          placeB += p ?? seats;
          roundsB++;
        }
      });
    }
    state = r.value.state;
  }
  state.outcome.scores!.forEach((t, s) => {
    if (s === aSeat) totalA += t;
    else totalB += t;
  });
}
console.log(
  `piplus ${seats}p, ${games} games from seed ${seed0}: mean place ${a} ${(placeA / roundsA).toFixed(2)}, ${b} ${(placeB / roundsB).toFixed(2)}; ` +
    `mean total ${a} ${(totalA / games).toFixed(2)}, ${b} ${(totalB / (games * (seats - 1))).toFixed(2)}`,
);
