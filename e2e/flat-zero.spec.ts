/**
 * Pip Zero on the flat (2D) board, in a Chromium without WebGL: the table says once why the
 * board is flat, no <canvas> (nor the three.js chunk) is ever loaded, and a solo game is
 * played by clicking the SVG grid (only the hand is programmed through its cards): each
 * choice is taken by clicking a lit die (one by the keyboard on the board's buttons), and at
 * every prompt the flat board shows the dice the engine's view lists in the accessible mirror.
 * The replay viewer draws the flat board too.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { nextPrompt, programByClicks, startGame } from './helpers';

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--disable-3d-apis', '--disable-webgl', '--disable-gpu', '--no-first-run', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  },
});

type Attrs = readonly { getAttribute(name: string): string | null }[];

/** Every cell of the flat grid agrees with the mirror (the engine's view): the same pips, or empty. */
async function expectBoardMatchesMirror(page: Page, seat = 0): Promise<void> {
  const pips = (els: Attrs) => els.map((e) => e.getAttribute('data-pips'));
  // Both list the 16 cells row by row: the mirror a die or an empty cell each, the board a button each.
  const mirror = await page.locator(`[data-testid^="die-s${seat}-"], [data-testid^="empty-s${seat}-"]`).evaluateAll(pips);
  expect(mirror).toHaveLength(16);
  await expect.poll(() => page.locator(`[data-testid^="flat-s${seat}-"]`).evaluateAll(pips)).toEqual(mirror);
}

test('plays Pip Zero by clicking the flat board in a browser without WebGL', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const threeChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/(three|threlte|StageCanvas|board3d|BoardScene)[^/]*\.js/.test(r.url())) threeChunks.push(r.url());
  });
  await startGame(page, { seats: ['human'], seed: 20261129 });
  // This browser really has no WebGL (what app/board-mode.ts asks).
  expect(await page.evaluate("['webgl2', 'webgl'].every((k) => document.createElement('canvas').getContext(k) === null)")).toBe(true);
  await expect(page.getByTestId('table-flat-notice')).toBeVisible();
  await expect(page.getByTestId('zero-flat-board')).toBeVisible();
  // The opening grid, drawn as the mirror lists it.
  await expect(page.getByTestId('flat-s0-r1-c1')).toHaveAttribute('data-pips', '3');
  await expectBoardMatchesMirror(page);

  let choices = 0;
  for (let guard = 0; guard < 60 && choices < 4; guard++) {
    const prompt = await nextPrompt(page);
    if (prompt === 'end') break;
    // Between steps the flat board shows what the engine's view says.
    await expectBoardMatchesMirror(page);
    if (prompt === 'program') {
      await programByClicks(page);
      continue;
    }
    if (prompt !== 'choices') continue;
    // The lit dice are the targets a click plays (the grid's buttons, reachable by Tab too).
    const targets = page.locator('[data-testid^="flat-s0-"][tabindex="0"]');
    await expect(targets.first()).toBeVisible();
    const target = targets.first();
    await expect(target).toHaveAttribute('data-lit', 'true');
    // Resting on it previews what it does, as on the 3D board.
    await target.hover();
    await expect(page.getByTestId('zero-board-note')).toContainText(/becomes|Swap into/);
    if (choices === 0) {
      // A click on an unlit die is refused with a reason, and plays nothing.
      const unlit = page.locator('[data-testid^="flat-s0-"][data-pips]:not([data-lit])').first();
      await unlit.click();
      await expect(page.getByTestId('zero-board-note')).toContainText('Click the lit die for its power');
      await expect(page.getByTestId('choices')).toBeVisible();
    }
    const heading = page.getByTestId('choices').getByRole('heading');
    const before = await heading.textContent();
    if (choices === 1) {
      // The board's lit dice are buttons for the keyboard too: focus one, Enter plays it.
      await target.focus();
      await page.keyboard.press('Enter');
    } else await target.click();
    choices++;
    // The choice is made: the next card asks its own, or the step plays on.
    await expect.poll(async () => ((await page.getByTestId('choices').isVisible()) ? await heading.textContent() : null)).not.toBe(before);
  }
  expect(choices).toBeGreaterThanOrEqual(3);
  await expect(page.locator('canvas')).toHaveCount(0);
  expect(threeChunks).toEqual([]);
  expect(errors).toEqual([]);
});

test('the replay viewer draws the flat board too, read-only, step by step', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // A two-computer game loaded in its last hand (the replay spec's fixture): it ends here quickly.
  await page.goto('/?speed=fast');
  await page
    .getByTestId('saves-file')
    .setInputFiles({ name: 'last-hand.json', mimeType: 'application/json', buffer: readFileSync(new URL('./fixtures/zero-last-hand.json', import.meta.url)) });
  await expect(page.getByTestId('screen-end')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('end-replay').click();
  await expect(page.getByTestId('screen-replay')).toBeVisible();
  await expect(page.getByTestId('zero-flat-board')).toBeVisible();
  for (const seat of [0, 1]) await expectBoardMatchesMirror(page, seat);
  // Back to the deal and one step on: the flat grids follow the mirror; nothing on them is a move to make.
  await page.getByTestId('replay-first').click();
  await expect(page.getByTestId('replay-step')).toHaveText(/^Step 0 of/);
  for (const seat of [0, 1]) await expectBoardMatchesMirror(page, seat);
  await page.getByTestId('replay-forward').click();
  await expect(page.getByTestId('replay-step')).toHaveText(/^Step 1 of/);
  for (const seat of [0, 1]) await expectBoardMatchesMirror(page, seat);
  await expect(page.locator('[data-testid^="flat-s"][tabindex="0"]')).toHaveCount(0);
  await expect(page.locator('canvas')).toHaveCount(0);
  expect(errors).toEqual([]);
});
