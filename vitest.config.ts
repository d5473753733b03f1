import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src-engine/**/*.test.ts', 'src-main/**/*.test.ts', 'src-renderer/**/*.test.ts', 'src-shared/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
