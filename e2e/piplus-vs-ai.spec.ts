/**
 * A whole three-seat game of Piplus against two computers through the UI: menu, new game with a
 * seed, three rounds to the end screen. The human builds its plays the way a player does:
 * cards picked from the hand, a die put on a card (by its button, by a click on the 3D die, and
 * once dragged onto a card on the 3D table), a lone die when it has no cards left, Play (or a
 * click on the middle of the table); when nothing it tries beats the table it passes, now and
 * then rerolling a die. Every play goes through the table's own verdict: Play is only enabled
 * for a selection the engine lists as legal.
 */
import { expect, test, type Page } from '@playwright/test';
import { startGame, shot } from './helpers';

type Pick = { kind: 'card'; index: number } | { kind: 'die'; seat: number; die: string } | { kind: 'table' };

/** Where a table target is drawn (the ?test=1 hook), so the real pointer can click or drag it. */
async function boardPoint(page: Page, pick: Pick): Promise<{ x: number; y: number }> {
  const at = await page.evaluate(
    (p) => (globalThis as unknown as { __pipfallTest: { boardPoint(p: unknown): { x: number; y: number } | null } }).__pipfallTest.boardPoint(p),
    pick,
  );
  if (!at) throw new Error(`not on the table: ${JSON.stringify(pick)}`);
  return at;
}

async function clickOnBoard(page: Page, pick: Pick): Promise<void> {
  const at = await boardPoint(page, pick);
  await page.mouse.move(at.x, at.y);
  await page.mouse.click(at.x, at.y);
}

/** The hand as the panel shows it: each card button's value. */
async function hand(page: Page): Promise<number[]> {
  return page
    .getByTestId('choices')
    .locator('[data-testid^="pp-card-"]')
    .evaluateAll((els: readonly { getAttribute(n: string): string | null }[]) => els.map((e) => Number(e.getAttribute('data-card'))));
}

async function playEnabled(page: Page): Promise<boolean> {
  return page.getByTestId('pp-play').isEnabled();
}

