/**
 * The lesson screen at 900x600 and 1280x800 (the smallest window and the common one; the tables'
 * spec covers 1920x1080), for every game with lessons, at an
 * explanation and at a move (programming, a choice on the table): a screenshot of each into
 * test-results/screenshots/lesson-*, and no control outside the window or under another element
 * (the same check as layout.spec.ts, kept here so the tables' spec stays theirs), nor a board's top
 * row under the line over the board. A lesson is
 * opened at a step by the progress the settings keep, as a learner coming back would.
 */
import { expect, test, type Page } from '@playwright/test';
import { shot, twoFrames } from './helpers';
import { misplacedControls } from './layout-check';

const SIZES = [
  { width: 900, height: 600 },
  { width: 1280, height: 800 },
] as const;

/** Opens a lesson at step `step` (its index in the lesson file), as progress kept from an earlier visit. */
async function openAt(page: Page, game: string, lesson: string, step: number): Promise<void> {
  await page.goto('/?speed=fast&test=1');
  await page.evaluate(
    ([key, at]) => {
      const storage = (globalThis as unknown as { localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void } }).localStorage;
      const settings = JSON.parse(storage.getItem('pipfall.settings') ?? '{}') as { lessons?: Record<string, unknown> };
      settings.lessons = { ...settings.lessons, [key as string]: { done: false, step: at } };
      storage.setItem('pipfall.settings', JSON.stringify(settings));
    },
    [`${game}.${lesson}`, step] as const,
  );
  await page.goto('/?speed=fast&test=1');
  await page.getByTestId('menu-learn').click();
  await page.getByTestId(`lesson-start-${game}-${lesson}`).click();
  await expect(page.getByTestId('coach-step')).toHaveAttribute('data-index', String(step), { timeout: 90_000 });
}

/** Where a board target is drawn (the ?test=1 hook), or null when it is off the board's view. */
async function boardPoint(page: Page, pick: unknown): Promise<{ x: number; y: number } | null> {
  return page.evaluate(
    (p) => (globalThis as unknown as { __pipfallTest: { boardPoint?(p: unknown): { x: number; y: number } | null } }).__pipfallTest.boardPoint?.(p) ?? null,
    pick,
  );
}

/** The targets of `picks` that the line over the board (its note or an event's banner) covers, described. */
async function underTheNote(page: Page, picks: readonly unknown[]): Promise<string[]> {
  const note = page.locator('[data-testid$="board-note"], [data-testid$="board-banner"]');
  if ((await note.count()) === 0 || !(await note.first().isVisible())) return [];
  const box = (await note.first().boundingBox())!;
  const out: string[] = [];
  for (const pick of picks) {
    const at = await boardPoint(page, pick);
    if (!at) out.push(`${JSON.stringify(pick)} is not drawn`);
    else if (at.x >= box.x && at.x <= box.x + box.width && at.y >= box.y && at.y <= box.y + box.height)
      out.push(`${JSON.stringify(pick)} at ${Math.round(at.x)},${Math.round(at.y)}`);
  }
  return out;
}

async function checkEverySize(page: Page, name: string, topRow: readonly unknown[] = []): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // Below 1100 px the lesson's log becomes a drawer that slides shut (a 0.18 s transition): on a busy machine two
    // frames are not enough for it, so wait until it has left the window.
    if (size.width < 1100) await expect(page.getByTestId('lesson-log')).not.toBeInViewport();
    await twoFrames(page);
    await shot(page, `test-results/screenshots/lesson-${name}-${size.width}x${size.height}.png`, 500);
    expect(await misplacedControls(page), `${name} at ${size.width}x${size.height}`).toEqual([]);
    // The 3D board's targets are not page elements: its top row is checked by where it is drawn.
    expect(await underTheNote(page, topRow), `${name} at ${size.width}x${size.height}: the board's top row under the note`).toEqual([]);
  }
  await page.setViewportSize(SIZES[1]);
}

const CASES: readonly { game: string; lesson: string; steps: readonly [number, string][]; topRow?: readonly unknown[] }[] = [
  {
    game: 'pipfall',
    lesson: 'core',
    steps: [
      [5, 'program'],
      [16, 'move'],
      [35, 'explain'],
    ],
  },
  {
    game: 'zero',
    lesson: 'core',
    // The top row of both grids (issue 52: at 900x600 the note once covered it).
    topRow: [0, 1].flatMap((seat) => [0, 1, 2, 3].map((col) => ({ kind: 'cell', seat, cell: { row: 0, col } }))),
    steps: [
      [4, 'program'],
      [7, 'choose'],
      [13, 'explain'],
    ],
  },
  {
    game: 'piplus',
    lesson: 'core',
    steps: [
      [5, 'die-on-card'],
      [9, 'pass'],
      [16, 'explain'],
    ],
  },
  {
    game: 'piplus',
    lesson: 'finish',
    steps: [
      [6, 'two-cards'],
      [13, 'score'],
    ],
  },
];

for (const c of CASES) {
  test(`the ${c.game} ${c.lesson} lesson screen fits every window size`, async ({ page }) => {
    test.setTimeout(600_000);
    for (const [step, name] of c.steps) {
      await openAt(page, c.game, c.lesson, step);
      await checkEverySize(page, `${c.game}-${c.lesson}-${name}`, c.topRow);
    }
  });
}
