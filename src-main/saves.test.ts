import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRecord } from '../src-shared/contract/record';
import { recordKey } from '../src-shared/record-key';
import { createHost } from '../src-engine/host/host';
import type { GameOpenedResult, Response } from '../src-shared/contract/protocol';
import { GameKeeper, type KeeperPush } from '../src-shared/keeper';
import { nodeAtomicFs, sweepTempFiles, writeFileAtomic, type AtomicFs } from './atomic';
import { firstMovesRecord, TOSS_RECORD } from '../src-engine/host/testkit';
import { SAVES_CONTINUE_CHANNEL } from '../src-shared/contract/channels';
import { createIpcHandlers } from './ipc';
import { SaveStore } from './saves';
import { SettingsFile } from './settings-file';
import { engineCheck, fixedCheck } from './testkit';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'pipfall-saves-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A Pip Zero record with `n` legal actions (first legal action of the first seat to act). */
function zeroRecord(n: number): GameRecord {
  return firstMovesRecord('zero', { seats: 2 }, 11, n);
}

describe('writeFileAtomic', () => {
  it('replaces the file whole and leaves no temp files', () => {
    const d = tempDir();
    const p = join(d, 'sub', 'a.json');
    writeFileAtomic(p, '{"a":1}');
    writeFileAtomic(p, '{"a":2}');
    expect(readFileSync(p, 'utf8')).toBe('{"a":2}');
    expect(readdirSync(join(d, 'sub'))).toEqual(['a.json']);
  });
});

