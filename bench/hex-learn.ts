/**
 * `npx tsx bench/hex-learn.ts --games N --seed S --out F [--level L]`: self-play data for Hex's
 * learned evaluation (bench/hex-learned.ts). Hex's easy (or level L) plays both seats of a two-player game; at the
 * start of every hand (the first programming decision) both seats' features are recorded with
 * how the game ended for seat 0 (1 won, 0.5 shared, 0 lost).
 *
 * `npx tsx bench/hex-learn.ts --fit F1 F2 ...`: fits the weights by logistic regression (Newton's
 * method, a light ridge) on the seats' differences, each position also seen from the other seat,
 * and prints them with the fit's log-loss beside the game's own evaluation's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { playGame } from '../src-engine/ai/match';
import type { Bot } from '../src-engine/ai/index';
import { replay } from '../src-engine/core/record';
import { unwrap } from '../src-engine/core/result';
import { getGame, initGames } from '../src-engine/games/index';
import type { HexState } from '../src-engine/games/hex/state';
import { botFor } from './arena-lib';
import { FEATURES, features } from './hex-learned';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    games: { type: 'string', default: '20' },
    seed: { type: 'string', default: '20000' },
    level: { type: 'string', default: 'easy' },
    out: { type: 'string', default: '/tmp/hex-learn.json' },
    fit: { type: 'boolean', default: false },
  },
});

/** The game's own evaluate on the same features: tanh(worth difference / 6) is log-odds difference / 3. */
const OWN = [4 / 3, (0.1 * 6) / 3, 0.4 / 3, 0.6 / 3, (0.15 * 6) / 3, 0, 0, 0, 0];

if (values.fit) {
  fit(positionals);
  process.exit(0);
}
await initGames();
const game = getGame('hex')!;
const bot = botFor(values.level) as Bot;
const rows: number[][] = [];
const t0 = Date.now();
for (let g = 0; g < Number(values.games); g++) {
  const seed = Number(values.seed) + g;
  const options = { seats: 2 as const, variants: [] };
  // The bots' game is played by the engine's own loop, then replayed from its record to read each
  // hand's start (replaying costs nothing beside the searches that chose the actions).
  const played = playGame(game, options, seed, [bot, bot]);
  const snaps: number[][] = [];
  let lastHand = '';
  for (const { state } of unwrap(replay(game, played.record)).steps) {
    const s = state as HexState;
    const hand = `${s.round}.${s.hand}`;
    if (s.phase === 'program' && hand !== lastHand) {
      lastHand = hand;
      snaps.push([...features(s, 0), ...features(s, 1)]);
    }
  }
  const won = played.outcome.winners;
  const y = won.includes(0) ? (won.length > 1 ? 0.5 : 1) : 0;
  for (const x of snaps) rows.push([...x, y, seed]);
  if ((g + 1) % 10 === 0) console.log(`${g + 1} games, ${rows.length} rows, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
writeFileSync(values.out, JSON.stringify(rows));

/** Log-loss of predicting `y` by sigmoid(z). */
function logLoss(z: number, y: number): number {
  const p = 1 / (1 + Math.exp(-z));
  return -(y * Math.log(Math.max(p, 1e-12)) + (1 - y) * Math.log(Math.max(1 - p, 1e-12)));
}

/** Each position twice: seat 0's feature differences with its result, and seat 1's with the complement. */
function pairs(rows: readonly number[][]): { xs: number[][]; ys: number[] } {
  const n = FEATURES.length;
  const xs: number[][] = [];
  const ys: number[] = [];
  for (const r of rows) {
    const d = Array.from({ length: n }, (_, i) => r[i]! - r[n + i]!);
    xs.push(
      d,
      d.map((v) => -v),
    );
    ys.push(r[2 * n]!, 1 - r[2 * n]!);
  }
  return { xs, ys };
}

/** Mean log-loss a position of the weights `w` on `rows`. */
function meanLoss(rows: readonly number[][], w: readonly number[]): number {
  const { xs, ys } = pairs(rows);
  let loss = 0;
  for (let k = 0; k < xs.length; k++)
    loss += logLoss(
      xs[k]!.reduce((z, v, i) => z + v * w[i]!, 0),
      ys[k]!,
    );
  return loss / xs.length;
}

/** Logistic regression by Newton's method with a light ridge (no intercept: the seats are symmetric). */
function fitWeights(rows: readonly number[][]): number[] {
  const n = FEATURES.length;
  const { xs, ys } = pairs(rows);
  const w = new Array<number>(n).fill(0);
  const ridge = 1;
  for (let step = 0; step < 25; step++) {
    const grad = new Array<number>(n).fill(0);
    const hess = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    for (let k = 0; k < xs.length; k++) {
      const x = xs[k]!;
      let z = 0;
      for (let i = 0; i < n; i++) z += w[i]! * x[i]!;
      const p = 1 / (1 + Math.exp(-z));
      for (let i = 0; i < n; i++) {
        grad[i]! += (p - ys[k]!) * x[i]!;
        for (let j = 0; j < n; j++) hess[i]![j]! += p * (1 - p) * x[i]! * x[j]!;
      }
    }
    for (let i = 0; i < n; i++) {
      grad[i]! += ridge * w[i]!;
      hess[i]![i]! += ridge;
    }
    const delta = solve(hess, grad);
    for (let i = 0; i < n; i++) w[i]! -= delta[i]!;
  }
  return w;
}

function fit(files: readonly string[]): void {
  const n = FEATURES.length;
  const read = (f: string): number[][] => JSON.parse(readFileSync(f, 'utf8')) as number[][];
  const rows = files.flatMap(read);
  const w = fitWeights(rows);
  const games = new Set(rows.map((r) => r[2 * n + 1])).size;
  console.log(`${rows.length} positions from ${games} games`);
  console.log(FEATURES.map((f, i) => `${f} ${w[i]!.toFixed(3)}`).join(', '));
  console.log(`weights: [${w.map((v) => Number(v.toFixed(4))).join(', ')}]`);
  console.log(`log-loss a position: learned ${meanLoss(rows, w).toFixed(4)}, the game's own ${meanLoss(rows, OWN).toFixed(4)}, a coin ${Math.log(2).toFixed(4)}`);
  // Held out: fitted on every file but one, scored on that one.
  if (files.length > 1)
    for (const f of files) {
      const rest = files.filter((g) => g !== f).flatMap(read);
      const held = read(f);
      console.log(`held out ${f}: learned ${meanLoss(held, fitWeights(rest)).toFixed(4)}, the game's own ${meanLoss(held, OWN).toFixed(4)}`);
    }
}

/** Solves a x = b by Gaussian elimination with partial pivoting (the fit's small system). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}
