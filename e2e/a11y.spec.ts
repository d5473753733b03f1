/**
 * Accessibility: axe-core finds no serious or critical violation on any screen (menu, new game,
 * settings, statistics, learn to play, a rules page, a lesson step, a table of each of the five
 * games mid-game, the hand-off screen). The end panel is checked where the keyboard-only solo
 * game ends (solo.spec.ts), which also opens the shortcuts list with "?".
 */
import { expect, test, type Page } from '@playwright/test';
import { axeAudit } from './a11y';
import { programByClicks } from './helpers';

/** Waits until the table asks the seat at the screen for a move. */
async function yourMove(page: Page): Promise<void> {
  await expect(page.getByTestId('table-status')).toHaveText('Your move', { timeout: 30_000 });
}

/** Fills the new-game form (open already) and starts the game. */
async function fillNewGame(page: Page, opts: { game: string; seats: readonly string[]; seed: number }): Promise<void> {
  await page.getByTestId(`game-option-${opts.game}`).click();
  await page.getByTestId('seat-count').selectOption(String(opts.seats.length));
  for (const [i, s] of opts.seats.entries()) {
    await page.getByTestId(`seat-kind-${i}`).selectOption(s === 'human' ? 'human' : 'ai');
    if (s !== 'human') await page.getByTestId(`seat-level-${i}`).selectOption(s);
  }
  await page.getByTestId('seed-input').fill(String(opts.seed));
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('screen-table')).toBeVisible();
}

test('axe finds nothing serious on any screen', async ({ page }) => {
  const axe = axeAudit(page);
  await page.goto('/?speed=fast');
  await expect(page.getByTestId('screen-menu')).toBeVisible();
  await axe.check('the menu');

  await page.getByTestId('menu-settings').click();
  await expect(page.getByTestId('screen-settings')).toBeVisible();
  await axe.check('settings');
  await page.keyboard.press('Escape');

  await page.getByTestId('menu-stats').click();
  await expect(page.getByTestId('screen-stats')).toBeVisible();
  await axe.check('statistics');
  await page.keyboard.press('Escape');

  await page.getByTestId('menu-learn').click();
  await expect(page.getByTestId('screen-learn')).toBeVisible();
  await axe.check('learn to play');
  await page.getByTestId('learn-rules-pipfall').click();
  await expect(page.getByTestId('rules-dialog')).toBeVisible();
  await axe.check('the PipFall rules');
  await page.keyboard.press('Escape');
  await page.getByTestId('lesson-start-zero-core').click();
  await expect(page.getByTestId('coach-step')).toBeVisible({ timeout: 60_000 });
  await axe.check('a lesson step');
  await page.getByTestId('lesson-leave').click();
  await page.keyboard.press('Escape');

  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('game-option-hex').click();
  await axe.check('the new-game form');
  await page.getByTestId('new-game-back').click();

  const tables: readonly { game: string; seats: string[] }[] = [
    { game: 'zero', seats: ['human', 'human'] },
    { game: 'pipfall', seats: ['human', 'random'] },
    { game: 'hex', seats: ['human', 'random', 'random'] },
    { game: 'piplus', seats: ['human', 'random', 'random'] },
    { game: 'toss', seats: ['human', 'random'] },
  ];
  for (const [n, { game, seats }] of tables.entries()) {
    // From the table's Menu button rather than a reload: the 3D stage stays loaded.
    if (n > 0) await page.getByTestId('table-menu').click();
    await page.getByTestId('menu-new-game').click();
    await fillNewGame(page, { game, seats, seed: 5 });
    await yourMove(page);
    await axe.check(`the ${game} table`);
    if (game === 'zero') {
      await programByClicks(page);
      await expect(page.getByTestId('handoff')).toBeVisible();
      await axe.check('the hand-off screen');
      await page.getByTestId('handoff-continue').click();
    }
  }
  axe.expectNone();
});
