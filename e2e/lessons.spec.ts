/**
 * Every tutorial lesson completed through the UI, step by step, as a learner would: "Next" (or
 * the N key) at an explanation; at a move, the cards are placed in their slots by clicking (later
 * hands with the "Place the hinted cards" button the lesson offers), lanes,
 * dice, cells and Piplus cards are clicked on the board (where the ?test=1 hook `boardPoint` says they are
 * drawn; the flat 2D board here, e2e/flat.ts, while lesson-layout.spec opens lessons on the 3D one), and a choice the board has no single target for is taken from the table's buttons. In
 * each lesson a wrong card placement or a click off the asked move is refused with a line from the
 * coach and the lesson stays at its step, and the line goes once a card is placed where it belongs;
 * a decision step is answered with its answer (once per game after a poor pick the coach weighs,
 * holding Next until Try again); Back, leaving and resuming are checked on the way; at
 * the end the menu ticks the lesson. Each game's last lesson is played at 900x600. The lessons are read from the same JSON files the app loads.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { onFlatBoard } from './flat';

// Not a spec of the 3D board: it plays on the flat one (e2e/flat.ts says why).
test.beforeEach(({ page }) => onFlatBoard(page));

type Json = Record<string, unknown>;
interface LessonFile {
  readonly id: string;
  readonly steps: readonly Json[];
}

/** A lesson file as the app ships it. */
function lessonFile(game: string, name: string): LessonFile {
  return JSON.parse(readFileSync(new URL(`../src-renderer/games/${game}/lessons/${name}.json`, import.meta.url), 'utf8')) as LessonFile;
}

const LESSONS: readonly { game: string; lesson: LessonFile }[] = [
  { game: 'pipfall', lesson: lessonFile('pipfall', 'opening') },
  { game: 'pipfall', lesson: lessonFile('pipfall', 'core') },
  { game: 'pipfall', lesson: lessonFile('pipfall', 'lanes') },
  { game: 'pipfall', lesson: lessonFile('pipfall', 'variants') },
  { game: 'pipfall', lesson: lessonFile('pipfall', 'order') },
  { game: 'pipfall', lesson: lessonFile('pipfall', 'last') },
  { game: 'pipfall', lesson: lessonFile('pipfall', 'rolled') },
  { game: 'pipfall', lesson: lessonFile('pipfall', 'own') },
  { game: 'zero', lesson: lessonFile('zero', 'opening') },
  { game: 'zero', lesson: lessonFile('zero', 'core') },
  { game: 'zero', lesson: lessonFile('zero', 'spent') },
  { game: 'zero', lesson: lessonFile('zero', 'endings') },
  { game: 'zero', lesson: lessonFile('zero', 'variants') },
  { game: 'zero', lesson: lessonFile('zero', 'solo') },
  { game: 'zero', lesson: lessonFile('zero', 'timer') },
  { game: 'piplus', lesson: lessonFile('piplus', 'core') },
  { game: 'piplus', lesson: lessonFile('piplus', 'finish') },
  { game: 'piplus', lesson: lessonFile('piplus', 'opening') },
  { game: 'piplus', lesson: lessonFile('piplus', 'valve') },
  { game: 'piplus', lesson: lessonFile('piplus', 'three') },
  { game: 'hex', lesson: lessonFile('hex', 'opening') },
  { game: 'hex', lesson: lessonFile('hex', 'core') },
  { game: 'hex', lesson: lessonFile('hex', 'fights') },
  { game: 'hex', lesson: lessonFile('hex', 'even') },
  { game: 'hex', lesson: lessonFile('hex', 'end') },
  { game: 'hex', lesson: lessonFile('hex', 'three') },
  // The longest toss lesson first: it has the stops to leave part-way and resume.
  { game: 'toss', lesson: lessonFile('toss', 'race') },
  { game: 'toss', lesson: lessonFile('toss', 'basics') },
  { game: 'toss', lesson: lessonFile('toss', 'specials') },
  { game: 'toss', lesson: lessonFile('toss', 'keeper') },
  { game: 'toss', lesson: lessonFile('toss', 'close') },
  { game: 'toss', lesson: lessonFile('toss', 'teams') },
];

