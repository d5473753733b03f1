/**
 * The app played through by keyboard alone (page.keyboard only, never the mouse or a focus()
 * call): "?" opens the shortcuts overlay on the menu and on the table and Escape closes it; the
 * new-game form is filled with Tab, arrows and typing; a whole seeded solo game of Pip Zero is
 * programmed card by card and its choices taken with Tab and Enter, every focused control
 * showing a focus ring; and axe finds nothing serious on the end panel.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { nextPrompt } from './helpers';

// axe is injected as an inline script, which the page's CSP refuses otherwise.
test.use({ bypassCSP: true });

/** The focused element's test id. */
const focusedId = (page: Page): Promise<string> => page.evaluate<string>("document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? ''");

/** Presses Tab until the focused element's test id matches `id` (a string or pattern); fails after `max` presses. */
async function tabTo(page: Page, id: string | RegExp, max = 60): Promise<string> {
  for (let i = 0; i < max; i++) {
    const now = await focusedId(page);
    if (typeof id === 'string' ? now === id : id.test(now)) return now;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(id)} (focus on ${await focusedId(page)})`);
}

/** Whether the focused element draws a focus ring (an outline of 2px or more, or a box shadow). */
async function expectFocusRing(page: Page): Promise<void> {
  // A string, run in the page (this file is typechecked without the DOM's types).
  const ring = await page.evaluate<string>(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing focused';
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
    return outline || (s.boxShadow !== 'none' && s.boxShadow !== '') ? 'ring' : 'no ring on ' + (el.getAttribute('data-testid') ?? el.tagName);
  })()`);
  expect(ring).toBe('ring');
}

test('a whole solo game of Pip Zero by keyboard alone, with the shortcuts overlay', async ({ page }) => {
  test.setTimeout(120_000);
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
  expect(hands).toBeGreaterThan(3);
  await expectNoSeriousA11yViolations(page, 'the end panel');
  // The end panel's first button has the focus, and Enter on it plays again.
  await expect(page.getByTestId('end-play-again')).toBeFocused();
  await expectFocusRing(page);
});
