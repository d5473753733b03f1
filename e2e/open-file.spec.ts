/**
 * A game file dropped onto the window continues that game, as Load a game… does, from any
 * screen; a file that is no game, or no game file, is refused with Load's own sentence by the
 * Load button. (The desktop's other ways, a double-click, the command line, a second launch,
 * go through main and are tested under Node: src-main/open-file.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { onFlatBoard } from './flat';

test.beforeEach(({ page }) => onFlatBoard(page));

/** Drops a file onto the page as the desktop does (a DataTransfer with one file). */
async function drop(page: Page, name: string, text: string): Promise<void> {
  // Built in the page (the specs' types know no DOM): a DataTransfer holding the one file.
  const data = await page.evaluateHandle(`(() => {
    const dt = new DataTransfer();
    dt.items.add(new File([${JSON.stringify(text)}], ${JSON.stringify(name)}));
    return dt;
  })()`);
  await page.dispatchEvent('body', 'dragover', { dataTransfer: data });
  await page.dispatchEvent('body', 'drop', { dataTransfer: data });
}

test('a dropped game file continues its game; other files are refused by the Load button', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?speed=fast');
  await expect(page.getByTestId('screen-menu')).toBeVisible();

  // From the settings screen, not only the menu: a file that is no game file at all.
  await page.getByTestId('menu-settings').click();
  await drop(page, 'holiday.png', 'not a game');
  await expect(page.getByTestId('screen-menu')).toBeVisible();
  await expect(page.getByTestId('load-problem')).toHaveText('“holiday.png” is not a PipFall game file: saved games end in .pipfall (or .json, as saved before).');
  // A game file's name, but not a game inside: Load's sentence.
  await drop(page, 'notes.pipfall', '{"hello": "world"}');
  await expect(page.getByTestId('load-problem')).toHaveText('This file is not a saved PipFall game.');

  // A saved game: the table comes up on it.
  const game = readFileSync(new URL('./fixtures/zero-last-hand-vs-random.json', import.meta.url), 'utf8');
  await drop(page, 'Last hand.pipfall', game);
  await expect(page.getByTestId('screen-table')).toBeVisible();
  await expect(page.getByTestId('board-mirror')).toContainText(/\d/);
  // Back at the menu the refusal is gone: it was about the earlier file.
  await page.getByTestId('table-menu').click();
  await expect(page.getByTestId('load-problem')).toHaveCount(0);
  expect(errors).toEqual([]);
});
