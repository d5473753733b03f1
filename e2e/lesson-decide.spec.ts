/**
 * A lesson's decision step and its recap, as a learner meets them (issue 52): at the end of Pip
 * Zero's solo lesson the table offers two moves; a swap is picked first and the coach says what
 * it cost (the hard AI's search in points of outlook) and offers Try again; then Diamonds, which
 * the coach calls good and explains, and the lesson goes on. Its recap lists the rules covered and
 * asks three questions: one is answered wrongly (the coach says why, the lesson stays), then
 * rightly, all by keyboard. At 1280x800 and 900x600, in English and German: nothing on the board
 * or the coach's panel is covered or outside the window (e2e/layout-check.ts), and screenshots of
 * the choice, the verdict and the recap go to test-results/screenshots/decide-*.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { onFlatBoard } from './flat';
import { shot, twoFrames } from './helpers';
import { misplacedControls } from './layout-check';

test.beforeEach(({ page }) => onFlatBoard(page));

interface LessonFile {
  readonly steps: readonly { readonly say?: string; readonly choose?: unknown }[];
}
const solo = JSON.parse(readFileSync(new URL('../src-renderer/games/zero/lessons/solo.json', import.meta.url), 'utf8')) as LessonFile;
/** The decision step of the solo lesson (its index in the file). */
const DECIDE = solo.steps.findIndex((s) => s.choose !== undefined);

const SIZES = [
  { width: 1280, height: 800 },
  { width: 900, height: 600 },
] as const;

/** Opens Zero's solo lesson at step `step`, in `language`, as progress kept from an earlier visit. */
async function openAt(page: Page, step: number, language: 'en' | 'de'): Promise<void> {
  await page.goto('/?speed=fast&test=1');
  await page.evaluate(
    ([at, lang]) => {
      const storage = (globalThis as unknown as { localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void } }).localStorage;
      const settings = JSON.parse(storage.getItem('pipfall.settings') ?? '{}') as Record<string, unknown>;
      storage.setItem('pipfall.settings', JSON.stringify({ ...settings, language: lang, lessons: { 'zero.solo': { done: false, step: at } } }));
    },
    [step, language] as const,
  );
  await page.goto('/?speed=fast&test=1');
  await page.getByTestId('menu-learn').click();
  await page.getByTestId('lesson-start-zero-solo').click();
  await expect(page.getByTestId('coach-step')).toHaveAttribute('data-index', String(step), { timeout: 90_000 });
}

/** Nothing covered or outside the window; a screenshot when asked for. */
async function looked(page: Page, name: string, size: { width: number; height: number }, scope = 'body'): Promise<void> {
  if (size.width < 1100) await expect(page.getByTestId('lesson-log')).not.toBeInViewport();
  await twoFrames(page);
  await shot(page, `test-results/screenshots/decide-${name}-${size.width}x${size.height}.png`, 300);
  expect(await misplacedControls(page, scope), `${name} at ${size.width}x${size.height}`).toEqual([]);
}

/** The recap stands over the finished game's board on purpose: only its own controls are checked. */
const RECAP = '[data-testid="lesson-complete"]';

for (const language of ['en', 'de'] as const) {
  for (const size of SIZES) {
    test(`Zero's decision step, answered wrongly then rightly, and the recap's quiz (${language}, ${size.width}x${size.height})`, async ({ page }) => {
      test.setTimeout(300_000);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.setViewportSize(size);
      await openAt(page, DECIDE, language);
      const choices = page.getByTestId('choices').locator('button');
      await expect(choices).toHaveCount(2);
      await expect(page.getByTestId('coach-next')).toHaveCount(0);
      await looked(page, `${language}-choice`, size);

      // The N key asks for a choice and changes nothing.
      await page.keyboard.press('n');
      await expect(page.getByTestId('coach-refusal')).toBeVisible();

      // A swap: the coach weighs it as poor, says what it cost, and offers Try again; nothing moved on.
      await choices.filter({ hasText: language === 'en' ? /swap/i : /tausch/i }).click();
      const verdict = page.getByTestId('choose-verdict');
      await expect(verdict).toHaveAttribute('data-good', 'false', { timeout: 60_000 });
      await expect(page.getByTestId('coach-refusal')).toHaveCount(0);
      await expect(page.getByTestId('choose-verdict-line')).toContainText(language === 'en' ? /costs you \d+ points?/ : /kostet dich \d+ Punkte?/);
      await expect(page.getByTestId('coach-next')).toHaveCount(0);
      await expect(page.getByTestId('choose-again')).toBeFocused();
      await looked(page, `${language}-poor`, size);
      await page.keyboard.press('Enter');
      await expect(verdict).toHaveCount(0);
      expect(Number(await page.getByTestId('coach-step').getAttribute('data-index'))).toBe(DECIDE);

      // Diamonds: good, with why; Next goes on.
      await choices.filter({ hasText: language === 'en' ? /suit power/i : /farbkraft/i }).click();
      await expect(verdict).toHaveAttribute('data-good', 'true', { timeout: 60_000 });
      await expect(page.getByTestId('choose-why')).toBeVisible();
      await looked(page, `${language}-good`, size);
      await page.getByTestId('coach-next').click();
      await expect.poll(async () => Number(await page.getByTestId('coach-step').getAttribute('data-index')), { timeout: 60_000 }).toBeGreaterThan(DECIDE);

      // On to the end: the recap over the table.
      for (let guard = 0; guard < 10 && !(await page.getByTestId('lesson-complete').isVisible()); guard++) {
        await page.getByTestId('coach-next').click();
        await page.waitForTimeout(200);
      }
      await expect(page.getByTestId('lesson-complete')).toBeVisible();
      await expect(page.getByTestId('quiz-question')).toHaveAttribute('data-index', '0');
      await looked(page, `${language}-recap`, size, RECAP);

      // Once the game has a rules map (issue 52 gives every game one), the rules covered link into the rules reference.
      const links = page.getByTestId('recap-rule-link');
      if ((await links.count()) > 0) {
        await links.first().click();
        await expect(page.getByTestId('rules-dialog')).toBeVisible();
        await page.getByTestId('rules-close').click();
        await expect(page.getByTestId('rules-dialog')).toHaveCount(0);
      }

      // The first question: a wrong answer (by keyboard) says why and leaves the question; then the right one.
      const answers = page.getByTestId('quiz-answer');
      await answers.nth(1).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('quiz-feedback')).toHaveAttribute('data-right', 'false');
      await expect(page.getByTestId('quiz-feedback')).toContainText(language === 'en' ? 'Not quite.' : 'Nicht ganz.');
      await expect(page.getByTestId('quiz-next')).toHaveCount(0);
      await looked(page, `${language}-quiz-wrong`, size, RECAP);
      await answers.nth(0).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('quiz-feedback')).toHaveAttribute('data-right', 'true');
      await page.getByTestId('quiz-next').click();
      await expect(page.getByTestId('quiz-question')).toHaveAttribute('data-index', '1');
      await expect(page.getByTestId('quiz-question')).toBeFocused();
      expect(errors).toEqual([]);
    });
  }
}
