/**
 * Issue 51: when toss's physics does not start, the engine must not condemn records it cannot
 * replay. Here the WebAssembly never loads: a toss record (and, while the engine is not whole,
 * any record that does not replay) is answered ERR_NOT_READY, which is not a record refusal,
 * so no save is set aside for it; a record that replays is still judged.
 */
import { describe, expect, it, vi } from 'vitest';
import { RECORD_REFUSALS, type CheckRecordResult, type HelloResult, type Response } from '../../src-shared/contract/protocol';
import { newRecord } from '../core/record';
import { createHost } from './host';
import { TOSS_RECORD } from './testkit';

vi.mock('@dimforge/rapier3d-compat', () => ({ default: { init: () => Promise.reject(new Error('no WebAssembly here')) } }));

function open() {
  const host = createHost(() => {}, { nextSeed: () => 3 });
  let id = 0;
  return (body: Record<string, unknown>): Promise<Response> => host.handle({ id: ++id, ...body });
}

describe('an engine whose start-up failed', () => {
  it('answers ERR_NOT_READY, not a refusal, for a toss record, on checkRecord, resume and replayOpen', async () => {
    const ask = open();
    const seats = [{ kind: 'human' }, { kind: 'ai', level: 'random' }];
    for (const r of [
      await ask({ type: 'checkRecord', record: TOSS_RECORD }),
      await ask({ type: 'resume', record: TOSS_RECORD, seats }),
      await ask({ type: 'replayOpen', source: { record: TOSS_RECORD, seats } }),
    ]) {
      expect(r).toMatchObject({ ok: false, error: 'ERR_NOT_READY', message: expect.stringMatching(/start-up failed \(no WebAssembly here\)/) });
      expect(RECORD_REFUSALS).not.toContain(r.ok ? '' : r.error);
    }
  });

  it('still judges a record that replays, and plays the other games', async () => {
    const ask = open();
    const r = await ask({ type: 'checkRecord', record: { ...newRecord('zero', { seats: 2 }, 5), actions: [] } });
    expect(r.ok && (r.result as CheckRecordResult)).toEqual({ game: 'zero', finished: false, seats: 2, moves: 0, outcome: null });
    const hello = await ask({ type: 'hello' });
    expect(hello.ok && (hello.result as HelloResult).games.length).toBeGreaterThan(1);
  });

  it('does not condemn a record that does not replay either, while it is not whole (it cannot tell why)', async () => {
    const ask = open();
    const bad = { ...newRecord('zero', { seats: 2 }, 5), actions: [{ type: 'nonsense', seat: 0 }] };
    expect(await ask({ type: 'checkRecord', record: bad })).toMatchObject({ ok: false, error: 'ERR_NOT_READY' });
    // What is not a record at all is still refused: no replay is needed to see that.
    expect(await ask({ type: 'checkRecord', record: { hello: 'world' } })).toMatchObject({ ok: false, error: 'ERR_NOT_RECORD' });
  });
});
