/**
 * Piplus with two people at one screen and a computer: the new-game screen offers two to six
 * seats, the screen is handed over between the human seats and shows only the hand of the
 * seat at it, the log tells every play, and the Hint suggests a move in the game's words that
 * the table can set up (it is never played for you).
 */
import { expect, test, type Page } from '@playwright/test';
import { startGame } from './helpers';
import { onFlatBoard } from './flat';

// Not a spec of the 3D board: it plays on the flat one (e2e/flat.ts says why).
test.beforeEach(({ page }) => onFlatBoard(page));

async function handOf(page: Page): Promise<string> {
  return (await page.getByTestId('pp-hand').textContent()) ?? '';
}

test('hot-seat Piplus hands the screen over, shows one hand at a time, and hints in its own words', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/?speed=fast');
  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('game-option-piplus').click();
  await expect(page.getByTestId('seat-count').locator('option')).toHaveText(['2', '3', '4', '5', '6']);

  await startGame(page, { game: 'piplus', seats: ['human', 'human', 'greedy'], seed: 21 });
  // The first human decision: Player 1's at once, or Player 2's after a hand-off that shows no hand.
  await page.locator('[data-testid="handoff"], [data-testid="choices"]').first().waitFor();
  if (await page.getByTestId('handoff').isVisible()) {
    await expect(page.getByTestId('pp-hand')).toHaveCount(0);
    await page.getByTestId('handoff-continue').click();
  }
  await expect(page.getByTestId('choices')).toBeVisible();
  const first = await page.getByTestId('screen-seat').textContent();
  const firstHand = await handOf(page);
  expect(firstHand).toMatch(/Card/);

  // The hint: the hard AI's move in words; "Set up the hint" picks it on the table without playing it.
  await page.getByTestId('table-hint').click();
  await expect(page.getByTestId('hint-text')).toHaveText(/^Suggested: (Lead|Play|Pass) /, { timeout: 60_000 });
  await page.getByTestId('pp-use-hint').click();
  await expect(page.getByTestId('choices')).toBeVisible();
  const hinted = page.getByTestId('pp-play');
  if (await hinted.isEnabled()) await hinted.click();
  else await page.getByTestId('pp-pass').click();

  // The next human seat gets the screen only after a hand-off, and sees its own hand.
  await page.getByTestId('handoff').waitFor({ timeout: 60_000 });
  await page.getByTestId('handoff-continue').click();
  await expect(page.getByTestId('choices')).toBeVisible();
  await expect(page.getByTestId('screen-seat')).not.toHaveText(first ?? '');
  expect(await handOf(page)).not.toEqual(firstHand);
  // Nobody's dealt cards but the seat at the screen's are in the log.
  const log = (await page.getByTestId('game-log').textContent()) ?? '';
  expect(log.match(/is dealt/g) ?? []).toHaveLength(1);
});
