/**
 * The Hint button in a Pip Zero game against the computer (web build, engine in a Worker):
 * during programming and during a pending choice it shows the hard AI's suggestion and
 * why, highlights one of the legal actions on screen, plays nothing by itself; then the
 * player follows it.
 */
import { expect, test } from '@playwright/test';
import { handCards, nextPrompt, programByClicks, startGame } from './helpers';

test('hints a program and a pending choice, and the player follows them', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await startGame(page, { seats: ['human', 'random'], seed: 4242 });

  // Programming: Hint with the keyboard; the suggested cards appear faintly in the slots.
  expect(await nextPrompt(page)).toBe('program');
  const hand = await handCards(page);
  await page.getByTestId('table-hint').focus();
  await page.keyboard.press('Enter');
  const text = page.getByTestId('hint-text');
  await expect(text).toContainText(/Hard AI: Program \S\S \S\S \S\S, initiative \S\S — chosen in \d+% of the search, expected [+-]\d\.\d\d; next best program/);
  const ghosts = await Promise.all([1, 2, 3, 4].map((i) => page.getByTestId(`hint-slot-${i}`).getAttribute('data-card')));
  expect([...ghosts].sort()).toEqual([...hand].sort());
  // The label names the same cards, in slot order.
  await expect(text).toContainText(`Program ${ghosts[0]} ${ghosts[1]} ${ghosts[2]}, initiative ${ghosts[3]}`);
  // Nothing was played: the slots are still empty and the program is not confirmable.
  await expect(page.getByTestId('confirm-program')).toBeDisabled();
  await page.getByTestId('hint-place').click();
  await expect(page.locator('[data-testid^="hint-slot-"]')).toHaveCount(0); // the cards now sit in the slots
  await expect(page.getByTestId('confirm-program')).toBeEnabled();
  await expect(page.getByTestId('confirm-program')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(text).toBeHidden();

  // Play on (first choices, programs as dealt) until a choice is pending, then ask again.
  let hinted = false;
  for (let guard = 0; guard < 200 && !hinted; guard++) {
    const prompt = await nextPrompt(page);
    if (prompt === 'end') break;
    if (prompt === 'program') {
      await programByClicks(page);
      continue;
    }
    expect(prompt).toBe('choices');
    const choices = page.getByTestId('choices').getByTestId('choice');
    if ((await choices.count()) < 2) {
      await choices.first().click();
      continue;
    }
    await page.getByTestId('table-hint').click();
    await expect(text).toContainText(/Hard AI: (Use the suit power|Swap with column \d) — chosen in \d+% of the search, expected [+-]\d\.\d\d; next best/);
    const suggested = page.locator('[data-testid="choice"][data-hinted="true"]');
    await expect(suggested).toHaveCount(1);
    await expect(suggested).toBeEnabled();
    // The highlighted button is the one the hint names.
    const label = (await suggested.textContent())?.trim() ?? '';
    expect(label.length).toBeGreaterThan(0);
    await expect(page.getByTestId('choices')).toBeVisible(); // still waiting for the player
    await suggested.click();
    await expect(text).toBeHidden();
    hinted = true;
  }
  expect(hinted).toBe(true);
  expect(errors).toEqual([]);
});
