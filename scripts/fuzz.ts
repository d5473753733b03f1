/**
 * npm run fuzz -- [--game G] [--actions N] [--seed S] [--options JSON]
 * Fuzzes each registered game (or one) with random legal and illegal actions and checks
 * invariants after each (see src-engine/host/fuzz.ts). Default: a million actions per game.
 * Exits 1 when an invariant broke.
 */
import { GAMES, getGame, initGames } from '../src-engine/games';
import type { AnyGame } from '../src-engine/core/game';
import { fuzzGame } from '../src-engine/host/fuzz';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

let actions = Number(arg('actions') ?? 1_000_000);
const seed = Number(arg('seed') ?? 1);
const only = arg('game');
// Options added to every game's { seats }, e.g. --options '{"mode":"keeper"}' for toss's score keeper.
let extra: Record<string, unknown> | undefined;
try {
  extra = arg('options') === undefined ? undefined : (JSON.parse(arg('options')!) as Record<string, unknown>);
} catch {
  extra = undefined;
  actions = NaN;
}
if (!Number.isInteger(actions) || actions < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run fuzz -- [--game G] [--actions N] [--seed S] [--options JSON]');
  process.exit(2);
}
await initGames();
const games: AnyGame[] = only ? [getGame(only)].filter((g): g is AnyGame => g !== undefined) : Object.values(GAMES).filter((g): g is AnyGame => g !== undefined);
if (games.length === 0) {
  console.error(`no game "${only}"; registered: ${Object.keys(GAMES).join(', ')}`);
  process.exit(2);
}

let broken = false;
for (const game of games) {
  // Chunks, so a long run reports progress.
  const chunk = Math.min(actions, 100_000);
  let done = 0;
  let legal = 0;
  let illegal = 0;
  let played = 0;
  let failures = 0;
  const t0 = performance.now();
  for (let part = 0; done < actions; part++) {
    const n = Math.min(chunk, actions - done);
    const r = fuzzGame(game, { actions: n, seed: seed + part * 7919, ...(extra ? { options: extra } : {}) });
    done += n;
    legal += r.legal;
    illegal += r.illegal;
    played += r.games;
    failures += r.failureCount;
    for (const f of r.failures) console.error(`FAIL ${f}`);
    if (actions > chunk)
      console.log(
        `  ${game.info.id}: ${done.toLocaleString('en')} actions, ${failures} failures, ${Math.round(done / ((performance.now() - t0) / 1000)).toLocaleString('en')} actions/s`,
      );
  }
  const s = (performance.now() - t0) / 1000;
  console.log(
    `${game.info.id}: ${done.toLocaleString('en')} actions (${legal.toLocaleString('en')} applied, ${illegal.toLocaleString('en')} refused) over ${played.toLocaleString('en')} games in ${s.toFixed(1)} s = ${Math.round(done / s).toLocaleString('en')} actions/s; ${failures} invariant failures`,
  );
  if (failures > 0) broken = true;
}
process.exit(broken ? 1 : 0);
