/**
 * Undo against the computer (Piplus, seed 1, against Beginner-level random): a play taken back
 * with the computer's answer (the hand and the log as before), the button disabled with the
 * reason once a die was rolled, and undo after Continue. Seed 1: the human leads with a hand
 * of twelve whose lowest card is a 1; the computer answers without rolling; after the human
 * then passes, the computer's turn rolls dice.
 */
import { expect, test, type Page } from '@playwright/test';
import { startGame } from './helpers';
import { onFlatBoard } from './flat';

// Not a spec of the 3D board: it plays on the flat one (e2e/flat.ts says why).
test.beforeEach(({ page }) => onFlatBoard(page));

/** Plays the lowest card alone (the hand is sorted: card 0 is the lowest). */
async function playLowest(page: Page): Promise<void> {
  await page.getByTestId('pp-card-0').click();
  await page.getByTestId('pp-play').click();
}

test('undo a play against the computer, see it refused after a roll, and undo after Continue', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await startGame(page, { game: 'piplus', seats: ['human', 'random'], seed: 1 });
  const hand = page.getByTestId('pp-hand').locator('li');
  const undo = page.getByTestId('table-undo');
  const log = page.getByTestId('game-log').locator('li');
  await expect(hand).toHaveCount(12);
  await expect(page.getByTestId('pp-play')).toBeVisible();
  await expect(undo).toHaveAttribute('aria-disabled', 'true');
  await expect(undo).toHaveAttribute('title', 'There is no move of yours to take back');
  const mirrorBefore = await page.getByTestId('pp-mirror').textContent();
  const linesBefore = await log.count();

  // A play and the computer's answer, then Undo: the hand, the whole mirror and the log as before.
  await playLowest(page);
  await expect(hand).toHaveCount(11);
  await expect(undo).toHaveAttribute('aria-disabled', 'false');
  await expect(page.getByTestId('pp-pass')).toBeVisible();
  expect(await log.count()).toBeGreaterThan(linesBefore);
  await undo.click();
  await expect(hand).toHaveCount(12);
  await expect(page.getByTestId('pp-mirror')).toHaveText(mirrorBefore ?? '');
  await expect(log).toHaveCount(linesBefore);
  await expect(undo).toHaveAttribute('aria-disabled', 'true');

  // The same play again (the computer answers the same way), then a pass: the computer's turn rolls.
  await playLowest(page);
  await expect(page.getByTestId('pp-pass')).toBeVisible();
  await page.getByTestId('pp-pass').click();
  await expect(undo).toHaveAttribute('title', 'The dice were rolled since your move');
  await expect(undo).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('pp-play')).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(hand).toHaveCount(11);

  // A new lead, then the game reopened from the menu: undo still takes it back.
  await playLowest(page);
  await expect(hand).toHaveCount(10);
  await expect(undo).toHaveAttribute('aria-disabled', 'false');
  // Back to the menu (the table closes the game), then reopened from Continue.
  await page.getByTestId('table-menu').click();
  await page
    .getByTestId('continue-list')
    .getByRole('button', { name: /Continue Piplus/ })
    .click();
  await expect(page.getByTestId('screen-table')).toBeVisible();
  await expect(hand).toHaveCount(10);
  await expect(undo).toHaveAttribute('aria-disabled', 'false');
  await page.keyboard.press('Control+z');
  await expect(hand).toHaveCount(11);
  await expect(undo).toHaveAttribute('title', 'The dice were rolled since your move');
  expect(errors).toEqual([]);
});
