/**
 * The plain web build of the renderer: the engine runs in a Web Worker instead of the
 * Electron utility process. Used by `npm run web` and the Playwright specs.
 */
import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('./src-renderer', import.meta.url));

export default defineConfig({
  root,
  base: './',
  plugins: [svelte({ configFile: fileURLToPath(new URL('./src-renderer/svelte.config.js', import.meta.url)) })],
  worker: { format: 'es' },
  build: {
    outDir: fileURLToPath(new URL('./dist-web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // three.js alone is ~600 kB minified; it is one vendor chunk shared by every game.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'three', test: /node_modules[\\/]three[\\/]/ }] },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