describe('SaveStore', () => {
  const seats = [{ kind: 'human' as const }, { kind: 'ai' as const, level: 'greedy' }];
  const t = new Date('2030-01-02T03:04:05.006Z');

  it('lists a good save next to truncated, foreign, empty and unreplayable ones, and quarantines only the bad ones', async () => {
    const d = tempDir();
    const store = new SaveStore(d, engineCheck(), () => t);
    store.write('good', zeroRecord(3), seats);
    const goodText = readFileSync(join(d, 'good.json'), 'utf8');
    writeFileSync(join(d, 'truncated.json'), goodText.slice(0, goodText.length / 2));
    writeFileSync(join(d, 'foreign.json'), JSON.stringify({ name: 'some other app', version: 3 }));
    writeFileSync(join(d, 'empty.json'), '');
    const refused = zeroRecord(3);
    writeFileSync(join(d, 'refused.json'), JSON.stringify({ ...refused, actions: [...refused.actions, refused.actions[0]] }));
    writeFileSync(join(d, 'notes.txt'), 'not a save');

    const { saves, problems } = await store.list();
    expect(saves).toEqual([{ saveId: 'good', game: 'zero', options: { seats: 2 }, seats, moves: 3, savedAt: t.toISOString(), key: recordKey(zeroRecord(3)) }]);
    const byFile = Object.fromEntries(problems.map((p) => [p.file, p]));
    expect(Object.keys(byFile).sort()).toEqual(['empty.json', 'foreign.json', 'refused.json', 'truncated.json']);
    expect(byFile['truncated.json']!.message).toMatch(/cut short or is not JSON/);
    expect(byFile['foreign.json']!.message).toMatch(/not a PipFall game record/);
    expect(byFile['refused.json']!.message).toMatch(/cannot be replayed .*action 3/);
    expect(byFile['empty.json']!.message).toMatch(/empty/);
    // Moved, not deleted: every bad file's bytes are in the quarantine folder.
    for (const p of problems) {
      expect(existsSync(p.movedTo!)).toBe(true);
      expect(p.movedTo).toMatch(/quarantine[\\/].+\.corrupt-2030-01-02T03-04-05-006Z\.json$/);
    }
    expect(readdirSync(d).sort()).toEqual(['good.json', 'notes.txt', 'quarantine']);
    // The good save still reads after the clean-up.
    const again = store.read('good');
    expect(again.ok && again.value.record.actions.length).toBe(3);
    expect((await store.list()).problems).toEqual([]);
  });

  it('lists a toss save: the engine replays it through the physics, main does not', async () => {
    const d = tempDir();
    const store = new SaveStore(d, engineCheck(), () => t);
    store.write('toss', TOSS_RECORD, seats);
    expect(await store.list()).toEqual({ saves: [expect.objectContaining({ saveId: 'toss', game: 'toss', moves: 8 })], problems: [] });
  });

  it('Continue sets a save aside when the engine refuses its record as it resumes it, and keeps one it cannot open for another reason', async () => {
    const d = tempDir();
    const store = new SaveStore(d, engineCheck(), () => t);
    const host = createHost(() => {}, { nextSeed: () => 1 });
    let id = 0;
    const keeper = new GameKeeper(
      { request: (body) => host.handle({ ...body, id: ++id }), retry: () => {} },
      { sink: { save: () => {}, finished: () => {} }, newSaveId: () => 'n', push: () => {} },
    );
    const handlers = createIpcHandlers({ keeper, saves: store, settings: new SettingsFile(tempDir()), dialogs: { savePath: async () => null, openPath: async () => null } });
    const rec = zeroRecord(3);
    store.write('refused', { ...rec, actions: [...rec.actions, rec.actions[0]] }, seats);
    store.write('nobot', rec, [{ kind: 'human' }, { kind: 'ai', level: 'grandmaster' }]);
    expect(await handlers[SAVES_CONTINUE_CHANNEL]!('refused')).toMatchObject({
      ok: false,
      error: 'ERR_SAVE',
      message: expect.stringMatching(/record action 3 refused.*quarantine/),
    });
    expect(await handlers[SAVES_CONTINUE_CHANNEL]!('nobot')).toMatchObject({ ok: false, error: 'ERR_BOT' });
    expect(readdirSync(d).sort()).toEqual(['nobot.json', 'quarantine']);
    expect(readdirSync(join(d, 'quarantine'))).toEqual([expect.stringMatching(/^refused\.corrupt-/)]);
  });

  it('accepts a save and an imported file that begin with a UTF-8 byte-order mark (issue 8)', async () => {
    const d = tempDir();
    const store = new SaveStore(d, engineCheck(), () => t);
    const text = `\uFEFF${JSON.stringify({ ...zeroRecord(2), seats, savedAt: t.toISOString() })}`;
    writeFileSync(join(d, 'bom.json'), text, 'utf8');
    expect(await store.list()).toEqual({ saves: [expect.objectContaining({ saveId: 'bom', moves: 2 })], problems: [] });
    expect(await store.importText(text, 'imp')).toMatchObject({ ok: true, value: { saveId: 'imp', moves: 2 } });
  });

  it('quotes at most a short, escaped excerpt of bad input in what it tells the player (issue 8)', async () => {
    const d = tempDir();
    const store = new SaveStore(d, engineCheck(), () => t);
    const rec = zeroRecord(1);
    const key = `k${'\u202e\n'.repeat(3)}${'x'.repeat(1_000_000)}`;
    const bad = { ...rec, actions: [{ ...(rec.actions[0] as object), [key]: 1 }] };
    const r = await store.importText(JSON.stringify(bad), 'imp');
    expect(r).toMatchObject({ ok: false, message: expect.stringMatching(/cannot be replayed/) });
    if (r.ok) return;
    expect(r.message.length).toBeLessThan(400);
    expect(r.message).not.toMatch(/[\u202e\n]/);
    expect(r.message).toContain('\\u202e');
  });

  it('does not list finished games, and removes a save', async () => {
    const d = tempDir();
    const store = new SaveStore(d, fixedCheck({ kind: 'ok', check: { game: 'zero', finished: true, seats: 2, moves: 0 } }));
    store.write('done', zeroRecord(0), seats);
    expect((await store.list()).saves).toEqual([]);
    store.remove('done');
    expect(readdirSync(d)).toEqual([]);
  });

  it('gives CLI records (no seats) default seats, refuses bad imports and never touches path-like ids', async () => {
    const d = tempDir();
    const store = new SaveStore(d, engineCheck(), () => t);
    const imported = await store.importText(JSON.stringify(zeroRecord(2)), 'imp1');
    expect(imported).toMatchObject({ ok: true, value: { saveId: 'imp1', moves: 2, seats } });
    expect(await store.importText('{"format":"pipfall-record"', 'imp2')).toMatchObject({
      ok: false,
      error: 'ERR_SAVE_JSON',
      message: expect.stringMatching(/not a PipFall game that can be loaded/),
    });
    // Each kind of bad file has its own code, which the page words for the player.
    expect(await store.importText('{"hello":"world"}', 'imp2')).toMatchObject({ ok: false, error: 'ERR_SAVE_FOREIGN' });
    expect(await store.importText(JSON.stringify({ ...zeroRecord(2), seed: 'x' }), 'imp2')).toMatchObject({ ok: false, error: 'ERR_SAVE_DAMAGED' });
    expect(existsSync(join(d, 'imp2.json'))).toBe(false);
    expect(() => store.read('../etc/passwd')).toThrow(/not a save id/);
  });
});

