/**
 * A whole two-player game of PipFall Hex against the computer through the UI, with the mouse
 * on the 3D battlefield: the start, each die and each destination or Reinforce position is
 * clicked on the canvas (the real pointer, through the scene's raycasting); only the hand is
 * programmed by clicking its cards into the slots, the last slot holding the card left out.
 * The board's accessible mirror lists what is lit (hex-targets, with what each hex would do),
 * and the ?test=1 hook `boardPoint` says where a target is drawn, so the spec knows where to
 * click. It plays to win quickly: a winning attack first, else a trade, else the move that
 * ends nearest an enemy die.
 */
import { expect, test, type Page } from '@playwright/test';
import { handCards, startGame, shot } from './helpers';

type Pick = { kind: 'die'; die: number } | { kind: 'hex'; cell: { row: number; col: number } };

interface Lit {
  readonly kind: string | null;
  readonly die: string | null;
  readonly row: string | null;
  readonly col: string | null;
  readonly tone: string | null;
  readonly result: string | null;
}

/** What the board lights now, read from the mirror. */
async function litTargets(page: Page): Promise<Lit[]> {
  const list = page.getByTestId('hex-targets');
  if ((await list.count()) === 0) return [];
  return list.locator('li').evaluateAll((els: readonly { getAttribute(name: string): string | null }[]) =>
    els.map((e) => ({
      kind: e.getAttribute('data-kind'),
      die: e.getAttribute('data-die'),
      row: e.getAttribute('data-row'),
      col: e.getAttribute('data-col'),
      tone: e.getAttribute('data-tone'),
      result: e.getAttribute('data-result'),
    })),
  );
}

/** The dice on the battlefield, from the mirror. */
async function diceOnBoard(page: Page): Promise<{ owner: number; row: number; col: number }[]> {
  return page
    .getByTestId('hex-dice')
    .locator('li')
    .evaluateAll((els: readonly { getAttribute(name: string): string | null }[]) =>
      els.map((e) => ({ owner: Number(e.getAttribute('data-owner')), row: Number(e.getAttribute('data-row')), col: Number(e.getAttribute('data-col')) })),
    );
}

