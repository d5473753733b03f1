/**
 * electron-vite: main (with the engine utility process as a second entry, imported through
 * `?modulePath`), a sandboxed CommonJS preload, and the Svelte renderer. Output goes to out/.
 */
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';
import { fileURLToPath } from 'node:url';

const at = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  main: {
    build: {
      outDir: at('./out/main'),
      rolldownOptions: { input: { index: at('./src-main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: at('./out/preload'),
      // A sandboxed preload cannot load ES modules or other chunks: one CommonJS file.
      rolldownOptions: { input: { index: at('./src-preload/index.ts') }, output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: at('./src-renderer'),
    base: './',
    plugins: [svelte({ configFile: at('./src-renderer/svelte.config.js') })],
    worker: { format: 'es' },
    build: {
      outDir: at('./out/renderer'),
      target: 'es2022',
      // electron-vite leaves the renderer unminified; three.js alone is then ~1.3 MB.
      minify: true,
      // three.js is one vendor chunk shared by every game (as in vite.web.config.ts).
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        input: { index: at('./src-renderer/index.html') },
        output: { codeSplitting: { groups: [{ name: 'three', test: /node_modules[\\/]three[\\/]/ }] } },
      },
    },
  },
});
