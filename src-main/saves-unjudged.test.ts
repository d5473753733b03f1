/**
 * A save is set aside only when the engine says its record is bad, never because the engine
 * could not judge it (issue 51: with toss's physics failed in main, every toss save went to
 * quarantine as damaged). Engines that cannot judge: stand-in answers of every kind, a keeper
 * whose engine was given up, and the real engine host with its WebAssembly refusing to load.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHost } from '../src-engine/host/host';
import { TOSS_RECORD } from '../src-engine/host/testkit';
import { SAVES_CONTINUE_CHANNEL, SAVES_IMPORT_CHANNEL, SAVES_LIST_CHANNEL } from '../src-shared/contract/channels';
import type { Response } from '../src-shared/contract/protocol';
import { newRecord, type GameRecord } from '../src-shared/contract/record';
import { GameKeeper } from '../src-shared/keeper';
import { checkWithin, recordVerdict, type RecordVerdict } from '../src-shared/record-check';
import { EngineRelay, type EngineChild } from '../src-shared/relay';
import { createIpcHandlers } from './ipc';
import { SaveStore, type SaveCheck } from './saves';
import { SettingsFile } from './settings-file';
import { fixedCheck } from './testkit';

// The physics' WebAssembly never loads here, as on the machine of issue 51.
vi.mock('@dimforge/rapier3d-compat', () => ({ default: { init: () => Promise.reject(new Error('no WebAssembly here')) } }));

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'pipfall-unjudged-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const seats = [{ kind: 'human' as const }, { kind: 'ai' as const, level: 'random' }];
const zero: GameRecord = newRecord('zero', { seats: 2 }, 5);

/** A folder with a toss save, a Pip Zero save and a CLI record (no seats), as the keeper and a player leave them. */
function folder(check: SaveCheck): { dir: string; store: SaveStore } {
  const dir = tempDir();
  const store = new SaveStore(dir, check, () => new Date('2030-01-01T00:00:00Z'));
  store.write('toss1', TOSS_RECORD, seats);
  store.write('zero1', zero, seats);
  writeFileSync(join(dir, 'cli1.json'), JSON.stringify(zero));
  return { dir, store };
}

/** What an engine that cannot judge may answer, each read as `recordVerdict` reads it (or thrown, or never). */
const cannotJudge: [string, SaveCheck][] = [
  ...(
    [
      ['ERR_ENGINE_DOWN', 'the game engine keeps stopping'],
      ['ERR_HOST', 'the engine stopped (exit code 1)'],
      ['ERR_NOT_READY', "the games' start-up failed"],
      ['ERR_UNKNOWN_GAME', 'not implemented yet'],
      ['ERR_MESSAGE', 'malformed request: type: invalid'],
    ] as const
  ).map(([error, message]): [string, SaveCheck] => [error, () => Promise.resolve(recordVerdict({ id: 1, ok: false, error, message }))]),
  ['a malformed answer', () => Promise.resolve(recordVerdict({ id: 1, ok: true, result: { finished: 'yes' } }))],
  ['a throw', (r) => checkWithin(() => Promise.reject(new Error(`cannot post ${r.game}`)))],
  ['no answer at all', () => checkWithin(() => new Promise<Response>(() => {}), 20)],
];

