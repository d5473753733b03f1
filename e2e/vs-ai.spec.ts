/**
 * The end of a game against the computer: the flow loop alternates human prompts and paced AI steps
 * to the end screen, and the game counts in the statistics. The game is a seeded Pip Zero game
 * (the CLI's `play --game zero --seats random,random --seed 31`) loaded in its last hand with a
 * human in the first seat; whole games are played in solo.spec (Zero, by keyboard) and
 * pipfall-board.spec (PipFall against the computer, on the 3D board).
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { nextPrompt, programByClicks, shot } from './helpers';
import { onFlatBoard } from './flat';

// Not a spec of the 3D board: it plays on the flat one (e2e/flat.ts says why).
test.beforeEach(({ page }) => onFlatBoard(page));

const LAST_HAND = readFileSync(new URL('./fixtures/zero-last-hand-vs-random.json', import.meta.url));

test('finishes a game against the random AI to the end screen, and it counts in the statistics', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?speed=fast');
  await page.evaluate(() => (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear());
  await page.goto('/?speed=fast');
  await page.getByTestId('saves-file').setInputFiles({ name: 'last-hand.json', mimeType: 'application/json', buffer: LAST_HAND });
  await expect(page.getByTestId('screen-table')).toBeVisible();
  await expect(page.getByTestId('grid-s1').locator('li')).toHaveCount(16);
  let prompts = 0;
  for (let guard = 0; guard < 100; guard++) {
    const prompt = await nextPrompt(page);
    if (prompt === 'end') break;
    prompts++;
    if (prompt === 'program') await programByClicks(page);
    else if (prompt === 'choices') await page.getByTestId('choices').getByTestId('choice').first().click();
    else throw new Error('no hand-off with a single human seat');
  }
  // The human had the last hand to play before the end.
  expect(prompts).toBeGreaterThan(0);
  await expect(page.getByTestId('end-result')).toHaveText(/wins|Shared victory|Nobody/);
  // The end panel lies over the final board: the breakdown per seat, the whole log, what next.
  await expect(page.getByTestId('end-breakdown')).toContainText('Dice removed');
  await expect(page.getByTestId('end-row-0')).toContainText('Player 1');
  await expect(page.getByTestId('grid-s0')).toBeAttached();
  await expect(page.getByTestId('game-log').locator('li').first()).toHaveText('Hand 1 begins.');
  await shot(page, 'test-results/screenshots/end-zero-1280.png', 300);
  await page.getByTestId('end-fold').click();
  await expect(page.getByTestId('end-breakdown')).toBeHidden();
  await shot(page, 'test-results/screenshots/end-zero-folded.png');
  await page.getByTestId('end-fold').click();
  // The game counts in the player's statistics: on the end panel, then on the menu's Statistics screen.
  const won = /Player 1 wins/.test((await page.getByTestId('end-result').textContent()) ?? '');
  await expect(page.getByTestId('end-record')).toHaveText(
    `Your record (2 players · against Beginner): played 1, won ${won ? 1 : 0}, ${won ? 1 : 0} in a row (best ${won ? 1 : 0}).`,
  );
  await page.getByTestId('end-new-game').click();
  await expect(page.getByTestId('screen-new-game')).toBeVisible();
  await page.goto('/?speed=fast');
  await page.getByTestId('menu-stats').click();
  await expect(page.getByTestId('stats-summary')).toHaveText(`Finished: 1; won: ${won ? 1 : 0}.`);
  await expect(page.getByTestId('stats-row-zero.2.random').locator('td')).toHaveText([
    '1',
    won ? '1' : '0',
    won ? '100%' : '0%',
    /^\d+$/,
    /^\d+$/,
    `${won ? 1 : 0} (best ${won ? 1 : 0})`,
  ]);
  // Reset asks first; "Keep them" keeps them, "Forget them" empties the screen.
  await page.getByTestId('stats-reset').click();
  await page.getByTestId('stats-reset-no').click();
  await expect(page.getByTestId('stats-zero')).toBeVisible();
  await page.getByTestId('stats-reset').click();
  await page.getByTestId('stats-reset-yes').click();
  await expect(page.getByTestId('stats-none')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('screen-menu')).toBeVisible();
  expect(errors).toEqual([]);
});
