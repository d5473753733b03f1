/**
 * Every table at 900x600, 1280x800 and 1920x1080: a screenshot of each into
 * test-results/screenshots/layout-*, and no control outside the viewport or under another
 * element. A control inside a scrolling panel is scrolled into view first (the panel must
 * scroll it there); the log drawer of narrow windows is opened and checked too. At 1280x800
 * axe-core finds no serious or critical accessibility violation on each table.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { handCards, nextPrompt, programByClicks, startGame, shot, twoFrames } from './helpers';
import { misplacedControls } from './layout-check';

const SIZES = [
  { width: 900, height: 600 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/** Screenshots and checks the table at every size; `name` labels the files. */
async function checkEverySize(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // Below 1100 px the log becomes a drawer that slides shut: on a busy machine two frames are not enough for it.
    if (size.width < 1100) await expect(page.getByTestId('table-log')).not.toBeInViewport();
    await twoFrames(page);
    await shot(page, `test-results/screenshots/layout-${name}-${size.width}x${size.height}.png`, 400); // after the relayout and a frame
    expect(await misplacedControls(page), `${name} at ${size.width}x${size.height}`).toEqual([]);
    // The bar's status ("Your move") reads whole, not cut to "Your …" (issue 50).
    const status = page.getByTestId('table-status');
    const cut = await status.evaluate((e: { scrollWidth: number; clientWidth: number }) => e.scrollWidth > e.clientWidth + 1);
    expect(cut, `${name} at ${size.width}x${size.height}: the status "${await status.textContent()}" is cut`).toBe(false);
    // axe-core at one size: nothing serious or critical on any table (e2e/a11y.spec.ts has the other screens).
    if (size.width === 1280) await expectNoSeriousA11yViolations(page, `the ${name} table`);
    const toggle = page.getByTestId('table-log-toggle');
    if (size.width < 1100) {
      await toggle.click();
      await expect(page.getByTestId('table-log')).toBeInViewport();
      // The open drawer lies over the table (that is what a drawer does); the bar and the drawer stay usable.
      expect(await misplacedControls(page, 'header, [data-testid="table-log"]'), `${name} at ${size.width}x${size.height}, log open`).toEqual([]);
      await toggle.click();
    } else {
      await expect(toggle).toHaveCount(0);
    }
  }
}

test('Pip Zero tables fit every window size', async ({ page }) => {
  test.setTimeout(300_000);
  await startGame(page, { seats: ['human'], seed: 5 });
  await expect(page.getByTestId('program')).toBeVisible();
  await checkEverySize(page, 'zero-solo');
  await page.setViewportSize(SIZES[1]);
  await startGame(page, { seats: ['human', 'greedy'], seed: 9 });
  await expect(page.getByTestId('program')).toBeVisible();
  await checkEverySize(page, 'zero-2p-program');
  await programByClicks(page);
  // On to the first choice of a number card (or whatever the game asks next).
  expect(['choices', 'program', 'end']).toContain(await nextPrompt(page));
  await checkEverySize(page, 'zero-2p-resolve');
});

test('PipFall tables fit every window size', async ({ page }) => {
  test.setTimeout(300_000);
  await startGame(page, { game: 'pipfall', seats: ['human', 'greedy'], seed: 31 });
  await expect(page.getByTestId('program')).toBeVisible();
  await checkEverySize(page, 'pipfall-2p-program');
  await programByClicks(page);
  expect(await nextPrompt(page)).toBe('choices');
  await checkEverySize(page, 'pipfall-2p-place');
  await page.setViewportSize(SIZES[1]);
  await startGame(page, { game: 'pipfall', seats: ['human', 'greedy', 'greedy', 'greedy'], seed: 12 });
  await expect(page.getByTestId('program')).toBeVisible();
  // With four seats at the smallest window, Confirm shows without scrolling the column (issue 50).
  await page.setViewportSize(SIZES[0]);
  await twoFrames(page);
  await expect(page.getByTestId('confirm-program')).toBeInViewport({ ratio: 1 });
  await checkEverySize(page, 'pipfall-4p-program');
});

