/**
 * The engine Worker dies mid-game (killed through the ?test=1 hook, as a crash would): the
 * page says the engine was restarted, the board is as it was, and the game goes on into the
 * next hand. When it keeps dying, the app gives up, says so and offers Retry, which resumes the
 * game. (The same seeded game is played to its end without a crash by vs-ai.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { nextPrompt, programByClicks, startGame } from './helpers';
import { onFlatBoard } from './flat';

// Not a spec of the 3D board: it plays on the flat one (e2e/flat.ts says why).
test.beforeEach(({ page }) => onFlatBoard(page));

const handsBegun = (page: Page) =>
  page
    .getByTestId('game-log')
    .getByText(/^Hand \d+ begins\.$/)
    .count();

/** Answers prompts until a new hand asks for a program (or the game ends); fails if no hand begins. */
async function playIntoNextHand(page: Page): Promise<void> {
  const hands = await handsBegun(page);
  for (let i = 0; i < 40; i++) {
    const prompt = await nextPrompt(page);
    if (prompt === 'end') break;
    if (prompt === 'program' && (await handsBegun(page)) > hands) break;
    if (prompt === 'program') await programByClicks(page);
    else await page.getByTestId('choices').getByTestId('choice').first().click();
  }
  expect(await handsBegun(page)).toBeGreaterThan(hands);
}

test('the engine worker is killed mid-game; the notice shows and the game goes on', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await startGame(page, { seats: ['human', 'random'], seed: 4242 }, 'fast', '&test=1');
  expect(await nextPrompt(page)).toBe('program');
  await programByClicks(page);
  await nextPrompt(page);
  const before = await page.getByTestId('board-mirror').textContent();

  await page.evaluate(() => (globalThis as unknown as { __pipfallTest: { killEngine(): void } }).__pipfallTest.killEngine());
  await expect(page.getByTestId('engine-restarted')).toContainText('restarted; your game continues');
  await expect(page.getByTestId('board-mirror')).toHaveText(before ?? '');
  await playIntoNextHand(page);
  expect(errors).toEqual([]);
});

test('the engine keeps dying: the app gives up, says so, offers Retry, and the game goes on to the next hand', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await startGame(page, { seats: ['human', 'random'], seed: 4242 }, 'fast', '&test=1');
  expect(await nextPrompt(page)).toBe('program');
  await programByClicks(page);
  await nextPrompt(page);
  const before = await page.getByTestId('board-mirror').textContent();

  type Hook = { __pipfallTest: { killEngine(): void; engineRunning(): boolean } };
  // Six deaths in a row: five restarts (each after a longer pause), then the budget is spent.
  for (let i = 0; i < 6; i++) {
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as Hook).__pipfallTest.engineRunning()), { timeout: 20_000 }).toBe(true);
    await page.evaluate(() => (globalThis as unknown as Hook).__pipfallTest.killEngine());
  }
  const notice = page.getByTestId('engine-restarted');
  await expect(notice).toContainText('keeps stopping');
  expect(await page.evaluate(() => (globalThis as unknown as Hook).__pipfallTest.engineRunning())).toBe(false);

  await page.getByTestId('engine-retry').click();
  await expect(notice).toContainText('restarted; your game continues');
  await expect(page.getByTestId('board-mirror')).toHaveText(before ?? '');
  await playIntoNextHand(page);
  expect(errors).toEqual([]);
});

test('without ?test=1 the page has no test hook', async ({ page }) => {
  await page.goto('/?speed=fast');
  await expect(page.getByTestId('screen-menu')).toBeVisible();
  expect(await page.evaluate(() => '__pipfallTest' in globalThis)).toBe(false);
});
