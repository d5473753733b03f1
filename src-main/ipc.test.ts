/**
 * Every IPC channel main listens on, fed fuzzed and malformed payloads: arbitrary JSON, wrong
 * types, huge strings, prototype-pollution keys. They are refused with an answer (never a
 * throw), nothing reaches the engine, no file changes, no setting changes.
 */
import fc from 'fast-check';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GameKeeper } from '../src-shared/keeper';
import { parseRequest } from '../src-shared/contract/protocol';
import { REQUEST_CHANNEL, SAVES_CONTINUE_CHANNEL, SAVES_EXPORT_CHANNEL, SETTINGS_GET_CHANNEL, SETTINGS_SET_CHANNEL } from '../src-shared/contract/channels';
import { createIpcHandlers } from './ipc';
import { EngineRelay, type EngineChild } from '../src-shared/relay';
import { SaveStore } from './saves';
import { fixedCheck } from './testkit';
import { SettingsFile } from './settings-file';

const dir = mkdtempSync(join(tmpdir(), 'pipfall-ipc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function world() {
  const sent: unknown[] = [];
  let spawns = 0;
  const child = (): EngineChild => (spawns++, { postMessage: (m) => sent.push(m), onMessage: () => {}, onExit: () => {}, kill: () => {} });
  const relay = new EngineRelay(child, () => {});
  const keeper = new GameKeeper(relay, { sink: { save: () => {}, finished: () => {} }, newSaveId: () => 'x', push: () => {} });
  // Nothing reaches the engine here, and no save is listed: a check that is never asked.
  const saves = new SaveStore(join(dir, 'saves'), fixedCheck({ kind: 'unknown', message: 'not asked' }));
  const settings = new SettingsFile(dir);
  settings.update({ volume: 0.5 });
  let dialogs = 0;
  const handlers = createIpcHandlers({
    keeper,
    saves,
    settings,
    dialogs: { savePath: async () => (dialogs++, null), openPath: async () => (dialogs++, null) },
  });
  const snapshot = () => JSON.stringify([readdirSync(dir, { recursive: true }).sort(), readFileSync(join(dir, 'settings.json'), 'utf8')]);
  return { handlers, sent, snapshot, spawns: () => spawns, dialogs: () => dialogs };
}

/** JSON-ish values with the keys attackers like, long strings, and near-miss requests. */
const nasty = fc.oneof(
  fc.jsonValue(),
  fc.anything(),
  fc.string({ minLength: 100_000, maxLength: 100_001 }),
  fc.constantFrom<unknown>(
    JSON.parse('{"__proto__":{"polluted":true},"type":"hello"}'),
    JSON.parse('{"type":"view","gameId":"g1","seat":0,"constructor":{"prototype":{"polluted":true}}}'),
    JSON.parse('{"type":"act","gameId":"g1","action":[]}'),
    { type: 'view', gameId: 'x'.repeat(65), seat: 0 },
    { type: 'view', gameId: 'g1', seat: 99 },
    { type: 'newGame', game: 'chess', options: {}, seats: [{ kind: 'human' }] },
    { type: 'newGame', game: 'zero', options: {}, seats: [] },
    { type: 'newGame', game: 'zero', options: { pad: 'x'.repeat(2_100_000) }, seats: [{ kind: 'human' }] },
    { type: 'aiStep', gameId: 7 },
    { type: 'close' },
    { type: 'HELLO' },
    [{ type: 'hello' }],
    'hello',
    null,
    undefined,
    42,
  ),
  fc.record({
    type: fc.constantFrom('hello', 'view', 'act', 'aiStep', 'record', 'close', 'resume', 'newGame'),
    gameId: fc.anything(),
    seat: fc.anything(),
    action: fc.anything(),
    seats: fc.anything(),
  }),
);

describe('IPC handlers under fuzzed payloads', () => {
  it('the engine request channel refuses every malformed body without sending anything to the engine', async () => {
    const w = world();
    const before = w.snapshot();
    await fc.assert(
      fc.asyncProperty(nasty, async (body) => {
        const valid = typeof body === 'object' && body !== null && !Array.isArray(body) && parseRequest({ ...body, id: 1 }).ok && JSON.stringify(body).length < 2_000_000;
        fc.pre(!valid);
        const r = await w.handlers[REQUEST_CHANNEL]!(body);
        expect(r).toMatchObject({ ok: false, error: 'ERR_MESSAGE' });
      }),
      { numRuns: 300 },
    );
    expect(w.sent).toEqual([]);
    expect(w.spawns()).toBe(0); // not even started
    expect(w.snapshot()).toBe(before);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('drops fields a page added before anything goes on, and numbers requests itself', async () => {
    const w = world();
    void w.handlers[REQUEST_CHANNEL]!({ type: 'close', gameId: 'g1', id: 999, extra: 'x'.repeat(50), __proto__: { polluted: true } });
    await new Promise((r) => setTimeout(r, 0));
    expect(w.sent).toEqual([{ type: 'close', gameId: 'g1', id: 1 }]);
  });

  it('the saves and settings channels refuse junk with an answer and change nothing', async () => {
    const w = world();
    const before = w.snapshot();
    const settingsBefore = await w.handlers[SETTINGS_GET_CHANNEL]!(undefined);
    await fc.assert(
      fc.asyncProperty(nasty, async (payload) => {
        const cont = await w.handlers[SAVES_CONTINUE_CHANNEL]!(payload);
        expect(cont).toMatchObject({ ok: false });
        const exp = await w.handlers[SAVES_EXPORT_CHANNEL]!(payload);
        expect(exp).toMatchObject({ ok: false, canceled: false });
        const set = (await w.handlers[SETTINGS_SET_CHANNEL]!(payload)) as { ok: boolean };
        // An empty object is a valid (no-op) patch; everything else here must be refused.
        if (set.ok) expect(payload).toEqual({});
      }),
      { numRuns: 200 },
    );
    expect(await w.handlers[SETTINGS_GET_CHANNEL]!(undefined)).toEqual(settingsBefore);
    expect(w.sent).toEqual([]);
    expect(w.dialogs()).toBe(0);
    expect(w.snapshot()).toBe(before);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
