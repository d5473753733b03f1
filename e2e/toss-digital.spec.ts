/**
 * PipFall Toss on the 3D lane against the computer, through the UI to the end screen: the
 * coin toss's picks, a toss with the drag gesture, one aimed with the arrow keys and Enter,
 * then named aims pitched with Enter. Every toss is simulated by the engine in the worker (the
 * Rapier physics must have started there) and replayed on the lane.
 */
import { expect, test, type Page } from '@playwright/test';
import { startGame } from './helpers';

async function openDigital(page: Page): Promise<void> {
  // The smallest window the app supports: the software renderer draws the lane fastest there.
  await page.setViewportSize({ width: 900, height: 600 });
  await startGame(page, { game: 'toss', seats: ['human', 'random'], seed: 12, tossMode: 'digital' }, 'fast', '&test=1');
  await expect(page.getByTestId('toss-table')).toHaveAttribute('data-mode', 'digital');
  // The seats' names read whole on the scoreboard at 900x600 ("Player 2" over "(computer)"), and whole in their tooltip.
  for (const [s, [text, title]] of [
    ['Player 1 (you)', 'Player 1'],
    ['Player 2 (computer)', 'Player 2 (computer)'],
  ].entries()) {
    const who = page.getByTestId(`toss-score-name-${s}`);
    await expect(who).toHaveAttribute('title', new RegExp(`^${title!.replace(/[()]/g, '\\$&')}`));
    await expect(who).toHaveText(text!);
    expect(
      await who.evaluate(
        (e: { scrollHeight: number; clientHeight: number; scrollWidth: number; clientWidth: number }) => e.scrollHeight <= e.clientHeight + 1 && e.scrollWidth <= e.clientWidth + 1,
      ),
    ).toBe(true);
  }
}

/** The table's place in the game: frame and next die. */
async function place(page: Page): Promise<string> {
  const t = page.getByTestId('toss-table');
  return `${await t.getAttribute('data-frame')}:${await t.getAttribute('data-next')}`;
}

/** Waits for the next thing the seat must do: a coin-toss pick, a pitch, or the end. */
async function next(page: Page): Promise<'pick' | 'pitch' | 'end'> {
  const any = page.locator('[data-testid="screen-end"], [data-testid^="toss-pick-"], [data-testid="toss-table"][data-can-act="true"] [data-testid="toss-aim-toss"]');
  await any.first().waitFor({ state: 'visible', timeout: 30_000 });
  if (await page.getByTestId('screen-end').isVisible()) return 'end';
  if ((await page.locator('[data-testid^="toss-pick-"]').count()) > 0) return 'pick';
  return 'pitch';
}

/** Pitches with `how`, then waits until the engine has taken the toss (the frame moved on, or the game ended). */
async function pitchWith(page: Page, how: () => Promise<void>): Promise<void> {
  const before = await place(page);
  await how();
  await expect.poll(async () => (await page.getByTestId('screen-end').isVisible()) || (await place(page)) !== before, { timeout: 20_000 }).toBe(true);
}

test('digital: a whole race against the computer, pitched with the drag, the keys and named aims', async ({ page }) => {
  test.setTimeout(150_000);
  await openDigital(page);
  let tosses = 0;
  for (let guard = 0; guard < 200; guard++) {
    const step = await next(page);
    if (step === 'end') break;
    if (step === 'pick') {
      await page.locator('[data-testid^="toss-pick-"]').first().click();
      continue;
    }
    if (tosses === 0) {
      // The player's own view of the lane: from above, the aim's landing is drawn elsewhere; reset brings the pitcher's view back.
      const landing = (): Promise<{ x: number; y: number } | null> =>
        page.evaluate((p) => (globalThis as unknown as { __pipfallTest: { boardPoint?(p: unknown): { x: number; y: number } | null } }).__pipfallTest.boardPoint?.(p) ?? null, {
          kind: 'pitch',
        });
      await expect.poll(landing).not.toBeNull();
      const before = (await landing())!;
      const moved = async (): Promise<number> => {
        const p = await landing();
        return p ? Math.hypot(p.x - before.x, p.y - before.y) : Infinity;
      };
      await page.getByTestId('view-top').click();
      await expect.poll(moved).toBeGreaterThan(20);
      await page.getByTestId('view-reset').click();
      await expect.poll(moved).toBeLessThan(1);
      // The aim gesture: press on the lane and drag up toward the board; letting go pitches.
      const box = (await page.getByTestId('toss-board-area').boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height * 0.85;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 8, y - box.height * 0.2, { steps: 4 });
      await page.mouse.move(x + 12, y - box.height * 0.4, { steps: 4 });
      await expect(page.getByTestId('toss-board-note')).toContainText('Would come down');
      await pitchWith(page, () => page.mouse.up());
    } else if (tosses === 1) {
      // The keyboard: arrows nudge the aim (the note says where it comes down), Enter pitches.
      const power = page.getByTestId('toss-aim-power');
      const was = Number(await power.inputValue());
      await page.locator('body').press('ArrowUp');
      await page.keyboard.press('Shift+ArrowUp');
      await expect.poll(async () => Number(await power.inputValue())).toBeCloseTo(was + 0.3, 2);
      await pitchWith(page, () => page.keyboard.press('Enter'));
    } else {
      // A named aim (focus moves to the Pitch button), then Enter: a lob at the front of the board
      // lands softly and is seldom knocked off.
      const spot = page.locator('[data-testid="toss-preset"][data-label="front lob"]');
      await pitchWith(page, async () => {
        await spot.click();
        await expect(page.getByTestId('toss-aim-toss')).toBeFocused();
        await page.keyboard.press('Enter');
      });
    }
    tosses++;
    if (tosses === 2) {
      // Two of the seat's dice were simulated and now lie (or left play) as the engine says.
      await expect(page.getByTestId('game-log')).toContainText('Player 1 pitches die 2');
      // The lane's top view shows every die the mirror lists, and is named with the same words.
      const inset = page.getByTestId('toss-inset');
      await expect(inset).toBeVisible();
      const dice = await page.getByTestId('toss-dice').locator('li').allTextContents();
      expect(dice.length).toBeGreaterThan(0);
      await expect(inset.getByTestId('toss-inset-die')).toHaveCount(dice.length);
      for (const line of dice) await expect(inset).toHaveAttribute('aria-label', new RegExp(line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    }
  }
  await expect(page.getByTestId('screen-end')).toBeVisible();
  await expect(page.getByTestId('end-result')).toBeVisible();
  expect(tosses).toBeGreaterThan(20);
});
