/**
 * Pictures of every game's table as the three screens show it (a live game, a lesson, a replay)
 * at 1280x800 and 900x600, for a person to look at after a change to how tables are built.
 * `npm run shots` takes them into test-results/screenshots/tables/; `npm test` skips them.
 */
import { expect, test, type Page } from '@playwright/test';
import { startGame } from './helpers';

const dir = 'test-results/screenshots/tables';
const GAMES = ['zero', 'pipfall', 'hex', 'piplus', 'toss'] as const;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 900, height: 600 },
] as const;

test.skip(!process.env.PIPFALL_SCREENSHOTS, 'screenshots only: run `npm run shots` to take them');

/** Starts `game` with a human and a computer seat (toss on the 3D lane). */
async function live(page: Page, game: (typeof GAMES)[number]): Promise<void> {
  if (game !== 'toss') return startGame(page, { game, seats: ['human', 'greedy'], seed: 7 }, 'fast', '&test=1');
  await page.goto('/?speed=fast&test=1');
  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('game-option-toss').click();
  await page.getByTestId('seat-count').selectOption('2');
  await page.getByTestId('seat-kind-0').selectOption('human');
  await page.getByTestId('seat-kind-1').selectOption('ai');
  await page.getByTestId('seat-level-1').selectOption('greedy');
  await page.getByTestId('toss-mode-digital').check();
  await page.getByTestId('seed-input').fill('7');
  await page.getByTestId('start-game').click();
}

for (const game of GAMES) {
  for (const size of SIZES) {
    test(`${game} tables at ${size.width}x${size.height}: live, lesson, replay`, async ({ page }) => {
      test.setTimeout(600_000);
      await page.setViewportSize(size);
      const name = (what: string): string => `${dir}/${game}-${what}-${size.width}.png`;

      await live(page, game);
      await expect(page.getByTestId('table-status')).toHaveText(/./, { timeout: 60_000 });
      await page.waitForTimeout(1500);
      await page.screenshot({ path: name('live') });

      await page.goto('/?speed=fast&test=1');
      await page.getByTestId('menu-learn').click();
      await page.locator(`[data-testid^="lesson-start-${game}-"]`).first().click();
      await expect(page.getByTestId('coach-step')).toBeVisible({ timeout: 60_000 });
      for (let i = 0; i < 3; i++) {
        const next = page.getByTestId('coach-next');
        if (!(await next.isVisible())) break;
        await next.click();
        await page.waitForTimeout(300);
      }
      await page.waitForTimeout(1000);
      await page.screenshot({ path: name('lesson') });

      // A game among computers, played to its end, then watched from its middle.
      await page.goto('/?speed=fast&test=1');
      if (game === 'toss') {
        await page.getByTestId('menu-new-game').click();
        await page.getByTestId('game-option-toss').click();
        await page.getByTestId('seat-count').selectOption('2');
        for (const s of [0, 1]) {
          await page.getByTestId(`seat-kind-${s}`).selectOption('ai');
          await page.getByTestId(`seat-level-${s}`).selectOption('greedy');
        }
        await page.getByTestId('toss-mode-digital').check();
        await page.getByTestId('seed-input').fill('7');
        await page.getByTestId('start-game').click();
      } else {
        await startGame(page, { game, seats: ['greedy', 'greedy'], seed: 7 }, 'fast', '&test=1');
      }
      await expect(page.getByTestId('screen-end')).toBeVisible({ timeout: 420_000 });
      await page.getByTestId('end-replay').click();
      await expect(page.getByTestId('screen-replay')).toBeVisible();
      await page.getByTestId('replay-first').click();
      for (let i = 0; i < 6; i++) await page.getByTestId('replay-forward').click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: name('replay') });
    });
  }
}