test('PipFall Hex tables fit every window size', async ({ page }) => {
  test.setTimeout(300_000);
  await startGame(page, { game: 'hex', seats: ['human', 'greedy'], seed: 5 });
  // Choosing a start, then programming, then a card resolving (a die's moves as buttons).
  await expect(page.getByTestId('choices')).toBeVisible();
  await checkEverySize(page, 'hex-2p-choose');
  await page.getByTestId('choices').getByTestId('choice').first().click();
  await expect(page.getByTestId('program')).toBeVisible();
  await checkEverySize(page, 'hex-2p-program');
  for (let hand = 0; hand < 8 && (await nextPrompt(page)) === 'program'; hand++) {
    const cards = await handCards(page);
    for (const [i, c] of cards.entries()) {
      await page.getByTestId(`card-${c}`).click();
      await page.getByTestId(`slot-${i + 1}`).click();
    }
    await page.getByTestId('confirm-program').click();
  }
  expect(await nextPrompt(page)).toBe('choices');
  const die = page.getByTestId('choices').locator('[data-die]').first();
  if (await die.isVisible()) await die.click();
  await checkEverySize(page, 'hex-2p-resolve');
  await page.setViewportSize(SIZES[1]);
  await startGame(page, { game: 'hex', seats: ['human', 'greedy', 'greedy', 'greedy'], seed: 12 });
  await expect(page.getByTestId('choices')).toBeVisible();
  await page.getByTestId('choices').getByTestId('choice').first().click();
  await expect(page.getByTestId('program')).toBeVisible();
  await page.setViewportSize(SIZES[0]);
  await twoFrames(page);
  await expect(page.getByTestId('confirm-program')).toBeInViewport({ ratio: 1 });
  await checkEverySize(page, 'hex-4p-program');
});

test('PipFall Toss tables (score keeper in teams, the 3D lane) fit every window size', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/?speed=fast');
  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('game-option-toss').click();
  await page.getByTestId('seat-count').selectOption('4');
  for (const i of [0, 1, 2, 3]) await page.getByTestId(`seat-kind-${i}`).selectOption('human');
  await page.getByTestId('toss-mode-keeper').check();
  for (const [i, n] of ['Alexandra', 'Bartholomew', 'Chris', 'Dee'].entries()) await page.getByTestId(`toss-name-${i}`).fill(n);
  await page.getByTestId('toss-team-0').fill('The Long Team Name');
  await page.getByTestId('toss-first').selectOption('1');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('toss-pad')).toBeVisible();
  for (const k of ['6', '4', 'L', 'H', '2']) {
    await expect(page.getByTestId('toss-table')).toHaveAttribute('data-can-act', 'true');
    await page.keyboard.press(k);
  }
  await expect(page.getByTestId('toss-table')).toHaveAttribute('data-can-act', 'true');
  await checkEverySize(page, 'toss-keeper-teams');

  await page.setViewportSize(SIZES[1]);
  await page.goto('/?speed=fast');
  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('game-option-toss').click();
  await page.getByTestId('seat-count').selectOption('2');
  await page.getByTestId('seat-kind-0').selectOption('human');
  await page.getByTestId('seat-kind-1').selectOption('ai');
  await page.getByTestId('seat-level-1').selectOption('random');
  await page.getByTestId('toss-mode-digital').check();
  await page.getByTestId('toss-first').selectOption('0');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('toss-aim-toss')).toBeVisible();
  await checkEverySize(page, 'toss-digital-aim');
});

test('Piplus tables fit every window size, two seats and six', async ({ page }) => {
  test.setTimeout(300_000);
  await startGame(page, { game: 'piplus', seats: ['human', 'greedy'], seed: 9 }, 'fast');
  await expect(page.getByTestId('choices')).toBeVisible();
  // A card picked, so the play's preview and every button of the turn show.
  await page.getByTestId('pp-card-0').click();
  await checkEverySize(page, 'piplus-2p');
  await page.setViewportSize(SIZES[1]);
  await startGame(page, { game: 'piplus', seats: ['human', 'greedy', 'greedy', 'greedy', 'greedy', 'greedy'], seed: 4 }, 'fast');
  await expect(page.getByTestId('choices')).toBeVisible();
  await checkEverySize(page, 'piplus-6p');
});
