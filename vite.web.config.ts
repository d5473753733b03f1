/**
 * The plain web build of the renderer: the engine runs in a Web Worker instead of the
 * Electron utility process. Used by `npm run web` and the Playwright specs.
 */
import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('./src-renderer', import.meta.url));

/**
 * The 3D vendors as chunks of their own, shared by every game and loaded only when a table
 * opens (the menu imports neither: App.svelte loads the canvas lazily). Same in electron.vite.config.ts.
 */
const THREE_D_CHUNKS = [
  { name: 'three', test: /node_modules[\\/]three[\\/]/ },
  // Threlte's own modules only: with its dependencies it would also take the Svelte runtime the menu needs.
  { name: 'threlte', test: /node_modules[\\/]@threlte[\\/]/, includeDependenciesRecursively: false },
];

export default defineConfig({
  root,
  base: './',
  plugins: [svelte({ configFile: fileURLToPath(new URL('./src-renderer/svelte.config.js', import.meta.url)) })],
  worker: { format: 'es' },
  build: {
    outDir: fileURLToPath(new URL('./dist-web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // three.js alone is ~740 kB minified (190 kB gzip), loaded with the first table.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: THREE_D_CHUNKS },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
