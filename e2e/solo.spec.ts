/**
 * A whole seeded solo game of Pip Zero through the UI, by keyboard alone (page.keyboard only,
 * never the mouse or a focus() call): "?" opens the shortcuts list on the menu and on the table
 * and Escape closes it; the new-game form is filled with Tab, arrows and typing; every hand is
 * programmed card by card and every choice taken with Tab and Enter, the focused controls
 * showing a focus ring; at the end axe finds nothing serious on the end panel. Clicking cards
 * into slots is played in the hot-seat and vs-AI specs.
 */
import { expect, test } from '@playwright/test';
import { expectFocusRing, expectNoSeriousA11yViolations, tabTo } from './a11y';
import { nextPrompt, shot } from './helpers';
import { onFlatBoard } from './flat';

// Keyboard alone: the board is only looked at, so the flat one does (e2e/flat.ts says why).
test.beforeEach(({ page }) => onFlatBoard(page));

test('plays a whole seeded solo game of Pip Zero to the end screen, by keyboard alone', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Console errors include Content-Security-Policy violations.
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/?speed=fast');
  await expect(page.getByTestId('menu-new-game')).toBeFocused();

  // "?" lists the keys; Escape closes the list and gives the focus back.
  await page.keyboard.press('?');
  const overlay = page.getByTestId('shortcuts');
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expect(overlay).toContainText('Show or hide this list');
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expect(page.getByTestId('menu-new-game')).toBeFocused();
  await expectFocusRing(page);

  // The new-game form: the game by arrows among the radio buttons, one seat, a seed.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('screen-new-game')).toBeVisible();
  // The games are offered once the engine has said which it plays.
  await expect(page.getByTestId('game-option-zero').locator('input')).toBeEnabled();
  await page.keyboard.press('Tab');
  for (let i = 0; i < 6 && !(await page.getByTestId('game-option-zero').locator('input').isChecked()); i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('game-option-zero').locator('input')).toBeChecked();
  await tabTo(page, 'seat-count');
  await page.keyboard.type('1');
  await expect(page.getByTestId('seat-count')).toHaveValue('1');
  await expect(page.getByTestId('seat-kind-0')).toHaveValue('human');
  await tabTo(page, 'seed-input');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('20261129');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('screen-table')).toBeVisible();
  // The opening grid, read from the accessible mirror of the 3D scene.
  await expect(page.getByTestId('die-s0-r1-c1')).toHaveText('Row 1 Column 1: 3 pips');
  await expect(page.getByTestId('die-s0-r4-c2')).toHaveText('Row 4 Column 2: 6 pips');

  // On the table "?" lists the programming keys too, and offers the rules.
  await expect(page.getByTestId('program')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('?');
  await expect(overlay).toContainText('On a card: pick it');
  await expect(overlay.getByTestId('shortcuts-rules')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);

  let hands = 0;
  let choices = 0;
  for (let guard = 0; guard < 200; guard++) {
    const prompt = await nextPrompt(page);
    if (prompt === 'end') break;
    if (prompt === 'program') {
      await tabTo(page, /^card-/);
      if (hands === 0) await expectFocusRing(page);
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Enter'); // pick the focused card; the focus goes to the first free slot
        await expect(page.getByTestId(`slot-${i + 1}`)).toBeFocused();
        if (hands === 0 && i === 0) await expectFocusRing(page);
        await page.keyboard.press('Enter'); // place it; the focus goes to the next card, or to Confirm
      }
      await expect(page.getByTestId('confirm-program')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('program')).toBeHidden();
      hands++;
    } else if (prompt === 'choices') {
      await tabTo(page, 'choice');
      if (choices === 0) await expectFocusRing(page);
      await page.keyboard.press('Enter');
      choices++;
    } else {
      throw new Error('a solo game never hands off');
    }
  }
  await expect(page.getByTestId('screen-end')).toBeVisible();
  await expect(page.getByTestId('end-result')).toHaveText(/victory|defeat/i);
  await expect(page.getByTestId('end-result')).not.toBeEmpty();
  await shot(page, 'test-results/screenshots/07-end.png');
  expect(hands).toBeGreaterThan(3);
  await expectNoSeriousA11yViolations(page, 'the end panel');
  // The end panel's first button has the focus, drawn.
  await expect(page.getByTestId('end-play-again')).toBeFocused();
  await expectFocusRing(page);
  expect(errors).toEqual([]);
  test.info().annotations.push({ type: 'game', description: `${hands} hands, ${choices} choices` });
  console.log(`solo game: ${hands} hands, ${choices} choices; result: ${await page.getByTestId('end-result').textContent()}`);
});
// The end panel's first button has the focus, and Enter on it plays again.
