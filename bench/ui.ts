/**
 * `npm run bench:ui`: what a player's machine pays for the interface, measured in headless
 * Chromium (software WebGL, as the e2e specs run) against the web build. Not a test: it
 * prints figures, and exits 1 only when the interface broke on the way (a page error, a
 * table that never showed). Prints:
 *
 *   - the JS the menu loads before it is interactive (gzip), chunk by chunk, and the
 *     engine Worker's script apart (it runs off the main thread, and only on the web);
 *   - the time to an interactive menu (the New game button on screen and focused);
 *   - long tasks (> 50 ms) on the main thread while the computer seats think (the table
 *     says "… is thinking") during a 4-seat PipFall round (one human, three hard AIs, normal
 *     speed), and over the whole round with its animations;
 *   - draw calls a frame on each table (Zero solo and 2 seats, PipFall 2 and 4 seats):
 *     at rest on the first prompt, and the most in one frame while a round plays;
 *   - frames drawn and animation-frame callbacks in 5 s of idle on each table.
 *
 *   npm run bench:ui [-- --url http://127.0.0.1:PORT/] [--no-build] [--screenshots DIR]
 *
 * Without --url it builds the web app (unless --no-build) and serves dist-web with
 * `vite preview` on a free port, stopped at the end. The page is opened with `?test=1`,
 * which exposes the stage's frame counters (src-renderer/app/test-hooks.ts).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values: args } = parseArgs({
  options: { url: { type: 'string' }, 'no-build': { type: 'boolean', default: false }, screenshots: { type: 'string' }, idle: { type: 'string', default: '5' } },
});
const IDLE_S = Number(args.idle);

/** The counters the page keeps (init script) and the app's `?test=1` stage hook. */
interface FrameStats {
  frames: number;
  ticks: number;
  calls: number;
  maxCalls: number;
  running: boolean;
}
interface BenchWindow {
  __bench: { raf: number; longTasks: { start: number; duration: number }[]; menuAt: number | null; thinking: [number, number | null][] };
  __pipfallTest?: { stage?: { read(): FrameStats; reset(): void } };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no free port'))));
    });
  });
}

async function serve(): Promise<{ url: string; server: ChildProcess }> {
  if (!args['no-build']) {
    process.stdout.write('building the web app… ');
    const b = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '-c', 'vite.web.config.ts', '--logLevel', 'error'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (b.status !== 0) throw new Error('vite build failed');
    console.log('done');
  }
  const port = await freePort();
  const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '-c', 'vite.web.config.ts', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return { url, server };
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  server.kill();
  throw new Error(`vite preview did not start on ${url}`);
}

/** Counts animation-frame callbacks, collects long tasks, and notes when the menu's New game button appears. */
function instrument(): void {
  const w = globalThis as unknown as BenchWindow & {
    requestAnimationFrame: (cb: (t: number) => void) => number;
    PerformanceObserver: new (cb: (list: { getEntries(): { startTime: number; duration: number }[] }) => void) => { observe(o: object): void };
    MutationObserver: new (cb: () => void) => { observe(n: unknown, o: object): void; disconnect(): void };
    document: { querySelector(s: string): { textContent: string | null } | null; activeElement: unknown; addEventListener(t: string, f: () => void, o: object): void };
    performance: { now(): number };
  };
  w.__bench = { raf: 0, longTasks: [], menuAt: null, thinking: [] };
  const raf = w.requestAnimationFrame.bind(globalThis);
  w.requestAnimationFrame = (cb) =>
    raf((t) => {
      w.__bench.raf++;
      cb(t);
    });
  new w.PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const seen = (): boolean => {
    const b = w.document.querySelector('[data-testid="menu-new-game"]');
    if (b && w.document.activeElement === b && w.__bench.menuAt === null) w.__bench.menuAt = w.performance.now();
    return w.__bench.menuAt !== null;
  };
  // The menu focuses its button once mounted: a focus event, or a mutation if it was focused first.
  w.document.addEventListener('focusin', () => void seen(), { capture: true });
  new w.MutationObserver(() => void seen()).observe(w.document, { subtree: true, childList: true, attributes: true });
  // An AI turn: while the table's status line says a seat "is thinking".
  new w.MutationObserver(() => {
    const text = w.document.querySelector('[data-testid="table-status"]')?.textContent ?? '';
    const open = w.__bench.thinking.at(-1);
    const busy = /thinking/i.test(text);
    if (busy && (!open || open[1] !== null)) w.__bench.thinking.push([w.performance.now(), null]);
    if (!busy && open && open[1] === null) open[1] = w.performance.now();
  }).observe(w.document, { subtree: true, childList: true, characterData: true });
}

const bench = (page: Page) => page.evaluate(() => (globalThis as unknown as BenchWindow).__bench);
const now = (page: Page) => page.evaluate(() => (globalThis as unknown as { performance: { now(): number } }).performance.now());
const stage = (page: Page) => page.evaluate(() => (globalThis as unknown as BenchWindow).__pipfallTest?.stage?.read() ?? null);
const resetMax = (page: Page) => page.evaluate(() => (globalThis as unknown as BenchWindow).__pipfallTest?.stage?.reset());

