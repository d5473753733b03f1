/**
 * `checkRecord`: the engine judges a stored record, so main never replays one on its thread.
 * A record that replays answers what the saves list needs (ended or not, seats, length); one
 * that is not a record, is damaged or breaks the rules is refused with a RECORD_REFUSALS code.
 */
import { describe, expect, it } from 'vitest';
import { RECORD_REFUSALS, type CheckRecordResult, type GameOpenedResult, type RecordResult } from '../../src-shared/contract/protocol';
import type { GameRecord } from '../core/record';
import { createHost } from './host';
import { asker, firstMovesRecord, TOSS_RECORD } from './testkit';

function open() {
  const host = createHost(() => {}, { nextSeed: () => 3 });
  const { ask, okResult } = asker((req) => host.handle(req));
  return { ask, okResult };
}

/** A Pip Zero record of two seats, each taking its first legal action, `n` actions long (or to its end). */
function zeroRecord(n: number): GameRecord {
  return firstMovesRecord('zero', { seats: 2 }, 5, n);
}

describe('checkRecord', () => {
  it('answers an unfinished game: not ended, its seats and length', async () => {
    const { okResult } = open();
    expect(await okResult<CheckRecordResult>({ type: 'checkRecord', record: zeroRecord(4) })).toEqual({ game: 'zero', finished: false, seats: 2, moves: 4, outcome: null });
  });

  it('answers a game that has ended as finished, with its outcome (main keeps it as a past game)', async () => {
    const { okResult } = open();
    const done = zeroRecord(100_000);
    const r = await okResult<CheckRecordResult>({ type: 'checkRecord', record: done });
    expect(r).toEqual({
      game: 'zero',
      finished: true,
      seats: 2,
      moves: done.actions.length,
      outcome: expect.objectContaining({ winners: expect.any(Array), reason: expect.any(String) }),
    });
  });

  it("replays a toss game through the physics, the engine's own", async () => {
    const { okResult } = open();
    expect(await okResult<CheckRecordResult>({ type: 'checkRecord', record: TOSS_RECORD })).toEqual({ game: 'toss', finished: false, seats: 2, moves: 8, outcome: null });
  });

  it('refuses what is not a record, a damaged one and one that breaks the rules, each with a record refusal', async () => {
    const { ask } = open();
    const rec = zeroRecord(3);
    const cases: [unknown, string, RegExp][] = [
      [{ hello: 'world' }, 'ERR_NOT_RECORD', /not a PipFall game record/],
      [{ ...rec, seed: 'x' }, 'ERR_RECORD', /damaged game record: seed/],
      [{ ...rec, game: 'chess' }, 'ERR_RECORD', /damaged/],
      [{ ...rec, actions: [...rec.actions, rec.actions[0]] }, 'ERR_RECORD', /record action 3 refused/],
      [{ ...rec, options: { seats: 99 } }, 'ERR_RECORD', /record options/],
    ];
    for (const [record, error, message] of cases) {
      const r = await ask({ type: 'checkRecord', record });
      expect(r, JSON.stringify(record).slice(0, 80)).toMatchObject({ ok: false, error, message: expect.stringMatching(message) });
      expect(RECORD_REFUSALS).toContain(error);
    }
  });

  it('changes nothing: no game is opened, and the record can be resumed after', async () => {
    const { okResult } = open();
    const rec = zeroRecord(4);
    await okResult({ type: 'checkRecord', record: rec });
    const g = await okResult<GameOpenedResult>({ type: 'resume', record: rec, seats: [{ kind: 'human' }, { kind: 'human' }] });
    expect(g.gameId).toBe('g1');
    expect((await okResult<RecordResult>({ type: 'record', gameId: g.gameId })).record).toEqual(rec);
  });
});
