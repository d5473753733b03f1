/**
 * `npm run arena -- --game zero --a hard --b greedy --games 400 [--seed S] [--players N]
 *   [--variant V] [--jobs N] [--time] [--ladder] [--levels a,b,c]`
 *
 * Plays seeded deals between two levels with the seats swapped (each deal twice, A in
 * each seat; with N players A takes one seat in turn and B the others) and prints A's win
 * rate (shared victories count half) with a Wilson 95% interval, draws, and the average
 * decision time per side. The LAST line is `winrate: 0.xx [lo, hi]`. With one player
 * (solo) it prints each level's clear rate and dice removed instead.
 *
 * A level may be tuned for experiments: `hard+horizon=2+lookahead=4` overrides hard's numeric
 * settings, and `hard@dice` plays with an alternative evaluation from bench/evals.ts.
 *
 * `--ladder` plays every pair of levels and writes Elo ratings to docs/ai-strength.md, then the
 * games' ladder modules the app words levels from (bench/ladder-data.ts). `--ladder --all` does
 * it for every game and every seat count it allows (up to `--max-players`, default 4), one after
 * the other, each with the given --games, --seed, --jobs and --time.
 * Under each ladder it writes where the game stands against issue 15's bar: the Elo steps,
 * hard against greedy, hard against the oracle (`--skip-oracle` leaves it out) and hard's
 * search speed (`--speed-seconds`, default 3). `--refresh-speed` measures the speed lines again
 * without playing (after speed work, which must change no decision); `--refresh-fits` writes the
 * ladder fitted without random and the steps' 95% intervals under every ladder from the pairings
 * on the page.
 * `--ladder --replay medium` plays only the pairings that involve the named levels and reads the
 * others from the page's ladder for this game and seat count (same games and seed; it first plays
 * the cheapest kept pairing again and stops if it does not match the record); `--replay oracle`
 * plays only hard against the oracle.
 * `--ladder --extend --games N` takes the page's ladder for this game and seat count to N games a
 * pairing from the same seed, playing only the games past the page's (they replay exactly) and
 * adding them to its wins, draws and losses.
 * `--jobs N` spreads games over N worker threads. Levels search their iteration budgets
 * (reproducible) unless `--time` asks for the app's time budgets.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { GAME_IDS } from '../src-engine/core/game';
import { getGame, initGames } from '../src-engine/games/index';
import {
  addGames,
  eloSteps,
  fitElo,
  fitWithoutFirst,
  pairTasks,
  playTask,
  resultFor,
  soloDuel,
  stepIntervals,
  stepIntervalText,
  wilson,
  type ArenaGame,
  type ArenaTask,
  type PairRecord,
  type PairResult,
} from './arena-lib';
import { fmt, measureSearch } from './bench';
import { readRecordedLadder, writeLadderModules, type RecordedLadder, type RecordedPair } from './ladder-data';

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'zero' },
    a: { type: 'string', default: 'hard' },
    b: { type: 'string', default: 'greedy' },
    games: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    players: { type: 'string', default: '2' },
    variant: { type: 'string', multiple: true },
    jobs: { type: 'string', default: '1' },
    time: { type: 'boolean', default: false },
    ladder: { type: 'boolean', default: false },
    all: { type: 'boolean', default: false },
    'max-players': { type: 'string', default: '4' },
    levels: { type: 'string', default: 'random,greedy,easy,medium,hard' },
    out: { type: 'string', default: 'docs/ai-strength.md' },
    'skip-oracle': { type: 'boolean', default: false },
    'speed-seconds': { type: 'string', default: '3' },
    'refresh-speed': { type: 'boolean', default: false },
    'refresh-fits': { type: 'boolean', default: false },
    replay: { type: 'string' },
    extend: { type: 'boolean', default: false },
  },
});

function int(name: string, text: string, min: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) {
    console.error(`arena: --${name} must be an integer >= ${min}, got "${text}"`);
    process.exit(2);
  }
  return n;
}

const games = int('games', values.games, 1);
const seed0 = int('seed', values.seed, -0x80000000);
const players = int('players', values.players, 1);
const jobs = int('jobs', values.jobs, 1);
const options = { seats: players, variants: values.variant ?? [] };

/** A game's teams under `opts` (Game.sides), or null where every seat plays for itself. */
function sidesOf(game: string, opts: { seats: number; variants: readonly string[] }): readonly (readonly number[])[] | null {
  return getGame(game)?.sides?.(opts) ?? null;
}
const sides = sidesOf(values.game, options);
/** Who contends for a win: the sides of a team game, else the seats (the Elo fit's and the bar's parity). */
const contenders = sides?.length ?? players;

