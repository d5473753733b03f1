/**
 * First load and the new-game screen: the menu loads no three.js or Threlte (they come with
 * the first table), every wait on the engine or on a chunk says so, and the computer levels
 * read as names with a line each (never the CLI's "ai" alias).
 */
import { expect, test, type Page } from '@playwright/test';

const dir = 'test-results/screenshots';

/** Holds every response whose URL matches `pattern` until `release()` is called. */
async function hold(page: Page, pattern: RegExp): Promise<{ release: () => void; held: () => number }> {
  let open: () => void = () => {};
  const gate = new Promise<void>((r) => (open = r));
  let held = 0;
  await page.route(pattern, async (route) => {
    held++;
    await gate;
    await route.continue();
  });
  return { release: () => open(), held: () => held };
}

test('the menu loads no three.js or Threlte; they arrive with the first table, which says it is being set up meanwhile', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url());
  });
  await page.goto('/?speed=fast');
  await expect(page.getByTestId('menu-new-game')).toBeFocused();
  await page.waitForTimeout(500);
  expect(scripts.filter((u) => /\/(three|threlte)-[\w-]+\.js$/.test(u))).toEqual([]);

  // The first table: three.js is held back, so the board's loading state stays up meanwhile.
  const three = await hold(page, /\/three-[\w-]+\.js$/);
  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('game-option-zero').click();
  await page.getByTestId('seat-count').selectOption('1');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('screen-table')).toBeVisible();
  await expect(page.getByTestId('table-status')).toHaveText('Setting up the table…');
  await expect.poll(three.held).toBeGreaterThan(0);
  three.release();
  await expect(page.getByTestId('stage-loading')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('program')).toBeVisible();
  await expect(page.getByTestId('table-status')).not.toHaveText('Setting up the table…');
  expect(scripts.some((u) => /\/three-[\w-]+\.js$/.test(u))).toBe(true);
  expect(scripts.some((u) => /\/threlte-[\w-]+\.js$/.test(u))).toBe(true);
});

test('the board area says "Setting up the board…" until the board has drawn itself', async ({ page }) => {
  await page.goto('/?speed=fast');
  // The stage's canvas chunk is held: the table's panels are up, its board not yet.
  const canvas = await hold(page, /\/StageCanvas-[\w-]+\.js$/);
  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('game-option-pipfall').click();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('program')).toBeVisible();
  await expect(page.getByTestId('stage-loading')).toHaveText('Setting up the board…');
  expect(canvas.held()).toBe(1);
  await page.screenshot({ path: `${dir}/23-table-board-loading.png` });
  canvas.release();
  await expect(page.getByTestId('stage-loading')).toBeHidden({ timeout: 30_000 });
});

test('the new-game screen says it is asking the engine, then offers level names with a line each and no "ai" alias', async ({ page }) => {
  const worker = await hold(page, /\/worker-[\w-]+\.js$/);
  await page.goto('/?speed=fast');
  await page.getByTestId('menu-new-game').click();
  await expect(page.getByTestId('new-game-loading')).toHaveText('Asking the game engine which games and computer levels it has…');
  await expect(page.getByTestId('start-game')).toBeDisabled();
  await page.screenshot({ path: `${dir}/20-new-game-asking.png` });
  worker.release();
  await expect(page.getByTestId('new-game-loading')).toBeHidden();

  await page.getByTestId('game-option-pipfall').click();
  await page.getByTestId('seat-count').selectOption('4');
  const levels = page.getByTestId('seat-level-1').locator('option');
  await expect(levels).toHaveText(['Beginner', 'Steady', 'Easy', 'Medium', 'Hard']);
  expect(await levels.evaluateAll((os: readonly { getAttribute(n: string): string | null }[]) => os.map((o) => o.getAttribute('value')))).toEqual([
    'random',
    'greedy',
    'easy',
    'medium',
    'hard',
  ]);
  await page.getByTestId('seat-level-1').selectOption('hard');
  await page.getByTestId('seat-level-2').selectOption('random');
  await expect(page.getByTestId('seat-level-help-1')).toHaveText('Thinks longest (up to a second a move) and always plays its best move.');
  await expect(page.getByTestId('seat-level-help-2')).toHaveText('Plays any legal move at random: good for learning the rules.');
  await expect(page.getByTestId('seat-level-1')).toHaveAccessibleDescription(/^Thinks longest \(up to a second a move\) and always plays its best move\./);

  // Each level's measured strength, worded from the game's arena ladder (docs/ai-strength.md),
  // against the nearest weaker level measured (every Hex ladder now has every level).
  await page.getByTestId('game-option-hex').click();
  await page.getByTestId('seat-count').selectOption('4');
  await page.getByTestId('seat-level-1').selectOption('hard');
  const measured = /^Measured in one seat against 3 Medium computers: wins about \d+ of 10 games, where an even share is 2\.5 \(\d+ games\)\.$/;
  await expect(page.getByTestId('seat-level-strength-1')).toHaveText(measured);
  await page.getByTestId('seat-count').selectOption('2');
  await expect(page.getByTestId('seat-level-strength-1')).toHaveText(/^Measured: wins about \d+ of 10 games against Medium \(\d+ games\)\.$/);
  await page.screenshot({ path: `${dir}/21-new-game-levels.png` });
  await page.setViewportSize({ width: 900, height: 600 });
  await page.screenshot({ path: `${dir}/22-new-game-levels-900.png`, fullPage: true });
});