/** The step the coach shows now (its index in the lesson's script), or -1 once the lesson is complete. */
async function stepIndex(page: Page): Promise<number> {
  const done = page.getByTestId('lesson-complete');
  const step = page.getByTestId('coach-step');
  await expect(done.or(step)).toBeVisible({ timeout: 60_000 });
  if (await done.isVisible()) return -1;
  return Number(await step.getAttribute('data-index'));
}

/** Waits until the coach has moved on from step `from`. */
async function movedOn(page: Page, from: number): Promise<number> {
  await expect
    .poll(async () => ((await page.getByTestId('lesson-complete').isVisible()) ? -1 : Number(await page.getByTestId('coach-step').getAttribute('data-index'))), {
      timeout: 60_000,
      intervals: [50, 100, 200],
    })
    .not.toBe(from);
  return stepIndex(page);
}

/** Clicks a board target where the board draws it. */
async function clickBoard(page: Page, pick: unknown): Promise<void> {
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
      { intervals: [50, 100, 200] },
    )
    .toBe(true);
  const p = at as unknown as { x: number; y: number };
  await page.mouse.move(p.x, p.y);
  await page.mouse.click(p.x, p.y);
}

/** Places `cards` in slots 1, 2, 3... by clicking each card, then its slot; then confirms. */
async function program(page: Page, cards: readonly string[]): Promise<void> {
  for (const [i, c] of cards.entries()) {
    await page.getByTestId(`card-${c}`).click();
    await page.getByTestId(`slot-${i + 1}`).click();
    // A card placed where it goes: the coach's "Not quite" line from a refused placement before it is gone.
    await expect(page.getByTestId('coach-refusal')).toHaveCount(0);
  }
  await page.getByTestId('confirm-program').click();
}

/** The index in the learner's Piplus hand (the table's accessible mirror) of a card of number `face` not in `taken`. */
async function piplusCard(page: Page, face: number, taken: Set<number>): Promise<number> {
  const faces = await page
    .getByTestId('pp-hand')
    .locator('li')
    .evaluateAll((lis) => lis.map((li) => Number(li.getAttribute('data-card'))));
  const i = faces.findIndex((c, j) => c === face && !taken.has(j));
  if (i < 0) throw new Error(`no ${face} in the hand ${faces.join(' ')}`);
  taken.add(i);
  return i;
}

/**
 * A Piplus move as a learner makes it: a card play picks each card on the table and clicks
 * its die (which goes onto the card just picked), a lone die is clicked, then the middle of the
 * table plays it; a pass marks its rerolls in the panel and presses Pass.
 */
async function piplusMove(page: Page, ask: Json): Promise<void> {
  if (ask.type === 'pass') {
    for (const k of ask.reroll as string[]) await page.getByTestId(`pp-reroll-${k}`).click();
    await page.getByTestId('pp-pass').click();
    return;
  }
  if (ask.type === 'play') {
    // Back onto a decision step shows the pick made there before still selected (the table keeps a
    // decision's selection by its position): start the play from an empty selection, as a learner would.
    const picked = page.getByTestId('pp-hand').locator('li[data-selected="true"]');
    if ((await picked.count()) > 0) {
      await page.getByTestId('pp-clear').click();
      await expect(picked).toHaveCount(0);
    }
    const taken = new Set<number>();
    const dice = ask.dice as (string | null)[];
    for (const [i, face] of (ask.cards as number[]).entries()) {
      const index = await piplusCard(page, face, taken);
      await clickBoard(page, { kind: 'card', index });
      await expect(page.getByTestId(`pp-hand-${index}`)).toHaveAttribute('data-selected', 'true');
      const die = dice[i];
      if (die) {
        await clickBoard(page, { kind: 'die', seat: 0, die });
        await expect(page.getByTestId(`pp-hand-${index}`)).toHaveAttribute('data-die', die);
      }
    }
  } else if (ask.type === 'die') {
    await clickBoard(page, { kind: 'die', seat: 0, die: ask.die });
    await expect(page.getByTestId(`pp-die-${ask.die as string}`)).toHaveAttribute('aria-pressed', 'true');
  } else throw new Error(`no way to make ${JSON.stringify(ask)}`);
  await expect(page.getByTestId('pp-play')).toBeEnabled();
  await clickBoard(page, { kind: 'table' });
}

