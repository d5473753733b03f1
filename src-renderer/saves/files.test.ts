/** Reading a picked game file in the web build: shape checks before the engine sees it. */
import { describe, expect, it } from 'vitest';
import { readGameFile } from './files';

const record = { format: 'pipfall-record', version: 1, game: 'zero', options: { seats: 2 }, seed: 5, actions: [] };
const file = (text: string | Uint8Array<ArrayBuffer>, name = 'game.json') => new File([text], name, { type: 'application/json' });

describe('readGameFile', () => {
  it.each([
    ['not JSON', '{"format": "pipf', /not JSON/],
    ['empty', '', /not JSON/],
    ['foreign JSON', '{"hello": "world"}', /not a PipFall game record/],
    ['a damaged record', JSON.stringify({ ...record, seed: 'x' }), /damaged game record/],
    ['nonsense seats', JSON.stringify({ ...record, seats: [{ kind: 'robot' }] }), /seats/],
  ])('refuses %s with a sentence', async (_name, text, message) => {
    const r = await readGameFile(file(text));
    expect(r.ok).toBe(false);
    if (!r.ok && !r.canceled) expect(r.message).toMatch(message);
  });

  it('accepts a record that begins with a UTF-8 byte-order mark (issue 8)', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(JSON.stringify(record))]);
    expect(await readGameFile(file(bytes))).toMatchObject({ ok: true, value: { kind: 'record' } });
  });

  it('refuses a file over 4 MB unread', async () => {
    const r = await readGameFile(file(new Uint8Array(4 * 1024 * 1024 + 1)));
    expect(r).toMatchObject({ ok: false, canceled: false, message: expect.stringMatching(/too large/) });
  });

  it('keeps the seats of an exported file, and gives a CLI record you plus computers', async () => {
    const seats = [{ kind: 'human' }, { kind: 'human' }];
    expect(await readGameFile(file(JSON.stringify({ ...record, seats })))).toMatchObject({ ok: true, value: { kind: 'record', seats, options: { seats: 2 } } });
    expect(await readGameFile(file(JSON.stringify(record)))).toMatchObject({ ok: true, value: { seats: [{ kind: 'human' }, { kind: 'ai', level: 'greedy' }] } });
  });
});
