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
  await expect(page.getByTestId('end-scores')).toContainText('dice removed');
  expect(errors).toEqual([]);
});