/** The cards of an asked program in slot order: the programmed ones, then the one the game sets apart (PipFall's initiative, PipFall Hex's left-out card). */
function programCards(game: string, ask: Json): string[] {
  if (game === 'pipfall') return [...(ask.cards as string[]), ask.initiative as string];
  if (game === 'hex') return [...(ask.cards as string[]), ask.leftOut as string];
  return ask.cards as string[];
}

/** Makes the move a lesson asks for through the table, as a learner would. */
async function makeMove(page: Page, game: string, ask: Json, firstProgram: boolean): Promise<void> {
  if (game === 'piplus') await piplusMove(page, ask);
  else if (ask.type === 'program' && !firstProgram) {
    // The lesson shows the asked program as ghost cards in the slots: place them all, then confirm.
    await page.getByTestId('hint-place').click();
    await page.getByTestId('confirm-program').click();
  } else if (ask.type === 'program') {
    await program(page, programCards(game, ask));
  } else if (game === 'hex' && ask.type === 'chooseLocation') {
    // A starting location is chosen by clicking one of its hexes: its rear, on Crossfire's corners.
    const rear: Record<string, { row: number; col: number }> = { A: { row: 0, col: 0 }, B: { row: 9, col: 9 }, C: { row: 0, col: 9 }, D: { row: 9, col: 0 } };
    await clickBoard(page, { kind: 'hex', cell: rear[ask.location as string] });
  } else if (game === 'hex' && ask.type === 'move') {
    // PipFall Hex: the one die that may act is chosen already; its destination is a lit hex (here Blue's die stands on it).
    await clickBoard(page, { kind: 'hex', cell: ask.to });
  } else if (game === 'hex' && ask.type === 'power') {
    // The die itself, when its suit power is its only use.
    await clickBoard(page, { kind: 'die', die: ask.die });
  } else if (game === 'hex' && ask.type === 'reinforce') {
    await clickBoard(page, { kind: 'hex', cell: ask.at });
  } else if (ask.type === 'place') {
    await clickBoard(page, { kind: 'lane', lane: ask.lane });
  } else if (ask.type === 'activate') {
    const use = ask.use as Json;
    if (use.kind === 'move' && use.distance !== 0) {
      // The asked move's destination is the one lit cell (the board's accessible mirror lists it).
      const cell = page.getByTestId('pf-targets').locator('li[data-kind=cell]');
      await expect(cell).toHaveCount(1);
      await clickBoard(page, { kind: 'cell', cell: { row: Number(await cell.getAttribute('data-row')), col: Number(await cell.getAttribute('data-col')) } });
    } else await clickBoard(page, { kind: 'die', die: ask.die });
  } else if (ask.type === 'glory') {
    // The die that gets the bonus pip: clicked on the board.
    await clickBoard(page, { kind: 'die', die: ask.die });
  } else if (ask.type === 'restore') {
    await page.getByTestId('choices').getByTestId('choice').first().click();
  } else if (game === 'toss' && ask.type === 'choose') {
    // The coin toss's call: its own buttons.
    await page.getByTestId(`toss-pick-${String(ask.pick)}`).click();
  } else if (ask.type === 'choose') {
    await page.getByTestId('choices').getByTestId('choice').first().click();
  } else if (ask.type === 'toss') {
    // The named aim the lesson asks for is the one preset offered: pick it, then Pitch.
    await page.getByTestId('toss-preset').first().click();
    await page.getByTestId('toss-aim-toss').click();
  } else if (ask.type === 'enter') {
    await page.getByTestId(`toss-key-${String(ask.result)}`).click();
  } else if (ask.type === 'undo') {
    await page.getByTestId('toss-undo').click();
  } else throw new Error(`no way to make ${JSON.stringify(ask)}`);
}

