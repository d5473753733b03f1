import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  test: {
    environment: 'node',
    // Generous: with every core busy a heavy test runs two to three times slower than alone.
    testTimeout: 120_000,
    // Every core: on a 2-core machine vitest otherwise ran one test file at a time (measured:
    // never two at once over a whole run), and most files are CPU-bound engine work.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src-engine/**/*.test.ts', 'src-main/**/*.test.ts', 'src-engine-process/**/*.test.ts', 'src-shared/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        // The renderer's tests load its Svelte modules (a game's table parts, the kit's runes) as the
        // browser does: compiled by the Svelte plugin, against Svelte's client runtime.
        extends: true,
        plugins: [svelte({ configFile: fileURLToPath(new URL('./src-renderer/svelte.config.js', import.meta.url)) })],
        resolve: { conditions: ['browser'] },
        test: { name: 'renderer', include: ['src-renderer/**/*.test.ts'] },
      },
    ],
  },
});
