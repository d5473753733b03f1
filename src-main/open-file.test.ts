/**
 * Game files opened from the desktop, through every path that can be driven without the Electron
 * binary: the command line of a first launch (packaged and not), a second launch's command line
 * (what `second-instance` hands main), a file dropped onto the window, and the import they share
 * with Load a game…, which refuses a bad file with the very sentence Load gives.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DialogOutcome, SaveSummary } from '../src-shared/api';
import { SAVES_IMPORT_CHANNEL } from '../src-shared/contract/channels';
import { newRecord } from '../src-shared/contract/record';
import { createHost } from '../src-engine/host/host';
import { GameKeeper } from '../src-shared/keeper';
import { createIpcHandlers, importGameFile } from './ipc';
import { droppedFileHandler, FileOpener, gameFileFromArgs } from './open-file';
import { SaveStore } from './saves';
import { SettingsFile } from './settings-file';
import { engineCheck } from './testkit';

const root = mkdtempSync(join(tmpdir(), 'pipfall-open-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const dir = (): string => mkdtempSync(join(root, `d${++n}-`));

/** A keeper over an in-process engine host, and a saves folder. */
function world() {
  const host = createHost(() => {}, { nextSeed: () => 1 });
  let id = 0;
  const keeper = new GameKeeper(
    { request: (body) => host.handle({ ...body, id: ++id }), retry: () => {} },
    { sink: { save: () => {}, finished: () => {} }, newSaveId: () => `s${++id}`, push: () => {} },
  );
  const savesDir = dir();
  return { keeper, saves: new SaveStore(savesDir, engineCheck()), savesDir };
}

const seats = [{ kind: 'human' as const }, { kind: 'ai' as const, level: 'random' }];

describe('game files opened from the desktop', () => {
  it('finds the game file on a command line, packaged or not, relative to where the command ran', () => {
    expect(gameFileFromArgs(['/opt/PipFall/pipfall', 'game.pipfall'], '/home/ana', true)).toBe(resolve('/home/ana', 'game.pipfall'));
    expect(gameFileFromArgs(['/opt/PipFall/pipfall', '--no-sandbox', '/tmp/Old Save.JSON'], '/', true)).toBe('/tmp/Old Save.JSON');
    // Unpackaged, the app's folder comes second ("electron . game.pipfall").
    expect(gameFileFromArgs(['/usr/bin/electron', '.', 'x.pipfall'], '/w', false)).toBe(resolve('/w', 'x.pipfall'));
    expect(gameFileFromArgs(['/usr/bin/electron', 'app.pipfall'], '/w', false)).toBeNull();
    // Switches, other files and nothing at all open nothing.
    expect(gameFileFromArgs(['/opt/PipFall/pipfall', '--inspect=game.pipfall', 'notes.txt'], '/', true)).toBeNull();
    expect(gameFileFromArgs(['/opt/PipFall/pipfall'], '/', true)).toBeNull();
  });

  it('a double-clicked game file (first launch or a second one) waits for the page, is imported as Load imports, and joins the recent documents', async () => {
    const w = world();
    const files = dir();
    const good = join(files, 'Pip Zero.pipfall');
    writeFileSync(good, JSON.stringify({ ...newRecord('zero', { seats: 2 }, 5), seats }));
    const delivered: DialogOutcome<SaveSummary>[] = [];
    const recent: string[] = [];
    const opener = new FileOpener({ importFile: (p) => importGameFile(p, w.saves, w.keeper), deliver: (o) => delivered.push(o), remember: (p) => recent.push(p) });
    // The first launch's command line, before the page listens.
    opener.open(gameFileFromArgs(['/opt/PipFall/pipfall', 'Pip Zero.pipfall'], files, true)!);
    await opener.settled();
    expect(delivered).toEqual([]);
    opener.pageReady();
    await opener.settled();
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ ok: true, value: { game: 'zero', seats } });
    expect(recent).toEqual([good]);
    expect(readdirSync(w.savesDir)).toHaveLength(1);
    // A second launch while the app runs hands main its command line: the same way in.
    opener.open(gameFileFromArgs(['C:\\PipFall\\PipFall.exe', good], 'C:\\', true)!);
    await opener.settled();
    expect(delivered.map((d) => d.ok)).toEqual([true, true]);
  });

  it('refuses a bad file with the sentence and code Load a game… gives, and keeps nothing', async () => {
    const w = world();
    const files = dir();
    const cases: [string, string][] = [
      ['cut.pipfall', '{"format": "pipf'],
      ['notes.pipfall', '{"hello": "world"}'],
    ];
    for (const [name, text] of cases) {
      const path = join(files, name);
      writeFileSync(path, text);
      const viaLoad = await createIpcHandlers({
        keeper: w.keeper,
        saves: w.saves,
        settings: new SettingsFile(dir()),
        dialogs: { savePath: async () => null, openPath: async () => path },
      })[SAVES_IMPORT_CHANNEL]!(undefined);
      const delivered: DialogOutcome<SaveSummary>[] = [];
      const recent: string[] = [];
      const opener = new FileOpener({ importFile: (p) => importGameFile(p, w.saves, w.keeper), deliver: (o) => delivered.push(o), remember: (p) => recent.push(p) });
      opener.pageReady();
      opener.open(path);
      await opener.settled();
      expect(delivered).toEqual([viaLoad]);
      expect(viaLoad).toMatchObject({ ok: false, canceled: false, code: expect.stringMatching(/^ERR_/) });
      expect(recent).toEqual([]);
    }
    expect(readdirSync(w.savesDir)).toEqual([]);
  });

  it('a file dropped onto the window opens only as the absolute path of a game file', () => {
    const opened: string[] = [];
    const drop = droppedFileHandler({ open: (p) => opened.push(p) });
    expect(drop('/home/ana/game.pipfall')).toEqual({ ok: true });
    for (const bad of ['game.pipfall', '/etc/passwd', '/x/a.pipfall\0.txt', 42, null, `/${'a'.repeat(5000)}.pipfall`]) expect(drop(bad).ok).toBe(false);
    expect(opened).toEqual(['/home/ana/game.pipfall']);
  });
});
