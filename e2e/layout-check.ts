/**
 * The layout check the layout specs share: no control outside the window (once scrolled into
 * view: a panel that scrolls must scroll it there) and none under another element at its centre
 * (a board's target, whose piece may stand on its centre, at its centre and all round its rim).
 * A closed log drawer of a narrow window lies off-screen on purpose and is checked once opened.
 */
import type { Page } from '@playwright/test';

/** The bits of the DOM the check reads (the e2e project has no DOM types). */
interface El {
  readonly tagName: string;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  closest(selector: string): El | null;
  contains(other: El): boolean;
  getBoundingClientRect(): { left: number; top: number; right: number; bottom: number; width: number; height: number };
  scrollIntoView(options: { block: string; inline: string }): void;
}
interface Doc {
  querySelectorAll(selector: string): Iterable<El>;
  elementFromPoint(x: number, y: number): El | null;
}
interface Win {
  readonly innerWidth: number;
  readonly innerHeight: number;
  getComputedStyle(e: El): { display: string; visibility: string; opacity: string };
}

/** Controls under `scope` that are outside the window (once scrolled into view) or covered at their centre by something else, described for a failure message. */
export async function misplacedControls(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((root) => {
    const doc = (globalThis as unknown as { document: Doc }).document;
    const win = globalThis as unknown as Win;
    const describe = (e: El | null): string => {
      if (!e) return 'nothing';
      const id = e.getAttribute('data-testid');
      return `${e.tagName.toLowerCase()}${id ? `[${id}]` : ''}"${(e.textContent ?? '').trim().slice(0, 30)}"`;
    };
    const shown = (e: El): boolean => {
      if (e.closest('.sr-only') || e.closest('[aria-hidden="true"]')) return false;
      const st = win.getComputedStyle(e);
      if (st.display === 'none' || st.visibility === 'hidden' || Number(st.opacity) === 0) return false;
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const out: string[] = [];
    for (const e of doc.querySelectorAll(`:is(${root}) :is(button, select, input, textarea, a[href], [role="button"])`)) {
      if (!shown(e)) continue;
      if (e.closest('.log.drawer:not(.open)')) continue;
      e.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = e.getBoundingClientRect();
      if (r.left < -1 || r.top < -1 || r.right > win.innerWidth + 1 || r.bottom > win.innerHeight + 1) {
        out.push(`outside the window: ${describe(e)} at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`);
        continue;
      }
      const hits = (fx: number, fy: number): El | null => doc.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy);
      const mine = (t: El | null): boolean => t !== null && (t === e || e.contains(t));
      const top = hits(0.5, 0.5);
      if (mine(top)) continue;
      // A target drawn on a board (a hex, a cell, the lane) may carry a piece, which the board answers
      // for (a die's click is its cell's): it is covered only if neither its rim shows nor a control of
      // the same board lies on it.
      const board = e.closest('svg');
      const rim = board !== null && [hits(0.5, 0.06), hits(0.5, 0.94), hits(0.06, 0.5), hits(0.94, 0.5)].some(mine);
      const piece = board !== null && top !== null && top.closest('svg') === board && top.closest('[role="button"]') !== null;
      if (!rim && !piece) out.push(`covered: ${describe(e)} under ${describe(top)}`);
    }
    return out;
  }, scope);
}