async function newPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  // tsx compiles this file with esbuild's keepNames, which wraps named functions in __name(): the page needs it too.
  await page.addInitScript({ content: `var __name = (f) => f;\n(${instrument.toString()})();` });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { page, errors };
}

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
const chunkName = (url: string): string => (url.split('/').pop() ?? url).replace(/-[\w-]{8}\.js$/, '.js');

/** Menu: the JS it loads, the time until it is interactive, and its long tasks. */
async function measureMenu(browser: Browser, base: string, out: string[]): Promise<void> {
  const { page, errors } = await newPage(browser);
  const scripts: { url: string; gzip: number; raw: number; worker: boolean }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (r) => {
    const url = r.url();
    if (!url.endsWith('.js')) return;
    const worker = r.request().resourceType() !== 'script' || /\/worker-[\w-]+\.js$/.test(url);
    pending.push(
      r.body().then(
        (b) => void scripts.push({ url, gzip: gzipSync(b).length, raw: b.length, worker }),
        () => {},
      ),
    );
  });
  await page.goto(`${base}?test=1`);
  await page.waitForFunction(() => (globalThis as unknown as BenchWindow).__bench.menuAt !== null, undefined, { timeout: 30_000 });
  // Anything the menu would fetch later (a prefetch, a lazy chunk) shows up here too.
  await sleep(2000);
  await Promise.all(pending);
  const b = await bench(page);
  const main = scripts.filter((s) => !s.worker);
  const worker = scripts.filter((s) => s.worker);
  const total = main.reduce((n, s) => n + s.gzip, 0);
  out.push('Menu (1280x800, fresh profile)');
  out.push(
    `  initial JS on the main thread: ${kb(total)} gzip (${kb(main.reduce((n, s) => n + s.raw, 0))} raw) in ${main.length} files: ${main.map((s) => `${chunkName(s.url)} ${kb(s.gzip)}`).join(', ')}`,
  );
  out.push(
    `  engine Worker (web build only, off the main thread): ${worker.map((s) => `${chunkName(s.url)} ${kb(s.gzip)} gzip`).join(', ') || 'not loaded by the menu (it starts with the first engine request)'}`,
  );
  out.push(`  three.js or Threlte loaded by the menu: ${main.some((s) => /\/(three|threlte)-/.test(s.url)) ? 'YES' : 'no'}`);
  out.push(`  time to an interactive menu (New game button on screen and focused): ${b.menuAt?.toFixed(0)} ms after navigation`);
  const before = b.longTasks.filter((t) => b.menuAt !== null && t.start < b.menuAt);
  out.push(`  long tasks before it: ${before.length}${before.length ? ` (${before.map((t) => `${t.duration.toFixed(0)} ms`).join(', ')})` : ''}`);
  if (errors.length) out.push(`  page errors: ${errors.join(' | ')}`);
  await page.context().close();
  if (errors.length) process.exitCode = 1;
}

interface TableCase {
  readonly label: string;
  readonly game: 'zero' | 'pipfall';
  readonly seats: readonly string[];
  readonly seed: number;
  /** Measure long tasks during the computer seats' turns. */
  readonly longTasks?: boolean;
}

const TABLES: readonly TableCase[] = [
  { label: 'Zero solo', game: 'zero', seats: ['human'], seed: 5 },
  { label: 'Zero 2 seats', game: 'zero', seats: ['human', 'greedy'], seed: 9 },
  { label: 'PipFall 2 seats', game: 'pipfall', seats: ['human', 'greedy'], seed: 31 },
  { label: 'PipFall 4 seats', game: 'pipfall', seats: ['human', 'hard', 'hard', 'hard'], seed: 8, longTasks: true },
];

async function startGame(page: Page, base: string, t: TableCase): Promise<void> {
  await page.goto(`${base}?speed=normal&test=1`);
  await page.getByTestId('menu-new-game').click();
  await page.getByTestId(`game-option-${t.game}`).click();
  await page.getByTestId('seat-count').selectOption(String(t.seats.length));
  for (const [i, s] of t.seats.entries()) {
    await page.getByTestId(`seat-kind-${i}`).selectOption(s === 'human' ? 'human' : 'ai');
    if (s !== 'human') await page.getByTestId(`seat-level-${i}`).selectOption(s);
  }
  await page.getByTestId('seed-input').fill(String(t.seed));
  await page.getByTestId('start-game').click();
  await page.getByTestId('screen-table').waitFor();
}

type Prompt = 'program' | 'choices' | 'end' | 'handoff';

async function nextPrompt(page: Page, timeout = 120_000): Promise<Prompt> {
  await page.locator('[data-testid="screen-end"], [data-testid="program"], [data-testid="choices"], [data-testid="handoff"]').first().waitFor({ state: 'visible', timeout });
  if (await page.getByTestId('screen-end').isVisible()) return 'end';
  if (await page.getByTestId('handoff').isVisible()) return 'handoff';
  if (await page.getByTestId('choices').isVisible()) return 'choices';
  return 'program';
}

