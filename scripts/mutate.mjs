/**
 * `npm run mutate -- FILE[:FROM-TO] [FILE...] [--tests GLOB,GLOB]`: mutation testing (StrykerJS,
 * see stryker.config.mjs) of the named source files (or only lines FROM to TO of one: a phase
 * module's `apply` part, say), judged by the tests that hold them: a game's
 * module by its game's tests, the keeper by the keeper's and the saves' tests, atomic.ts by the
 * write and save tests (TESTS below), or the globs given. Not part of `npm test`: it runs every
 * mutant's tests again, one mutant at a time. Prints Stryker's table; the score per file is in
 * reports/mutation/mutation.json too. Run it under `nice` on a shared machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The tests that judge a file other than by its folder's. Left out: the soak test and the keeper
 * over real engine processes (src-main/keeper.test.ts), each minutes per mutant.
 */
const TESTS = {
  'src-shared/keeper.ts': ['src-shared/keeper*.test.ts', 'src-main/game-end.test.ts', 'src-main/saves.test.ts', 'src-renderer/saves/platform.test.ts'],
  'src-main/atomic.ts': ['src-main/atomic*.test.ts', 'src-main/saves*.test.ts', 'src-main/game-end.test.ts', 'src-main/settings*.test.ts', 'src-main/past-games.test.ts'],
};

const args = process.argv.slice(2);
const at = args.indexOf('--tests');
const given = at >= 0 ? args.splice(at, 2)[1] : undefined;
const files = args.filter((a) => !a.startsWith('-'));
const fileOf = (f) => f.replace(/:\d+-\d+$/, '');
if (files.length === 0 || files.some((f) => !existsSync(fileOf(f)))) {
  console.error('usage: npm run mutate -- FILE [FILE...] [--tests GLOB,GLOB]   (FILE: a source file, e.g. src-engine/games/zero/programming.ts)');
  process.exit(2);
}
const tests = given ? given.split(',') : [...new Set(files.map(fileOf).flatMap((f) => TESTS[f] ?? [`${dirname(f)}/*.test.ts`]))];
console.log(`mutating ${files.join(', ')}; judged by ${tests.join(', ')}`);
const r = spawnSync('npx', ['stryker', 'run', '--mutate', files.join(',')], { stdio: 'inherit', env: { ...process.env, PIPFALL_MUTATE_TESTS: tests.join(',') } });
process.exit(r.status ?? 1);
