/**
 * Specs whose subject is not the 3D board (hot-seat hand-offs, saves and Continue, crash
 * recovery, hints, rules, undo, replays, the lessons' flow, the German interface, a game played
 * by keyboard alone) play on the flat 2D board: the same game, the same panels and the same
 * picks on the board, without a software GPU drawing every frame, which was most of such a
 * spec's CPU. The 3D boards have specs of their own: pipfall-board, hex-vs-ai, piplus-vs-ai,
 * toss-digital, layout, lesson-layout, first-load and a11y. The flat boards' own specs
 * (flat-*.spec.ts) run in a Chromium without WebGL.
 */
import type { Page } from '@playwright/test';

/** Makes every page load of `page` start with the board setting at "flat 2D" (kept across reloads and a cleared storage). */
export async function onFlatBoard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const storage = (globalThis as unknown as { localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void } }).localStorage;
    const key = 'pipfall.settings';
    let settings: Record<string, unknown> = {};
    try {
      settings = JSON.parse(storage.getItem(key) ?? '{}') as Record<string, unknown>;
    } catch {
      // A spec may store something unreadable on purpose; the app then uses its defaults.
    }
    storage.setItem(key, JSON.stringify({ ...settings, board: '2d' }));
  });
}
