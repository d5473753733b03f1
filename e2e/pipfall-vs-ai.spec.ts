/**
 * A whole two-player game of PipFall against the computer through the UI: menu, new game
 * with a seed, every round (programming, lane placement, activations, glory and restore
 * decisions) with the human always taking the first option offered, to the end screen.
 */
import { expect, test } from '@playwright/test';
import { nextPrompt, programByClicks, startGame } from './helpers';

test('plays a whole seeded 2-player PipFall game against the AI to the end screen', async ({ page }) => {
  test.setTimeout(900_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await startGame(page, { game: 'pipfall', seats: ['human', 'greedy'], seed: 31 });
  // The static opening, read from the accessible mirror: seat 0 in the bottom-left corner of the 5x5 board.
  await expect(page.getByTestId('pf-die-r5-c1')).toHaveAttribute('data-pips', '6');
  await expect(page.getByTestId('pf-die-r5-c1')).toHaveAttribute('data-owner', '0');
  await expect(page.getByTestId('pf-die-r1-c5')).toHaveAttribute('data-owner', '1');
  await expect(page.getByTestId('pf-dice').locator('li')).toHaveCount(8);

  let rounds = 0;
  let choices = 0;
  for (let guard = 0; guard < 1500; guard++) {
    const prompt = await nextPrompt(page);
    if (prompt === 'end') break;
    if (prompt === 'program') {
      await programByClicks(page);
      rounds++;
    } else if (prompt === 'choices') {
      await page.getByTestId('choices').getByTestId('choice').first().click();
      choices++;
    } else {
      throw new Error('no hand-off with a single human seat');
    }
  }

  await expect(page.getByTestId('screen-end')).toBeVisible();
  await expect(page.getByTestId('end-result')).toHaveText(/wins|Shared victory|Nobody/);
  await expect(page.getByTestId('end-result')).not.toBeEmpty();
  // The breakdown names what PipFall scores, for both seats, over the final board.
  await expect(page.getByTestId('end-breakdown')).toContainText('Pips (score)');
  await expect(page.getByTestId('end-row-1')).toContainText(/Still in|Eliminated/);
  await expect(page.getByTestId('pf-mirror')).toBeAttached();
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'test-results/screenshots/end-pipfall-1280.png' });
  await page.setViewportSize({ width: 900, height: 600 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'test-results/screenshots/end-pipfall-900.png' });
  expect(rounds).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  console.log(`pipfall vs AI: ${rounds} rounds programmed, ${choices} choices; ${await page.getByTestId('end-result').textContent()}`);
});
