/**
 * Fits Zero's value table (src-engine/games/zero/values.ts) by fitted value iteration (issue 15):
 * V_h(grid), the dice a grid will have removed by the end of a two-seat game with h hands left,
 * learned backwards from the last hand by the planner's own backups, not from what greedy
 * happened to do (bench/zero-learned.ts's removal odds, which could not credit a move).
 *
 * One round: play single-grid games (boards never interact, so one grid is a whole game for its
 * value) with the previous round's table planning each hand, 1 program in 10 at random so the
 * fit sees more than one line, and keep the grid met at each hand count. Then, from h = 1 up, fit
 * V_h to the mean over sampled deals of the best program's value under V_{h-1} (plan.ts's
 * handValue: every program and every choice tried, Column 4 at its Initiative odds), by ridge
 * least squares on the per-die features. V_0 is the count removed. The first round's games are
 * planned on greedy's die scale (view.ts); later rounds play on the table they improve.
 *
 *   npx tsx bench/zero-vi.ts --rounds 6 --boards 2000 --deals 8 --seed 1 [--solo] [--write]
 *
 * prints each round's fit and, with --write, writes values.ts. Same arguments, same table.
 * `--solo` fits solo's table (solo-values.ts) on solo's hand instead: 11 hands of four dealt and
 * one revealed, Initiative against a card from the other 51, and the Adversary Favor on a lost
 * Initiative (RULINGS zero: solo).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DECK_52, type Card } from '../src-engine/core/cards';
import {
  applyPower,
  applySwap,
  bestOfHand,
  favored,
  featureOf,
  gridValue,
  ORDERS_OF_4,
  oddsOf,
  packCard,
  powerRowOf,
  programValue,
  soloOdds,
  SOLO_HANDS,
  swapRowOf,
  VALUE_FEATURES,
  VALUE_HANDS,
} from '../src-engine/games/zero/plan';
import { OPENING } from '../src-engine/games/zero/state';

/** A seeded uniform generator in [0, 1) (mulberry32): the fit's only chance. */
export function mulberry(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Four distinct cards from the full deck. */
export function dealOf(rand: () => number): Card[] {
  const hand: Card[] = [];
  while (hand.length < 4) {
    const c = DECK_52[Math.floor(rand() * 52)]!;
    if (!hand.includes(c)) hand.push(c);
  }
  return hand;
}

const DIE_SCALE = [1, 0.7, 0.55, 0.3, 0.2, 0.15, 0.15];
/** Greedy's die scale (view.ts), the first round's valuation. */
export const dieScale = (b: Int8Array): number => {
  let v = 0;
  for (let i = 0; i < 16; i++) v += DIE_SCALE[b[i]!]!;
  return v;
};

const openingBoard = (): Int8Array => Int8Array.from(OPENING.flat());

/** What a fit plays: how many hands a game lasts, each card's Initiative odds, and whether a lost Initiative gives the Adversary Favor. */
export interface FitRules {
  readonly hands: number;
  readonly odds: (card: Card) => number;
  readonly solo: boolean;
}

/** Two seats: 13 hands, Initiative against the other seat's prior. */
export const TWO_SEATS: FitRules = { hands: VALUE_HANDS, odds: oddsOf, solo: false };

/** Solo: 11 hands, Initiative against one of the other 51 cards, the Favor on a loss. */
export const SOLO: FitRules = { hands: SOLO_HANDS, odds: (c) => soloOdds(c, DECK_52), solo: true };

/** The best program for `hand` on `b` under `leaf`. */
function bestProgram(b: Int8Array, hand: readonly Card[], leaf: (b: Int8Array) => number, rules: FitRules): Card[] {
  let top = -Infinity;
  let pick: Card[] = [...hand];
  for (const o of ORDERS_OF_4) {
    const program = o.map((k) => hand[k]!);
    const v = programValue(b, program, rules.odds(program[3]!), leaf, 0, rules.solo);
    if (v > top) {
      top = v;
      pick = program;
    }
  }
  return pick;
}

/** Resolves `program` on `b` in place, each choice the best for the rest of the hand under `leaf`. */
export function playHand(b: Int8Array, program: readonly Card[], last: number, leaf: (b: Int8Array) => number): void {
  const prog = program.map(packCard);
  const act = new Uint8Array(16);
  let spent = 0;
  for (let slot = 0; slot < last; slot++) {
    let col = -1;
    for (let c = slot; c < 4 && col < 0; c++) for (let r = 0; r < 4; r++) if (b[r * 4 + c] !== 0) col = c;
    if (col < 0 || spent & (1 << col)) continue;
    const card = prog[slot]!;
    const options: [Int8Array, Uint8Array][] = [];
    const pRow = powerRowOf(b, act, col, card);
    if (pRow >= 0) {
      const o: [Int8Array, Uint8Array] = [new Int8Array(16), new Uint8Array(16)];
      applyPower(b, act, pRow, col, card, o[0], o[1]);
      options.push(o);
    }
    const sRow = swapRowOf(b, act, col, card);
    if (sRow >= 0)
      for (let t = col + 1; t < 4; t++) {
        if (b[sRow * 4 + t] === 0) continue;
        const o: [Int8Array, Uint8Array] = [new Int8Array(16), new Uint8Array(16)];
        applySwap(b, act, sRow, col, t, o[0], o[1]);
        options.push(o);
      }
    if (options.length === 0) continue;
    let top = -Infinity;
    let keep = options[0]!;
    for (const o of options) {
      const v = bestOfHand(o[0], o[1], prog, slot + 1, last, spent | (1 << col), 0, leaf);
      if (v > top) {
        top = v;
        keep = o;
      }
    }
    b.set(keep[0]);
    act.set(keep[1]);
    spent |= 1 << col;
  }
}

/** One single-grid game planned by `leafAt(hands left after this one)`: the grid at each hand count (index h) and the final one. */
export function playGrid(
  rand: () => number,
  leafAt: (h: number) => (b: Int8Array) => number,
  explore: number,
  rules: FitRules = TWO_SEATS,
): { boards: Int8Array[]; final: Int8Array } {
  const b = openingBoard();
  const boards: Int8Array[] = [];
  for (let h = rules.hands; h >= 1; h--) {
    boards[h] = b.slice();
    const hand = dealOf(rand);
    const leaf = leafAt(h - 1);
    const program = rand() < explore ? ORDERS_OF_4[Math.floor(rand() * 24)]!.map((k) => hand[k]!) : bestProgram(b, hand, leaf, rules);
    const won = rand() < rules.odds(program[3]!);
    if (!won && rules.solo) b.set(favored(b));
    playHand(b, program, won ? 4 : 3, leaf);
  }
  return { boards, final: b };
}

/** Ridge least squares: w minimising |Xw - y|^2 + lambda |w|^2, each row of X a list of feature indices with weight 1. */
export function ridge(rows: readonly number[][], ys: readonly number[], n: number, lambda: number): Float64Array {
  const a = new Float64Array(n * n);
  const w = new Float64Array(n);
  rows.forEach((fs, k) => {
    for (const i of fs) {
      w[i] = w[i]! + ys[k]!;
      for (const j of fs) a[i * n + j] = a[i * n + j]! + 1;
    }
  });
  for (let i = 0; i < n; i++) a[i * n + i] = a[i * n + i]! + lambda;
  // Gaussian elimination with partial pivoting, then back substitution.
  for (let col = 0; col < n; col++) {
    let piv = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r * n + col]!) > Math.abs(a[piv * n + col]!)) piv = r;
    if (piv !== col) {
      for (let k = 0; k < n; k++) [a[col * n + k], a[piv * n + k]] = [a[piv * n + k]!, a[col * n + k]!];
      [w[col], w[piv]] = [w[piv]!, w[col]!];
    }
    const d = a[col * n + col]!;
    for (let r = col + 1; r < n; r++) {
      const f = a[r * n + col]! / d;
      if (f === 0) continue;
      for (let k = col; k < n; k++) a[r * n + k] = a[r * n + k]! - f * a[col * n + k]!;
      w[r] = w[r]! - f * w[col]!;
    }
  }
  for (let col = n - 1; col >= 0; col--) {
    let s = w[col]!;
    for (let k = col + 1; k < n; k++) s -= a[col * n + k]! * w[k]!;
    w[col] = s / a[col * n + col]!;
  }
  return w;
}