async function programByClicks(page: Page): Promise<void> {
  const ids = await page
    .getByTestId('hand')
    .locator('[data-testid^="card-"]')
    .evaluateAll((els: readonly { getAttribute(n: string): string | null }[]) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  for (const [i, id] of ids.slice(0, 4).entries()) {
    await page.getByTestId(id).click();
    await page.getByTestId(`slot-${i + 1}`).click();
  }
  await page.getByTestId('confirm-program').click();
}

/** Waits until the stage has drawn and its loop has parked (nothing moves), up to `ms`. */
async function settle(page: Page, ms = 15_000): Promise<FrameStats | null> {
  const until = Date.now() + ms;
  let last: FrameStats | null = null;
  while (Date.now() < until) {
    const s = await stage(page);
    if (s && s.frames > 0 && !s.running && last && s.ticks === last.ticks) return s;
    last = s;
    await sleep(300);
  }
  return last;
}

async function measureTable(browser: Browser, base: string, t: TableCase, out: string[]): Promise<void> {
  const { page, errors } = await newPage(browser);
  await startGame(page, base, t);
  if ((await nextPrompt(page)) !== 'program') throw new Error(`${t.label}: the first prompt is not the program`);
  const rest = await settle(page);
  if (!rest) throw new Error(`${t.label}: the stage never drew (is ?test=1 honoured?)`);
  if (args.screenshots) {
    mkdirSync(args.screenshots, { recursive: true });
    await page.screenshot({ path: `${args.screenshots}/${t.label.replace(/\W+/g, '-').toLowerCase()}.png` });
  }
  // Idle: the player looks at the hand; nothing moves.
  const a = await stage(page);
  const rafA = (await bench(page)).raf;
  await sleep(IDLE_S * 1000);
  const b = await stage(page);
  const rafB = (await bench(page)).raf;
  const idleFrames = (b?.frames ?? 0) - (a?.frames ?? 0);
  const idleTicks = (b?.ticks ?? 0) - (a?.ticks ?? 0);

  // A round played: the human programs and takes the first option each time, until the next program prompt.
  await resetMax(page);
  const t0 = await now(page);
  await programByClicks(page);
  let prompts = 0;
  for (; prompts < 60; prompts++) {
    if ((await nextPrompt(page)) !== 'choices') break;
    await page.getByTestId('choices').getByTestId('choice').first().click();
  }
  const t1 = await now(page);
  await settle(page);
  const played = await stage(page);
  out.push(
    `  ${t.label.padEnd(16)} at rest ${String(rest.calls).padStart(3)} calls/frame, at most ${String(played?.maxCalls ?? 0).padStart(3)} while a round played (${prompts} choices); idle ${IDLE_S} s: ${idleFrames} frames drawn, ${idleTicks} loop ticks, ${rafB - rafA} animation-frame callbacks`,
  );
  if (t.longTasks) {
    const { longTasks, thinking } = await bench(page);
    const turns = thinking.filter(([a]) => a >= t0 && a < t1).map(([a, b]) => [a, b ?? t1] as const);
    const during = longTasks.filter((x) => turns.some(([a, b]) => x.start < b && x.start + x.duration > a));
    const thinkMs = turns.reduce((n, [a, b]) => n + (b - a), 0);
    const sum = (xs: { duration: number }[]) => xs.reduce((n, x) => n + x.duration, 0);
    const longest = (xs: { duration: number }[]) => xs.reduce((n, x) => Math.max(n, x.duration), 0);
    out.push(
      `  ${''.padEnd(16)} long tasks (> 50 ms) on the main thread while the AI seats thought (${turns.length} turns, ${(thinkMs / 1000).toFixed(1)} s): ${during.length}${during.length ? `, ${sum(during).toFixed(0)} ms in all, longest ${longest(during).toFixed(0)} ms` : ''}`,
    );
    const whole = longTasks.filter((x) => x.start >= t0 && x.start < t1);
    out.push(
      `  ${''.padEnd(16)} over the whole round (${((t1 - t0) / 1000).toFixed(1)} s, animations included): ${whole.length} long tasks${whole.length ? `, ${sum(whole).toFixed(0)} ms in all, longest ${longest(whole).toFixed(0)} ms` : ''}`,
    );
  }
  if (errors.length) {
    out.push(`  ${t.label} page errors: ${errors.join(' | ')}`);
    process.exitCode = 1;
  }
  await page.context().close();
}

async function main(): Promise<void> {
  const served = args.url ? null : await serve();
  const base = args.url ?? served!.url;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
  });
  const out: string[] = [];
  try {
    await measureMenu(browser, base, out);
    console.log(out.splice(0).join('\n'));
    console.log(`\nTables (1280x800, normal speed; draw calls from renderer.info, shadow pass included)`);
    for (const t of TABLES) {
      await measureTable(browser, base, t, out);
      console.log(out.splice(0).join('\n'));
    }
  } finally {
    await browser.close();
    served?.server.kill();
  }
}

await main();
