/**
 * e2e specs against the plain web build (engine in a Web Worker), in Debian's Chromium
 * with software WebGL. `npm run e2e` builds and serves it through the webServer entry.
 */
import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';

/**
 * The preview server's port: PIPFALL_E2E_PORT when set (outside CI a server already running
 * there is reused, e.g. your own `npm run web`), else a free port picked once here and passed
 * to the workers through the environment, so runs in two checkouts never share a server.
 */
function e2ePort(): number {
  const given = Number(process.env.PIPFALL_E2E_PORT);
  if (Number.isInteger(given) && given > 0) return given;
  const free = execFileSync(process.execPath, ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"], {
    encoding: 'utf8',
  });
  process.env.PIPFALL_E2E_PORT = free.trim();
  process.env.PIPFALL_E2E_FRESH = '1';
  return Number(free);
}
const port = e2ePort();
const baseURL = `http://127.0.0.1:${port}`;

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  // Two browsers at once: most of a spec's time is waiting on the page (round trips, frames),
  // not CPU, so two fit on two cores; PIPFALL_E2E_WORKERS=1 runs them one by one.
  workers: Number(process.env.PIPFALL_E2E_WORKERS) || 2,
  retries: 0,
  fullyParallel: true,
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    // The interface follows the browser's language on a first run: specs read the English catalogue.
    locale: 'en-US',
    // Pages drawn at half scale: layouts are in CSS pixels as before, but the software GPU fills
    // a quarter of the pixels (it was most of a spec's CPU, and the 3D stage follows the device
    // pixel ratio down to 0.5). Screenshots for people to look at (`npm run shots`) set
    // PIPFALL_E2E_FULLRES=1 and keep full scale.
    deviceScaleFactor: process.env.PIPFALL_E2E_FULLRES ? 1 : 0.5,
    // A failed spec keeps its trace with DOM snapshots, not the screencast: recording a screenshot
    // of every frame through the software GPU took about a third of the e2e run's time (the zero
    // lesson-layout spec 1.2 min with it, 35 s without, on a loaded box).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--ignore-gpu-blocklist',
        // The page's own painting and compositing on the CPU (Skia), which is cheaper than
        // emulating a GPU for them; WebGL still draws through SwiftShader.
        '--disable-gpu-rasterization',
        '--disable-gpu-compositing',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        ...(isRoot ? ['--no-sandbox'] : []),
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /electron\.spec\.ts$/ },
    { name: 'electron', testMatch: /electron\.spec\.ts$/ },
  ],
  webServer: {
    command: `npm run build:web && vite preview -c vite.web.config.ts --host 127.0.0.1 --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: !process.env.CI && !process.env.PIPFALL_E2E_FRESH,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
