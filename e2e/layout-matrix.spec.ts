/**
 * The layout check over every table as a player meets it: five games, 3D and flat boards, the
 * live table, a lesson and the replay viewer, English and German, at 900x600 and 1280x800. No
 * control outside the window or under another element (e2e/layout-check.ts), the log drawer of
 * the narrow window included once opened.
 *
 * The whole matrix (5 games x 2 boards x 2 languages, each with 3 screens at 2 sizes: 120
 * checks) runs in `npm run shots` (PIPFALL_SCREENSHOTS set), with a screenshot of each into
 * test-results/screenshots/matrix/. `npm test` runs a sample: each game once, with the board and
 * the language turning so that every board meets every language and every game meets both
 * sizes, every screen and one language (5 x 6 checks).
 *
 * The replay's game is played by the engine's CLI (greedy against greedy, a fixed seed) and put
 * under Past games as the web build keeps it, so no finished game is played through the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shot, startGame, twoFrames } from './helpers';
import { misplacedControls } from './layout-check';

const GAMES = ['zero', 'pipfall', 'hex', 'piplus', 'toss'] as const;
type GameId = (typeof GAMES)[number];
const BOARDS = ['3d', '2d'] as const;
const LANGS = ['en', 'de'] as const;
const SIZES = [
  { width: 900, height: 600 },
  { width: 1280, height: 800 },
] as const;

/** The smallest a die may show across, in CSS pixels, at any size (issue 50: none under 24 px at 900x600). */
const LEGIBLE = 24;

const full = Boolean(process.env.PIPFALL_SCREENSHOTS);

interface Case {
  readonly game: GameId;
  readonly board: (typeof BOARDS)[number];
  readonly lang: (typeof LANGS)[number];
}

/** Every combination, or the sample: game i takes board i mod 2 and language (i div 2) mod 2 … turned so all four pairs appear. */
const CASES: readonly Case[] = full
  ? GAMES.flatMap((game) => BOARDS.flatMap((board) => LANGS.map((lang) => ({ game, board, lang }))))
  : GAMES.map((game, i) => ({ game, board: i % 2 === 0 ? '3d' : '2d', lang: Math.floor(i / 2) % 2 === 0 ? 'en' : 'de' }));

/** A finished game of `game` as the web build keeps a past game, played by the CLI. */
function pastGame(game: GameId): { id: string; file: unknown } {
  const dir = mkdtempSync(join(tmpdir(), 'pipfall-matrix-'));
  const path = join(dir, `${game}.json`);
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src-engine/cli/main.ts', 'play', '--game', game, '--seats', 'greedy,greedy', '--seed', '7', '--record', path, '--quiet'],
    {
      encoding: 'utf8',
    },
  );
  // "result: P2 wins (race) scores 78-102", "result: P1, P2 share the win (…)", "result: nobody wins (…)"
  const result = out.split('\n').find((l) => l.startsWith('result:')) ?? '';
  const [said = '', after = ''] = result.split('(');
  const winners = [...said.matchAll(/P(\d)/g)].map((m) => Number(m[1]) - 1);
  const reason = after.split(')')[0] ?? 'end';
  const scores = /scores ([\d-]+)/.exec(result)?.[1]?.split('-').map(Number);
  const record = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  const seats = [
    { kind: 'ai', level: 'greedy' },
    { kind: 'ai', level: 'greedy' },
  ];
  const outcome = scores ? { winners, reason, scores } : { winners, reason };
  return { id: `matrix-${game}`, file: { ...record, seats, endedAt: '2026-12-07T12:00:00.000Z', outcome } };
}

/** Opens the app with these settings kept (and `extra` storage keys), as a returning player would. */
async function openWith(page: Page, c: Case, extra: Record<string, string> = {}): Promise<void> {
  await page.goto('/?speed=fast&test=1');
  await page.evaluate(
    ([board, language, more]) => {
      const storage = (globalThis as unknown as { localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void } }).localStorage;
      const settings = JSON.parse(storage.getItem('pipfall.settings') ?? '{}') as Record<string, unknown>;
      storage.setItem('pipfall.settings', JSON.stringify({ ...settings, board, language }));
      for (const [k, v] of Object.entries(more)) storage.setItem(k, v);
    },
    [c.board, c.lang, extra] as const,
  );
  await page.goto('/?speed=fast&test=1');
  await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
}

