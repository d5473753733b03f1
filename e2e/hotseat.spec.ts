/**
 * Hot-seat: two human seats share the screen. Between seats a hand-off screen covers the
 * table, and nothing secret of one seat (its cards, its dealt log lines) is ever in the
 * DOM while the other seat is at the screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { handCards, nextPrompt, programByClicks, startGame } from './helpers';
import { onFlatBoard } from './flat';

// Not a spec of the 3D board: it plays on the flat one (e2e/flat.ts says why).
test.beforeEach(({ page }) => onFlatBoard(page));

async function seatAtScreen(page: Page): Promise<number> {
  const text = (await page.getByTestId('screen-seat').textContent()) ?? '';
  const m = /Player (\d)/.exec(text);
  if (!m) throw new Error(`no seat on screen: "${text}"`);
  return Number(m[1]) - 1;
}

async function expectNoneInDom(page: Page, cards: readonly string[]): Promise<void> {
  for (const c of cards) await expect(page.getByTestId(`card-${c}`)).toHaveCount(0);
}

test('hand-off covers the table and hides each seat’s cards from the other', async ({ page }) => {
  await startGame(page, { seats: ['human', 'human'], seed: 77 });
  const shown: Record<number, string[]> = { 0: [], 1: [] };

  // Seat 1 (index 0) programs first.
  expect(await nextPrompt(page)).toBe('program');
  expect(await seatAtScreen(page)).toBe(0);
  await expect(page.getByTestId('game-log')).toContainText('Player 1 is dealt');
  await expect(page.getByTestId('game-log')).not.toContainText('Player 2 is dealt');
  shown[0] = await programByClicks(page);

  // The hand-off screen covers everything; seat 1's cards are gone from the DOM.
  await expect(page.getByTestId('handoff')).toBeVisible();
  await expect(page.getByTestId('handoff')).toContainText('Pass to Player 2');
  await expectNoSeriousA11yViolations(page, 'the hand-off screen');
  await expect(page.getByTestId('hand')).toHaveCount(0);
  await expectNoneInDom(page, shown[0]);
  await expect(page.getByTestId('game-log').locator('li')).toHaveCount(0);
  await page.getByTestId('handoff-continue').click();

  // Seat 2 sees only its own cards and its own dealt line.
  expect(await nextPrompt(page)).toBe('program');
  expect(await seatAtScreen(page)).toBe(1);
  shown[1] = await handCards(page);
  expect(shown[1].some((c) => shown[0]!.includes(c))).toBe(false);
  await expectNoneInDom(page, shown[0]);
  await expect(page.getByTestId('game-log')).toContainText('Player 2 is dealt');
  await expect(page.getByTestId('game-log')).not.toContainText('Player 1 is dealt');
  await programByClicks(page);

  // Play on until the screen has gone back to seat 1 and returned to seat 2 at least once more.
  const handoffs: number[] = [];
  for (let guard = 0; guard < 60 && handoffs.length < 3; guard++) {
    const prompt = await nextPrompt(page);
    if (prompt === 'end') break;
    if (prompt === 'handoff') {
      const to = (await page.getByTestId('handoff').textContent())?.includes('Player 1') ? 0 : 1;
      const other = 1 - to;
      await expectNoneInDom(page, shown[other] ?? []);
      await expectNoneInDom(page, shown[to] ?? []);
      await page.getByTestId('handoff-continue').click();
      handoffs.push(to);
      continue;
    }
    const me = await seatAtScreen(page);
    await expectNoneInDom(page, shown[1 - me] ?? []);
    await expect(page.getByTestId('game-log')).not.toContainText(`Player ${2 - me} is dealt`);
    if (prompt === 'program') shown[me] = await programByClicks(page);
    else await page.getByTestId('choices').getByTestId('choice').first().click();
  }
  expect(handoffs).toContain(0);
});
