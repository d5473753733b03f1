/**
 * `npx tsx bench/zero-learn.ts --games N --seed S --out F`: self-play data for Zero's
 * learned evaluation. Greedy plays both seats; at every hand's programming decision each die
 * on each grid is recorded with what the evaluation can see (hands left, pips, column, dice in
 * its column) and whether it was removed by the end of the game.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { greedyBot } from '../src-engine/ai/greedy';
import { playGame } from '../src-engine/ai/match';
import { replay } from '../src-engine/core/record';
import { unwrap } from '../src-engine/core/result';
import { getGame, initGames } from '../src-engine/games/index';
import type { ZeroState } from '../src-engine/games/zero/state';
import { expectedRemoved, handsLeft, oddsIndex, type RemovalOdds } from './zero-learned';
import type { Grid } from '../src-engine/games/zero/state';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    games: { type: 'string', default: '20' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string', default: '/tmp/zero-learn.json' },
    fit: { type: 'boolean', default: false },
  },
});
/** Dice seen per cell before the fine table's count is trusted over its (hands, pips) average. */
const PRIOR = 20;
/** A two-player game without variants lasts 13 hands. */
const MAX_HANDS = 13;

if (values.fit) {
  fit(positionals);
  process.exit(0);
}
await initGames();
const game = getGame('zero')!;
const rows: number[][] = [];
const t0 = Date.now();
for (let g = 0; g < Number(values.games); g++) {
  const seed = Number(values.seed) + g;
  // Greedy plays both seats through the engine's own loop; the record is replayed to read each hand's start.
  const played = playGame(game, { seats: 2, variants: [] }, seed, [greedyBot, greedyBot]);
  const snaps: { h: number; seat: number; id: number; pips: number; col: number; count: number }[] = [];
  let lastHand = -1;
  for (const { state } of unwrap(replay(game, played.record)).steps) {
    const s = state as ZeroState;
    if (s.phase === 'program' && s.handNo !== lastHand) {
      lastHand = s.handNo;
      const h = handsLeft(s);
      s.grids.forEach((grid, seat) => {
        for (let c = 0; c < 4; c++) {
          let count = 0;
          for (let r = 0; r < 4; r++) if (grid[r]![c]) count++;
          for (let r = 0; r < 4; r++) {
            const d = grid[r]![c];
            if (d) snaps.push({ h, seat, id: d.id, pips: d.pips, col: c, count });
          }
        }
      });
    }
  }
  const s = played.state as ZeroState;
  const alive = s.grids.map(
    (grid) =>
      new Set(
        grid
          .flat()
          .filter((d) => d)
          .map((d) => d!.id),
      ),
  );
  const won = played.outcome.winners;
  for (const x of snaps) rows.push([x.h, x.pips, x.col, x.count, alive[x.seat]!.has(x.id) ? 0 : 1, seed, x.seat, won.includes(x.seat) ? (won.length > 1 ? 0.5 : 1) : 0]);
  if ((g + 1) % 10 === 0) console.log(`${g + 1} games, ${rows.length} rows, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
writeFileSync(values.out, JSON.stringify(rows));

/**
 * Fits the table from data files (rows: hands, pips, col, dice in column, removed, seed, seat,
 * result) and writes bench/zero-removal-odds.ts: each (hands, pips, column, count)
 * cell is its removal rate, shrunk towards its (hands, pips) rate by PRIOR pseudo-dice; then the
 * z scale that best predicts who won from whole positions (maximum likelihood over a grid).
 */
function fit(files: readonly string[]): void {
  const rows: number[][] = files.flatMap((f) => JSON.parse(readFileSync(f, 'utf8')) as number[][]);
  const coarse = new Float64Array(MAX_HANDS * 6 * 2);
  const cells = new Float64Array(MAX_HANDS * 6 * 16 * 2);
  for (const [h, p, c, n, y] of rows) {
    const hh = Math.min(h!, MAX_HANDS);
    const k = ((hh - 1) * 6 + p! - 1) * 2;
    coarse[k] = coarse[k]! + y!;
    coarse[k + 1] = coarse[k + 1]! + 1;
    const i = oddsIndex(MAX_HANDS, hh, p!, c!, n!);
    cells[i * 2] = cells[i * 2]! + y!;
    cells[i * 2 + 1] = cells[i * 2 + 1]! + 1;
  }
  const odds: number[] = [];
  for (let h = 1; h <= MAX_HANDS; h++)
    for (let p = 1; p <= 6; p++) {
      const k = ((h - 1) * 6 + p - 1) * 2;
      const pb = (coarse[k]! + 1) / (coarse[k + 1]! + 2);
      for (let c = 0; c < 4; c++)
        for (let n = 1; n <= 4; n++) {
          const i = oddsIndex(MAX_HANDS, h, p, c, n);
          odds.push(Math.round(((cells[i * 2]! + PRIOR * pb) / (cells[i * 2 + 1]! + PRIOR)) * 1000) / 1000);
        }
    }
  // Whole positions: rebuild each seat's grid (columns and counts are what the table needs).
  const positions = new Map<string, { h: number; grids: { pips: number; col: number }[][]; result: number }>();
  for (const [h, p, c, , , seed, seat, result] of rows) {
    const key = `${seed}|${h}`;
    let pos = positions.get(key);
    if (!pos) positions.set(key, (pos = { h: h!, grids: [[], []], result: -1 }));
    pos.grids[seat!]!.push({ pips: p!, col: c! });
    if (seat === 0) pos.result = result!;
  }
  const table0: RemovalOdds = { maxHands: MAX_HANDS, odds, zScale: 1, source: '' };
  const zs: { z: number; y: number }[] = [];
  for (const pos of positions.values()) {
    const [a, b] = pos.grids.map((dice) => expectedRemoved(table0, toGrid(dice), pos.h));
    zs.push({ z: (a!.mean - b!.mean) / Math.sqrt(a!.variance + b!.variance + 0.25), y: pos.result });
  }
  let zScale = 1;
  let bestLl = -Infinity;
  for (let k = 0.1; k <= 4; k += 0.05) {
    let ll = 0;
    for (const { z, y } of zs) {
      const q = Math.min(1 - 1e-9, Math.max(1e-9, 1 / (1 + Math.exp(-1.702 * k * z))));
      ll += y * Math.log(q) + (1 - y) * Math.log(1 - q);
    }
    if (ll > bestLl) {
      bestLl = ll;
      zScale = Math.round(k * 100) / 100;
    }
  }
  const games = new Set(rows.map((r) => r[5])).size;
  const source = `greedy self-play, ${games} games, ${rows.length} dice at hand starts, ${positions.size} positions`;
  const rowsOut: string[] = [];
  for (let i = 0; i < odds.length; i += 16) rowsOut.push('    ' + odds.slice(i, i + 16).join(', ') + ',');
  const text = `/**
 * Zero's removal odds, written by \`npx tsx bench/zero-learn.ts --fit <data files>\` (do not edit):
 * ${source}. See zero-learned.ts.
 */
import type { RemovalOdds } from './zero-learned';

export const REMOVAL_ODDS: RemovalOdds = {
  maxHands: ${MAX_HANDS},
  zScale: ${zScale},
  source: '${source}',
  // prettier-ignore
  odds: [
${rowsOut.join('\n')}
  ],
};
`;
  writeFileSync('bench/zero-removal-odds.ts', text);
  console.log(`wrote bench/zero-removal-odds.ts: ${source}; zScale ${zScale}`);
}

/** A grid holding the listed dice in their columns (rows do not matter to the table). */
function toGrid(dice: readonly { pips: number; col: number }[]): Grid {
  const g: ({ id: number; pips: number } | null)[][] = [0, 1, 2, 3].map(() => [null, null, null, null]);
  const next = [0, 0, 0, 0];
  dice.forEach((d, id) => {
    g[next[d.col]!++]![d.col] = { id, pips: d.pips };
  });
  return g as unknown as Grid;
}
