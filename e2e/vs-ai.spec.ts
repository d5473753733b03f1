/** A whole game against the computer: the flow loop alternates human prompts and paced AI steps. */
import { expect, test } from '@playwright/test';
import { nextPrompt, programByClicks, startGame } from './helpers';

test('plays a whole game against the random AI to the end screen', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await startGame(page, { seats: ['human', 'random'], seed: 4242 });
  await expect(page.getByTestId('grid-s1').locator('li')).toHaveCount(16);
  for (let guard = 0; guard < 400; guard++) {
    const prompt = await nextPrompt(page);
    if (prompt === 'end') break;
    if (prompt === 'program') await programByClicks(page);
    else if (prompt === 'choices') await page.getByTestId('choices').getByTestId('choice').first().click();
    else throw new Error('no hand-off with a single human seat');
  }
  await expect(page.getByTestId('end-result')).toHaveText(/wins|Shared victory|Nobody/);
  // The end panel lies over the final board: the breakdown per seat, the whole log, what next.
  await expect(page.getByTestId('end-breakdown')).toContainText('Dice removed');
  await expect(page.getByTestId('end-row-0')).toContainText('Player 1');
  await expect(page.getByTestId('grid-s0')).toBeAttached();
  await expect(page.getByTestId('game-log').locator('li').first()).toHaveText('Hand 1 begins.');
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'test-results/screenshots/end-zero-1280.png' });
  await page.getByTestId('end-fold').click();
  await expect(page.getByTestId('end-breakdown')).toBeHidden();
  await page.screenshot({ path: 'test-results/screenshots/end-zero-folded.png' });
  await page.getByTestId('end-fold').click();
  await page.getByTestId('end-new-game').click();
  await expect(page.getByTestId('screen-new-game')).toBeVisible();
  expect(errors).toEqual([]);
});