/** Runs tasks on `jobs` worker threads (or inline with one job), in task order. */
async function runAll(tasks: readonly ArenaTask[], onDone?: (done: number, i: number, g: ArenaGame) => void): Promise<ArenaGame[]> {
  const out = new Array<ArenaGame>(tasks.length);
  if (jobs <= 1) {
    tasks.forEach((t, i) => {
      out[i] = playTask(t);
      onDone?.(i + 1, i, out[i]);
    });
    return out;
  }
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from(
      { length: Math.min(jobs, tasks.length) },
      () =>
        new Promise<void>((resolve, reject) => {
          // Workers do not inherit tsx's loader from the command line: register it for them.
          const w = new Worker(new URL('./arena-worker.mjs', import.meta.url));
          const feed = (): void => {
            if (next >= tasks.length) {
              void w.terminate();
              resolve();
              return;
            }
            const i = next++;
            w.once('message', (m: ArenaGame) => {
              out[i] = m;
              onDone?.(++done, i, m);
              feed();
            });
            w.postMessage(tasks[i]);
          };
          w.once('error', reject);
          feed();
        }),
    ),
  );
  return out;
}

function progress(total: number): (done: number) => void {
  return (done) => {
    if (process.stderr.isTTY) process.stderr.write(`\r${done}/${total} games`);
  };
}

interface PairSummary extends PairResult {
  readonly wins: number;
  readonly draws: number;
  readonly aMs: number;
  readonly bMs: number;
  readonly aMedianMs: number;
  readonly aMaxMs: number;
}

function median(xs: number[]): number {
  if (xs.length === 0) return NaN;
  const s = xs.slice().sort((x, y) => x - y);
  return s[Math.floor(s.length / 2)]!;
}

