/**
 * Screenshots and figures of the 3D dice (the `?gallery=dice` dev page), for a human to
 * look at; not a test (`npm test` never runs it). Build the web app first:
 *
 *   npm run build:web && npx tsx e2e/tools/dice-gallery.ts [--url http://127.0.0.1:PORT/]
 *
 * Without --url it serves dist-web itself on a free port (and stops that server at the end).
 * Writes PNGs to test-results/dice-gallery/ and prints, per shadow mode and window size,
 * the draw calls of one frame, then frames drawn and animation-frame callbacks in 2 s of
 * idle, whether a roll of every die lands on its value, and whether hover picking works.
 */
import { chromium, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';

const OUT = 'test-results/dice-gallery';
const SIZES = [
  { width: 1280, height: 800 },
  { width: 900, height: 600 },
] as const;

interface Hooks {
  info(): { calls: number; triangles: number; frames: number };
  rollAll(ms: number): Promise<void>;
  busy(): boolean;
  expected(): Record<string, number>;
  values(): Record<string, number>;
  screenOf(key: string): { x: number; y: number } | null;
  pickAt(x: number, y: number): string | null;
}
type Win = { __diceGallery?: Hooks; __rafCount?: number };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

async function serve(): Promise<{ url: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '-c', 'vite.web.config.ts', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return { url, server };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error(`vite preview did not start on ${url} (did you run npm run build:web?)`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function open(page: Page, base: string, query: string): Promise<void> {
  await page.goto(`${base}?gallery=dice&${query}`);
  await page.waitForFunction(() => (globalThis as Win).__diceGallery !== undefined);
  // Let the software renderer draw (and the atlas upload) before reading a frame.
  await sleep(800);
}

const info = (page: Page) => page.evaluate(() => (globalThis as Win).__diceGallery!.info());

async function main(): Promise<void> {
  const given = process.argv.indexOf('--url');
  const served = given >= 0 ? null : await serve();
  const base = given >= 0 ? process.argv[given + 1]! : served!.url;
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  });
  const lines: string[] = [];
  let failed = false;
  try {
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: size });
      // Count animation-frame callbacks, to see whether anything ticks while idle.
      await page.addInitScript(() => {
        const w = globalThis as unknown as Win & { requestAnimationFrame: (cb: (t: number) => void) => number };
        const raf = w.requestAnimationFrame.bind(globalThis);
        w.__rafCount = 0;
        w.requestAnimationFrame = (cb) =>
          raf((t) => {
            w.__rafCount = (w.__rafCount ?? 0) + 1;
            cb(t);
          });
      });
      const tag = `${size.width}x${size.height}`;
      for (const shadow of ['both', 'blob', 'cast', 'none']) {
        if (size.width !== 1280 && shadow !== 'both') continue;
        await open(page, base, `shadow=${shadow}`);
        const i = await info(page);
        lines.push(`${tag} shadow=${shadow}: ${i.calls} draw calls a frame, ${i.triangles} triangles`);
        await page.screenshot({ path: `${OUT}/gallery-${tag}-${shadow}.png` });
      }
      // Close-ups, to read every face.
      for (const [shadow, zoom] of [
        ['both', 2.2],
        ['both', 3.5],
        ['blob', 2.2],
      ] as const) {
        await open(page, base, `shadow=${shadow}&zoom=${zoom}`);
        await page.screenshot({ path: `${OUT}/gallery-${tag}-${shadow}-zoom${zoom}.png` });
      }
      await open(page, base, 'shadow=both');
      // Idle: nothing moves, so no frame should be drawn.
      const before = await page.evaluate(() => ({ frames: (globalThis as Win).__diceGallery!.info().frames, raf: (globalThis as Win).__rafCount ?? 0 }));
      await sleep(2000);
      const after = await page.evaluate(() => ({ frames: (globalThis as Win).__diceGallery!.info().frames, raf: (globalThis as Win).__rafCount ?? 0 }));
      lines.push(`${tag} idle 2 s: ${after.frames - before.frames} frames drawn, ${after.raf - before.raf} animation-frame callbacks (Threlte's loop)`);
      // A roll of every die, caught mid-air, then checked where it lands.
      const rolled = page.evaluate(() => (globalThis as Win).__diceGallery!.rollAll(1600));
      for (const [n, at] of [
        [1, 250],
        [2, 550],
      ] as const) {
        await sleep(at - (n === 2 ? 250 : 0));
        await page.screenshot({ path: `${OUT}/roll-${tag}-${n}.png` });
        const mid = await info(page);
        if (n === 1) lines.push(`${tag} mid-roll: ${mid.calls} draw calls a frame`);
      }
      await rolled;
      await page.waitForFunction(() => !(globalThis as Win).__diceGallery!.busy());
      await sleep(300);
      const { expected, values } = await page.evaluate(() => ({ expected: (globalThis as Win).__diceGallery!.expected(), values: (globalThis as Win).__diceGallery!.values() }));
      const wrong = Object.keys(expected).filter((k) => values[k] !== expected[k]);
      lines.push(`${tag} roll of ${Object.keys(expected).length} dice: ${wrong.length === 0 ? 'every die landed on its value' : `WRONG: ${wrong.join(', ')}`}`);
      failed ||= wrong.length > 0;
      await page.screenshot({ path: `${OUT}/roll-${tag}-landed.png` });
      // Hover: the die under the pointer is picked (instanceId) and outlined in white.
      const target = 'd8-5';
      const at = await page.evaluate((k) => (globalThis as Win).__diceGallery!.screenOf(k), target);
      if (at) {
        await page.mouse.move(at.x, at.y);
        await sleep(400);
        const picked = await page.evaluate(({ x, y }) => (globalThis as Win).__diceGallery!.pickAt(x, y), at);
        const cursor = await page.locator('canvas').evaluate((el: { style: { cursor: string } }) => el.style.cursor);
        lines.push(`${tag} hover on ${target}: picked ${String(picked)}, cursor ${cursor}`);
        failed ||= picked !== target;
        await page.screenshot({ path: `${OUT}/hover-${tag}.png` });
      }
      await page.close();
    }
  } finally {
    await browser.close();
    served?.server.kill();
  }
  console.log(lines.join('\n'));
  console.log(`screenshots in ${OUT}/`);
  if (failed) process.exitCode = 1;
}

await main();
