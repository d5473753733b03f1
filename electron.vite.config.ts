/**
 * electron-vite: main (with the engine utility process as a second entry, imported through
 * `?modulePath`), a sandboxed CommonJS preload, and the Svelte renderer. Output goes to out/.
 */
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';
import { fileURLToPath } from 'node:url';

const at = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

/** three.js and Threlte as chunks of their own, loaded when a table opens (as in vite.web.config.ts). */
const THREE_D_CHUNKS = [
  { name: 'three', test: /node_modules[\\/]three[\\/]/ },
  // Threlte's own modules only: with its dependencies it would also take the Svelte runtime the menu needs.
  { name: 'threlte', test: /node_modules[\\/]@threlte[\\/]/, includeDependenciesRecursively: false },
];

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
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        input: { index: at('./src-renderer/index.html') },
        output: { codeSplitting: { groups: THREE_D_CHUNKS } },
      },
    },
  },
});