describe('saves the engine could not judge', () => {
  it.each(cannotJudge)('%s: every save is kept where it is and listed, none is quarantined', async (_what, check) => {
    const { dir, store } = folder(check);
    const { saves, problems } = await store.list();
    expect(problems).toEqual([]);
    expect(saves.map((s) => [s.saveId, s.game, s.moves]).sort()).toEqual([
      ['cli1', 'zero', 0],
      ['toss1', 'toss', 8],
      ['zero1', 'zero', 0],
    ]);
    // The CLI record's seats come from its options (you and greedy computers), as when it is judged.
    expect(saves.find((s) => s.saveId === 'cli1')?.seats).toEqual([{ kind: 'human' }, { kind: 'ai', level: 'greedy' }]);
    expect(readdirSync(dir).sort()).toEqual(['cli1.json', 'toss1.json', 'zero1.json']);
  });

  it('a record without seats and without a seat count in its options is left alone, unlisted, until it can be judged', async () => {
    const dir = tempDir();
    const store = new SaveStore(dir, fixedCheck({ kind: 'unknown', message: 'down' }));
    writeFileSync(join(dir, 'odd.json'), JSON.stringify({ ...zero, options: {} }));
    expect(await store.list()).toEqual({ saves: [], problems: [] });
    expect(readdirSync(dir)).toEqual(['odd.json']);
  });

  it('loading a file the engine could not check changes nothing and says so', async () => {
    const dir = tempDir();
    const store = new SaveStore(dir, fixedCheck({ kind: 'unknown', message: 'down' }));
    expect(await store.importText(JSON.stringify({ ...TOSS_RECORD, seats }), 'imp')).toMatchObject({ ok: false, error: 'ERR_SAVE_UNCHECKED' });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('only a refusal of the record by the engine quarantines a save', async () => {
    const refused: RecordVerdict = recordVerdict({ id: 1, ok: false, error: 'ERR_RECORD', message: 'record action 3 refused' });
    const { dir, store } = folder(fixedCheck(refused));
    const { saves, problems } = await store.list();
    expect(saves).toEqual([]);
    expect(problems.map((p) => p.file).sort()).toEqual(['cli1.json', 'toss1.json', 'zero1.json']);
    expect(readdirSync(join(dir, 'quarantine'))).toHaveLength(3);
  });

  it('a keeper whose engine was given up answers at once, and the saves stay listed', async () => {
    let keeper: GameKeeper | null = null;
    // Every engine dies as soon as it is started: the relay gives up after one restart.
    const dying = (): EngineChild => {
      let exit: (code: number | null) => void = () => {};
      setTimeout(() => exit(1));
      return { postMessage: () => {}, onMessage: () => {}, onExit: (l) => (exit = l), kill: () => {} };
    };
    const relay = new EngineRelay(dying, (e) => keeper?.onTransportEvent(e), { maxRestarts: 1, backoffMs: [0] });
    keeper = new GameKeeper(relay, { sink: { save: () => {}, finished: () => {} }, newSaveId: () => 'x', push: () => {} });
    const k = keeper;
    relay.start();
    await vi.waitFor(() => expect(relay.running()).toBe(false));
    await new Promise((r) => setTimeout(r, 20));
    expect(await k.checkRecord(zero)).toMatchObject({ ok: false, error: 'ERR_ENGINE_DOWN' });
    const { dir, store } = folder((record) => checkWithin(() => k.checkRecord(record)));
    expect((await store.list()).saves).toHaveLength(3);
    expect(readdirSync(dir).sort()).toEqual(['cli1.json', 'toss1.json', 'zero1.json']);
    relay.dispose();
  });
});

describe("issue 51: the engine's physics did not start", () => {
  /** Main's IPC handlers over a keeper and the real engine host, whose toss physics fails to load. */
  function app() {
    const host = createHost(() => {}, { nextSeed: () => 1 });
    let id = 0;
    let n = 0;
    const keeper = new GameKeeper(
      { request: (body) => host.handle({ ...body, id: ++id }), retry: () => {} },
      {
        sink: { save: () => {}, finished: () => {} },
        newSaveId: () => `new${++n}`,
        push: () => {},
      },
    );
    const { dir, store } = folder((record) => checkWithin(() => keeper.checkRecord(record)));
    const picked = join(tempDir(), 'picked.json');
    const handlers = createIpcHandlers({
      keeper,
      saves: store,
      settings: new SettingsFile(tempDir()),
      dialogs: { savePath: () => Promise.resolve(null), openPath: () => Promise.resolve(picked) },
    });
    return { dir, handlers, picked };
  }

  it('lists the toss save with the others and moves nothing to quarantine', async () => {
    const { dir, handlers } = app();
    const listed = (await handlers[SAVES_LIST_CHANNEL]!(undefined)) as Awaited<ReturnType<SaveStore['list']>>;
    expect(listed.problems).toEqual([]);
    expect(listed.saves.map((s) => s.saveId).sort()).toEqual(['cli1', 'toss1', 'zero1']);
    expect(existsSync(join(dir, 'quarantine'))).toBe(false);
  });

  it('Continue of the toss save answers that the engine is not ready, and the save stays; the Pip Zero save opens', async () => {
    const { dir, handlers } = app();
    expect(await handlers[SAVES_CONTINUE_CHANNEL]!('toss1')).toMatchObject({ ok: false, error: 'ERR_NOT_READY' });
    expect(existsSync(join(dir, 'toss1.json'))).toBe(true);
    expect(existsSync(join(dir, 'quarantine'))).toBe(false);
    expect(await handlers[SAVES_CONTINUE_CHANNEL]!('zero1')).toMatchObject({ ok: true, result: { game: 'zero', moves: 0 } });
  });

  it('loading a toss file is refused as not checked now, and nothing is written', async () => {
    const { dir, handlers, picked } = app();
    writeFileSync(picked, JSON.stringify({ ...TOSS_RECORD, seats }));
    expect(await handlers[SAVES_IMPORT_CHANNEL]!(undefined)).toMatchObject({ ok: false, canceled: false, code: 'ERR_SAVE_UNCHECKED' });
    expect(readdirSync(dir).sort()).toEqual(['cli1.json', 'toss1.json', 'zero1.json']);
  });
});
