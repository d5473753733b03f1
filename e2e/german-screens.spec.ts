/**
 * Screenshots of the German interface at 1280x800 and 900x600, for a person to look at (German
 * words are longer: buttons and panels must still fit): the menu, settings, the new-game screen,
 * PipFall and Piplus tables mid-game, a Pip Zero table while programming, a lesson step and a
 * rules page. The browser's language is German, so the app starts in German on its own (the
 * first run follows navigator.language). Into PIPFALL_SHOTS (default test-results/screenshots/de).
 */
import { expect, test, type Page } from '@playwright/test';
import { handCards, programByClicks, startGame } from './helpers';

const dir = process.env.PIPFALL_SHOTS ?? 'test-results/screenshots/de';
const SIZES = [
  { width: 1280, height: 800 },
  { width: 900, height: 600 },
] as const;

// Pictures for a person to look at, not checks: `npm test` skips them to stay under 20 minutes.
test.skip(!process.env.PIPFALL_SCREENSHOTS, 'screenshots only: run with PIPFALL_SCREENSHOTS=1 to take them');
test.use({ locale: 'de-DE' });

/** Buttons and headings whose German text does not fit: cut off by the window or spilling out of their own box. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<HTMLElementLike> }; innerWidth: number }).document;
    const width = (globalThis as unknown as { innerWidth: number }).innerWidth;
    interface HTMLElementLike {
      getBoundingClientRect(): { left: number; right: number; width: number; height: number };
      scrollWidth: number;
      clientWidth: number;
      textContent: string | null;
      closest(s: string): unknown;
    }
    for (const e of Array.from(doc.querySelectorAll('button, h1, h2, h3, legend, label, select'))) {
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || e.closest('.sr-only, .visually-hidden, [aria-hidden="true"]')) continue;
      const what = (e.textContent ?? '').trim().slice(0, 40);
      if (r.left >= width - 1) continue; // a closed drawer, parked beside the window
      if (r.right > width + 1 || r.left < -1) out.push(`off screen: ${what}`);
      else if (e.scrollWidth > e.clientWidth + 2) out.push(`spills: ${what}`);
    }
    return out;
  });
}

async function snap(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(600); // the software renderer redraws the resized stage
    await page.screenshot({ path: `${dir}/de-${name}-${size.width}x${size.height}.png` });
    expect.soft(await overflowing(page), `${name} at ${size.width}x${size.height}`).toEqual([]);
  }
  await page.setViewportSize(SIZES[0]);
}

test('the German interface: menu, settings, new game, tables, a lesson, the rules', async ({ page }) => {
  test.setTimeout(600_000);
  await page.goto('/?speed=fast');
  await expect(page.getByTestId('menu-new-game')).toHaveText('Neues Spiel');
  await snap(page, 'menu');

  await page.getByTestId('menu-settings').click();
  await expect(page.getByTestId('settings-language')).toHaveValue('de');
  await snap(page, 'settings');
  await page.getByTestId('settings-back').click();

  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('game-option-pipfall').click();
  await page.getByTestId('seat-count').selectOption('3');
  await snap(page, 'new-game');

  // PipFall against the computer: the program, then the lanes to claim.
  await startGame(page, { game: 'pipfall', seats: ['human', 'greedy'], seed: 31 });
  await expect(page.getByTestId('program')).toBeVisible();
  const cards = await handCards(page);
  await page.getByTestId(`card-${cards[0]}`).click();
  await page.getByTestId('slot-1').click();
  await page.getByTestId(`card-${cards[1]}`).click();
  await snap(page, 'pipfall-program');
  await page.getByTestId('clear-program').click();
  await programByClicks(page);
  await expect(page.getByTestId('choices').locator('[data-lane]').first()).toBeVisible();
  await page.getByTestId('choices').locator('[data-lane]').first().hover();
  await snap(page, 'pipfall-lanes');

  // Piplus against two computers.
  await startGame(page, { game: 'piplus', seats: ['human', 'greedy', 'greedy'], seed: 4 });
  await page.waitForTimeout(2500);
  await snap(page, 'piplus');

  // PipFall Hex: choosing a start; PipFall Toss: aiming on the 3D lane.
  await startGame(page, { game: 'hex', seats: ['human', 'greedy'], seed: 2 });
  await page.waitForTimeout(2500);
  await snap(page, 'hex');
  await startGame(page, { game: 'toss', seats: ['human', 'greedy'], seed: 2 });
  await page.waitForTimeout(2500);
  await snap(page, 'toss');

  // Pip Zero solo, programming.
  await startGame(page, { seats: ['human'], seed: 5 });
  await expect(page.getByTestId('program')).toBeVisible();
  const zero = await handCards(page);
  await page.getByTestId(`card-${zero[0]}`).click();
  await page.getByTestId('slot-1').click();
  await snap(page, 'zero');

  // A lesson step, and the rules from "Learn to play".
  await page.goto('/?speed=fast');
  await page.getByTestId('menu-learn').click();
  await snap(page, 'learn');
  await page.getByTestId('lesson-start-pipfall-core').click();
  await expect(page.getByTestId('coach-step')).toBeVisible({ timeout: 90_000 });
  for (let i = 0; i < 4; i++) {
    await expect(page.getByTestId('coach-next')).toBeEnabled();
    await page.getByTestId('coach-next').click();
  }
  await page.waitForTimeout(800);
  await snap(page, 'lesson');
  await page.goto('/?speed=fast');
  await page.getByTestId('menu-learn').click();
  await page.getByTestId('learn-rules-hex').click();
  await expect(page.getByTestId('rules-dialog')).toBeVisible();
  await page.getByTestId('rules-dialog').getByTestId('rules-section-movement').scrollIntoViewIfNeeded();
  await snap(page, 'rules');
});