/** A against B on games `from` to `n - 1` of the pairing (pairTasks); the summary is of those games. */
async function playPair(a: string, b: string, n: number, from = 0): Promise<PairSummary> {
  const { tasks, aSeat } = pairTasks({ game: values.game, options, timed: values.time }, seed0, a, b, n, from, sides);
  // The seats A plays in game i: its one seat, or its whole side in a team game.
  const aSeats = (i: number): readonly number[] => sides?.find((side) => side.includes(aSeat[i]!)) ?? [aSeat[i]!];
  const shown = progress(n - from);
  // Off a terminal, one line per finished game (stderr), so a run cut short still tells its games.
  const res = await runAll(tasks, (done, i, g) => {
    shown(done);
    if (process.stderr.isTTY) return;
    process.stderr.write(`game ${from + i + 1}/${n} seed ${tasks[i]!.seed} A seat ${aSeats(i).join(' and ')}: ${resultFor(g.outcome.winners, aSeats(i))}\n`);
  });
  let wins = 0;
  let draws = 0;
  let aMs = 0,
    aDec = 0,
    bMs = 0,
    bDec = 0;
  const aTimes: number[] = [];
  res.forEach((g, i) => {
    const mine = aSeats(i);
    const result = resultFor(g.outcome.winners, mine);
    if (result === 'win') wins++;
    else if (result === 'draw') draws++;
    g.ms.forEach((m, seat) => {
      if (mine.includes(seat)) {
        aMs += m;
        aDec += g.decisions[seat]!;
        aTimes.push(...g.times[seat]!);
      } else {
        bMs += m;
        bDec += g.decisions[seat]!;
      }
    });
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  return {
    a,
    b,
    games: n - from,
    wins,
    draws,
    score: wins + draws / 2,
    aMs: aMs / Math.max(1, aDec),
    bMs: bMs / Math.max(1, bDec),
    aMedianMs: median(aTimes),
    aMaxMs: aTimes.length ? Math.max(...aTimes) : NaN,
  };
}

function pct(x: number): string {
  return x.toFixed(2);
}

/** A score over `n` games with its 95% Wilson interval: `0.54 [0.40, 0.67]`. */
function withInterval(rate: number, n: number): string {
  const [lo, hi] = wilson(rate, n);
  return `${pct(rate)} [${pct(lo)}, ${pct(hi)}]`;
}

function printPair(p: PairSummary): void {
  const rate = p.score / p.games;
  console.log(
    `${values.game} ${players}p${options.variants.length ? ` (${options.variants.join(',')})` : ''}, ${p.games} games from seed ${seed0}, ${values.time ? 'time budgets' : 'iteration budgets'}`,
  );
  console.log(`A=${p.a}: ${p.wins} wins, ${p.draws} draws (shared victories), ${p.games - p.wins - p.draws} losses against B=${p.b}`);
  console.log(`decision ms: A ${p.aMs.toFixed(1)} avg (median ${p.aMedianMs.toFixed(1)}, max ${p.aMaxMs.toFixed(0)}), B ${p.bMs.toFixed(1)} avg`);
  console.log(`winrate: ${withInterval(rate, p.games)}`);
}

/** Solo: every level plays the same deals; clear rate and average dice removed. */
async function solo(levels: readonly string[]): Promise<{ rows: string[]; oracle: string }> {
  const rows: string[] = [];
  const scores = new Map<string, number[]>();
  // The oracle (hard seeing the deck order; measurement only) on the same deals, unless skipped.
  const played = values['skip-oracle'] || !levels.includes('hard') ? levels : [...levels, 'oracle'];
  for (const level of played) {
    const tasks: ArenaTask[] = Array.from({ length: games }, (_, g) => ({ game: values.game, options, seed: seed0 + g, seats: [level], timed: values.time }));
    const res = await runAll(tasks, progress(games));
    if (process.stderr.isTTY) process.stderr.write('\n');
    const cleared = res.filter((g) => g.outcome.winners.length > 0).length;
    const each = res.map((g) => g.outcome.scores?.[0] ?? 0);
    scores.set(level, each);
    const removed = each.reduce((x, y) => x + y, 0) / games;
    const ms =
      res.reduce((x, g) => x + g.ms[0]!, 0) /
      Math.max(
        1,
        res.reduce((x, g) => x + g.decisions[0]!, 0),
      );
    const row = `| ${level} | ${withInterval(cleared / games, games)} | ${removed.toFixed(2)} | ${ms.toFixed(1)} |`;
    console.log(`${level}: ${cleared}/${games} cleared, dice removed ${removed.toFixed(2)}/16, ${ms.toFixed(1)} ms/decision`);
    // Solo has no opponent: the win rate is the clear rate.
    console.log(`winrate: ${withInterval(cleared / games, games)}`);
    rows.push(row);
  }
  const [hard, oracle] = [scores.get('hard'), scores.get('oracle')];
  if (!oracle || !hard) return { rows, oracle: `hard vs oracle: not measured${values['skip-oracle'] ? ' (--skip-oracle)' : ''}.` };
  const d = soloDuel(hard, oracle);
  const line =
    `hard vs oracle (hard seeing the deck's order, the card each hand will reveal; measurement only), deal by deal on the same deals, ` +
    `more dice removed a win: ${withInterval((d.wins + d.draws / 2) / d.games, d.games)} (${d.wins}-${d.draws}-${d.games - d.wins - d.draws}).`;
  console.log(line);
  return { rows, oracle: line };
}

/** A recorded pairing as the ladder's summary (no per-decision times beyond the averages). */
function fromRecord(p: RecordedPair): PairSummary {
  return { ...p, score: p.wins + p.draws / 2, aMedianMs: NaN, aMaxMs: NaN };
}

/**
 * `--ladder --replay medium`: plays only the pairings that involve the named levels (and the oracle
 * pairing only when hard or `oracle` is named: `--replay oracle` measures hard against the oracle
 * alone, for a ladder first run with --skip-oracle) and reads every other one from the page's section for this game
 * and seat count, which must have been measured with the same games and seed. Seeded games at
 * iteration budgets replay exactly, so a level that did not change would score what it scored; to
 * hold the page to that, the cheapest kept pairing is played again first and must match its record.
 */
async function replayPlan(levels: readonly string[]): Promise<{ kept(a: string, b: string): PairSummary | undefined } | null> {
  if (!values.replay) return null;
  const named = new Set(
    values.replay
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const fail = failing(`--replay ${values.replay}`);
  for (const l of named) if (l !== 'oracle' && !levels.includes(l)) fail(`${l} is neither among the ladder's levels (${levels.join(', ')}) nor "oracle"`);
  if (named.has('oracle') && values['skip-oracle']) fail('the oracle is named and skipped');
  const page = pageLadder(fail, 'read the other pairings from');
  if (page.games !== games) fail(`the page's ladder has ${page.games} games from seed ${page.seed}; this run asks ${games} from ${seed0}`);
  const kept = new Map<string, PairSummary>();
  for (let i = 0; i < levels.length; i++) {
    for (let j = i + 1; j < levels.length; j++) {
      const [a, b] = [levels[j]!, levels[i]!];
      if (named.has(a) || named.has(b)) continue;
      const p = page.pairs.get(`${a} vs ${b}`);
      if (!p) return fail(`the page has no W-D-L row for ${a} vs ${b}`);
      kept.set(`${a} vs ${b}`, fromRecord(p));
    }
  }
  if (!named.has('hard') && !named.has('oracle') && page.oracle) kept.set('hard vs oracle', fromRecord(page.oracle));
  const again = await checkReplays([...kept.values()], fail);
  if (again) kept.set(`${again.a} vs ${again.b}`, again);
  return { kept: (a, b) => kept.get(`${a} vs ${b}`) };
}

/** Prints `arena: <flag>: <why>` and exits 2. */
function failing(flag: string): (why: string) => never {
  return (why) => {
    console.error(`arena: ${flag}: ${why}`);
    process.exit(2);
  };
}

/** The page's ladder for this game and seat count, which must come from this run's seed at iteration budgets (else `fail`). */
function pageLadder(fail: (why: string) => never, purpose: string): RecordedLadder {
  if (values.time) fail('time budgets do not replay the same games; run the whole ladder');
  const head = `${values.game} ${players}p${options.variants.length ? ` ${options.variants.join(',')}` : ''}`;
  const page: RecordedLadder | null = existsSync(values.out) ? readRecordedLadder(readFileSync(values.out, 'utf8'), head) : null;
  if (!page) return fail(`${values.out} has no "## ${head}" ladder to ${purpose}`);
  if (page.seed !== seed0) fail(`the page's ladder is from seed ${page.seed}; this run asks seed ${seed0}`);
  return page;
}

/**
 * Plays the cheapest of the recorded pairings (the oracle's left out) again on its recorded games
 * and stops the run if it does not match its record: a run that reads the page's games as its own
 * holds the page to them. Answers the pairing as played (null when there is none to play).
 */
async function checkReplays(recorded: readonly PairSummary[], fail: (why: string) => never): Promise<PairSummary | null> {
  const cheapest = recorded.filter((p) => p.b !== 'oracle').sort((x, y) => x.aMs + x.bMs - (y.aMs + y.bMs))[0];
  if (!cheapest) return null;
  const n = cheapest.games;
  const again = await playPair(cheapest.a, cheapest.b, n);
  if (again.wins !== cheapest.wins || again.draws !== cheapest.draws)
    fail(
      `${cheapest.a} vs ${cheapest.b} played ${again.wins}-${again.draws}-${n - again.wins - again.draws} where the page records ${cheapest.wins}-${cheapest.draws}-${n - cheapest.wins - cheapest.draws}: the levels or the rules changed since, so run the whole ladder`,
    );
  console.log(`${cheapest.a} vs ${cheapest.b} replays as the page records it; the other pairings' recorded games are read from the page`);
  return again;
}

/**
 * `--ladder --extend`: the page's ladder for this game and seat count on more games (`--games`
 * above the page's, the same seed). Seeded games at iteration budgets replay exactly and a run of
 * n games starts with the games of any shorter run (pairTasks), so each pairing plays only the
 * games past its record and adds them to it. As with --replay, the cheapest pairing is first played
 * again on its recorded games and must match. Answers how to measure a pairing (null without the flag).
 */
async function extendPlan(): Promise<{ play(a: string, b: string): Promise<PairSummary> } | null> {
  if (!values.extend) return null;
  const fail = failing('--extend');
  if (values.replay) fail('--replay and --extend do not go together');
  const page = pageLadder(fail, 'extend');
  if (page.games >= games) fail(`the page's ladder already has ${page.games} games a pairing; ask for more with --games`);
  const records = [...page.pairs.values(), ...(page.oracle ? [page.oracle] : [])];
  await checkReplays(records.map(fromRecord), fail);
  return {
    async play(a, b) {
      const recorded = records.find((p) => p.a === a && p.b === b);
      if (!recorded) return fail(`the page has no W-D-L record for ${a} vs ${b}`);
      if (recorded.games !== page.games) fail(`${a} vs ${b} has ${recorded.games} games on the page, not ${page.games}`);
      const more = await playPair(a, b, games, page.games);
      console.log(
        `${a} vs ${b}: games ${page.games + 1} to ${games} ${more.wins}-${more.draws}-${more.games - more.wins - more.draws}, added to the page's ${recorded.wins}-${recorded.draws}-${recorded.games - recorded.wins - recorded.draws}`,
      );
      return fromRecord(addGames(recorded, more));
    },
  };
}

async function ladder(): Promise<void> {
  const levels = values.levels
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const stamp = `${values.game}, ${players} player${players > 1 ? 's' : ''}${sides ? ` in ${sides.length} teams` : ''}${options.variants.length ? ` (${options.variants.join(',')})` : ''}, ${games} games per pairing from seed ${seed0}, ${values.time ? 'time' : 'iteration'} budgets`;
  let body: string;
  if (players === 1) {
    const { rows, oracle } = await solo(levels);
    body = `| level | clear rate [95% CI] | dice removed (of 16) | ms/decision |\n|---|---|---|---|\n${rows.join('\n')}\n\n- ${oracle}\n`;
  } else {
    const replay = await replayPlan(levels);
    const extend = await extendPlan();
    const play = (a: string, b: string): Promise<PairSummary> => (extend ? extend.play(a, b) : playPair(a, b, games));
    const results: PairSummary[] = [];
    for (let i = 0; i < levels.length; i++) {
      for (let j = i + 1; j < levels.length; j++) {
        const kept = replay?.kept(levels[j]!, levels[i]!);
        const p = kept ?? (await play(levels[j]!, levels[i]!));
        if (kept) console.log(`${p.a} vs ${p.b}: as the page records it (neither level replayed)`);
        const rate = p.score / p.games;
        console.log(`${p.a} vs ${p.b}: ${withInterval(rate, p.games)} (${p.wins}W ${p.draws}D), ${p.aMs.toFixed(1)} / ${p.bMs.toFixed(1)} ms`);
        results.push(p);
      }
    }
    // With more than two seats A plays one seat against B in all the others: parity is 1/players.
    // In a team game A plays a whole side: two sides, parity 1/2.
    const elo = fitElo(levels, results, levels[0], contenders);
    const ms = new Map<string, number>();
    for (const p of results) {
      if (!ms.has(p.a)) ms.set(p.a, p.aMs);
      if (!ms.has(p.b)) ms.set(p.b, p.bMs);
    }
    body =
      `| level | Elo (${levels[0]} = 0) | ms/decision |\n|---|---|---|\n` +
      levels.map((l) => `| ${l} | ${elo.get(l)} | ${(ms.get(l) ?? NaN).toFixed(1)} |`).join('\n') +
      `\n\n| A vs B | A's score [95% CI] | W-D-L |\n|---|---|---|\n` +
      results
        .map((p) => {
          return `| ${p.a} vs ${p.b} | ${withInterval(p.score / p.games, p.games)} | ${p.wins}-${p.draws}-${p.games - p.wins - p.draws} |`;
        })
        .join('\n') +
      '\n';
    console.log(levels.map((l) => `${l} ${elo.get(l)}`).join(', '));
    body += `\n${(await againstTheBar(levels, elo, results, play, replay?.kept('hard', 'oracle'))).join('\n')}\n`;
  }
  writeLadder(stamp, body);
}

/**
 * Issue 15's bar under each ladder, so the page says where every game and seat count stands:
 * the Elo steps between neighbouring levels (each at least 100), hard against greedy (0.70 with
 * two players, 1.5 times the fair share with more), hard against the oracle (its own search on
 * the full state, never offered in the app; same budgets), and hard's search speed.
 */
async function againstTheBar(
  levels: readonly string[],
  elo: Map<string, number>,
  results: readonly PairSummary[],
  play: (a: string, b: string) => Promise<PairSummary>,
  keptOracle?: PairSummary,
): Promise<string[]> {
  const who = sides ? `${players} players in ${sides.length} teams, each level playing a whole team: an equal team scores` : `${players} players: an equal player scores`;
  const lines = [`Against issue 15's bar (${who} ${pct(1 / contenders)}):`, ''];
  lines.push(`- Elo steps (each at least +100): ${eloSteps(levels, elo)}.`);
  const inner = withoutFirstLine(levels, results);
  if (inner) lines.push(inner);
  lines.push(intervalsLine(levels, results));
  const bar = contenders === 2 ? 0.7 : 1.5 / contenders;
  const hg = results.find((p) => p.a === 'hard' && p.b === 'greedy');
  if (hg) {
    const r = hg.score / hg.games;
    lines.push(`- hard vs greedy: ${withInterval(r, hg.games)}, bar ${pct(bar)}: ${r >= bar ? 'met' : 'short'}.`);
  }
  const game = getGame(values.game)!;
  // A game's own hard player is measured against its seeing twin where it has one (Zero's planner).
  const own = game.ai.bots?.hard;
  const blind = own !== undefined && !own.chooseSeeing;
  if (values['skip-oracle'] || blind) {
    lines.push(`- hard vs oracle: not measured${blind ? ` (${values.game}'s levels are its own players, not the search)` : ' (--skip-oracle)'}.`);
  } else {
    const o = keptOracle ?? (await play('hard', 'oracle'));
    const r = o.score / o.games;
    lines.push(
      `- hard vs oracle (${own?.chooseSeeing ? "the same player seeing the other seat's cards" : 'the same search seeing every hand and the deck, not the rolls to come'}), ${values.time ? 'equal time' : 'equal iterations'}: ${withInterval(r, o.games)} (${o.wins}-${o.draws}-${o.games - o.wins - o.draws}); ${o.aMs.toFixed(0)} / ${o.bMs.toFixed(0)} ms a decision.`,
    );
  }
  // The search's speed, where the search plays: own players that decline some views (Zero's, solo and variants) leave it playing there.
  if (!own || own.plays) lines.push(speedLine(values.game, players));
  return lines;
}

/** The bar's line for the ladder fitted without its first level (fitWithoutFirst), or null. */
function withoutFirstLine(levels: readonly string[], results: readonly PairResult[], seats = contenders): string | null {
  const inner = fitWithoutFirst(levels, results, seats);
  if (!inner) return null;
  return `- Elo steps fitted without ${levels[0]} (the other pairings only, ${levels[1]} = 0): ${eloSteps(levels.slice(1), inner)}.`;
}

/**
 * The bar's line of 95% intervals for every step (stepIntervals), of the joint ladder and of the
 * one fitted without its first level, so a short step within its games' luck of 100 reads apart
 * from one that is short for sure.
 */
function intervalsLine(levels: readonly string[], records: readonly PairRecord[], seats = contenders): string {
  const joint = stepIntervals(levels, records, (r) => fitElo(levels, r, levels[0], seats), INTERVAL_SAMPLES)!;
  const rest = levels.slice(1);
  const inner = stepIntervals(
    rest,
    records.filter((p) => rest.includes(p.a) && rest.includes(p.b)),
    (r) => fitWithoutFirst(levels, r, seats),
    INTERVAL_SAMPLES,
  );
  return `- 95% intervals of the steps (${INTERVAL_SAMPLES} resamples of every pairing's games at its wins, draws and losses): ${stepIntervalText(levels, joint)}${inner ? `; fitted without ${levels[0]}: ${stepIntervalText(rest, inner)}` : ''}.`;
}

/** Resamples behind each interval line: a few seconds a ladder, steady to about 5 Elo at the ends. */
const INTERVAL_SAMPLES = 400;

/** The bar's speed line: hard's search on `npm run bench`'s positions for this game and seat count. */
function speedLine(game: string, seats: number): string {
  const c = { label: `${game} ${seats}p`, game, options: { seats, variants: [] } };
  // A second's search first, thrown away: cold code (the compiler's threads count as CPU time) read a third low.
  measureSearch(c, 1);
  const f = measureSearch(c, Number(values['speed-seconds']));
  // A game whose own hard player declines some views (Zero's planner: the variants) still searches there.
  const own = getGame(game)?.ai.bots?.hard?.plays
    ? ` This is the search where ${game}'s own hard player does not play (the variants); the ladder's hard is that player (its ms a decision above).`
    : '';
  return `- hard's search: ${fmt(f.iterationsPerSecond)} iterations a second, ${fmt(f.iterationsPerCpuSecond)} per CPU second (target 20,000), median ${fmt(f.medianMs, 1)} ms a decision (\`npm run bench\`'s positions).${own}`;
}

/**
 * `--refresh-speed`: measures hard's search again for every ladder on the page that has a speed
 * line and rewrites only those lines (speed work changes no decision, so the games stand).
 */
function refreshSpeed(): void {
  const path = values.out;
  const lines = readFileSync(path, 'utf8').split('\n');
  let section: [string, number] | null = null;
  for (let i = 0; i < lines.length; i++) {
    const head = /^## ([a-z]+) (\d+)p$/.exec(lines[i]!);
    if (head) section = [head[1]!, Number(head[2])];
    else if (section && lines[i]!.startsWith("- hard's search: ")) {
      lines[i] = speedLine(section[0], section[1]);
      console.log(`${section[0]} ${section[1]}p: ${lines[i]}`);
    }
  }
  writeFileSync(path, lines.join('\n'));
}

/**
 * `--refresh-fits`: writes the line of the ladder fitted without random (fitWithoutFirst) and the
 * line of the steps' intervals (stepIntervals) under every ladder on the page, from the pairings
 * the page already holds (wins, draws and losses give each score exactly), so no game is played
 * again.
 */
function refreshFits(): void {
  const path = values.out;
  const page = readFileSync(path, 'utf8');
  const out: string[] = [];
  let section: { title: string; seats: number; levels: readonly string[]; results: PairRecord[] } | null = null;
  for (const line of page.split('\n')) {
    if (line.startsWith('## ')) {
      const head = /^## ([a-z]+) (\d+)p$/.exec(line);
      const recorded = head ? readRecordedLadder(page, line.slice(3)) : null;
      // Only rows with wins, draws and losses are read: the score alone would round the draws away.
      // Plain "## <game> <n>p" headings only: standard rules.
      const seats = head && (sidesOf(head[1]!, { seats: Number(head[2]), variants: [] })?.length ?? Number(head[2]));
      section = recorded && { title: line.slice(3), seats: seats!, levels: recorded.levels, results: [...recorded.pairs.values()].map(fromRecord) };
    }
    if (section && (line.startsWith('- Elo steps fitted without ') || line.startsWith('- 95% intervals of the steps '))) continue;
    out.push(line);
    if (section && line.startsWith('- Elo steps (each at least +100): ')) {
      const text = withoutFirstLine(section.levels, section.results, section.seats);
      if (text) out.push(text);
      // Only where every pairing has its W-D-L row (a resample needs the draws).
      const pairings = (section.levels.length * (section.levels.length - 1)) / 2;
      if (section.results.length === pairings) out.push(intervalsLine(section.levels, section.results, section.seats));
      console.log(`${section.title}: ${out.slice(-2).join('\n')}`);
    }
  }
  writeFileSync(path, out.join('\n'));
}

/** Replaces (or appends) this game/player-count section of the strength page. */
function writeLadder(stamp: string, body: string): void {
  const path = values.out;
  let text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const head = `## ${values.game} ${players}p${options.variants.length ? ` ${options.variants.join(',')}` : ''}`;
  const section = `${head}\n\nGenerated by \`npm run arena -- --ladder --game ${values.game} --players ${players} --games ${games} --seed ${seed0}${values.time ? ' --time' : ''}${values.replay ? ` --replay ${values.replay}` : ''}${values.extend ? ' --extend' : ''}${values['skip-oracle'] ? ' --skip-oracle' : ''}\` (${stamp}).\n\n${body}`;
  if (!text) text = '# AI strength\n\nRatings from the arena (bench/arena.ts). Regenerate with `npm run arena -- --ladder`.\n';
  const start = text.indexOf(`${head}\n`);
  if (start >= 0) {
    const after = text.indexOf('\n## ', start + head.length);
    text = text.slice(0, start) + section + (after >= 0 ? `\n${text.slice(after + 1)}` : '');
  } else text = `${text.trimEnd()}\n\n${section}`;
  writeFileSync(path, text);
  console.log(`wrote ${path}`);
}

const STRENGTH_PAGE = fileURLToPath(new URL('../docs/ai-strength.md', import.meta.url));

/** After the strength page changed: the ladder modules follow it (another --out is a scratch page and leaves them alone). */
async function followPage(): Promise<void> {
  if (resolve(values.out) !== STRENGTH_PAGE) return;
  const written = await writeLadderModules(STRENGTH_PAGE);
  console.log(`ladder modules rewritten: ${written.join(', ')}`);
}

/** `--ladder --all`: every game at every seat count it allows, each as its own arena run. */
function ladderAll(): void {
  const maxPlayers = int('max-players', values['max-players'], 1);
  const shared = [
    ...['--games', String(games), '--seed', String(seed0), '--jobs', String(jobs), '--out', values.out, '--levels', values.levels],
    ...['--speed-seconds', values['speed-seconds'], ...(values.time ? ['--time'] : []), ...(values['skip-oracle'] ? ['--skip-oracle'] : [])],
  ];
  for (const id of GAME_IDS) {
    const game = getGame(id);
    if (!game) continue;
    const { info } = game;
    for (let n = info.minSeats; n <= Math.min(info.maxSeats, maxPlayers); n++) {
      // Not every count between the bounds is a game: toss is singles or two teams, never three.
      if (!game.parseOptions({ seats: n, variants: [] }).ok) {
        console.log(`== ${id} ${n}p: not a seat count ${id} is played with`);
        continue;
      }
      console.log(`== ${id} ${n}p`);
      // A child per ladder: one process's arena settings are module constants. tsx's loader is in execArgv.
      const run = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--ladder', '--game', id, '--players', String(n), ...shared], {
        stdio: 'inherit',
      });
      if (run.status !== 0) {
        console.error(`arena: the ${id} ${n}p ladder failed (exit ${run.status})`);
        process.exit(1);
      }
    }
  }
}

// Toss's physics starts once, before any game (worker threads start their own).
await initGames();
if (values['refresh-speed']) refreshSpeed();
else if (values['refresh-fits']) refreshFits();
else if (values.ladder && values.all) ladderAll();
else if (values.ladder) {
  await ladder();
  await followPage();
} else if (players === 1) await solo([values.a]);
else printPair(await playPair(values.a, values.b, games));
