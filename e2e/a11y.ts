/**
 * The axe-core check for the e2e specs: injects axe (the npm package's `axe.min.js`, the
 * same engine `@axe-core/playwright` wraps) into the page and fails on serious or critical
 * violations, naming each rule, its help and the elements it found. It is evaluated through
 * the DevTools protocol, which the page's CSP (scripts from 'self' only) does not apply to,
 * so the specs keep the CSP and still see its violations. Also the keyboard steps the
 * keyboard-only specs share: Tab to a control, and a check that the focus is drawn.
 */
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One violation as a line a person can act on. */
export interface AxeFinding {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: readonly string[];
}

/** Runs axe on the page as it is now; returns the serious and critical violations. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate<boolean>("'axe' in window"))) await page.evaluate<void>(AXE_SOURCE);
  // A string, run in the page (this file is typechecked without the DOM's types).
  return page.evaluate<AxeFinding[]>(`(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 6).map((n) => n.target.join(' ') + ' ' + (n.failureSummary ?? '').replace(/\\s+/g, ' ')),
      }));
  })()`);
}

/** The findings in words, one rule a line with its elements below it. */
export function describeFindings(found: readonly AxeFinding[]): string {
  return found.map((f) => `${f.impact} ${f.id}: ${f.help}\n  ${f.targets.join('\n  ')}`).join('\n');
}

/**
 * Collects axe's findings screen by screen (`check(where)`), so one run names every screen's
 * problems; `expectNone()` fails with all of them.
 */
export function axeAudit(page: Page): { check(where: string): Promise<void>; expectNone(): void; readonly screens: string[] } {
  const problems: string[] = [];
  const screens: string[] = [];
  return {
    screens,
    async check(where) {
      screens.push(where);
      const found = await axeFindings(page);
      if (found.length > 0) problems.push(`axe on ${where}:\n${describeFindings(found)}`);
    },
    expectNone() {
      expect(problems.join('\n\n'), `axe checked: ${screens.join(', ')}`).toBe('');
    },
  };
}

/** Fails the spec when axe finds a serious or critical violation on the page; `where` names the screen. */
export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  const found = await axeFindings(page);
  expect(found, `axe on ${where}:\n${describeFindings(found)}`).toEqual([]);
}

/** The focused element's test id (its tag name when it has none). */
export function focusedId(page: Page): Promise<string> {
  return page.evaluate<string>("document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? ''");
}

/** Presses Tab (keyboard only) until the focused element's test id matches `id`; fails after `max` presses. */
export async function tabTo(page: Page, id: string | RegExp, max = 60): Promise<string> {
  for (let i = 0; i < max; i++) {
    const now = await focusedId(page);
    if (typeof id === 'string' ? now === id : id.test(now)) return now;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(id)} (focus on ${await focusedId(page)})`);
}

/** Fails unless the focused element draws a focus ring (an outline of 2px or more, or a box shadow). */
export async function expectFocusRing(page: Page): Promise<void> {
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
