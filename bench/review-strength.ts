/**
 * `npx tsx bench/review-strength.ts [--games 40] [--seed 1] [--budget 600] [--weak random] [--strong hard] [--only pipfall,hex]`
 *
 * Does the game review tell a weak player from a strong one? Per game, seeded two-player games
 * between a `--weak` and a `--strong` level (seats swapped every other game), each game reviewed
 * for both seats; a seat's figure for a game is its mean loss per reviewed decision (a share of a
 * win, so games compare), and each level's figures over the games give a mean with a 95%
 * interval (Student's t: with few games the normal's 1.96 is too narrow). Issue 53 is done when,
 * over 40 games per game, the intervals of random and hard are apart in every game. The LAST line
 * per game is `GAME: weak X% [lo, hi], strong Y% [lo, hi], apart|overlap`.
 *
 * Toss is left out unless named in --only: its generic search runs the physics at every node
 * (minutes per decision at review budgets; see src-engine/review/review.ts).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { getBot } from '../src-engine/ai/index';
import { playGame } from '../src-engine/ai/match';
import { getGame, initGames } from '../src-engine/games/index';
import { reviewGame } from '../src-engine/review/review';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '40' },
    seed: { type: 'string', default: '1' },
    budget: { type: 'string', default: '600' },
    weak: { type: 'string', default: 'random' },
    strong: { type: 'string', default: 'hard' },
    only: { type: 'string', default: 'pipfall,hex,zero,piplus' },
  },
});
const games = Number(values.games);
const seed0 = Number(values.seed);
const budget = Number(values.budget);
const weak = getBot(values.weak);
const strong = getBot(values.strong);
if (!weak || !strong) throw new Error(`unknown level: ${values.weak} or ${values.strong}`);

/** Student's t at 97.5% for 1..30 degrees of freedom; beyond, the normal's 1.96. */
const T975 = [
  12.71, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056,
  2.052, 2.048, 2.045, 2.042,
];

/** Mean and 95% interval of `xs`. */
function interval(xs: readonly number[]): { mean: number; lo: number; hi: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { mean, lo: -Infinity, hi: Infinity };
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
  const half = (T975[n - 2] ?? 1.96) * (sd / Math.sqrt(n));
  return { mean, lo: mean - half, hi: mean + half };
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const shown = (i: { mean: number; lo: number; hi: number }): string => `${pct(i.mean)} [${pct(i.lo)}, ${pct(i.hi)}]`;

await initGames();
for (const id of values.only.split(',')) {
  const game = getGame(id);
  if (!game) throw new Error(`unknown game ${id}`);
  const opts = game.parseOptions({ seats: 2, variants: [] });
  if (!opts.ok) throw new Error(opts.message);
  const losses: Record<'weak' | 'strong', number[]> = { weak: [], strong: [] };
  let decisions = 0;
  let secs = 0;
  for (let g = 0; g < games; g++) {
    const weakSeat = g % 2;
    const bots = weakSeat === 0 ? [weak, strong] : [strong, weak];
    const { record } = playGame(game, opts.value, seed0 + g, bots);
    const t0 = performance.now();
    const r = reviewGame(game, record, { budget });
    secs += (performance.now() - t0) / 1000;
    if (!r.ok) throw new Error(`${id} seed ${seed0 + g}: ${r.message}`);
    for (const seat of [0, 1]) {
      const mine = r.value.decisions.filter((d) => d.seat === seat);
      decisions += mine.length;
      if (mine.length > 0) losses[seat === weakSeat ? 'weak' : 'strong'].push(mine.reduce((a, d) => a + d.lossShare, 0) / mine.length);
    }
    console.log(`${id} seed ${seed0 + g}: ${values.weak} as P${weakSeat + 1}, losses ${pct(losses.weak.at(-1) ?? NaN)} vs ${pct(losses.strong.at(-1) ?? NaN)}`);
  }
  const w = interval(losses.weak);
  const s = interval(losses.strong);
  console.log(`(${decisions} decisions reviewed in ${secs.toFixed(0)} s, ${(secs / Math.max(1, decisions)).toFixed(2)} s each, budget ${budget})`);
  console.log(`${id}: ${values.weak} ${shown(w)}, ${values.strong} ${shown(s)}, ${w.lo > s.hi ? 'apart' : 'overlap'}`);
}