/** Hex distance in odd-r coordinates on an open plain (enough to steer towards the enemy). */
function distance(a: { row: number; col: number }, b: { row: number; col: number }): number {
  const q = (c: { row: number; col: number }) => c.col - (c.row - (c.row & 1)) / 2;
  const dq = q(a) - q(b);
  const dr = a.row - b.row;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** Clicks a target where the board draws it (once the 3D board, loaded with the table, answers the hook). */
async function clickOnBoard(page: Page, pick: Pick): Promise<void> {
  let at: { x: number; y: number } | null = null;
  await expect
    .poll(
      async () => {
        at = await page.evaluate(
          (p) => (globalThis as unknown as { __pipfallTest: { boardPoint?(p: unknown): { x: number; y: number } | null } }).__pipfallTest.boardPoint?.(p) ?? null,
          pick,
        );
        return at !== null;
      },
      { message: `target on the board: ${JSON.stringify(pick)}`, intervals: [50, 100, 200] },
    )
    .toBe(true);
  const p = at as unknown as { x: number; y: number };
  await page.mouse.move(p.x, p.y);
  await page.mouse.click(p.x, p.y);
}

/** The next thing the seat at the screen must do, or the end. */
async function nextPrompt(page: Page): Promise<'program' | 'choices' | 'end'> {
  const any = page.locator('[data-testid="screen-end"], [data-testid="program"], [data-testid="choices"]');
  await any.first().waitFor({ state: 'visible', timeout: 60_000 });
  if (await page.getByTestId('screen-end').isVisible()) return 'end';
  return (await page.getByTestId('choices').isVisible()) ? 'choices' : 'program';
}

test('plays a whole 2-player PipFall Hex game against the AI with the mouse on the 3D battlefield', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await startGame(page, { game: 'hex', seats: ['human', 'greedy'], seed: 11 }, 'fast', '&test=1');

  // The starts are chosen at the table: all four are lit; the human takes the north-east one by clicking its rear hex.
  await expect(page.getByTestId('choices')).toBeVisible();
  expect((await litTargets(page)).filter((l) => l.tone === 'location')).toHaveLength(12);
  await clickOnBoard(page, { kind: 'hex', cell: { row: 0, col: 9 } });
  await expect(page.getByTestId('program')).toBeVisible();
  await expect(page.getByTestId('hex-locations').locator('[data-location="C"]')).toHaveAttribute('data-owner', '0');
  // Three dice on the start: a 3 on the rear, a 4 on each front; two in reserve.
  const mine = (await diceOnBoard(page)).filter((d) => d.owner === 0);
  expect(mine.map((d) => `${d.row},${d.col}`).sort()).toEqual(['0,8', '0,9', '1,8']);
  await expect(page.getByTestId('hex-shelf-0')).toHaveAttribute('data-reserve', '2');

  let programs = 0;
  let clicks = 0;
  let refusedOnce = false;
  for (let guard = 0; guard < 1500; guard++) {
    const prompt = await nextPrompt(page);
    if (prompt === 'end') break;
    if (prompt === 'program') {
      // Hand size = dice on the battlefield + 1; the last slot is the card left out.
      const cards = await handCards(page);
      const onBoard = (await diceOnBoard(page)).filter((d) => d.owner === 0).length;
      expect(cards).toHaveLength(onBoard + 1);
      for (const [i, c] of cards.entries()) {
        await page.getByTestId(`card-${c}`).click();
        await page.getByTestId(`slot-${i + 1}`).click();
      }
      await page.getByTestId('confirm-program').click();
      programs++;
      continue;
    }
    const lit = await litTargets(page);
    expect(lit.length).toBeGreaterThan(0);
    const hexes = lit.filter((l) => l.kind === 'hex');
    const dice = lit.filter((l) => l.kind === 'die');
    if (!refusedOnce && dice.length > 0) {
      // A click off the battlefield (the felt's far corner) changes nothing and says why.
      const box = (await page.getByTestId('hex-board-area').boundingBox())!;
      await page.mouse.click(box.x + box.width - 6, box.y + box.height - 6);
      await expect(page.getByTestId('choices')).toBeVisible();
      refusedOnce = true;
    }
    let pick: Pick;
    const enemy = hexes.filter((h) => h.tone === 'attack');
    const attack = enemy.find((h) => h.result === 'attackerWins') ?? enemy.find((h) => h.result === 'bothDestroyed');
    const reinforce = hexes.find((h) => h.tone === 'reinforce');
    if (attack) pick = { kind: 'hex', cell: { row: Number(attack.row), col: Number(attack.col) } };
    else if (reinforce && dice.length === 0) pick = { kind: 'hex', cell: { row: Number(reinforce.row), col: Number(reinforce.col) } };
    else if (hexes.some((h) => h.tone === 'move' || h.tone === 'stay')) {
      // Towards the nearest enemy die, never onto an own die or into a losing fight.
      const enemies = (await diceOnBoard(page)).filter((d) => d.owner !== 0);
      const safe = hexes.filter((h) => h.tone === 'move' || h.tone === 'stay');
      const near = (h: Lit) => Math.min(99, ...enemies.map((e) => distance({ row: Number(h.row), col: Number(h.col) }, e)));
      const best = safe.reduce((a, b) => (near(b) < near(a) ? b : a));
      pick = { kind: 'hex', cell: { row: Number(best.row), col: Number(best.col) } };
    } else if (dice.length > 0) pick = { kind: 'die', die: Number(dice[0]!.die) };
    else pick = { kind: 'hex', cell: { row: Number(hexes[0]!.row), col: Number(hexes[0]!.col) } };
    const before = await page.getByTestId('hex-targets').textContent();
    await clickOnBoard(page, pick);
    clicks++;
    // A die click may only select it (its destinations light up): the lit targets change either way.
    await expect.poll(async () => (await page.getByTestId('hex-targets').count()) === 0 || (await page.getByTestId('hex-targets').textContent()) !== before).toBe(true);
  }
  await expect(page.getByTestId('screen-end')).toBeVisible();
  await expect(page.getByTestId('end-result')).toHaveText(/wins|Shared victory/);
  // The breakdown names what Hex scores, for both seats, over the final battlefield.
  await expect(page.getByTestId('end-breakdown')).toContainText('Trophies (score)');
  await expect(page.getByTestId('end-breakdown')).toContainText('Trophy pips (tie-break)');
  await expect(page.getByTestId('end-row-0')).toContainText(/Eliminated|\d/);
  await expect(page.getByTestId('hex-mirror')).toBeAttached();
  await shot(page, 'test-results/screenshots/end-hex-1280.png', 300);
  expect(programs).toBeGreaterThan(1);
  expect(clicks).toBeGreaterThan(5);
  // The refused click was made once inside the loop (issue 51: a flag never asserted proves nothing).
  expect(refusedOnce).toBe(true);
  expect(errors).toEqual([]);
  console.log(`hex on the board: ${programs} programs, ${clicks} board clicks; ${await page.getByTestId('end-result').textContent()}`);
});
