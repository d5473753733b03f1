/**
 * Accessibility: axe-core finds no serious or critical violation on the screens around the
 * tables (menu, settings, statistics, learn to play, a rules page, a lesson step, the new-game
 * form). The tables are checked where layout.spec.ts already opens each of them (every game,
 * several phases), the hand-off in hotseat.spec.ts, and the end panel where solo.spec.ts's
 * keyboard-only game ends (which also opens the shortcuts list with "?").
 */
import { expect, test } from '@playwright/test';
import { axeAudit } from './a11y';

test('axe finds nothing serious on any screen', async ({ page }) => {
  const axe = axeAudit(page);
  await page.goto('/?speed=fast');
  await expect(page.getByTestId('screen-menu')).toBeVisible();
  await axe.check('the menu');

  await page.getByTestId('menu-settings').click();
  await expect(page.getByTestId('screen-settings')).toBeVisible();
  await axe.check('settings');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('screen-menu')).toBeVisible();

  await page.getByTestId('menu-stats').click();
  await expect(page.getByTestId('screen-stats')).toBeVisible();
  await axe.check('statistics');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('screen-menu')).toBeVisible();

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
  // Escape goes back only once the learn screen is there to hear it (it mounts after the lesson goes).
  await expect(page.getByTestId('screen-learn')).toBeVisible();
  await expect(page.getByTestId('lesson-start-zero-core')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('screen-menu')).toBeVisible();

  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('game-option-hex').click();
  await axe.check('the new-game form');
  await page.getByTestId('new-game-back').click();

  axe.expectNone();
});
