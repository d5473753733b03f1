/**
 * The game review (issue 53): a game against the computer played to its end, "Review my play" on
 * the end panel, marks coming in while the engine weighs the player's decisions (early ones
 * first), M to the first mistake with the better action in words and both win chances, the
 * chart's points that jump the replay, Cancel,
 * and the review kept with the game: Past games' Review shows the marks at once and goes on.
 * The game is the seeded Pip Zero game of vs-ai.spec (its last hand left to the player).
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { nextPrompt, programByClicks, shot } from './helpers';
import { onFlatBoard } from './flat';

test.beforeEach(({ page }) => onFlatBoard(page));

const LAST_HAND = readFileSync(new URL('./fixtures/zero-last-hand-vs-random.json', import.meta.url));
const BAD = '[data-mark="inaccuracy"], [data-mark="mistake"], [data-mark="blunder"]';

async function playLastHand(page: Page): Promise<void> {
  await page.getByTestId('saves-file').setInputFiles({ name: 'last-hand.json', mimeType: 'application/json', buffer: LAST_HAND });
  await expect(page.getByTestId('screen-table')).toBeVisible();
  for (let guard = 0; guard < 100; guard++) {
    const prompt = await nextPrompt(page);
    if (prompt === 'end') return;
    if (prompt === 'program') await programByClicks(page);
    else if (prompt === 'choices') await page.getByTestId('choices').getByTestId('choice').first().click();
    else throw new Error('no hand-off with a single human seat');
  }
  throw new Error('the game did not end');
}

test('reviews a finished game: marks come in, M jumps to a mistake and says the better move, Cancel stops, and Past games keeps it', async ({ page }) => {
  test.setTimeout(400_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?speed=fast');
  await page.evaluate(() => (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear());
  await page.goto('/?speed=fast');
  await playLastHand(page);

  await page.getByTestId('end-review').click();
  await expect(page.getByTestId('screen-replay')).toBeVisible();
  const panel = page.getByTestId('review-panel');
  await expect(panel.getByTestId('review-progress')).toBeVisible();
  await expect(panel.getByTestId('review-cancel')).toBeVisible();
  await expect(panel.getByTestId('review-status')).toContainText(/Reviewing decision \d+ of \d+/);

  // Marks arrive one by one, each a chip with its icon and, for a screen reader, step and word.
  const chips = panel.getByTestId('review-marks').locator('button');
  await expect(chips.first()).toBeVisible({ timeout: 120_000 });
  await expect(chips.first()).toHaveAttribute('aria-label', /^Step \d+: (Best|Good|Inaccuracy|Mistake|Blunder)$/);
  // Early decisions first: the chips' steps ascend.
  const bad = panel.getByTestId('review-marks').locator(BAD).first();
  await expect(bad).toBeVisible({ timeout: 240_000 });
  const badStep = Number(await bad.getAttribute('data-step'));
  const steps = await chips.evaluateAll((els: readonly { getAttribute(n: string): string | null }[]) => els.map((e) => Number(e.getAttribute('data-step'))));
  expect(steps).toEqual([...steps].sort((a, b) => a - b));

  // From the deal, M goes to the first inaccuracy or worse: the panel says its mark and the better move in words.
  await page.keyboard.press('Home');
  await expect(page.getByTestId('replay-step')).toHaveText(/^Step 0 of/);
  await page.keyboard.press('m');
  await expect(page.getByTestId('replay-step')).toHaveText(new RegExp(`^Step ${badStep} of`));
  await expect(panel.getByTestId('review-mark')).toHaveText(/This move: (Inaccuracy|Mistake|Blunder)/);
  const better = panel.getByTestId('review-better');
  await expect(better).toHaveText(/^Better: .+: \d+% instead of \d+%$/);
  // The words are the game's own (as its hints say them), not the engine's labels.
  await expect(better).not.toContainText('{');
  const [, bestPct, takenPct] = /(\d+)% instead of (\d+)%$/.exec((await better.textContent()) ?? '')!;
  expect(Number(bestPct)).toBeGreaterThan(Number(takenPct));
  // The chart: each reviewed move's win chance; a click on a point goes there.
  const first = steps[0]!;
  await page.getByTestId('review-chart').locator(`circle[data-step="${first}"]`).click({ force: true });
  await expect(page.getByTestId('replay-step')).toHaveText(new RegExp(`^Step ${first} of`));
  // And the mistake's chip back to it.
  await panel.getByTestId('review-marks').locator(`[data-step="${badStep}"]`).click();
  await expect(page.getByTestId('replay-step')).toHaveText(new RegExp(`^Step ${badStep} of`));
  await shot(page, 'test-results/review-zero-1280.png', 300);
  await page.setViewportSize({ width: 900, height: 600 });
  await shot(page, 'test-results/review-zero-900.png', 300);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Cancel: the review stops after the decision being weighed, saying how far it got.
  await panel.getByTestId('review-cancel').click();
  await expect(panel.getByTestId('review-status')).toContainText(/Review stopped after \d+ of \d+ decisions/, { timeout: 120_000 });
  await expect(panel.getByTestId('review-resume')).toBeVisible();
  const kept = await chips.count();

  // Kept with the game: Past games' Review shows those marks at once, then goes on from there.
  await page.getByTestId('replay-close').click();
  await page.getByTestId('menu-past').click();
  await expect(page.getByTestId('past-row')).toHaveCount(1);
  await page.getByTestId('past-review').click();
  await expect(page.getByTestId('screen-replay')).toBeVisible();
  await expect.poll(() => page.getByTestId('review-marks').locator('button').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(kept);
  await page.getByTestId('review-cancel').click();
  expect(errors).toEqual([]);
});
