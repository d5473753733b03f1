/** PipFall Toss scenarios: a game opened part-way through (tutorial lessons), deterministically. */
import { describe, expect, it } from 'vitest';
import { newRecord, replay } from '../../core/record';
import { unwrap } from '../../core/result';
import { toss } from './index';
import { initTossPhysics } from './physics/rapier';
import type { TossEvent, TossState } from './state';
import { all, enter, first, frame } from './testkit';

await initTossPhysics();

function open(input: Record<string, unknown>, seed = 1): { state: TossState; events: TossEvent[] } {
  const o = toss.parseOptions({ seats: 2, firstSide: 0, ...input });
  if (!o.ok) throw new Error(o.message);
  return unwrap(toss.setup(o.value, seed)) as { state: TossState; events: TossEvent[] };
}

function refused(input: Record<string, unknown>): string {
  const o = toss.parseOptions({ seats: 2, firstSide: 0, ...input });
  if (!o.ok) return o.message;
  const r = toss.setup(o.value, 1);
  return r.ok ? '' : r.message;
}

describe('toss: scenarios', () => {
  it('a scenario opens at its totals and frame; an even frame is pitched from the foot end', () => {
    const { state, events } = open({ scenario: { totals: [96, 97], frame: 14 } });
    expect(state.totals).toEqual([96, 97]);
    expect(state.frame).toMatchObject({ no: 14, end: 1, opener: 0 });
    expect(first(events, 'frameStarted')).toMatchObject({ no: 14, end: 1 });
    expect(toss.checkInvariants(state)).toEqual([]);
    const odd = open({ scenario: { frame: 7 } }).state;
    expect(odd.frame).toMatchObject({ no: 7, end: 0 });
    expect(odd.totals).toEqual([0, 0]);
  });

  it('with a coin toss, play starts at the scenario’s frame once the picks are made', () => {
    let s = open({ firstSide: undefined, scenario: { totals: [10, 20], frame: 4 } }).state;
    expect(s.phase).toBe('choosing');
    for (const pick of ['first', 'left'] as const) s = unwrap(toss.apply(s, { type: 'choose', seat: toss.toAct(s)[0]!, pick })).state;
    expect(s.frame).toMatchObject({ no: 4, end: 1 });
    expect(s.totals).toEqual([10, 20]);
  });

  it('near the end, a frame that leaves both past 100 but 1 apart goes on; the next that opens a lead of 2 wins', () => {
    let s = open({ mode: 'keeper', scenario: { totals: [96, 97], frame: 14 } }).state;
    const log: TossEvent[] = [];
    s = frame(s, [4, 'off', 'off'], [3, 'off', 'off'], log);
    expect(s.totals).toEqual([100, 100]);
    expect(first(log, 'raceGoesOn')).toMatchObject({ totals: [100, 100] });
    expect(s.phase).toBe('pitching');
    expect(s.frame).toMatchObject({ no: 15, end: 0 });
    s = frame(s, [2, 'off', 'off'], [1, 'off', 'off'], log);
    expect(s.totals).toEqual([102, 101]);
    expect(s.phase).toBe('pitching');
    s = frame(s, [3, 'off', 'off'], [1, 'off', 'off'], log);
    expect(s.phase).toBe('over');
    expect(s.outcome).toMatchObject({ winners: [0], scores: [105, 102] });
    expect(all(log, 'gameOver')).toHaveLength(1);
    expect(toss.checkInvariants(s)).toEqual([]);
  });

  it('the keeper’s undo reaches back to the scenario’s first frame and no further', () => {
    let s = open({ mode: 'keeper', scenario: { totals: [50, 40], frame: 9 } }).state;
    expect(toss.legalActions(s, 0).some((a) => a.type === 'undo')).toBe(false);
    s = enter(s, [5, 6, 5, 6, 5, 6]);
    expect(s.totals).toEqual([80, 76]);
    for (let i = 0; i < 6; i++) s = unwrap(toss.apply(s, { type: 'undo', seat: toss.toAct(s)[0]! })).state;
    expect(s.totals).toEqual([50, 40]);
    expect(s.frame).toMatchObject({ no: 9, entries: [] });
    expect(toss.legalActions(s, toss.toAct(s)[0]!).some((a) => a.type === 'undo')).toBe(false);
  });

  it('same seed, same game: a digital scenario’s tosses come out the same, and its record replays', () => {
    const o = unwrap(toss.parseOptions({ seats: 2, firstSide: 0, scenario: { totals: [30, 31], frame: 5 } }));
    const play = (): TossState => {
      let s = unwrap(toss.setup(o, 42)).state;
      for (let i = 0; i < 6; i++) s = unwrap(toss.apply(s, toss.legalActions(s, toss.toAct(s)[0]!)[2]!)).state;
      return s;
    };
    const a = play();
    expect(play()).toEqual(a);
    expect(a.history[0]).toMatchObject({ no: 5 });
    expect(a.totals).toEqual([30 + a.history[0]!.scores[0], 31 + a.history[0]!.scores[1]]);
    let rec = newRecord('toss', o, 42);
    let s = unwrap(toss.setup(o, 42)).state;
    for (let i = 0; i < 6; i++) {
      const act = toss.legalActions(s, toss.toAct(s)[0]!)[2]!;
      s = unwrap(toss.apply(s, act)).state;
      rec = { ...rec, actions: [...rec.actions, act] };
    }
    expect(unwrap(replay(toss, rec)).state).toEqual(a);
  });

  it('the view does not show the scenario (it is how the game was opened, not what is on the court)', () => {
    const { state } = open({ scenario: { totals: [96, 97], frame: 14 } });
    const v = toss.view(state, 0);
    expect(v.options).not.toHaveProperty('scenario');
    expect(v.totals).toEqual([96, 97]);
  });

  it('refuses a scenario that cannot be played, saying why', () => {
    expect(refused({ scenario: { totals: [102, 99] } })).toMatch(/already won/);
    expect(refused({ scenario: { totals: [-1, 0] } })).toMatch(/scenario\.totals/);
    expect(refused({ scenario: { frame: 0 } })).toMatch(/scenario\.frame/);
    expect(refused({ scenario: { frame: 2.5 } })).toMatch(/scenario\.frame/);
    expect(refused({ scenario: { dice: [] } })).toMatch(/scenario/);
    // 101-100 is not yet a win: that scenario plays on.
    expect(refused({ scenario: { totals: [101, 100] } })).toBe('');
  });
});
