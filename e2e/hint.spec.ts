/**
 * The Hint button in a Pip Zero game against the computer (web build, engine in a Worker):
 * during programming and during a pending choice it shows the hard AI's suggestion and
 * why, highlights one of the legal actions on screen, plays nothing by itself; then the
 * player follows it. PipFall's table does the same for a program and a lane; in hot-seat a
 * hint belongs to the seat at the screen and never survives a hand-off.
 */
import { expect, test } from '@playwright/test';
import { handCards, nextPrompt, programByClicks, startGame } from './helpers';
import { onFlatBoard } from './flat';

// Not a spec of the 3D board: it plays on the flat one (e2e/flat.ts says why).
test.beforeEach(({ page }) => onFlatBoard(page));

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
  await expect(text).toContainText(/^Suggested: Program .+ in columns 1–3, and the .+ for column 4 and initiative\.$/);
  await expect(page.getByTestId('hint-confidence')).not.toBeEmpty();
  // The numbers only on demand.
  await expect(page.getByTestId('hint-details')).toHaveCount(0);
  await page.getByTestId('hint-why').click();
  await expect(page.getByTestId('hint-details')).toContainText(/chosen in \d+% of the search, expected result [+-]\d\.\d\d/);
  const ghosts = await Promise.all([1, 2, 3, 4].map((i) => page.getByTestId(`hint-slot-${i}`).getAttribute('data-card')));
  expect([...ghosts].sort()).toEqual([...hand].sort());
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
    await expect(text).toContainText(/^Suggested: (Use .+ on your \d in column \d \(it becomes \d\)|Swap your \d in column \d into column \d \(it decays to \d\))\.$/);
    const suggested = page.locator('[data-testid="choice"][data-hinted="true"]');
    await expect(suggested).toHaveCount(1);
    await expect(suggested).toBeEnabled();
    // The highlighted button is the one the hint names.
    const label = (await suggested.textContent())?.trim() ?? '';
    const swap = /Swap with column (\d)/.exec(label);
    await expect(text).toContainText(swap ? `into column ${swap[1]} ` : 'Use ');
    await expect(page.getByTestId('choices')).toBeVisible(); // still waiting for the player
    await suggested.click();
    await expect(text).toBeHidden();
    hinted = true;
  }
  expect(hinted).toBe(true);
  expect(errors).toEqual([]);
});

test('PipFall: hints a program and a lane in a game against the computer', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await startGame(page, { game: 'pipfall', seats: ['human', 'random'], seed: 7 });
  expect(await nextPrompt(page)).toBe('program');
  await page.getByTestId('table-hint').click();
  const text = page.getByTestId('hint-text');
  await expect(text).toContainText(/^Suggested: Program .+, with the .+ for initiative\.$/);
  await expect(page.locator('[data-testid^="hint-slot-"]')).toHaveCount(4);
  await page.getByTestId('hint-place').click();
  await page.getByTestId('confirm-program').click();
  await expect(text).toBeHidden();

  expect(await nextPrompt(page)).toBe('choices');
  await page.getByTestId('table-hint').click();
  await expect(text).toContainText(/^Suggested: Put marker 1 on (row|column) \d\.$/);
  const suggested = page.locator('[data-testid="choice"][data-hinted="true"]');
  await expect(suggested).toHaveCount(1);
  await expect(suggested).toBeEnabled();
  const lane = await suggested.getAttribute('data-lane');
  const [kind, n] = (lane ?? '').split('-');
  await expect(text).toContainText(`on ${kind === 'row' ? 'row' : 'column'} ${n}.`);
  await suggested.click();
  await expect(text).toBeHidden();
  expect(errors).toEqual([]);
});

test('hot-seat: a hint is for the seat at the screen only and goes away behind the hand-off', async ({ page }) => {
  await startGame(page, { seats: ['human', 'human'], seed: 77 });
  expect(await nextPrompt(page)).toBe('program');
  await expect(page.getByTestId('screen-seat')).toContainText('Player 1');
  const first = await handCards(page);
  await page.getByTestId('table-hint').click();
  const text = page.getByTestId('hint-text');
  await expect(text).toContainText('Suggested: Program');
  const ghosts = await Promise.all([1, 2, 3, 4].map((i) => page.getByTestId(`hint-slot-${i}`).getAttribute('data-card')));
  expect([...ghosts].sort()).toEqual([...first].sort());
  await page.getByTestId('hint-place').click();
  await page.getByTestId('confirm-program').click();

  // The hand-off covers the table: no hint, no hint button, none of seat 1's cards.
  await expect(page.getByTestId('handoff')).toBeVisible();
  await expect(text).toHaveCount(0);
  await expect(page.getByTestId('table-hint')).toHaveCount(0);
  for (const c of first) await expect(page.locator(`[data-card="${c}"]`)).toHaveCount(0);
  await page.getByTestId('handoff-continue').click();

  // Seat 2 gets no leftover hint; asking gives one about its own hand.
  expect(await nextPrompt(page)).toBe('program');
  await expect(page.getByTestId('screen-seat')).toContainText('Player 2');
  await expect(text).toHaveCount(0);
  const second = await handCards(page);
  await page.getByTestId('table-hint').click();
  await expect(text).toContainText('Suggested: Program');
  const theirs = await Promise.all([1, 2, 3, 4].map((i) => page.getByTestId(`hint-slot-${i}`).getAttribute('data-card')));
  expect([...theirs].sort()).toEqual([...second].sort());
});