/** The choice button (a selector inside the table's choices) of a decision step's answer, where the table offers several dice or uses; null where the answer is made as an asked move. */
function answerUse(game: string, answer: Json): string | null {
  const u = answer.use as Json | undefined;
  const to = answer.to as Json | undefined;
  return game === 'pipfall' && answer.type === 'activate' && u
    ? `[data-use="${u.kind === 'power' ? 'power' : u.distance === 0 ? 'move-0' : `move-${String(u.direction)}-${String(u.distance)}`}"]`
    : game === 'hex' && answer.type === 'move' && to
      ? `[data-use="move"][data-row="${String(to.row)}"][data-col="${String(to.col)}"]`
      : game === 'hex' && answer.type === 'power'
        ? '[data-use="power"]'
        : null;
}

/**
 * Shows the uses of the answer's die on the choices panel (its die is picked first, unless it is
 * the one chosen already) and returns the panel.
 */
async function answerDieChosen(page: Page, answer: Json, use: string): Promise<ReturnType<Page['getByTestId']>> {
  const panel = page.getByTestId('choices');
  const pick = panel.locator(use);
  const die = panel.locator(`[data-die="${String(answer.die)}"]`);
  await expect(pick.or(die).first()).toBeVisible();
  if (!(await pick.count())) await die.first().click();
  return panel;
}

/**
 * A decision step's answer. Where the table offers several dice or uses, the answer's die and then
 * its use are picked from the choice buttons (their data attributes name them); else as asked.
 */
async function pickAnswer(page: Page, game: string, answer: Json, firstProgram: boolean): Promise<void> {
  const use = answerUse(game, answer);
  if (use === null) return makeMove(page, game, answer, firstProgram);
  const panel = await answerDieChosen(page, answer, use);
  await panel.locator(use).first().click();
}

/**
 * A pick at a decision step that is not its answer (another use of the answer's die from the
 * choice buttons, or another lane offered): false where this spec knows no such pick for the game.
 */
async function pickWrong(page: Page, game: string, choose: { among: Json[] | 'any'; answer: Json }, firstProgram: boolean): Promise<boolean> {
  const { answer, among } = choose;
  if (game === 'pipfall' && answer.type === 'place' && Array.isArray(among)) {
    const other = among.find((a) => JSON.stringify(a.lane) !== JSON.stringify(answer.lane));
    if (!other) return false;
    await makeMove(page, game, other, firstProgram);
    return true;
  }
  const use = answerUse(game, answer);
  if (use === null) return false;
  const panel = await answerDieChosen(page, answer, use);
  const others = panel.locator(`[data-use]:not(${use})`);
  if (!(await others.count())) return false;
  await others.first().click();
  return true;
}