/** What one round measured. */
export interface RoundReport {
  /** Single-grid games of the round's sampling, planned on the previous table: mean dice removed. */
  readonly removed: number;
  /** Root mean square error of the fit, by h (index h - 1). */
  readonly rmse: number[];
}

/** One round of fitted value iteration from `prior` (null: greedy's die scale plans the games). */
export function fitRound(
  prior: Float64Array | null,
  boardsPerHand: number,
  dealsPerBoard: number,
  seed: number,
  rules: FitRules = TWO_SEATS,
): { weights: Float64Array; report: RoundReport } {
  const rand = mulberry(seed);
  const leafAt = prior ? (h: number) => (b: Int8Array) => gridValue(prior, h, b) : () => dieScale;
  const byHand: Int8Array[][] = Array.from({ length: rules.hands + 1 }, () => []);
  let removed = 0;
  for (let g = 0; g < boardsPerHand; g++) {
    const { boards, final } = playGrid(rand, leafAt, 0.1, rules);
    for (let h = 1; h <= rules.hands; h++) byHand[h]!.push(boards[h]!);
    removed += gridValue([], 0, final);
  }
  const weights = new Float64Array(rules.hands * VALUE_FEATURES);
  const rmse: number[] = [];
  for (let h = 1; h <= rules.hands; h++) {
    const leaf = (b: Int8Array): number => gridValue(weights, h - 1, b);
    const rows: number[][] = [];
    const ys: number[] = [];
    for (const b of byHand[h]!) {
      let target = 0;
      for (let k = 0; k < dealsPerBoard; k++) {
        const hand = dealOf(rand);
        let top = -Infinity;
        for (const o of ORDERS_OF_4) {
          const program = o.map((i) => hand[i]!);
          top = Math.max(top, programValue(b, program, rules.odds(program[3]!), leaf, 0, rules.solo));
        }
        target += top;
      }
      const fs: number[] = [];
      let gone = 0;
      for (let i = 0; i < 16; i++) {
        if (b[i] === 0) gone++;
        else fs.push(featureOf(b, i));
      }
      rows.push(fs);
      ys.push(target / dealsPerBoard - gone);
    }
    const wh = ridge(rows, ys, VALUE_FEATURES, 1);
    weights.set(wh, (h - 1) * VALUE_FEATURES);
    let se = 0;
    rows.forEach((fs, k) => {
      let p = 0;
      for (const i of fs) p += wh[i]!;
      se += (p - ys[k]!) ** 2;
    });
    rmse.push(Math.sqrt(se / rows.length));
  }
  return { weights, report: { removed: removed / boardsPerHand, rmse } };
}

