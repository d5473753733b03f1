/**
 * PipFall Toss on the flat lane, in a Chromium without WebGL: the table says why it is flat,
 * draws no canvas and never loads three.js, and the 2D board takes real throws. A click on the
 * board's top aims there (the landing ring moves to it) and Enter pitches; a drag up the lane
 * pitches as on the 3D lane. Every toss is simulated by the engine in the worker; each die the
 * engine lists on the board or off it is drawn with what it counts, in its side's colour and
 * shape, inside the board's outline exactly when the engine says it lies on the board.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--disable-3d-apis', '--disable-webgl', '--disable-gpu', '--no-first-run', ...(isRoot ? ['--no-sandbox'] : [])],
  },
});

/** The table's place in the game: frame and next die. */
async function place(page: Page): Promise<string> {
  const t = page.getByTestId('toss-table');
  return `${await t.getAttribute('data-frame')}:${await t.getAttribute('data-next')}`;
}

/** Waits until the seat may pitch (picking the coin toss's first offer on the way). */
async function myTurn(page: Page): Promise<void> {
  const any = page.locator('[data-testid^="toss-pick-"], [data-testid="toss-table"][data-can-act="true"] [data-testid="toss-flat-target"]');
  for (;;) {
    await any.first().waitFor({ state: 'visible', timeout: 20_000 });
    const pick = page.locator('[data-testid^="toss-pick-"]');
    if ((await pick.count()) === 0) return;
    await pick.first().click();
  }
}

/** Does `how`, then waits until the engine has taken the toss (the frame's next die moved on). */
async function pitchWith(page: Page, how: () => Promise<void>): Promise<void> {
  const before = await place(page);
  await how();
  await expect.poll(() => place(page), { timeout: 15_000 }).not.toBe(before);
}

/** The engine's dice (the accessible mirror) against the 2D board's: the same dice, counts, sides, and on the board exactly when inside its outline. */
async function boardMatchesEngine(page: Page): Promise<number> {
  const mirror = await page
    .getByTestId('toss-dice')
    .locator('li')
    .evaluateAll((els: readonly { getAttribute(name: string): string | null }[]) =>
      els.map((e) => ({ id: e.getAttribute('data-id'), side: e.getAttribute('data-side'), where: e.getAttribute('data-where'), result: e.getAttribute('data-result') })),
    );
  const board = (await page.getByTestId('toss-flat-board').locator('rect').first().boundingBox())!;
  const drawn = page.getByTestId('toss-flat-die');
  const shown = mirror.filter((d) => d.where === 'board' || d.where === 'off');
  await expect(drawn).toHaveCount(shown.length);
  for (const d of shown) {
    const die: Locator = page.locator(`[data-testid="toss-flat-die"][data-id="${d.id}"]`);
    await expect(die).toHaveAttribute('data-side', d.side ?? '');
    await expect(die).toHaveAttribute('data-where', d.where ?? '');
    await expect(die).toHaveAttribute('data-badge', d.where === 'off' ? '0' : d.result === 'leaner' ? 'L' : (d.result ?? ''));
    // Its side's seat shape on its badge, as the scoreboard shows it: a circle for the first side, a square for the second.
    await expect(die).toHaveAttribute('data-shape', d.side === '0' ? 'circle' : 'square');
    // Drawn inside the board's outline when it lies on the board.
    const box = (await die.locator('rect, path').first().boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const inside = cx > board.x && cx < board.x + board.width && cy > board.y && cy < board.y + board.height;
    if (d.where === 'board') expect(inside, `die ${d.id} lies on the board`).toBe(true);
  }
  return shown.length;
}

test('flat lane without WebGL: aim by a click on the board and Enter, and by a drag; the dice lie where the engine says', async ({ page }) => {
  test.setTimeout(30_000);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/?speed=fast&test=1');
  // This browser has no WebGL (what board-mode.ts's probe asks).
  const webgl = await page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { createElement(tag: string): { getContext(kind: string): unknown } } }).document;
    const canvas = doc.createElement('canvas');
    return (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) !== null;
  });
  expect(webgl).toBe(false);
  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('game-option-toss').click();
  await page.getByTestId('seat-count').selectOption('2');
  await page.getByTestId('seat-kind-0').selectOption('human');
  await page.getByTestId('seat-kind-1').selectOption('ai');
  await page.getByTestId('seat-level-1').selectOption('random');
  await page.getByTestId('toss-mode-digital').check();
  await page.getByTestId('seed-input').fill('12');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('toss-table')).toHaveAttribute('data-mode', 'digital');
  await expect(page.getByTestId('table-flat-notice')).toBeVisible();
  await expect(page.getByTestId('toss-board-area')).toHaveAttribute('data-flat', 'true');
  await page.getByTestId('table-flat-notice-ok').click();
  await expect(page.getByTestId('table-flat-notice')).toHaveCount(0);

  // 1. A click on the board's top, two thirds of the way up: the landing ring goes there, the note says so; Enter pitches.
  await myTurn(page);
  const target = page.getByTestId('toss-flat-target');
  const top = (await target.boundingBox())!;
  const at = { x: top.x + top.width * 0.5, y: top.y + top.height * 0.4 };
  await page.mouse.click(at.x, at.y);
  const ring = page.getByTestId('toss-flat-aim').locator('circle');
  await expect
    .poll(async () => {
      const b = (await ring.boundingBox())!;
      return Math.hypot(b.x + b.width / 2 - at.x, b.y + b.height / 2 - at.y);
    })
    .toBeLessThan(6);
  await expect(page.getByTestId('toss-flat-aim')).toHaveAttribute('data-good', 'true');
  await expect(page.getByTestId('toss-board-note')).toContainText('on the board');
  await pitchWith(page, () => page.keyboard.press('Enter'));
  await expect(page.getByTestId('game-log')).toContainText('Player 1 pitches die 1');

  // 2. The drag: press low on the lane and pull up toward the board; letting go pitches.
  await myTurn(page);
  await boardMatchesEngine(page);
  const area = (await page.getByTestId('toss-board-area').boundingBox())!;
  const x = area.x + area.width / 2;
  const y = area.y + area.height * 0.85;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 8, y - area.height * 0.2, { steps: 4 });
  await page.mouse.move(x + 12, y - area.height * 0.4, { steps: 4 });
  await expect(page.getByTestId('toss-board-note')).toContainText('Would come down');
  await pitchWith(page, () => page.mouse.up());
  await expect(page.getByTestId('game-log')).toContainText('Player 1 pitches die 2');

  // 3. The hint's named aim is ringed where it comes down; then one more at the board's front, and the frame's dice on the 2D board match the engine's.
  await myTurn(page);
  await page.getByTestId('table-hint').click();
  await expect(page.getByTestId('hint-text')).toContainText('Pitch at');
  await expect(page.getByTestId('toss-flat-hint')).toBeVisible();
  await page.mouse.click(top.x + top.width * 0.45, top.y + top.height * 0.78);
  await pitchWith(page, () => page.keyboard.press('Enter'));
  await expect(page.getByTestId('game-log')).toContainText('Player 1 pitches die 3');
  // Frame 1 is scored once the computer's last die is in: its line in the history; frame 2's dice as the engine lists them.
  await expect(page.getByTestId('toss-history-1')).toBeVisible({ timeout: 15_000 });
  await myTurn(page);
  await boardMatchesEngine(page);

  // Flat all along: no canvas, and neither three.js nor the 3D lane was ever fetched.
  await expect(page.locator('canvas')).toHaveCount(0);
  expect(requests.filter((u) => /\/(three|threlte|board3d|BoardScene)-/.test(u))).toEqual([]);
});
