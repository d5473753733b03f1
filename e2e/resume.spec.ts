/**
 * Saves in the web build: a game against the computer is autosaved to localStorage after
 * every step, so after a reload the menu offers it under Continue and the table comes back
 * exactly as it was (read from the accessible mirror of the boards). "Save game as…"
 * downloads the record; "Load a game…" plays it again, and refuses a foreign file without
 * leaving the menu.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { nextPrompt, programByClicks, startGame } from './helpers';
import { onFlatBoard } from './flat';

// Not a spec of the 3D board: it plays on the flat one (e2e/flat.ts says why).
test.beforeEach(({ page }) => onFlatBoard(page));

test('continue after a reload (the log reads as before); save as, load, and a foreign file refused', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await startGame(page, { seats: ['human', 'random'], seed: 777 });
  expect(await nextPrompt(page)).toBe('program');
  await programByClicks(page);
  const prompt = await nextPrompt(page);
  expect(['program', 'choices']).toContain(prompt);
  const mirror = page.getByTestId('board-mirror');
  const before = await mirror.textContent();
  const hand = prompt === 'program' ? await page.getByTestId('hand').textContent() : null;
  const log = await page.getByTestId('game-log').locator('li').allTextContents();
  expect(log.length).toBeGreaterThan(3);

  await page.reload();
  const list = page.getByTestId('continue-list');
  await expect(list).toBeVisible();
  const entry = list.getByRole('button', { name: /Continue Pip Zero/ });
  await expect(entry).toHaveCount(1);
  await entry.click();
  await expect(page.getByTestId('screen-table')).toBeVisible();
  expect(await nextPrompt(page)).toBe(prompt);
  await expect(mirror).toHaveText(before ?? '');
  if (hand !== null) await expect(page.getByTestId('hand')).toHaveText(hand);
  // The log is told again from the record: the same lines, not "Game continued".
  await expect(page.getByTestId('game-log').locator('li')).toHaveText(log);

  // Save game as…: the web build downloads the record.
  const download = page.waitForEvent('download');
  await page.getByTestId('table-save-as').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Pip Zero \d{4}-\d\d-\d\d \d\d\.\d\d\.pipfall$/);
  const saved = JSON.parse(readFileSync(await file.path(), 'utf8')) as { format: string; game: string; seats: unknown[] };
  expect(saved).toMatchObject({ format: 'pipfall-record', game: 'zero' });
  expect(saved.seats).toHaveLength(2);

  // A foreign file: a clear message, and the menu stays as it was.
  await page.getByTestId('table-menu').click();
  await expect(page.getByTestId('screen-menu')).toBeVisible();
  await page.getByTestId('saves-file').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": "world"}') });
  // The refusal shows by the Load button, in one sentence, not in the Continue list.
  await expect(page.getByTestId('load-problem')).toHaveText('This file is not a saved PipFall game.');
  await expect(page.getByTestId('continue-problem')).toHaveCount(0);
  await page.getByTestId('saves-file').setInputFiles({ name: 'cut.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "pipf') });
  await expect(page.getByTestId('load-problem')).toHaveText('This file is not a saved PipFall game: it is not a game file, or it was cut short.');
  await expect(page.getByTestId('screen-menu')).toBeVisible();
  await expect(list.getByRole('button', { name: /Continue Pip Zero/ })).toHaveCount(1);

  // The downloaded file loads and shows the same boards.
  await page.getByTestId('saves-file').setInputFiles(await file.path());
  await expect(page.getByTestId('screen-table')).toBeVisible();
  expect(await nextPrompt(page)).toBe(prompt);
  await expect(mirror).toHaveText(before ?? '');
  // The loaded copy is the same game at the same point as the one under Continue: listed once (issue 50).
  await page.getByTestId('table-menu').click();
  await expect(list.getByRole('button', { name: /Continue Pip Zero/ })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a hot-seat game continues behind the hand-off, showing no hand until then', async ({ page }) => {
  await startGame(page, { seats: ['human', 'human'], seed: 3 });
  expect(await nextPrompt(page)).toBe('program');
  await programByClicks(page); // Player 1 programs; Player 2 is next
  await expect(page.getByTestId('handoff')).toBeVisible();
  await page.getByTestId('handoff-continue').click();
  const hand2 = await page.getByTestId('hand').textContent();

  await page.reload();
  await page
    .getByTestId('continue-list')
    .getByRole('button', { name: /Continue Pip Zero/ })
    .click();
  await expect(page.getByTestId('handoff')).toBeVisible();
  await expect(page.getByTestId('handoff')).toContainText('Player 2');
  await expect(page.getByTestId('hand')).toHaveCount(0);
  await page.getByTestId('handoff-continue').click();
  await expect(page.getByTestId('hand')).toHaveText(hand2 ?? '');
  await expect(page.getByTestId('screen-seat')).toContainText('Player 2');
});

test('the hand-off can be left for the menu (Escape or Main menu), and Continue brings it back behind the same cover', async ({ page }) => {
  await startGame(page, { seats: ['human', 'human'], seed: 3 });
  expect(await nextPrompt(page)).toBe('program');
  await programByClicks(page); // Player 1 programs; the screen goes to Player 2
  await expect(page.getByTestId('handoff')).toContainText('Pass to Player 2');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('screen-menu')).toBeVisible();

  const again = page.getByTestId('continue-list').getByRole('button', { name: /Continue Pip Zero/ });
  await again.click();
  await expect(page.getByTestId('handoff')).toContainText('Pass to Player 2');
  await expect(page.getByTestId('hand')).toHaveCount(0);
  await page.getByTestId('handoff-leave').click();
  await expect(page.getByTestId('screen-menu')).toBeVisible();
  await expect(page.getByTestId('continue-list').getByRole('button', { name: /Continue Pip Zero/ })).toHaveCount(1);

  await again.click();
  await page.getByTestId('handoff-continue').click();
  await expect(page.getByTestId('screen-seat')).toContainText('Player 2');
  await expect(page.getByTestId('hand')).toBeVisible();
});