/** Every round in turn, round k seeded seed + k; the last round's table. */
export function fitTable(rounds: number, boardsPerHand: number, dealsPerBoard: number, seed: number, log?: (line: string) => void, rules: FitRules = TWO_SEATS): Float64Array {
  let prior: Float64Array | null = null;
  for (let k = 0; k < rounds; k++) {
    const { weights, report } = fitRound(prior, boardsPerHand, dealsPerBoard, seed + k, rules);
    log?.(
      `round ${k + 1}: games planned on ${prior ? 'the last table' : 'the die scale'} removed ${report.removed.toFixed(2)} dice; fit rmse by h ${report.rmse.map((x) => x.toFixed(2)).join(' ')}`,
    );
    prior = weights;
  }
  return prior!;
}

/** values.ts (or solo's solo-values.ts) for `weights`, naming the command that made it. */
export function valuesModule(weights: Float64Array, command: string, solo = false): string {
  const hands = weights.length / VALUE_FEATURES;
  const rows: string[] = [];
  for (let h = 0; h < hands; h++) {
    const row = Array.from(weights.subarray(h * VALUE_FEATURES, (h + 1) * VALUE_FEATURES), (x) => String(Math.round(x * 1e4) / 1e4));
    rows.push(`  // h = ${h + 1}\n  ${row.join(', ')},`);
  }
  return `/**
 * Zero's ${solo ? 'solo ' : ''}value table (plan.ts gridValue): per hand count h = 1..${hands}, one weight per die feature
 * (plan.ts featureOf), each about the chance that die is gone by the end of the ${solo ? 'solo ' : ''}game.
 * Generated by \`${command}\` (bench/zero-vi.ts); never edited by hand.
 */
export const ${solo ? 'SOLO_VALUE_WEIGHTS' : 'VALUE_WEIGHTS'}: readonly number[] = [
${rows.join('\n')}
];
`;
}

if (process.argv[1]?.endsWith('zero-vi.ts')) {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '6' },
      boards: { type: 'string', default: '2000' },
      deals: { type: 'string', default: '8' },
      seed: { type: 'string', default: '1' },
      solo: { type: 'boolean', default: false },
      write: { type: 'boolean', default: false },
    },
  });
  const [rounds, boards, deals, seed] = [values.rounds, values.boards, values.deals, values.seed].map(Number) as [number, number, number, number];
  const solo = values.solo;
  const t0 = Date.now();
  const table = fitTable(rounds, boards, deals, seed, (l) => console.log(l), solo ? SOLO : TWO_SEATS);
  console.log(`fitted in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  if (values.write) {
    const command = `npx tsx bench/zero-vi.ts --rounds ${rounds} --boards ${boards} --deals ${deals} --seed ${seed}${solo ? ' --solo' : ''} --write`;
    // Written as the repository's Prettier would write it, so that lint passes on a fresh table.
    const name = solo ? 'solo-values.ts' : 'values.ts';
    const file = fileURLToPath(new URL(`../src-engine/games/zero/${name}`, import.meta.url));
    const prettier = await import('prettier');
    const text = await prettier.format(valuesModule(table, command, solo), { ...(await prettier.resolveConfig(file)), filepath: file });
    writeFileSync(file, text);
    console.log(`wrote src-engine/games/zero/${name}`);
  }
}
