import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src-engine/**/*.test.ts', 'src-main/**/*.test.ts', 'src-renderer/**/*.test.ts', 'src-shared/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Generous: with every core busy a heavy test runs two to three times slower than alone.
    testTimeout: 120_000,
    // Every core: on a 2-core machine vitest otherwise ran one test file at a time (measured:
    // never two at once over a whole run), and most files are CPU-bound engine work.
    maxWorkers: '100%',
  },
});
