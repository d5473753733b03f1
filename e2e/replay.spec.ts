/** Replays: a finished game opens from the end panel, steps back and forward (buttons and keys), and is kept under Past games. */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { onFlatBoard } from './flat';

// Not a spec of the 3D board: it plays on the flat one (e2e/flat.ts says why).
test.beforeEach(({ page }) => onFlatBoard(page));

/**
 * A seeded Pip Zero game between two computers (the CLI's `play --game zero --seats random,random
 * --seed 31`) loaded in its last hand: the table plays its last steps, so the game ends here quickly.
 */
const LAST_HAND = readFileSync(new URL('./fixtures/zero-last-hand.json', import.meta.url));

test('replays a finished game from the end panel and lists it under Past games', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?speed=fast');
  await page.getByTestId('saves-file').setInputFiles({ name: 'last-hand.json', mimeType: 'application/json', buffer: LAST_HAND });
  await expect(page.getByTestId('screen-table')).toBeVisible();
  await expect(page.getByTestId('screen-end')).toBeVisible({ timeout: 20_000 });
  const dice = page.getByTestId('grid-s0').locator('li[data-pips]');
  const pips = (): Promise<string> =>
    dice.evaluateAll((els: readonly { getAttribute(name: string): string | null }[]) => els.map((e) => e.getAttribute('data-pips') ?? '').join(''));
  const finalPips = await pips();

  await page.getByTestId('end-replay').click();
  await expect(page.getByTestId('screen-replay')).toBeVisible();
  const step = page.getByTestId('replay-step');
  // From the end panel the replay opens at the end, on the final board.
  await expect(step).toHaveText(/^Step (\d+) of \1$/);
  const steps = Number(/of (\d+)/.exec((await step.textContent()) ?? '')![1]);
  expect(await pips()).toBe(finalPips);
  const logAtEnd = await page.getByTestId('replay-log-lines').locator('li').count();

  // Back to the deal: the accessible mirror shows the earlier board, the log only the deal.
  await page.getByTestId('replay-first').click();
  await expect(step).toHaveText(`Step 0 of ${steps}`);
  // The deal: every die of the grid at its opening value, not the final board.
  await expect(dice).toHaveCount(16);
  await expect.poll(pips).not.toBe(finalPips);
  const dealt = await pips();
  await expect(page.getByTestId('replay-log-lines').locator('li').first()).toHaveText('Hand 1 begins.');
  expect(await page.getByTestId('replay-log-lines').locator('li').count()).toBeLessThan(logAtEnd);
  await expect(page.getByTestId('replay-first')).toBeDisabled();

  // The keys: Right and Left step, End goes to the end, Home to the start.
  await page.keyboard.press('ArrowRight');
  await expect(step).toHaveText(`Step 1 of ${steps}`);
  await page.getByTestId('replay-forward').click();
  await expect(step).toHaveText(`Step 2 of ${steps}`);
  await page.keyboard.press('ArrowLeft');
  await expect(step).toHaveText(`Step 1 of ${steps}`);
  await page.keyboard.press('End');
  await expect(step).toHaveText(`Step ${steps} of ${steps}`);
  expect(await pips()).toBe(finalPips);
  await page.keyboard.press('Home');
  await expect(step).toHaveText(`Step 0 of ${steps}`);
  expect(await pips()).toBe(dealt);

  // Jump to the second hand and let both seats program: the spectator sees the programs face down;
  // the game is over, so any seat's view may be picked, and Player 2's shows its own cards.
  await page.getByTestId('replay-jump').selectOption({ label: 'Hand 2' });
  await expect(page.getByTestId('replay-where')).toContainText('Hand 2');
  await page.getByTestId('replay-forward').click();
  await page.getByTestId('replay-forward').click();
  await expect(page.getByTestId('program-s1')).toContainText('face down');
  await expect(page.getByTestId('replay-viewer').locator('option')).toHaveText(['Spectator (public only)', 'Player 1 (computer)', 'Player 2 (computer)']);
  await page.getByTestId('replay-viewer').selectOption({ label: 'Player 2 (computer)' });
  await expect(page.getByTestId('program-s1')).not.toContainText('face down');
  await expect(page.getByTestId('program-s1').locator('li')).toHaveCount(4);

  // Play runs on by itself; Space pauses it.
  const before = (await step.textContent()) ?? '';
  await page.getByTestId('replay-play').click();
  await expect(page.getByTestId('replay-play')).toHaveAttribute('aria-pressed', 'true');
  await expect(step).not.toHaveText(before);
  await page.keyboard.press(' ');
  await expect(page.getByTestId('replay-play')).toHaveAttribute('aria-pressed', 'false');

  // Past games on the menu lists it, with Watch, Export… and Delete.
  await page.getByTestId('replay-close').click();
  await page.getByTestId('menu-past').click();
  const row = page.getByTestId('past-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pip Zero');
  await expect(row).toContainText('computers only');
  await expect(row).toContainText(String(steps));
  await expect(row.getByTestId('past-result')).toHaveText(/won|Nobody won|Shared/);
  await expect(row.getByRole('button', { name: /^Watch the replay of Pip Zero/ })).toBeVisible();
  expect(errors).toEqual([]);
});
