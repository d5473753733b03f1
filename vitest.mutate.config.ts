/**
 * The vitest setup `npm run mutate` (StrykerJS, scripts/mutate.mjs) runs for each mutant: Node
 * only, and only the tests PIPFALL_MUTATE_TESTS names (comma-separated globs), so a mutant of one
 * game's rules is judged by that game's tests, not by the whole suite (nor the soak test).
 */
import { defineConfig } from 'vitest/config';

const include = (process.env['PIPFALL_MUTATE_TESTS'] ?? '').split(',').filter((g) => g.trim() !== '');
if (include.length === 0) throw new Error('PIPFALL_MUTATE_TESTS names no tests (run `npm run mutate -- FILE`)');

export default defineConfig({
  test: {
    environment: 'node',
    include,
    testTimeout: 120_000,
  },
});