/** The board on screen is the one the settings ask for: a flat board when 2D is chosen. */
async function expectBoard(page: Page, c: Case): Promise<void> {
  const board = page.locator('[data-board]').first();
  await expect(board).toBeVisible({ timeout: 60_000 });
  if (c.board === '2d') await expect(board).toHaveAttribute('data-board', '2d');
}

async function live(page: Page, c: Case): Promise<void> {
  await openWith(page, c);
  // Toss on its 3D lane (its score keeper is the layout spec's).
  await startGame(page, { game: c.game, seats: ['human', 'greedy'], seed: 7, tossMode: c.game === 'toss' ? 'digital' : undefined }, 'fast', '&test=1');
  await expect(page.getByTestId('table-status')).toHaveText(/./, { timeout: 60_000 });
  await expectBoard(page, c);
}

async function lesson(page: Page, c: Case): Promise<void> {
  await openWith(page, c);
  await page.getByTestId('menu-learn').click();
  await page.locator(`[data-testid^="lesson-start-${c.game}-"]`).first().click();
  await expect(page.getByTestId('coach-step')).toBeVisible({ timeout: 60_000 });
  // A few steps in, where the table is in play rather than the opening words.
  for (let i = 0; i < 3; i++) {
    const next = page.getByTestId('coach-next');
    if (!(await next.isVisible())) break;
    await next.click();
  }
  await expectBoard(page, c);
}

async function replay(page: Page, c: Case, past: { id: string; file: unknown }): Promise<void> {
  await openWith(page, c, { [`pipfall.past.${past.id}`]: JSON.stringify(past.file) });
  await page.getByTestId('menu-past').click();
  await page.getByTestId('past-row').first().getByTestId('past-watch').click();
  await expect(page.getByTestId('screen-replay')).toBeVisible();
  // Past games opens a replay at its start; from anywhere else, go there.
  const first = page.getByTestId('replay-first');
  if (await first.isEnabled()) await first.click();
  for (let i = 0; i < 6; i++) await page.getByTestId('replay-forward').click();
  await expectBoard(page, c);
}

/** The smallest die on the 3D board now, in CSS pixels across (null: no 3D board, or no dice on it). */
async function smallestDie(page: Page): Promise<{ count: number; across: number } | null> {
  return page.evaluate(() => (globalThis as unknown as { __pipfallTest?: { dice?: () => { count: number; across: number } | null } }).__pipfallTest?.dice?.() ?? null);
}

/**
 * The check at both sizes on the screen showing (`kind`: table, lesson or replay), the narrow log
 * drawer opened too; on a 3D board every die at least `LEGIBLE` px across (Toss's dice lie far
 * down the lane: its close view and top-view inset are its legibility, checked in its own specs).
 */
async function checkSizes(page: Page, name: string, kind: 'table' | 'lesson' | 'replay', c: Case): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const log = page.getByTestId(`${kind}-log`);
    if (size.width < 1100) await expect(log).not.toBeInViewport();
    await twoFrames(page);
    await shot(page, `test-results/screenshots/matrix/${name}-${size.width}x${size.height}.png`, 400);
    expect(await misplacedControls(page), `${name} at ${size.width}x${size.height}`).toEqual([]);
    if (c.board === '3d' && c.game !== 'toss') {
      const dice = await smallestDie(page);
      console.log(`${name} at ${size.width}x${size.height}: ${dice ? `${dice.count} dice, the smallest ${dice.across.toFixed(1)} px across` : 'no dice'}`);
      if (dice) expect(dice.across, `${name} at ${size.width}x${size.height}: the smallest die in px`).toBeGreaterThanOrEqual(LEGIBLE);
    }
    if (size.width < 1100) {
      const toggle = page.getByTestId(`${kind}-log-toggle`);
      await toggle.click();
      await expect(log).toBeInViewport();
      expect(await misplacedControls(page, `header, [data-testid="${kind}-log"]`), `${name} at ${size.width}x${size.height}, log open`).toEqual([]);
      await toggle.click();
    }
  }
  await page.setViewportSize(SIZES[1]);
}

for (const c of CASES) {
  test(`${c.game}, ${c.board}, ${c.lang}: the live table, a lesson and a replay fit 900x600 and 1280x800`, async ({ page }) => {
    test.setTimeout(420_000);
    const name = `${c.game}-${c.board}-${c.lang}`;
    const past = pastGame(c.game);
    await live(page, c);
    await checkSizes(page, `${name}-live`, 'table', c);
    await lesson(page, c);
    await checkSizes(page, `${name}-lesson`, 'lesson', c);
    await replay(page, c, past);
    await checkSizes(page, `${name}-replay`, 'replay', c);
  });
}
