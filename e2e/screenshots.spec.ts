/** Screenshots of the main screens at 1280x800 into test-results/screenshots/, for a human to look at. */
import { expect, test } from '@playwright/test';
import { handCards, startGame } from './helpers';

const dir = 'test-results/screenshots';

test('menu, new game and tables', async ({ page }) => {
  await page.goto('/?speed=fast');
  await expect(page.getByTestId('screen-menu')).toBeVisible();
  await page.screenshot({ path: `${dir}/01-menu.png` });

  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('seat-count').selectOption('2');
  await expect(page.getByTestId('seat-level-1')).toBeVisible();
  await page.screenshot({ path: `${dir}/02-new-game.png` });

  await startGame(page, { seats: ['human'], seed: 5 });
  await expect(page.getByTestId('program')).toBeVisible();
  const cards = await handCards(page);
  await page.getByTestId(`card-${cards[0]}`).click();
  await page.getByTestId('slot-1').click();
  await page.getByTestId(`card-${cards[1]}`).click();
  await page.waitForTimeout(500); // let the software renderer draw
  await page.screenshot({ path: `${dir}/03-table-solo.png` });

  await startGame(page, { seats: ['human', 'greedy'], seed: 9 }, 'normal');
  await expect(page.getByTestId('program')).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${dir}/04-table-vs-ai.png` });
  const two = await handCards(page);
  for (const [i, c] of two.entries()) {
    await page.getByTestId(`card-${c}`).click();
    await page.getByTestId(`slot-${i + 1}`).click();
  }
  await page.getByTestId('confirm-program').click();
  await expect(page.getByTestId('initiative-reveal')).toBeVisible();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${dir}/05-table-resolving.png` });
  // Mid-animation frames of the resolution, at the slow speed.
  await page.getByTestId('speed-select').selectOption('slow');
  await page.getByTestId('choices').getByTestId('choice').last().click();
  for (let i = 0; i < 3; i++) {
    await page.waitForTimeout(350);
    await page.screenshot({ path: `${dir}/05-anim-${i}.png` });
  }

  await startGame(page, { seats: ['human', 'human'], seed: 3 });
  await expect(page.getByTestId('program')).toBeVisible();
  const first = await handCards(page);
  for (const [i, c] of first.entries()) {
    await page.getByTestId(`card-${c}`).click();
    await page.getByTestId(`slot-${i + 1}`).click();
  }
  await page.getByTestId('confirm-program').click();
  await expect(page.getByTestId('handoff')).toBeVisible();
  await page.screenshot({ path: `${dir}/06-handoff.png` });
});
