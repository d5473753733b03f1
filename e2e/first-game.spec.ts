/**
 * A coached first game, as a newcomer meets it: from "Learn to play", a whole Pip Zero game
 * against the computer's lowest level, where the coach greets the player, explains each rule the
 * first time it comes into play and holds the game until "Got it" (Enter, since the button takes
 * the focus), and goes quiet for good once silenced. The layout check runs with a cue showing at both window sizes.
 */
import { expect, test } from '@playwright/test';
import { nextPrompt, programByClicks, shot, twoFrames } from './helpers';
import { misplacedControls } from './layout-check';
import { onFlatBoard } from './flat';

test.beforeEach(({ page }) => onFlatBoard(page));

test('a coached first game of Pip Zero: the coach speaks up once per rule, holds the game until read, and can be silenced', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/?speed=fast');
  await page.getByTestId('menu-learn').click();
  await page.getByTestId('first-game-start-zero').click();
  await expect(page.getByTestId('screen-table')).toBeVisible();

  const cue = page.getByTestId('first-game-cue');
  const text = page.getByTestId('first-game-cue-text');
  // The hello first, its button focused: Enter goes on.
  await expect(cue).toHaveAttribute('data-rule', '', { timeout: 60_000 });
  await expect(text).toContainText('first game of Pip Zero');
  await expect(page.getByTestId('first-game-got-it')).toBeFocused();
  for (const size of [
    { width: 900, height: 600 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    // The narrow window's log is a drawer: wait for it to have slid away.
    if (size.width < 1100) await expect(page.getByTestId('table-log')).not.toBeInViewport();
    await twoFrames(page);
    await shot(page, `test-results/screenshots/first-game-zero-${size.width}x${size.height}.png`, 300);
    expect(await misplacedControls(page), `the coach at ${size.width}x${size.height}`).toEqual([]);
  }
  await page.keyboard.press('Enter');
  // Then the deal's rule: how to program.
  await expect(cue).toHaveAttribute('data-rule', 'program-columns');
  await expect(text).toContainText('column 4');
  await page.getByTestId('first-game-got-it').click();
  await expect(cue).toBeHidden();

  await programByClicks(page);
  // The reveal: the initiative rule, and the game waits for the player to read it.
  await expect(cue).toHaveAttribute('data-rule', 'initiative-rank', { timeout: 60_000 });
  const log = page.getByTestId('table-log');
  const linesAtCue = await log.locator('li').count();
  await page.waitForTimeout(1500);
  expect(await log.locator('li').count(), 'nothing is played while the coach speaks').toBe(linesAtCue);
  await page.getByTestId('first-game-got-it').click();

  // Whatever comes next once, then silence: the game goes on with no cue to the next hand.
  await expect(cue).toBeVisible({ timeout: 60_000 });
  const said = await cue.getAttribute('data-rule');
  expect(said).not.toBe('initiative-rank');
  await page.getByTestId('first-game-silence').click();
  await expect(cue).toBeHidden();
  // Choices of this hand (swap or suit), then the next hand's programming: never a word from the coach.
  let prompt = await nextPrompt(page);
  for (let guard = 0; prompt === 'choices' && guard < 20; guard++) {
    await expect(cue).toBeHidden();
    await page.getByTestId('choices').getByTestId('choice').first().click();
    prompt = await nextPrompt(page);
  }
  expect(prompt).toBe('program');
  await expect(cue).toBeHidden();
});
