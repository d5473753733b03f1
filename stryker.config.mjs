/**
 * Mutation testing (StrykerJS), run by `npm run mutate -- FILE` (scripts/mutate.mjs), not by
 * `npm test`: it changes the code under test one small way at a time and reports the changes no
 * test notices. One file at a time and one mutant at a time: it is heavy on the CPU.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  // Each mutant runs only the tests that reached it in the first, plain run.
  coverageAnalysis: 'perTest',
  concurrency: 1,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 85, low: 70, break: null },
  tempDirName: '.stryker-tmp',
  // The sandbox needs the sources and their tests, not the builds, the e2e specs or the reports.
  ignorePatterns: ['dist', 'dist-web', 'out', 'test-results', 'reports', 'e2e', 'bench', 'docs', '.stryker-tmp'],
  timeoutMS: 60_000,
  cleanTempDir: true,
};
