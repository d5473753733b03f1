/**
 * Pictures of undo for a person to look at (not checks): the table's Undo button against the
 * computer, enabled and disabled with its reason, and the hot-seat agreement question, at
 * 1280x800 and 900x600. Written to PIPFALL_SHOTS_DIR (default test-results/screenshots/undo).
 */
import { expect, test } from '@playwright/test';
import { startGame } from './helpers';

const dir = process.env.PIPFALL_SHOTS_DIR ?? 'test-results/screenshots/undo';

test.skip(!process.env.PIPFALL_SCREENSHOTS, 'screenshots only: run `npm run shots` to take them');

for (const size of [
  { width: 1280, height: 800 },
  { width: 900, height: 600 },
]) {
  const tag = `${size.width}x${size.height}`;
  test(`undo at ${tag}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await startGame(page, { game: 'piplus', seats: ['human', 'random'], seed: 1 });
    const undo = page.getByTestId('table-undo');
    await page.getByTestId('pp-card-0').click();
    await page.getByTestId('pp-play').click();
    await expect(undo).toHaveAttribute('aria-disabled', 'false');
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${dir}/undo-enabled-${tag}.png` });
    // Taken back: the hand, the table and the log as before the play.
    await undo.click();
    await expect(page.getByTestId('pp-hand').locator('li')).toHaveCount(12);
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${dir}/undo-after-${tag}.png` });
    await page.getByTestId('pp-card-0').click();
    await page.getByTestId('pp-play').click();
    await expect(undo).toHaveAttribute('aria-disabled', 'false');
    await page.getByTestId('pp-pass').click();
    await expect(undo).toHaveAttribute('title', 'The dice were rolled since your move');
    await undo.hover();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${dir}/undo-disabled-${tag}.png` });

    // Hot-seat: Player 1 plays, Player 2 takes the screen and is asked.
    await startGame(page, { game: 'piplus', seats: ['human', 'human'], seed: 1 });
    await page.getByTestId('pp-card-0').click();
    await page.getByTestId('pp-play').click();
    await page.getByTestId('handoff-continue').click();
    await expect(undo).toHaveAttribute('aria-disabled', 'false');
    await undo.click();
    await expect(page.getByTestId('undo-ask')).toBeVisible();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${dir}/undo-hotseat-ask-${tag}.png` });
    await page.getByTestId('undo-allow').click();
    await expect(page.getByTestId('handoff')).toContainText('Player 1');
  });
}
