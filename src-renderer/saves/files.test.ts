/** Reading a picked game file in the web build: shape checks before the engine sees it. */
import { describe, expect, it } from 'vitest';
import { fileProblem, readGameFile } from './files';

const record = { format: 'pipfall-record', version: 1, game: 'zero', options: { seats: 2 }, seed: 5, actions: [] };
const file = (text: string | Uint8Array<ArrayBuffer>, name = 'game.json') => new File([text], name, { type: 'application/json' });

describe('readGameFile', () => {
  it.each([
    ['not JSON', '{"format": "pipf', /^This file is not a saved PipFall game: it is not a game file, or it was cut short\.$/],
    ['empty', '', /^This file is not a saved PipFall game: it is not a game file/],
    ['foreign JSON', '{"hello": "world"}', /^This file is not a saved PipFall game\.$/],
    ['a damaged record', JSON.stringify({ ...record, seed: 'x' }), /^This file looks like a saved PipFall game, but it is damaged/],
    ['nonsense seats', JSON.stringify({ ...record, seats: [{ kind: 'robot' }] }), /seats/],
  ])("refuses %s with a sentence in the player's words (issue 10)", async (_name, text, message) => {
    const r = await readGameFile(file(text));
    expect(r.ok).toBe(false);
    if (!r.ok && !r.canceled) expect(fileProblem(r.code, r.message)).toMatch(message);
  });

  it("words the engine's and main's refusals of a file, and passes any other message through", () => {
    expect(fileProblem('ERR_RECORD', 'record action 3 refused: ERR_ILLEGAL')).toMatch(/a move in it breaks the rules/);
    expect(fileProblem('ERR_SAVE_FINISHED', 'x')).toBe('This game has already ended; there is nothing to continue.');
    expect(fileProblem('ERR_UNKNOWN_GAME', 'x')).toMatch(/does not have/);
    expect(fileProblem('ERR_DISK', 'the disk is full')).toBe('the disk is full');
    expect(fileProblem(undefined, 'as given')).toBe('as given');
  });

  it('accepts a record that begins with a UTF-8 byte-order mark (issue 8)', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(JSON.stringify(record))]);
    expect(await readGameFile(file(bytes))).toMatchObject({ ok: true, value: { kind: 'record' } });
  });

  it('refuses a file over 4 MB unread', async () => {
    const r = await readGameFile(file(new Uint8Array(4 * 1024 * 1024 + 1)));
    expect(r).toMatchObject({ ok: false, canceled: false, message: expect.stringMatching(/too large/) });
  });

  it('refuses a file that gives more bytes than its size says (a device or a pipe picked as game.json), reading no further (issue 51)', async () => {
    let pulled = 0;
    // Like /dev/zero: size 0, and a stream that never ends.
    const endless = {
      size: 0,
      stream: () =>
        new ReadableStream<Uint8Array>({
          pull(c) {
            pulled++;
            c.enqueue(new Uint8Array(65536));
          },
        }),
    };
    const r = await readGameFile(endless as unknown as Blob);
    expect(r).toMatchObject({ ok: false, canceled: false, code: 'ERR_FILE_SPECIAL', message: expect.stringMatching(/not an ordinary file/) });
    expect(pulled).toBeLessThan(4);
  });

  it('keeps the seats of an exported file, and gives a CLI record you plus computers', async () => {
    const seats = [{ kind: 'human' }, { kind: 'human' }];
    expect(await readGameFile(file(JSON.stringify({ ...record, seats })))).toMatchObject({ ok: true, value: { kind: 'record', seats, options: { seats: 2 } } });
    expect(await readGameFile(file(JSON.stringify(record)))).toMatchObject({ ok: true, value: { seats: [{ kind: 'human' }, { kind: 'ai', level: 'greedy' }] } });
  });
});
