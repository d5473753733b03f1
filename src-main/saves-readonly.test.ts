/**
 * One damaged save that cannot be moved must not hide the others (issue 51: on a read-only
 * folder, or with a file an antivirus holds, the move to quarantine threw and the Continue list
 * showed nothing). Also files in our folders that are not regular files, or too large.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_RECORD_FILE, newRecord } from '../src-shared/contract/record';
import { createHost } from '../src-engine/host/host';
import { GameKeeper } from '../src-shared/keeper';
import { SAVES_CONTINUE_CHANNEL, SAVES_IMPORT_CHANNEL, SAVES_LIST_CHANNEL } from '../src-shared/contract/channels';
import type { Response } from '../src-shared/contract/protocol';
import { createIpcHandlers } from './ipc';
import { PastGamesStore } from './past-games';
import { SaveStore } from './saves';
import { SettingsFile } from './settings-file';
import { engineCheck, faultyDisk } from './testkit';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'pipfall-ro-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const seats = [{ kind: 'human' as const }, { kind: 'ai' as const, level: 'random' }];
const zero = newRecord('zero', { seats: 2 }, 5);

describe('a saves folder that turned read-only', () => {
  it('lists the good saves and leaves the damaged one where it is, saying so', async () => {
    const d = tempDir();
    const disk = faultyDisk();
    const store = new SaveStore(d, engineCheck(), () => new Date('2030-01-01T00:00:00Z'), disk.fs);
    store.write('good', zero, seats);
    writeFileSync(join(d, 'broken.json'), '{"format": "pipfall-rec');
    store.write('refused', { ...zero, actions: [{ seat: 0, type: 'nonsense' }] }, seats);
    disk.faults.readOnly = true;
    const { saves, problems } = await store.list();
    expect(saves.map((s) => s.saveId)).toEqual(['good']);
    expect(problems.map((p) => [p.file, p.kind, p.movedTo])).toEqual(
      expect.arrayContaining([
        ['broken.json', 'leftInPlace', null],
        ['refused.json', 'leftInPlace', null],
      ]),
    );
    expect(problems[0]!.message).toMatch(/could not be moved to the quarantine folder \(the disk is read-only\), so it was left where it is/);
    expect(readdirSync(d).sort()).toEqual(['broken.json', 'good.json', 'refused.json']);
    // Writable again: the next look moves them.
    disk.faults.readOnly = false;
    expect((await store.list()).problems.map((p) => p.kind)).toEqual(['setAside', 'setAside']);
    expect(readdirSync(d).sort()).toEqual(['good.json', 'quarantine']);
  });

  it('answers the page on the list and Continue channels instead of throwing, also for a save the engine refuses', async () => {
    const d = tempDir();
    const disk = faultyDisk();
    const store = new SaveStore(d, engineCheck(), () => new Date(), disk.fs);
    store.write('refused', { ...zero, actions: [{ seat: 0, type: 'nonsense' }] }, seats);
    store.write('good', zero, seats);
    disk.faults.readOnly = true;
    const host = createHost(() => {}, { nextSeed: () => 1 });
    let id = 0;
    const keeper = new GameKeeper(
      { request: (body) => host.handle({ ...body, id: ++id }), retry: () => {} },
      { sink: { save: () => {}, finished: () => {} }, newSaveId: () => 'x', push: () => {} },
    );
    const h = createIpcHandlers({ keeper, saves: store, settings: new SettingsFile(tempDir()), dialogs: { savePath: async () => null, openPath: async () => null } });
    expect(((await h[SAVES_LIST_CHANNEL]!(undefined)) as { saves: unknown[] }).saves).toHaveLength(1);
    expect((await h[SAVES_CONTINUE_CHANNEL]!('refused')) as Response).toMatchObject({ ok: false, error: 'ERR_SAVE', message: expect.stringMatching(/left where it is/) });
    expect(existsSync(join(d, 'refused.json'))).toBe(true);
  });
});

describe('a Past games folder that turned read-only', () => {
  it('Delete answers that it could not, and the game stays listed', async () => {
    const { pastGamesHandlers } = await import('./past-games-ipc');
    const { PAST_DELETE_CHANNEL } = await import('../src-shared/contract/channels');
    const disk = faultyDisk();
    const past = new PastGamesStore(tempDir(), () => new Date(), disk.fs);
    const id = past.add(zero, seats, { winners: [0], reason: 'cleared' });
    disk.faults.readOnly = true;
    const keeper = new GameKeeper(
      { request: async () => ({ id: -1, ok: false, error: 'ERR_HOST', message: 'no engine' }), retry: () => {} },
      { sink: { save: () => {}, finished: () => {} }, newSaveId: () => 'x', push: () => {} },
    );
    const h = pastGamesHandlers({ keeper, past, dialogs: { savePath: async () => null, openPath: async () => null } });
    expect(await h[PAST_DELETE_CHANNEL]!(id)).toEqual({ ok: false });
    expect(past.list().map((r) => r.id)).toEqual([id]);
  });
});

describe('files in our folders that are not ordinary records', () => {
  it.skipIf(process.platform === 'win32')('a FIFO or a /dev/zero link among the saves is set aside at once, and the others are listed', { timeout: 10_000 }, async () => {
    const d = tempDir();
    const store = new SaveStore(d, engineCheck(), () => new Date());
    store.write('good', zero, seats);
    execFileSync('mkfifo', [join(d, 'fifo.json')]);
    symlinkSync('/dev/zero', join(d, 'zero.json'));
    const { saves, problems } = await store.list();
    expect(saves.map((s) => s.saveId)).toEqual(['good']);
    expect(problems.map((p) => [p.file, p.kind]).sort()).toEqual([
      ['fifo.json', 'setAside'],
      ['zero.json', 'setAside'],
    ]);
    expect(problems[0]!.message).toMatch(/not a regular file/);
  });

  it.skipIf(process.platform === 'win32')(
    '"Load a game…" on a FIFO or a /dev/zero link named game.json answers at once with a sentence and loads nothing',
    { timeout: 10_000 },
    async () => {
      const d = tempDir();
      const saves = tempDir();
      execFileSync('mkfifo', [join(d, 'fifo.json')]);
      symlinkSync('/dev/zero', join(d, 'game.json'));
      writeFileSync(join(d, 'big.json'), ' '.repeat(MAX_RECORD_FILE + 1));
      const host = createHost(() => {}, { nextSeed: () => 1 });
      let id = 0;
      const keeper = new GameKeeper(
        { request: (body) => host.handle({ ...body, id: ++id }), retry: () => {} },
        { sink: { save: () => {}, finished: () => {} }, newSaveId: () => 'x', push: () => {} },
      );
      let picked = '';
      const h = createIpcHandlers({
        keeper,
        saves: new SaveStore(saves, engineCheck()),
        settings: new SettingsFile(tempDir()),
        dialogs: { savePath: async () => null, openPath: async () => picked },
      });
      for (const [name, code] of [
        ['fifo.json', 'ERR_FILE_SPECIAL'],
        ['game.json', 'ERR_FILE_SPECIAL'],
        ['big.json', 'ERR_FILE_LARGE'],
      ] as const) {
        picked = join(d, name);
        expect(await h[SAVES_IMPORT_CHANNEL]!(undefined)).toMatchObject({ ok: false, canceled: false, code, message: expect.any(String) });
      }
      expect(readdirSync(saves)).toEqual([]);
    },
  );

  it('a past game over the size limit is not read, however well it parses (a 60 MB file cost 151 MB at every listing)', () => {
    const d = tempDir();
    const past = new PastGamesStore(d, () => new Date('2030-01-01T00:00:00Z'));
    const id = past.add(zero, seats, { winners: [0], reason: 'cleared' });
    const big = past.add(zero, seats, { winners: [0], reason: 'cleared' });
    // Valid JSON, padded with spaces past the 4 MB a record may hold.
    writeFileSync(join(d, `${big}.json`), `${JSON.stringify(past.read(big))}${' '.repeat(MAX_RECORD_FILE)}`);
    expect(past.list().map((r) => r.id)).toEqual([id]);
    expect(past.read(big)).toBeNull();
  });
});
