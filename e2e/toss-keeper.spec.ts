/**
 * PipFall Toss's score keeper, driven like a person at real boards: two named players, who
 * opens settled at the boards, every die entered with one key. The race reaches 101-100 (no
 * winner: a lead of 2 is needed), an entry is taken back, a finished frame is reopened by an
 * undo, and the game ends only when a side leads by 2, after the winning entry is confirmed.
 */
import { expect, test, type Page } from '@playwright/test';

/** Opens a keeper game: Ana (side 1, Red) against Ben (side 2, Blue), Ana pitching first. */
async function openKeeper(page: Page): Promise<void> {
  await page.goto('/?speed=fast&test=1');
  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('game-option-toss').click();
  await page.getByTestId('seat-count').selectOption('2');
  for (const i of [0, 1]) await page.getByTestId(`seat-kind-${i}`).selectOption('human');
  await page.getByTestId('toss-mode-keeper').check();
  await page.getByTestId('toss-name-0').fill('Ana');
  await page.getByTestId('toss-name-1').fill('Ben');
  await page.getByTestId('toss-first').selectOption('0');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('toss-table')).toHaveAttribute('data-mode', 'keeper');
}

/** Waits until the keeper takes an entry (the table is at frame `frame`, die `die`, and may act). */
async function ready(page: Page, frame: number, die: number): Promise<void> {
  const table = page.getByTestId('toss-table');
  await expect(table).toHaveAttribute('data-frame', String(frame));
  await expect(table).toHaveAttribute('data-next', String(die));
  await expect(table).toHaveAttribute('data-can-act', 'true');
}

/** Enters a frame's six dice with the keyboard, in pitching order (the opener's first die first). */
async function frame(page: Page, no: number, keys: readonly string[]): Promise<void> {
  for (const [i, k] of keys.entries()) {
    await ready(page, no, i);
    await page.keyboard.press(k);
  }
}

const total = (page: Page, side: 0 | 1) => page.getByTestId(`toss-score-${side}`);

test('score keeper: a whole race entered by keyboard, with undo, 101-100 that does not win, and a win by 2', async ({ page }) => {
  test.setTimeout(90_000);
  await openKeeper(page);
  await expect(total(page, 0)).toContainText('Ana');
  await expect(total(page, 1)).toContainText('Ben');

  // Frames 1 and 2: triple sixes on both sides, doubled: 36 each a frame.
  await frame(page, 1, ['6', '6', '6', '6', '6', '6']);
  await expect(page.getByTestId('toss-history-1')).toContainText('×2');
  await frame(page, 2, ['6', '6', '6', '6', '6', '6']);
  await expect(total(page, 0)).toHaveAttribute('data-total', '72');
  await expect(total(page, 1)).toHaveAttribute('data-total', '72');

  // Frame 3: Ana 6 6 5 = 17, Ben 6 6 4 = 16; a leaner entered by mistake is taken back first.
  await frame(page, 3, ['6', '6', '6', '6', '5']);
  await ready(page, 3, 5);
  await page.keyboard.press('L');
  // The leaner completed the frame (17-19): undo reopens frame 3 with the totals back at 72-72.
  await expect(total(page, 1)).toHaveAttribute('data-total', String(72 + 6 + 6 + 3));
  await ready(page, 4, 0);
  await page.keyboard.press('Backspace');
  await ready(page, 3, 5);
  await expect(total(page, 1)).toHaveAttribute('data-total', '72');
  await expect(page.getByTestId('game-log')).toContainText('Frame 3 reopened');
  await page.keyboard.press('4');
  await expect(total(page, 0)).toHaveAttribute('data-total', '89');
  await expect(total(page, 1)).toHaveAttribute('data-total', '88');

  // Frame 4 (Ana opens: she scored more): 6 5 1 = 12 against 6 4 2 = 12, so 101-100: not a win.
  await frame(page, 4, ['6', '6', '5', '4', '1', '2']);
  await expect(total(page, 0)).toHaveAttribute('data-total', '101');
  await expect(total(page, 1)).toHaveAttribute('data-total', '100');
  await expect(page.getByTestId('toss-race')).toContainText('nobody leads by 2');
  await expect(page.getByTestId('screen-end')).toHaveCount(0);

  // Frame 5: Ana 2 2 1 = 5; Ben misses everything (his last die entered as in the hole, then corrected to off).
  await frame(page, 5, ['2', 'O', '2', 'F', '1']);
  await ready(page, 5, 5);
  await page.keyboard.press('H');
  // The last die would end the game: it waits for a confirmation, which Escape cancels.
  await expect(page.getByTestId('toss-confirm')).toContainText('Ana wins 106–100');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('toss-confirm')).toHaveCount(0);
  await page.getByTestId('toss-key-off').click();
  await expect(page.getByTestId('toss-confirm')).toBeVisible();
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('screen-end')).toBeVisible();
  await expect(page.getByTestId('end-result')).toContainText(/Player 1|Ana/);
});