describe('sweepTempFiles', () => {
  it('removes only the temp files interrupted writes leave, and counts them', () => {
    const d = tempDir();
    writeFileSync(join(d, '.good.json.123.0a1b2c3d.tmp'), 'half a save');
    writeFileSync(join(d, '.other.json.9.ffffffff.tmp'), '');
    writeFileSync(join(d, 'good.json'), '{}');
    writeFileSync(join(d, '.good.json.tmp'), 'not our pattern');
    writeFileSync(join(d, 'good.json.123.0a1b2c3d.tmp'), 'no leading dot: not ours');
    expect(sweepTempFiles(d)).toEqual({ files: 2, bytes: 'half a save'.length });
    expect(readdirSync(d).sort()).toEqual(['.good.json.tmp', 'good.json', 'good.json.123.0a1b2c3d.tmp']);
    expect(sweepTempFiles(join(d, 'missing'))).toEqual({ files: 0, bytes: 0 });
  });
});

describe('autosave on a disk that fills up (issue 8, defect 1)', () => {
  it('tells the page the save failed, keeps the game open and the old save intact, and catches up once the disk has room', async () => {
    const d = tempDir();
    let full = false;
    const fs: AtomicFs = {
      ...nodeAtomicFs,
      writeSync: (fd, b, o, l) => {
        if (!full) return nodeAtomicFs.writeSync(fd, b, o, l);
        if (o > 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        return nodeAtomicFs.writeSync(fd, b, o, Math.min(l, 64)); // a short write, then the disk is full
      },
    };
    const store = new SaveStore(d, fixedCheck({ kind: 'unknown', message: 'not asked' }), () => new Date(), fs);
    const host = createHost(() => {}, { nextSeed: () => 1 });
    let id = 0;
    const pushes: KeeperPush[] = [];
    const keeper = new GameKeeper(
      { request: (body) => host.handle({ ...body, id: ++id }), retry: () => {} },
      {
        sink: { save: (g) => store.write(g.saveId, g.record, g.seats), finished: (g) => store.remove(g.saveId) },
        newSaveId: () => 'game1',
        push: (p) => pushes.push(p),
      },
    );
    const ok = async <T>(p: Promise<Response>): Promise<T> => {
      const r = await p;
      if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
      return r.result as T;
    };
    const g = await ok<GameOpenedResult>(keeper.request({ type: 'newGame', game: 'zero', options: {}, seed: 5, seats: [{ kind: 'ai', level: 'random' }] }));
    await ok(keeper.request({ type: 'aiStep', gameId: g.gameId }));
    const good = readFileSync(join(d, 'game1.json'), 'utf8');
    full = true;
    await ok(keeper.request({ type: 'aiStep', gameId: g.gameId }));
    await ok(keeper.request({ type: 'aiStep', gameId: g.gameId }));
    expect(pushes.filter((p) => p.push === 'saveFailed')).toEqual([
      { push: 'saveFailed', gameId: g.gameId, saveId: 'game1', reason: 'the disk is full', code: 'ENOSPC' },
      { push: 'saveFailed', gameId: g.gameId, saveId: 'game1', reason: 'the disk is full', code: 'ENOSPC' },
    ]);
    expect(readFileSync(join(d, 'game1.json'), 'utf8')).toBe(good);
    expect(readdirSync(d)).toEqual(['game1.json']);
    expect(keeper.kept(g.gameId)?.record.actions).toHaveLength(3); // the game is still open, in memory
    full = false;
    await ok(keeper.request({ type: 'aiStep', gameId: g.gameId }));
    expect(pushes.at(-1)).toEqual({ push: 'saveRestored', gameId: g.gameId, saveId: 'game1' });
    const read = store.read('game1');
    expect(read.ok && read.value.record.actions).toEqual(keeper.kept(g.gameId)?.record.actions);
    expect(read.ok && read.value.record.actions.length).toBe(4);
  });

  /** A store on a disk that is full while `disk.full` holds, and a keeper over an in-process engine writing to it. */
  function fullDiskKeeper(retrySavesMs: number) {
    const d = tempDir();
    const disk = { full: false };
    const fs: AtomicFs = {
      ...nodeAtomicFs,
      writeSync: (fd, b, o, l) => {
        if (!disk.full) return nodeAtomicFs.writeSync(fd, b, o, l);
        if (o > 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        return nodeAtomicFs.writeSync(fd, b, o, Math.min(l, 64));
      },
    };
    const store = new SaveStore(d, fixedCheck({ kind: 'unknown', message: 'not asked' }), () => new Date(), fs);
    const host = createHost(() => {}, { nextSeed: () => 1 });
    let id = 0;
    let n = 0;
    const pushes: KeeperPush[] = [];
    const keeper = new GameKeeper(
      { request: (body) => host.handle({ ...body, id: ++id }), retry: () => {} },
      {
        sink: { save: (g) => store.write(g.saveId, g.record, g.seats), finished: (g) => store.remove(g.saveId) },
        newSaveId: () => `game${++n}`,
        push: (p) => pushes.push(p),
        retrySavesMs,
      },
    );
    const ok = async <T>(p: Promise<Response>): Promise<T> => {
      const r = await p;
      if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
      return r.result as T;
    };
    const solo = (seed: number) => ok<GameOpenedResult>(keeper.request({ type: 'newGame', game: 'zero', options: {}, seed, seats: [{ kind: 'ai', level: 'random' }] }));
    const moves = (saveId: string): number => {
      const r = store.read(saveId);
      return r.ok ? r.value.record.actions.length : -1;
    };
    return { store, keeper, disk, pushes, ok, solo, moves };
  }

  it('a game left while the disk is full is written once the disk has room, without another move, and Continue before that opens it as it was left', async () => {
    const { keeper, disk, pushes, ok, solo, moves, store } = fullDiskKeeper(30);
    const g = await solo(5);
    await ok(keeper.request({ type: 'aiStep', gameId: g.gameId }));
    disk.full = true;
    await ok(keeper.request({ type: 'aiStep', gameId: g.gameId }));
    await ok(keeper.request({ type: 'aiStep', gameId: g.gameId }));
    const left = keeper.kept(g.gameId)!.record;
    await keeper.request({ type: 'close', gameId: g.gameId });
    expect(moves('game1')).toBe(1); // the disk still has the last good save
    // Continue while the disk is still full: the keeper's newer record wins over the stale file.
    const stale = store.read('game1');
    const again = await ok<GameOpenedResult>(keeper.resumeSave('game1', stale.ok ? stale.value.record : null, [{ kind: 'ai', level: 'random' }]));
    expect(keeper.kept(again.gameId)?.record).toEqual(left);
    await keeper.request({ type: 'close', gameId: again.gameId });
    // The timer tries again while the disk is full (no new notice each time), then it has room.
    await new Promise((r) => setTimeout(r, 100));
    expect(moves('game1')).toBe(1);
    const told = pushes.filter((p) => p.push === 'saveFailed').length;
    await new Promise((r) => setTimeout(r, 100));
    expect(pushes.filter((p) => p.push === 'saveFailed').length).toBe(told);
    disk.full = false;
    await new Promise((r) => setTimeout(r, 100));
    expect(moves('game1')).toBe(left.actions.length);
    expect(pushes.at(-1)).toEqual({ push: 'saveRestored', gameId: again.gameId, saveId: 'game1' });
    keeper.dispose();
  });

  it("another game's save that succeeds writes the failed one at once: the disk has room again", async () => {
    const { keeper, disk, pushes, ok, solo, moves } = fullDiskKeeper(60_000);
    const a = await solo(5);
    const b = await solo(6);
    disk.full = true;
    await ok(keeper.request({ type: 'aiStep', gameId: a.gameId }));
    await ok(keeper.request({ type: 'aiStep', gameId: a.gameId }));
    expect(moves('game1')).toBe(0);
    disk.full = false;
    await ok(keeper.request({ type: 'aiStep', gameId: b.gameId }));
    await keeper.retryFailedSaves(); // already under way: waits for it
    expect(moves('game1')).toBe(2);
    expect(pushes.filter((p) => p.push === 'saveRestored')).toEqual([{ push: 'saveRestored', gameId: a.gameId, saveId: 'game1' }]);
    keeper.dispose();
  });
});
