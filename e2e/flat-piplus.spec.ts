/**
 * Piplus on the flat 2D board in a Chromium without WebGL: the table falls back to the SVG
 * board (no <canvas>, the notice says why), which shows what the engine says (the accessible
 * mirror's hand and dice) and takes real moves by clicks on the board itself: cards picked in
 * the hand, a die put on a card, a click on the middle of the table to play, a refused click
 * on the other seat's die. Seed 1, two seats against Beginner (random): the human leads with
 * a hand of twelve whose lowest card is a 1.
 */
import { expect, test, type Page } from '@playwright/test';
import { startGame } from './helpers';

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--disable-3d-apis', '--disable-webgl', '--disable-gpu', '--no-first-run', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  },
});

/** What a selector's elements hold in one attribute. */
async function attrs(page: Page, selector: string, name: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els: readonly { getAttribute(n: string): string | null }[], n: string) => els.map((e) => e.getAttribute(n) ?? ''), name);
}

/** The board's hand and the mirror's hand hold the same cards, in order. */
async function expectSameHand(page: Page): Promise<string[]> {
  const mirror = await attrs(page, '[data-testid="pp-hand"] li', 'data-card');
  await expect.poll(() => attrs(page, '[data-testid^="pp2d-card-"]', 'data-card')).toEqual(mirror);
  return mirror;
}

/** Every seat's dice on the board show the values and spent flags the mirror says. */
async function expectSameDice(page: Page, seats: number): Promise<void> {
  for (let s = 0; s < seats; s++)
    for (const k of ['d4', 'd6', 'd8']) {
      const mirror = page.getByTestId(`pp-die-s${s}-${k}`);
      const board = page.getByTestId(`pp2d-die-s${s}-${k}`);
      await expect(board).toHaveAttribute('data-value', (await mirror.getAttribute('data-value')) ?? '');
      await expect(board).toHaveAttribute('data-spent', (await mirror.getAttribute('data-spent')) ?? '');
    }
}