/** A move the lesson does not ask for: refused with the coach's line, and the lesson stays where it was. */
async function refusedMove(page: Page, game: string, ask: Json, at: number): Promise<void> {
  if (ask.type === 'program') {
    const cards = programCards(game, ask);
    // The first card into the second slot: it stays in the hand.
    await page.getByTestId(`card-${cards[0]}`).click();
    await page.getByTestId('slot-2').click();
    await expect(page.getByTestId('coach-refusal')).toBeVisible();
    await expect(page.getByTestId('slot-2')).not.toContainText(cards[0]![0]!);
    await page.getByTestId(`card-${cards[0]}`).click(); // put it down again
  } else if (ask.type === 'place') {
    // A lane the lesson does not ask for: a cell on the far side of the board.
    const lane = ask.lane as { kind: string; index: number };
    await clickBoard(page, { kind: 'lane', lane: { kind: lane.kind === 'row' ? 'col' : 'row', index: 2 } });
    await expect(page.getByTestId('coach-refusal')).toBeVisible();
  } else if (game === 'piplus' && ask.type === 'play') {
    // A card the play does not use, played on the middle of the table: refused, and put back.
    const faces = await page
      .getByTestId('pp-hand')
      .locator('li')
      .evaluateAll((lis) => lis.map((li) => Number(li.getAttribute('data-card'))));
    const other = faces.findIndex((c) => !(ask.cards as number[]).includes(c));
    // A hand holding only the play's cards: the play's first card with another die than the one asked.
    const index = other >= 0 ? other : faces.indexOf((ask.cards as number[])[0]!);
    await clickBoard(page, { kind: 'card', index });
    await expect(page.getByTestId(`pp-hand-${index}`)).toHaveAttribute('data-selected', 'true');
    if (other < 0) {
      const die = ['d4', 'd6', 'd8'].find((k) => k !== (ask.dice as (string | null)[])[0])!;
      await clickBoard(page, { kind: 'die', seat: 0, die });
      await expect(page.getByTestId(`pp-hand-${index}`)).toHaveAttribute('data-die', die);
    }
    await clickBoard(page, { kind: 'table' });
    await expect(page.getByTestId('coach-refusal')).toBeVisible();
    await page.getByTestId('pp-clear').click();
    await expect(page.getByTestId(`pp-hand-${index}`)).toHaveAttribute('data-selected', 'false');
  } else if (game === 'toss' && ask.type === 'toss') {
    // An aim of one's own (the arrow key turns it a little), not the named one asked for.
    await expect(page.getByTestId('toss-aim-toss')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.getByTestId('toss-aim-toss').click();
    await expect(page.getByTestId('coach-refusal')).toBeVisible();
  } else if (game === 'toss' && ask.type === 'enter') {
    // Another result's key: the keeper's pad offers only the asked one.
    await expect(page.getByTestId(`toss-key-${String(ask.result)}`)).toBeVisible();
    await page.keyboard.press(ask.result === 6 ? '1' : '6');
    await expect(page.getByTestId('coach-refusal')).toBeVisible();
  } else return;
  expect(await stepIndex(page)).toBe(at);
}

async function freshApp(page: Page): Promise<void> {
  await page.goto('/?speed=fast&test=1');
  await page.evaluate(() => (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear());
  await page.goto('/?speed=fast&test=1');
  await page.getByTestId('menu-learn').click();
  await expect(page.getByTestId('screen-learn')).toBeVisible();
}

/** The games whose lessons have had a decision step answered poorly, then rightly. */
const pickedWrong = new Set<string>();

/** Walks one lesson from the Learn screen to its end; `resume`: also leave part-way and continue. */
async function completeLesson(page: Page, game: string, lesson: LessonFile, resume: boolean): Promise<void> {
  await page.getByTestId('menu-learn').or(page.getByTestId('screen-learn')).first().waitFor();
  if (await page.getByTestId('menu-learn').isVisible()) await page.getByTestId('menu-learn').click();
  await expect(page.getByTestId(`lesson-${game}-${lesson.id}`)).toHaveAttribute('data-done', 'false');
  await page.getByTestId(`lesson-start-${game}-${lesson.id}`).click();
  await expect(page.getByTestId('screen-lesson')).toBeVisible();

  let at = await stepIndex(page);
  const refused = new Set<string>();
  let keyChecked = false;
  let programmed = false;
  let wentBack = false;
  let resumed = !resume;
  let stops = 0;
  const t0 = Date.now();
  for (let guard = 0; guard < 400 && at >= 0; guard++) {
    const step = lesson.steps[at]!;
    if (process.env.LESSON_TRACE) console.log(`${((Date.now() - t0) / 1000).toFixed(1)}s step ${at} ${JSON.stringify(step.ask ?? step.say)}`);
    stops++;
    const ask = step.ask as Json | undefined;
    const choose = step.choose as { among: Json[] | 'any'; answer: Json } | undefined;
    const check = step.check as { answers: string[]; right: number } | undefined;
    if (check) {
      // A question about the table: a wrong answer says why and holds Next (the N key too); the right one opens it.
      const answers = page.getByTestId('check-answer');
      await expect(answers).toHaveCount(check.answers.length);
      await answers.nth(check.right === 0 ? 1 : 0).click();
      await expect(page.getByTestId('check-feedback')).toHaveAttribute('data-right', 'false');
      await expect(page.getByTestId('coach-next')).toHaveCount(0);
      await page.keyboard.press('n');
      await expect(page.getByTestId('coach-refusal')).toBeVisible();
      expect(await stepIndex(page)).toBe(at);
      await answers.nth(check.right).click();
      await expect(page.getByTestId('check-feedback')).toHaveAttribute('data-right', 'true');
      await page.getByTestId('coach-next').click();
    } else if (choose) {
      // A decision step: once per game a poor pick first (the coach weighs it, holds Next and offers
      // Try again; the lesson stays), then the answer, the coach's verdict, then Next.
      if (!pickedWrong.has(game) && (await pickWrong(page, game, choose, !programmed))) {
        const verdict = page.getByTestId('choose-verdict');
        await expect(verdict).toHaveAttribute('data-good', 'false', { timeout: 60_000 });
        await expect(page.getByTestId('coach-next')).toHaveCount(0);
        await page.getByTestId('choose-again').click();
        await expect(verdict).toHaveCount(0);
        expect(await stepIndex(page)).toBe(at);
        pickedWrong.add(game);
      }
      await pickAnswer(page, game, choose.answer, !programmed);
      await expect(page.getByTestId('choose-verdict')).toHaveAttribute('data-good', 'true', { timeout: 60_000 });
      await page.getByTestId('coach-next').click();
    } else if (ask) {
      const refusable =
        ask.type === 'program' || ask.type === 'place' || (game === 'piplus' && ask.type === 'play') || (game === 'toss' && (ask.type === 'toss' || ask.type === 'enter'));
      if (refusable && !refused.has(String(ask.type))) {
        await refusedMove(page, game, ask, at);
        refused.add(String(ask.type));
      }
      await expect(page.getByTestId('coach-next')).toHaveCount(0);
      if (!keyChecked) {
        // The N key at a move says what the move is, and changes nothing.
        await page.keyboard.press('n');
        await expect(page.getByTestId('coach-refusal')).toBeVisible();
        expect(await stepIndex(page)).toBe(at);
        keyChecked = true;
      }
      await makeMove(page, game, ask, !programmed);
      if (ask.type === 'program') programmed = true;
    } else if (!wentBack && stops >= 6) {
      // Back one step, then on again.
      await page.getByTestId('coach-back').click();
      const back = await movedOn(page, at);
      expect(back).toBeLessThan(at);
      wentBack = true;
      at = back;
      continue;
    } else if (!resumed && stops >= 12) {
      // Leave part-way: the menu says where; Continue opens the lesson at the same step.
      await page.getByTestId('lesson-leave').click();
      await expect(page.getByTestId(`lesson-status-${game}-${lesson.id}`)).toContainText('step');
      await page.getByTestId(`lesson-start-${game}-${lesson.id}`).click();
      expect(await stepIndex(page)).toBe(at);
      resumed = true;
      continue;
    } else if (stops % 3 === 0) {
      await page.keyboard.press('n');
    } else {
      await page.getByTestId('coach-next').click();
    }
    at = await movedOn(page, at);
  }
  expect(at).toBe(-1);
  if (game === 'toss') expect(refused.has('toss') || refused.has('enter')).toBe(true);
  else expect(refused.has(game === 'piplus' ? 'play' : 'program')).toBe(true);
  if (game === 'pipfall') expect(refused.has('place')).toBe(true);
  expect(keyChecked && wentBack && resumed).toBe(true);
  await page.getByTestId('lesson-to-lessons').click();
  await expect(page.getByTestId(`lesson-${game}-${lesson.id}`)).toHaveAttribute('data-done', 'true');
  console.log(`${game}/${lesson.id}: ${stops} stops through the UI in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

// One page per game, so the table is set up once for its lessons.
for (const game of [...new Set(LESSONS.map((l) => l.game))]) {
  test(`completes every ${game} lesson through the UI`, async ({ page }) => {
    test.setTimeout(900_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await freshApp(page);
    const mine = LESSONS.filter((l) => l.game === game);
    for (const [i, { lesson }] of mine.entries()) {
      // Each game's last lesson is played at 900x600, the smallest window: every control the learner needs is reachable there.
      if (i === mine.length - 1) await page.setViewportSize({ width: 900, height: 600 });
      await completeLesson(page, game, lesson, i === 0);
    }
    if (game === 'pipfall') expect(pickedWrong.has(game), 'a decision step answered poorly, then rightly').toBe(true);
    expect(errors).toEqual([]);
  });
}
