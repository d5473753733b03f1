/** A whole solo game of Pip Zero through the UI: menu, new game with a seed, every hand, end screen. */
import { expect, test } from '@playwright/test';
import { nextPrompt, programByClicks, programByKeyboard, startGame } from './helpers';

test('plays a whole seeded solo game of Pip Zero to the end screen', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Console errors include Content-Security-Policy violations.
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await startGame(page, { seats: ['human'], seed: 20261129 });
  // The opening grid, read from the accessible mirror of the 3D scene.
  await expect(page.getByTestId('die-s0-r1-c1')).toHaveText('Row 1 Column 1: 3 pips');
  await expect(page.getByTestId('die-s0-r4-c2')).toHaveText('Row 4 Column 2: 6 pips');

  let hands = 0;
  let choices = 0;
  for (let guard = 0; guard < 400; guard++) {
    const prompt = await nextPrompt(page);
    if (prompt === 'end') break;
    if (prompt === 'program') {
      // The first hand is programmed from the keyboard, the rest with clicks.
      await (hands === 0 ? programByKeyboard(page) : programByClicks(page));
      hands++;
      await expect(page.getByTestId('program')).toBeHidden();
    } else if (prompt === 'choices') {
      await page.getByTestId('choices').getByTestId('choice').first().click();
      choices++;
    } else {
      throw new Error('a solo game never hands off');
    }
  }

  await expect(page.getByTestId('screen-end')).toBeVisible();
  await expect(page.getByTestId('end-result')).not.toBeEmpty();
  await expect(page.getByTestId('end-result')).toHaveText(/victory|defeat/i);
  await page.screenshot({ path: 'test-results/screenshots/07-end.png' });
  expect(hands).toBeGreaterThan(3);
  expect(errors).toEqual([]);
  test.info().annotations.push({ type: 'game', description: `${hands} hands, ${choices} choices` });
  console.log(`solo game: ${hands} hands, ${choices} choices; result: ${await page.getByTestId('end-result').textContent()}`);
});