test('plays a whole seeded 3-round Piplus game against two AIs to the end screen', async ({ page }) => {
  test.setTimeout(420_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await startGame(page, { game: 'piplus', seats: ['human', 'greedy', 'random'], seed: 9 }, 'fast', '&test=1');
  // Seed 9 with three seats: eleven cards each (seven out of the round); Red (the human) rolls 2, 3, 4.
  await expect(page.getByTestId('pp-hand').locator('li')).toHaveCount(11);
  await expect(page.getByTestId('pp-die-s0-d8')).toHaveAttribute('data-value', '4');

  const counts = { plays: 0, dice: 0, lone: 0, passes: 0, rerolls: 0, boardClicks: 0, drags: 0 };
  let checkedScores = false;
  let lastKey = '';
  for (let turn = 0; turn < 400; turn++) {
    // The next decision: the choices of a turn not answered yet, or the end screen.
    const prompt = page.locator(`[data-testid="screen-end"], [data-testid="choices"]:not([data-key="${lastKey}"])`);
    await prompt.first().waitFor({ state: 'visible', timeout: 60_000 });
    if (await page.getByTestId('screen-end').isVisible()) break;
    lastKey = (await page.getByTestId('choices').getAttribute('data-key')) ?? '';

    if (!checkedScores && /Round 2/.test((await page.getByTestId('pp-info').textContent()) ?? '')) {
      // The first round's scores stand in the running score table.
      await expect(page.getByTestId('pp-score-s0').locator('td').first()).toHaveText(/^\d+$/);
      await expect(page.getByTestId('pp-score-s1').locator('td').first()).toHaveText(/^\d+$/);
      await expect(page.getByTestId('pp-score-s2').locator('td').first()).toHaveText(/^\d+$/);
      checkedScores = true;
    }

    const cards = await hand(page);
    const leading = (await page.getByTestId('pp-pass').count()) === 0;
    if (cards.length === 0) {
      // No cards left: a die alone, the first one that beats the table.
      let played = false;
      for (const die of ['d8', 'd6', 'd4']) {
        const b = page.getByTestId(`pp-die-${die}`);
        if (!(await b.isEnabled())) continue;
        await b.click();
        if (await playEnabled(page)) {
          await page.getByTestId('pp-play').click();
          counts.lone++;
          played = true;
          break;
        }
        await b.click();
      }
      if (!played) {
        await page.getByTestId('pp-pass').click();
        counts.passes++;
      }
      continue;
    }

    if (leading) {
      // Lead the lowest cards; on some turns the lowest alone with the d8 on it (by its button, or dragged once).
      if (counts.plays >= 2 && counts.boardClicks === 0) {
        // The lowest card picked on the 3D table, the play made by a click on the middle of the table.
        await clickOnBoard(page, { kind: 'card', index: 0 });
        await expect(page.getByTestId('pp-card-0')).toHaveAttribute('aria-pressed', 'true');
        await clickOnBoard(page, { kind: 'table' });
        counts.boardClicks++;
        counts.plays++;
        continue;
      }
      await page.getByTestId('pp-card-0').click();
      const withDie = counts.plays % 3 === 1 && (await page.getByTestId('pp-die-d8').isEnabled());
      // Otherwise every card of the lowest value goes out together (a set of equal cards).
      if (!withDie) for (let i = 1; i < cards.length && cards[i] === cards[0]; i++) await page.getByTestId(`pp-card-${i}`).click();
      if (withDie) {
        if (counts.drags === 0) {
          // Drag the d8 from its place onto the card in the fan.
          const from = await boardPoint(page, { kind: 'die', seat: 0, die: 'd8' });
          const to = await boardPoint(page, { kind: 'card', index: 0 });
          await page.mouse.move(from.x, from.y);
          await page.mouse.down();
          await page.mouse.move(from.x + 10, from.y - 10, { steps: 2 });
          await page.mouse.move(to.x, to.y, { steps: 6 });
          await page.mouse.up();
          counts.drags++;
        } else {
          await page.getByTestId('pp-die-d8').click();
        }
        await expect(page.getByTestId('pp-hand-0')).toHaveAttribute('data-die', 'd8');
        counts.dice++;
      }
      expect(await playEnabled(page)).toBe(true);
      await page.getByTestId('pp-play').click();
      counts.plays++;
      continue;
    }

    // Beating: the highest card alone, or with the first die the table lights for it (a die that can
    // join a legal play with it); when the verdict allows neither, pass.
    const top = cards.length - 1;
    await page.getByTestId(`pp-card-${top}`).click();
    const state = await page
      .getByTestId('choices')
      .evaluate((el: { querySelector(s: string): { disabled: boolean } | null; querySelectorAll(s: string): Iterable<{ getAttribute(n: string): string | null }> }) => ({
        play: !(el.querySelector('[data-testid="pp-play"]')?.disabled ?? true),
        dice: [...el.querySelectorAll('[data-testid^="pp-die-"].lit:not([disabled])')].map((d) => d.getAttribute('data-testid')!),
      }));
    let ok = state.play;
    if (!ok && state.dice[0]) {
      await page.getByTestId(state.dice[0]).click();
      ok = await playEnabled(page);
      if (ok) counts.dice++;
    }
    if (ok) {
      await page.getByTestId('pp-play').click();
      counts.plays++;
      continue;
    }
    // Nothing tried beats it: the board says why; pass (the picked cards stay in hand), rerolling the d4 now and then.
    await expect(page.getByTestId('pp-note')).not.toBeEmpty();
    if (counts.passes % 2 === 1 && (await page.getByTestId('pp-reroll-d4').isEnabled())) {
      await page.getByTestId('pp-reroll-d4').click();
      await expect(page.getByTestId('pp-pass')).toHaveText(/reroll/);
      counts.rerolls++;
    }
    await page.getByTestId('pp-pass').click();
    counts.passes++;
  }

  await expect(page.getByTestId('screen-end')).toBeVisible();
  await expect(page.getByTestId('end-result')).toHaveText(/wins|Shared victory/);
  // The breakdown is the running score table: a score per round for every seat, then the total, over the final table.
  await expect(page.getByTestId('end-breakdown')).toContainText('Round 3');
  for (const seat of [0, 1, 2]) await expect(page.getByTestId(`end-row-${seat}`).locator('td')).toHaveText([/^\d+$/, /^\d+$/, /^\d+$/, /^\d+$/]);
  await expect(page.getByTestId('pp-scores')).toBeAttached();
  await shot(page, 'test-results/screenshots/end-piplus-1280.png', 300);
  await page.setViewportSize({ width: 900, height: 600 });
  await shot(page, 'test-results/screenshots/end-piplus-900.png', 300);
  expect(checkedScores).toBe(true);
  expect(counts.plays).toBeGreaterThan(3);
  expect(counts.dice).toBeGreaterThan(0);
  expect(counts.drags).toBe(1);
  expect(counts.boardClicks).toBe(1);
  expect(errors).toEqual([]);
  console.log(`piplus vs AI: ${JSON.stringify(counts)}; ${await page.getByTestId('end-result').textContent()}`);
});