test('Piplus without WebGL: the flat board shows the game and plays moves by clicks on it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url().replace(/^.*\//, ''));
  });
  await startGame(page, { game: 'piplus', seats: ['human', 'random'], seed: 1 });
  expect(
    await page.evaluate(
      () => (globalThis as unknown as { document: { createElement(t: string): { getContext(k: string): unknown } } }).document.createElement('canvas').getContext('webgl') !== null,
    ),
  ).toBe(false);
  await expect(page.getByTestId('table-flat-notice')).toBeVisible();
  await expect(page.getByTestId('pp-board-area')).toHaveAttribute('data-board', '2d');
  await expect(page.getByTestId('pp2d-board')).toBeVisible();

  // The deal and the opening roll, as the engine says.
  await expect(page.getByTestId('pp-hand').locator('li')).toHaveCount(12);
  const hand = await expectSameHand(page);
  expect(hand[0]).toBe('1');
  await expectSameDice(page, 2);
  if (process.env.PIPFALL_FLAT_SHOTS) await page.screenshot({ path: `${process.env.PIPFALL_FLAT_SHOTS}/lead-1280.png` });

  // Lead: the lowest card picked on the board rises, the middle lights; a click there plays it.
  await page.getByTestId('pp2d-card-0').click();
  await expect(page.getByTestId('pp-card-0')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('pp2d-card-0')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('pp2d-table')).toHaveAttribute('data-lit', 'true');
  await page.getByTestId('pp2d-table').click();
  await expect(page.getByTestId('pp-hand').locator('li')).toHaveCount(11);

  // The computer answers; the human beats it.
  await expect(page.getByTestId('pp-pass')).toBeVisible();
  await expectSameHand(page);
  await expectSameDice(page, 2);
  // Blue beat the 1 with four cards worth 6 (1+d6, 2+d4, 6, 6), left in play as four 1s.
  await expect(page.getByTestId('pp-in-play').locator('li')).toHaveCount(4);
  expect(await page.getByTestId('pp2d-table').locator('[data-card]').count()).toBe(0);
  // Four 10s beat them: both 9s and both 10s picked on the board, the d4 (1) clicked onto a 9, the d8 (1) dragged onto the other.
  expect(await expectSameHand(page)).toEqual(['4', '4', '5', '5', '6', '7', '8', '9', '9', '10', '10']);
  for (const i of [7, 8, 9, 10]) await page.getByTestId(`pp2d-card-${i}`).click();
  await expect(page.getByTestId('pp-note')).toContainText('must count the same');
  await expect(page.getByTestId('pp2d-table')).toHaveAttribute('data-lit', 'false');
  await page.getByTestId('pp2d-die-s0-d4').click();
  // The d8 dragged from its place onto the second 9.
  const from = await page.getByTestId('pp2d-die-s0-d8').boundingBox();
  const to = await page.getByTestId('pp2d-card-8').boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + 20, from!.y - 10, { steps: 2 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height * 0.3, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('pp-hand-7')).toHaveAttribute('data-die', 'd4');
  await expect(page.getByTestId('pp-hand-8')).toHaveAttribute('data-die', 'd8');
  await expect(page.getByTestId('pp2d-card-8')).toHaveAttribute('data-die', 'd8');
  await expect(page.getByTestId('pp2d-table')).toHaveAttribute('data-lit', 'true');
  if (process.env.PIPFALL_FLAT_SHOTS) {
    await page.screenshot({ path: `${process.env.PIPFALL_FLAT_SHOTS}/built-1280.png` });
    await page.setViewportSize({ width: 900, height: 600 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${process.env.PIPFALL_FLAT_SHOTS}/built-900.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await page.getByTestId('pp2d-table').click();
  await expect(page.getByTestId('pp-hand').locator('li')).toHaveCount(7);
  // Blue passed (rerolling): the table is cleared and the human leads again; the middle is empty, the four 10s discarded.
  await expect(page.getByTestId('pp-table-value')).toHaveText('The table is empty');
  await expect(page.getByTestId('pp2d-table').locator('[data-testid]')).toHaveCount(0);
  await expect(page.getByTestId('pp-board-area')).toContainText('Discards: 9');
  await expectSameHand(page);
  await expectSameDice(page, 2);
  if (process.env.PIPFALL_FLAT_SHOTS) await page.screenshot({ path: `${process.env.PIPFALL_FLAT_SHOTS}/after-1280.png` });

  // Clicks the board refuses say why: another seat's die, a die of one's own spent on the lid.
  await page.getByTestId('pp2d-die-s1-d8').click();
  await expect(page.getByTestId('pp-note')).toHaveText('That die is not yours.');
  await expect(page.getByTestId('pp2d-die-s0-d4')).toHaveAttribute('data-spent', 'true');
  await page.getByTestId('pp2d-die-s0-d4').click();
  await expect(page.getByTestId('pp-note')).toContainText('Your d4 is on the lid');
  // A third play from the board, by keyboard this time: both 4s, then Enter on the middle of the table.
  await page.getByTestId('pp2d-card-0').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('pp2d-card-1').focus();
  await page.keyboard.press(' ');
  await expect(page.getByTestId('pp-hand-1')).toHaveAttribute('data-selected', 'true');
  await page.getByTestId('pp2d-table').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pp-hand').locator('li')).toHaveCount(5);
  await expectSameHand(page);
  await expectSameDice(page, 2);
  await expect(page.locator('canvas')).toHaveCount(0);
  // Neither three.js nor Threlte was loaded: the 3D board's code stays on the server.
  expect(scripts.filter((f) => /^(three|threlte|StageCanvas|diceSet)-/.test(f))).toEqual([]);
  expect(scripts.some((f) => /^ui-/.test(f))).toBe(true);
  expect(errors).toEqual([]);
});
