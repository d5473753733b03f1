/**
 * The second language: Deutsch chosen in Settings applies at once (the settings screen itself
 * redraws, <html lang> follows), the menu and a table speak German, and after a reload the
 * choice is kept. One short flow at 1280x800 (the catalogues' completeness is a unit test).
 */
import { expect, test } from '@playwright/test';
import { startGame } from './helpers';
import { onFlatBoard } from './flat';

// Not a spec of the 3D board: it plays on the flat one (e2e/flat.ts says why).
test.beforeEach(({ page }) => onFlatBoard(page));

test('Deutsch in Settings: applied at once, the menu and a table in German, kept after a reload', async ({ page }) => {
  await page.goto('/?speed=fast');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('menu-settings').click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.getByTestId('settings-language').selectOption('de');
  // No restart: the screen that was open redraws in German.
  await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByTestId('settings-language')).toHaveValue('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByTestId('settings-back').click();
  await expect(page.getByTestId('menu-new-game')).toHaveText('Neues Spiel');
  await expect(page.getByTestId('menu-learn')).toHaveText('Spiel lernen');

  // A table: Pip Zero solo, its programming panel and the shell around it in German.
  await startGame(page, { seats: ['human'], seed: 5 });
  await expect(page.getByTestId('program')).toContainText('Programmiere deine Karten');
  await expect(page.getByTestId('confirm-program')).toHaveText('Bestätigen');
  await expect(page.getByTestId('screen-table')).toContainText('Runde 1');
  // The shortcuts list names the keys as a German keyboard does (issue 50).
  await page.keyboard.press('?');
  await expect(page.getByTestId('shortcuts')).toContainText('Strg+Z');
  await expect(page.getByTestId('shortcuts')).toContainText('Leertaste');
  await expect(page.getByTestId('shortcuts')).not.toContainText('Ctrl');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByTestId('menu-new-game')).toHaveText('Neues Spiel');
  // Continue: the count and the date as German writes them, not the system's "12/7/2026, 12:52:50 PM" (issue 50).
  await expect(page.getByTestId('continue-list').locator('li small')).toHaveText(/^0 Züge · \d\d\.\d\d\.\d{4}, \d\d:\d\d$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByTestId('menu-settings').click();
  await expect(page.getByTestId('settings-language')).toHaveValue('de');
  await page.getByTestId('settings-language').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
