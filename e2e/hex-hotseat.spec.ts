/**
 * PipFall Hex hot-seat at one screen: two humans choose their starts and program their hands
 * in turn, the hand-off screen covers the table between them, and each sees only its own hand
 * and left-out card (the other's programmed cards stay face down until revealed).
 */
import { expect, test } from '@playwright/test';
import { handCards, startGame } from './helpers';
import { onFlatBoard } from './flat';

// Not a spec of the 3D board: it plays on the flat one (e2e/flat.ts says why).
test.beforeEach(({ page }) => onFlatBoard(page));

test('two humans share the screen: hand-offs between them, each sees only its own cards', async ({ page }) => {
  test.setTimeout(120_000);
  await startGame(page, { game: 'hex', seats: ['human', 'human'], seed: 21 });
  // Red chooses first; then the screen goes to Blue.
  await expect(page.getByTestId('choices')).toBeVisible();
  await page.getByTestId('choices').locator('[data-location="C"]').click();
  await expect(page.getByTestId('handoff')).toBeVisible();
  await page.getByTestId('handoff-continue').click();
  await expect(page.getByTestId('screen-seat')).toContainText('Player 2');
  // Blue may take any start left, not only the usual one.
  await expect(page.getByTestId('choices').locator('[data-location="C"]')).toHaveCount(0);
  await page.getByTestId('choices').locator('[data-location="D"]').click();

  // Programming: Blue, at the screen, programs first; then the screen goes back to Red behind a hand-off.
  await expect(page.getByTestId('program')).toBeVisible();
  const first = await handCards(page);
  expect(first).toHaveLength(4);
  for (const [i, c] of first.entries()) {
    await page.getByTestId(`card-${c}`).click();
    await page.getByTestId(`slot-${i + 1}`).click();
  }
  await page.getByTestId('confirm-program').click();
  await expect(page.getByTestId('handoff')).toBeVisible();
  await page.getByTestId('handoff-continue').click();
  await expect(page.getByTestId('program')).toBeVisible();
  const second = await handCards(page);
  expect(second).toHaveLength(4);
  expect(second.some((c) => first.includes(c))).toBe(false);
  // The first seat's programmed row and its left-out card are face down for this seat.
  const seat = await page.getByTestId('screen-seat').textContent();
  const other = seat?.includes('Player 2') ? 0 : 1;
  await expect(page.getByTestId(`hex-program-${other}`).locator('.card.back')).toHaveCount(4);
  for (const c of first) await expect(page.getByTestId(`hex-seat-${other}`)).not.toContainText(c);
  for (const [i, c] of second.entries()) {
    await page.getByTestId(`card-${c}`).click();
    await page.getByTestId(`slot-${i + 1}`).click();
  }
  await page.getByTestId('confirm-program').click();
  // The reveal: both first cards face up, in resolution order; the seat to resolve gets the screen.
  await expect(page.getByTestId('handoff').or(page.getByTestId('choices'))).toBeVisible();
  if (await page.getByTestId('handoff').isVisible()) await page.getByTestId('handoff-continue').click();
  await expect(page.getByTestId('choices')).toBeVisible();
  await expect(page.getByTestId('hex-reveal').locator('li[data-state]')).toHaveCount(2);
});
