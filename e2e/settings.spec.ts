/**
 * The settings screen from the keyboard and the mouse: speed, reduced motion, palette,
 * volume; every change is kept (localStorage in the web build) and is back after a reload.
 * The new-game screen starts with the seats used last time.
 */
import { expect, test } from '@playwright/test';
import { startGame } from './helpers';

test('settings persist across a reload; new game remembers the last seats', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('menu-settings').click();
  await expect(page.getByTestId('screen-settings')).toBeVisible();
  await expect(page.getByTestId('settings-motion-system')).toBeChecked();
  await expect(page.getByTestId('settings-palette-classic')).toBeChecked();

  await page.getByTestId('settings-speed').selectOption('slow');
  // Reduced motion and palette from the keyboard: focus a radio, arrows move the choice.
  await page.getByTestId('settings-motion-system').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('settings-motion-on')).toBeChecked();
  await page.getByTestId('settings-palette-classic').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('settings-palette-colorblind')).toBeChecked();
  await page.getByTestId('settings-volume').fill('0');
  await expect(page.getByTestId('settings-volume-value')).toHaveText('Off');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('screen-menu')).toBeVisible();

  await page.reload();
  await page.getByTestId('menu-settings').click();
  await expect(page.getByTestId('settings-speed')).toHaveValue('slow');
  await expect(page.getByTestId('settings-motion-on')).toBeChecked();
  await expect(page.getByTestId('settings-palette-colorblind')).toBeChecked();
  await expect(page.getByTestId('settings-volume')).toHaveValue('0');
  await expect(page.getByTestId('settings-last-seats')).toHaveText('No seats remembered yet.');

  // Seats: a three-seat PipFall game, then the new-game screen offers the same seats again.
  await startGame(page, { game: 'pipfall', seats: ['human', 'human', 'random'], seed: 3 });
  await page.goto('/');
  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('game-option-pipfall').click();
  await expect(page.getByTestId('seat-count')).toHaveValue('3');
  await expect(page.getByTestId('seat-kind-1')).toHaveValue('human');
  await expect(page.getByTestId('seat-level-2')).toHaveValue('random');
  await page.getByTestId('new-game-back').click();
  await page.getByTestId('menu-settings').click();
  await expect(page.getByTestId('settings-last-seats')).toContainText('PipFall');
});

test("reduced motion under 'As the system asks' follows a change of the system's setting at once (issue 50)", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  await page.getByTestId('menu-settings').click();
  const system = page.locator('label', { has: page.getByTestId('settings-motion-system') });
  await expect(system).toHaveText('As the system asks (off)');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(system).toHaveText('As the system asks (on)');
});

test('the new-game screen offers only the seat counts a game takes: PipFall Toss 2 or 4 (issue 50)', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('game-option-pipfall').click();
  await page.getByTestId('seat-count').selectOption('3');
  await page.getByTestId('game-option-toss').click();
  await expect(page.getByTestId('seat-count').locator('option')).toHaveText(['2', '4']);
  await expect(page.getByTestId('seat-count')).toHaveValue('2');
});
