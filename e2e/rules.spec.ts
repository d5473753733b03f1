/**
 * The rules reference: the table's "?" (the button, or the key's shortcuts list) opens it at the section for the phase at
 * hand, over the game, which waits unchanged; the search keeps the sections that mention what is
 * typed; Escape closes it. From "Learn to play" it opens at the start, with its diagrams.
 */
import { expect, test } from '@playwright/test';
import { handCards, startGame } from './helpers';
import { onFlatBoard } from './flat';

// Not a spec of the 3D board: it plays on the flat one (e2e/flat.ts says why).
test.beforeEach(({ page }) => onFlatBoard(page));

test('the table\'s "?" opens the rules at the phase, searchable, and the game waits', async ({ page }) => {
  test.setTimeout(180_000);
  await startGame(page, { game: 'pipfall', seats: ['human', 'greedy'], seed: 31 });
  await expect(page.getByTestId('program')).toBeVisible();
  const hand = await handCards(page);
  // "?" lists the keys, with "Open the rules" focused first.
  await page.keyboard.press('?');
  await expect(page.getByTestId('shortcuts-rules')).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('rules-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('rules-section-program')).toBeInViewport();
  await expect(dialog.getByRole('heading', { name: 'Deal and program' })).toBeFocused();
  await dialog.getByTestId('rules-search').fill('restore corner');
  await expect(dialog.getByTestId('rules-section-restore')).toBeVisible();
  await expect(dialog.getByTestId('rules-section-combat')).toHaveCount(0);
  await dialog.getByTestId('rules-search').fill('zzzz');
  await expect(dialog.getByText('No section mentions “zzzz”.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await handCards(page)).toEqual(hand);
  // The button in the bar does the same.
  await page.getByTestId('table-rules').click();
  await expect(page.getByTestId('rules-dialog')).toBeVisible();
  await page.getByTestId('rules-close').click();
  await expect(page.getByTestId('rules-dialog')).toHaveCount(0);
});

test('"Learn to play" opens each game\'s rules with their diagrams', async ({ page }) => {
  await page.goto('/?speed=fast');
  await page.getByTestId('menu-learn').click();
  await page.getByTestId('learn-rules-zero').click();
  const dialog = page.getByTestId('rules-dialog');
  await expect(dialog.getByRole('heading', { name: 'Pip Zero: rules' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: /column 1 shifts to column 2/ })).toBeVisible();
  await expect(dialog.getByTestId('rules-section-solo')).toContainText('Adversary Favor');
  await dialog.getByTestId('rules-close').click();
  await page.getByTestId('learn-rules-pipfall').click();
  await expect(page.getByTestId('rules-dialog').getByRole('img', { name: /two-player opening/ })).toBeVisible();
  await page.getByTestId('rules-close').click();
  await page.getByTestId('learn-rules-piplus').click();
  await expect(page.getByTestId('rules-dialog').getByRole('heading', { name: 'Piplus: rules' })).toBeVisible();
  await expect(page.getByTestId('rules-dialog').getByTestId('rules-section-forced')).toContainText('rerolls all three dice at once');
  await page.getByTestId('rules-close').click();
  // PipFall Hex: the Crossfire battlefield drawn as hexes, its ten rocks among them.
  await page.getByTestId('learn-rules-hex').click();
  const hex = page.getByTestId('rules-dialog');
  const crossfire = hex.getByRole('img', { name: /Crossfire, the standard battlefield/ });
  await expect(crossfire).toBeVisible();
  await expect(crossfire.locator('.rock')).toHaveCount(10);
  await expect(hex.getByTestId('rules-section-reinforce')).toContainText('jack, queen or king');
});

test('Piplus: the "?" on a lead opens the rules at leading, and the search finds the lone die', async ({ page }) => {
  test.setTimeout(120_000);
  // Seed 9: the human (Red) rolls lowest and leads.
  await startGame(page, { game: 'piplus', seats: ['human', 'greedy'], seed: 9 });
  await expect(page.getByTestId('pp-hand').locator('li')).toHaveCount(12);
  await expect(page.getByTestId('pp-play')).toBeVisible();
  // "?" lists the keys, with "Open the rules" focused first.
  await page.keyboard.press('?');
  await expect(page.getByTestId('shortcuts-rules')).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('rules-dialog');
  await expect(dialog.getByTestId('rules-section-leading')).toBeInViewport();
  await dialog.getByTestId('rules-search').fill('lone die');
  await expect(dialog.getByTestId('rules-section-after')).toBeVisible();
  await expect(dialog.getByTestId('rules-section-scoring')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('pp-hand').locator('li')).toHaveCount(12);
});

test('PipFall Toss: the keeper\'s "?" opens the score keeper\'s page; "Learn to play" has the toss rules', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/?speed=fast');
  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('game-option-toss').click();
  await page.getByTestId('seat-count').selectOption('2');
  for (const i of [0, 1]) await page.getByTestId(`seat-kind-${i}`).selectOption('human');
  await page.getByTestId('toss-mode-keeper').check();
  await page.getByTestId('toss-first').selectOption('0');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('toss-pad')).toBeVisible();
  await page.getByTestId('table-rules').click();
  const dialog = page.getByTestId('rules-dialog');
  await expect(dialog.getByTestId('rules-section-keeper')).toBeInViewport();
  await expect(dialog.getByRole('heading', { name: 'The score keeper' })).toBeFocused();
  await dialog.getByTestId('rules-search').fill('leaner');
  await expect(dialog.getByTestId('rules-section-scoring')).toBeVisible();
  await expect(dialog.getByTestId('rules-section-court')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // The game waited: the first die is still to enter.
  await expect(page.getByTestId('toss-slot-0')).toHaveAttribute('data-result', '');

  await page.goto('/?speed=fast');
  await page.getByTestId('menu-learn').click();
  await page.getByTestId('learn-rules-toss').click();
  await expect(page.getByTestId('rules-dialog').getByRole('heading', { name: 'PipFall Toss: rules' })).toBeVisible();
  await expect(page.getByTestId('rules-dialog').getByTestId('rules-section-frame-score')).toContainText('three 3s score 18');
});
