/**
 * Hot-seat secrecy across undo, hand-off and Continue (issue 51): at every hand-off, and while
 * the other seat plays, the whole DOM (text, aria-*, title, the screen reader's hidden live
 * region, anything off-screen) holds none of a seat's hidden cards, by name or by test id.
 * Before, after an allowed Undo the hidden log region still said "Player 2 is dealt Five of
 * Hearts, …" through the hand-off and all of Player 1's turn. Also: Save game as… at a hot-seat
 * table says first that the file shows every hand.
 */
import { expect, test, type Page } from '@playwright/test';
import { handCards, nextPrompt, programByClicks, startGame } from './helpers';
import { onFlatBoard } from './flat';

// Not a spec of the 3D board: it plays on the flat one (e2e/flat.ts says why).
test.beforeEach(({ page }) => onFlatBoard(page));

/** What a seat holds that the other may not see: its dealt cards by name ("Five of Hearts") and their test ids. */
interface Secret {
  readonly names: readonly string[];
  readonly ids: readonly string[];
}

async function seatAtScreen(page: Page): Promise<number> {
  const m = /Player (\d)/.exec((await page.getByTestId('screen-seat').textContent()) ?? '');
  if (!m) throw new Error('no seat on screen');
  return Number(m[1]) - 1;
}

/** The seat at the screen's hand: its dealt line's card names (the last deal) and the hand's card test ids. */
async function secretOf(page: Page, seat: number): Promise<Secret> {
  const log = (await page.getByTestId('game-log').textContent()) ?? '';
  const deals = [...log.matchAll(new RegExp(`Player ${seat + 1} is dealt ([^.]+)\\.`, 'g'))];
  // The line lists the cards as a sentence does: "Five of Hearts, King of Diamonds and Two of Clubs".
  const names = deals.at(-1)?.[1]?.split(/, | and /) ?? [];
  expect(names.length, `Player ${seat + 1}'s dealt line`).toBeGreaterThanOrEqual(4);
  return { names, ids: (await handCards(page)).map((c) => `card-${c}`) };
}

/** Every secret of `secrets` found anywhere in the page's DOM: text, attributes, hidden and off-screen parts. */
async function leaks(page: Page, secrets: readonly Secret[]): Promise<string[]> {
  const html = await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { outerHTML: string } } }).document.documentElement.outerHTML);
  return secrets.flatMap((s) => [...s.names, ...s.ids]).filter((x) => html.includes(x));
}

test('no hidden card of another seat anywhere in the DOM at any hand-off, across undo and Continue', async ({ page }) => {
  await startGame(page, { seats: ['human', 'human'], seed: 77 });
  const secret: Secret[] = [];

  // Player 1 programs; the hand-off hides everything of both.
  expect(await nextPrompt(page)).toBe('program');
  expect(await seatAtScreen(page)).toBe(0);
  secret[0] = await secretOf(page, 0);
  await programByClicks(page);
  await expect(page.getByTestId('handoff')).toBeVisible();
  expect(await leaks(page, [secret[0]])).toEqual([]);
  await page.getByTestId('handoff-continue').click();

  // Player 2 at the screen: nothing of Player 1's hand. Player 2's dealt line is read out.
  expect(await nextPrompt(page)).toBe('program');
  expect(await seatAtScreen(page)).toBe(1);
  secret[1] = await secretOf(page, 1);
  expect(await leaks(page, [secret[0]])).toEqual([]);

  // Player 1 asks to take the program back; Player 2 allows and, programming at the same time, keeps the screen.
  await page.getByTestId('table-undo').click();
  await page.getByTestId('undo-allow').click();
  await expect(page.getByTestId('save-note')).toHaveText('Move taken back');
  expect(await seatAtScreen(page)).toBe(1);
  expect(await leaks(page, [secret[0]]), 'after the undo').toEqual([]);
  await programByClicks(page);

  // The screen goes to Player 1, who must program again.
  await expect(page.getByTestId('handoff')).toContainText('Player 1');
  expect(await leaks(page, [secret[0], secret[1]]), 'at the hand-off after the undo').toEqual([]);
  await page.getByTestId('handoff-continue').click();
  expect(await nextPrompt(page)).toBe('program');
  expect(await seatAtScreen(page)).toBe(0);
  // All of Player 1's turn: nothing of Player 2's hand, not even in the screen reader's live region.
  expect(await leaks(page, [secret[1]]), "in Player 1's turn after the undo").toEqual([]);
  await page.getByTestId(secret[0].ids[0]!).click();
  expect(await leaks(page, [secret[1]]), "in Player 1's turn, a card picked").toEqual([]);

  // To the menu and back through Continue: the game reopens behind the hand-off, its story told again.
  await page.getByTestId('table-menu').click();
  await page
    .getByTestId('continue-list')
    .getByRole('button', { name: /Continue Pip Zero/ })
    .click();
  await expect(page.getByTestId('handoff')).toContainText('Player 1');
  expect(await leaks(page, [secret[0], secret[1]]), 'behind the hand-off after Continue').toEqual([]);
  await page.getByTestId('handoff-continue').click();
  expect(await nextPrompt(page)).toBe('program');
  expect(await seatAtScreen(page)).toBe(0);
  expect(await leaks(page, [secret[1]]), 'after Continue').toEqual([]);
});

test('Save game as… at a hot-seat table says first that the file shows every hand, and saves only when confirmed', async ({ page }) => {
  await startGame(page, { seats: ['human', 'human'], seed: 77 });
  expect(await nextPrompt(page)).toBe('program');
  const download = page.waitForEvent('download', { timeout: 2000 }).catch(() => null);
  await page.getByTestId('table-save-as').click();
  const warning = page.getByTestId('export-warning');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('every player');
  await page.getByTestId('export-cancel').click();
  await expect(warning).toHaveCount(0);
  expect(await download).toBeNull();
  await page.getByTestId('table-save-as').click();
  const saved = page.waitForEvent('download');
  await page.getByTestId('export-confirm').click();
  expect((await saved).suggestedFilename()).toMatch(/^Pip Zero .+\.pipfall$/);
});
