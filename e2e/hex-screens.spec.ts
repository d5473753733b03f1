/**
 * A screenshot of the PipFall Hex table at 1280x800 into test-results/screenshots/ (or the
 * folder in PIPFALL_SHOTS), for a person to look at: a four-seat game of computers caught in
 * the middle of a combat ("6 vs 4" rising over the battlefield, the banner saying who attacks
 * whom). The game runs at the fast speed until the armies have met (the log's first attack),
 * then at the normal speed until the next combat is on the board. Sixfold by default, where
 * four armies meet soonest; PIPFALL_HEX_MAP=crossfire takes the standard battlefield (its
 * corners are farther apart: a few minutes more).
 */
import { expect, test, type Page } from '@playwright/test';

const dir = process.env.PIPFALL_SHOTS ?? 'test-results/screenshots';

// Pictures for a person to look at, not checks: `npm run shots` takes them; `npm test` skips them to stay under 20 minutes.
test.skip(!process.env.PIPFALL_SCREENSHOTS, 'screenshots only: run `npm run shots` to take them');

async function fourComputers(page: Page, map: string, seed: number): Promise<void> {
  await page.goto('/?speed=fast&test=1');
  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('game-option-hex').click();
  await page.getByTestId('seat-count').selectOption('4');
  for (let i = 0; i < 4; i++) {
    await page.getByTestId(`seat-kind-${i}`).selectOption('ai');
    await page.getByTestId(`seat-level-${i}`).selectOption('greedy');
  }
  await page.getByTestId(`hex-map-${map}`).check();
  await page.getByTestId('seed-input').fill(String(seed));
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('screen-table')).toBeVisible();
}

/** Plays fast until the first attack in the log, then at the normal speed until a combat is on the board; answers its banner. */
async function untilCombat(page: Page): Promise<string> {
  await expect(page.getByTestId('game-log')).toContainText(' attacks ', { timeout: 180_000 });
  await page.getByTestId('speed-select').selectOption('normal');
  const banner = page.locator('[data-testid="hex-event"][data-kind="combat"]');
  await banner.waitFor({ state: 'visible', timeout: 240_000 });
  const text = (await banner.textContent()) ?? '';
  // The attacker has lunged; "a vs d" is rising.
  await page.waitForTimeout(450);
  return text;
}

const map = process.env.PIPFALL_HEX_MAP === 'crossfire' ? 'crossfire' : 'sixfold';
const seed = map === 'crossfire' ? 4 : 7;

test(`hex: four computers on ${map}, mid-combat`, async ({ page }) => {
  test.setTimeout(360_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await fourComputers(page, map, seed);
  const banner = await untilCombat(page);
  await page.screenshot({ path: `${dir}/hex-4p-${map}-combat-1280x800.png` });
  // Four shelves, one per seat, each with its reserve and trophies listed; the combat's banner names both sides.
  await expect(page.getByTestId('hex-shelves').locator('li')).toHaveCount(4);
  expect(banner).toMatch(/attacks .* \(\d vs \d\)/);
  expect(errors).toEqual([]);
});
