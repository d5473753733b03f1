/** Shared steps for the e2e specs: they drive the UI through roles and data-testid only. */
import { expect, type Page } from '@playwright/test';

/** Options for `startGame`. */
export interface StartOptions {
  /** 'human' or an AI level per seat (whatever the host's hello offers). */
  readonly seats: readonly string[];
  readonly seed: number;
  readonly variants?: readonly string[];
  /** The game id; Pip Zero by default. */
  readonly game?: string;
  /** PipFall Toss's mode: the 3D physics toss or the real-world score keeper. */
  readonly tossMode?: 'digital' | 'keeper';
}

/** Opens the app at `speed` (plus `query`, e.g. '&test=1') and goes through the menu and new-game screen. */
export async function startGame(page: Page, opts: StartOptions, speed = 'fast', query = ''): Promise<void> {
  await page.goto(`/?speed=${speed}${query}`);
  await page.getByTestId('menu-new-game').click();
  await page.getByTestId(`game-option-${opts.game ?? 'zero'}`).click();
  await page.getByTestId('seat-count').selectOption(String(opts.seats.length));
  for (const [i, s] of opts.seats.entries()) {
    await page.getByTestId(`seat-kind-${i}`).selectOption(s === 'human' ? 'human' : 'ai');
    if (s !== 'human') await page.getByTestId(`seat-level-${i}`).selectOption(s);
  }
  for (const v of opts.variants ?? []) await page.getByTestId(`variant-${v}`).check();
  if (opts.tossMode) await page.getByTestId(`toss-mode-${opts.tossMode}`).check();
  await page.getByTestId('seed-input').fill(String(opts.seed));
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('screen-table')).toBeVisible();
}

/** The cards in the hand on screen, read from their test ids. */
export async function handCards(page: Page): Promise<string[]> {
  const ids = await page
    .getByTestId('hand')
    .locator('[data-testid^="card-"]')
    .evaluateAll((els: readonly { getAttribute(name: string): string | null }[]) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.slice('card-'.length));
}

/** Programs the four cards in hand in the order shown (card i to slot i), by clicking. */
export async function programByClicks(page: Page): Promise<string[]> {
  const cards = await handCards(page);
  expect(cards).toHaveLength(4);
  for (const [i, c] of cards.entries()) {
    await page.getByTestId(`card-${c}`).click();
    await page.getByTestId(`slot-${i + 1}`).click();
  }
  await page.getByTestId('confirm-program').click();
  return cards;
}

/** Programs the hand with the keyboard only: Enter on a card moves focus to a free slot, Enter there places it. */
export async function programByKeyboard(page: Page): Promise<string[]> {
  const cards = await handCards(page);
  expect(cards).toHaveLength(4);
  await page.getByTestId(`card-${cards[0]}`).focus();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Enter'); // pick the focused card; focus jumps to the first free slot
    await expect(page.getByTestId(`slot-${i + 1}`)).toBeFocused();
    await page.keyboard.press('Enter'); // place it; focus jumps to the next card, or to Confirm
  }
  await expect(page.getByTestId('confirm-program')).toBeFocused();
  await page.keyboard.press('Enter');
  return cards;
}

/** Whatever the table asks of the seat at the screen next: program, choose, hand-off, or the end. */
export async function nextPrompt(page: Page): Promise<'program' | 'choices' | 'handoff' | 'end'> {
  const any = page.locator('[data-testid="screen-end"], [data-testid="program"], [data-testid="choices"], [data-testid="handoff"]');
  await any.first().waitFor({ state: 'visible', timeout: 60_000 });
  if (await page.getByTestId('screen-end').isVisible()) return 'end';
  if (await page.getByTestId('handoff').isVisible()) return 'handoff';
  if (await page.getByTestId('choices').isVisible()) return 'choices';
  return 'program';
}

/** Answers prompts (first choice, programs by clicks) until the end screen; hot-seat hand-offs are continued. */
export async function playToEnd(page: Page, maxPrompts = 400): Promise<void> {
  for (let guard = 0; guard < maxPrompts; guard++) {
    const prompt = await nextPrompt(page);
    if (prompt === 'end') return;
    if (prompt === 'program') await programByClicks(page);
    else if (prompt === 'choices') await page.getByTestId('choices').getByTestId('choice').first().click();
    else await page.getByTestId('handoff-continue').click();
  }
  throw new Error(`no end screen after ${maxPrompts} prompts`);
}

/**
 * A screenshot for people to look at, taken only when PIPFALL_SCREENSHOTS is set (`npm run shots`,
 * or by hand): with a software GPU each one costs a frame drawn at full size, and the checks
 * beside it need none. `settle`: milliseconds to let the board draw first.
 */
export async function shot(page: Page, path: string, settle = 0): Promise<void> {
  if (!process.env.PIPFALL_SCREENSHOTS) return;
  if (settle > 0) await page.waitForTimeout(settle);
  await page.screenshot({ path });
}

/** Resolves after the page drew two frames: a resize's relayout and the effects it set off are done. */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const raf = (globalThis as unknown as { requestAnimationFrame(f: () => void): void }).requestAnimationFrame;
        raf(() => raf(() => done()));
      }),
  );
}
