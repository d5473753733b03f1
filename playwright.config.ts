/**
 * e2e specs against the plain web build (engine in a Web Worker), in Debian's Chromium
 * with software WebGL. `npm run e2e` builds and serves it through the webServer entry.
 */
import { defineConfig } from '@playwright/test';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  fullyParallel: false,
  reporter: [['list']],
  use: {
    baseURL: 'http://127.0.0.1:4173',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--ignore-gpu-blocklist',
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
    command: 'npm run web',
    url: 'http://127.0.0.1:4173',
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
