/** Screenshots of the main screens at 1280x800 into test-results/screenshots/, for a human to look at. */
import { expect, test } from '@playwright/test';
import { handCards, nextPrompt, programByClicks, startGame } from './helpers';

const dir = 'test-results/screenshots';

// Pictures for a person to look at, not checks: `npm run shots` takes them; `npm test` skips them to stay under 20 minutes.
test.skip(!process.env.PIPFALL_SCREENSHOTS, 'screenshots only: run `npm run shots` to take them');

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

  // The games above were left unfinished: the menu offers them under Continue.
  await page.goto('/?speed=fast');
  await expect(page.getByTestId('continue-list').getByRole('button')).toHaveCount(3);
  await page.screenshot({ path: `${dir}/07-menu-continue.png` });
  await page.getByTestId('menu-settings').click();
  await expect(page.getByTestId('screen-settings')).toBeVisible();
  await page.screenshot({ path: `${dir}/08-settings.png` });
});

test('pipfall table: programming, lane placement, an activation', async ({ page }) => {
  test.setTimeout(600_000);
  await startGame(page, { game: 'pipfall', seats: ['human', 'greedy'], seed: 31 });
  await expect(page.getByTestId('program')).toBeVisible();
  const cards = await handCards(page);
  await page.getByTestId(`card-${cards[0]}`).click();
  await page.getByTestId('slot-1').click();
  await page.getByTestId(`card-${cards[1]}`).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${dir}/10-pipfall-program.png` });
  await programByClicks(page);

  // Lane placement: the legal lanes are lit; the one under the pointer brighter.
  await expect(page.getByTestId('choices').locator('[data-lane]').first()).toBeVisible();
  await page.getByTestId('choices').locator('[data-lane]').first().hover();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${dir}/11-pipfall-lanes.png` });

  // Take the first option until an activation offers moves; light one destination.
  for (let guard = 0; guard < 200; guard++) {
    const prompt = await nextPrompt(page);
    if (prompt === 'end') throw new Error('the game ended before an activation with moves');
    if (prompt === 'program') {
      await programByClicks(page);
      continue;
    }
    const move = page.getByTestId('choices').locator('[data-use^="move-"]:not([data-use="move-0"])');
    if ((await move.count()) > 0) {
      await move.last().hover();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${dir}/12-pipfall-activation.png` });
      break;
    }
    await page.getByTestId('choices').getByTestId('choice').first().click();
  }

  // Four seats on the 8x8 board, mid-game.
  await startGame(page, { game: 'pipfall', seats: ['human', 'greedy', 'greedy', 'greedy'], seed: 8 });
  expect(await nextPrompt(page)).toBe('program');
  await programByClicks(page);
  for (let i = 0; i < 6; i++) {
    if ((await nextPrompt(page)) !== 'choices') break;
    await page.getByTestId('choices').getByTestId('choice').first().click();
  }
  await nextPrompt(page);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${dir}/13-pipfall-4p.png` });
});

test('pipfall table in the colour-blind-safe palette', async ({ page }) => {
  await page.goto('/?speed=fast');
  await page.getByTestId('menu-settings').click();
  await page.getByTestId('settings-palette-colorblind').check();
  await startGame(page, { game: 'pipfall', seats: ['human', 'greedy', 'greedy', 'greedy'], seed: 8 });
  expect(await nextPrompt(page)).toBe('program');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${dir}/14-pipfall-colorblind.png` });
});
