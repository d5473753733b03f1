/** Shared steps for the e2e specs: they drive the UI through roles and data-testid only. */
import { expect, type Page } from '@playwright/test';

/** Options for `startGame`. */
export interface StartOptions {
  /** 'human' or an AI level per seat. */
  readonly seats: readonly ('human' | 'random' | 'greedy')[];
  readonly seed: number;
  readonly variants?: readonly string[];
}

/** Opens the app at `speed` and goes through the menu and new-game screen. */
export async function startGame(page: Page, opts: StartOptions, speed = 'fast'): Promise<void> {
  await page.goto(`/?speed=${speed}`);
  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('game-option-zero').click();
  await page.getByTestId('seat-count').selectOption(String(opts.seats.length));
  for (const [i, s] of opts.seats.entries()) {
    await page.getByTestId(`seat-kind-${i}`).selectOption(s === 'human' ? 'human' : 'ai');
    if (s !== 'human') await page.getByTestId(`seat-level-${i}`).selectOption(s);
  }
  for (const v of opts.variants ?? []) await page.getByTestId(`variant-${v}`).check();
  await page.getByTestId('seed-input').fill(String(opts.seed));
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('screen-table')).toBeVisible();
}

/** The cards in the hand on screen, read from their test ids. */
export async function handCards(page: Page): Promise<string[]> {
  const ids = await page.getByTestId('hand').locator('[data-testid^="card-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
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
