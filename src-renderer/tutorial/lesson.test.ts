/** The lesson format's helpers: parsing at the boundary, action equality, event waits and facts. */
import { describe, expect, it } from 'vitest';
import { canonical, falseFacts, matches, parseLesson, playCount, same, stopsOf, valueAt } from './lesson';

const lesson = {
  id: 'core',
  title: 'x.title',
  blurb: 'x.blurb',
  minutes: 5,
  seat: 0,
  seed: 1,
  options: { seats: 2 },
  steps: [{ say: 'x.a' }, { play: { type: 'program', seat: 1 } }, { say: 'x.b', ask: { type: 'program', seat: 0 } }, { say: 'x.c', until: { type: 'moved' } }],
};

describe('lesson format', () => {
  it('parses a lesson and counts the steps that wait for the learner', () => {
    const r = parseLesson(lesson);
    expect(r.ok).toBe(true);
    if (r.ok) expect(stopsOf(r.lesson)).toEqual([0, 2, 3]);
  });

  it('refuses a broken lesson, naming the field', () => {
    const bad = (patch: Record<string, unknown>): string => {
      const r = parseLesson({ ...lesson, ...patch });
      return r.ok ? '' : r.message;
    };
    expect(bad({ id: 'Core Lesson' })).toMatch(/^id/);
    expect(bad({ steps: [] })).toMatch(/steps/);
    expect(bad({ steps: [{ say: 'x.a' }, { play: { type: 'program' } }] })).toMatch(/last step/);
    expect(bad({ steps: [{ say: 'x.a', ask: { type: 'x' }, until: { type: 'y' } }] })).toMatch(/does not wait/);
    expect(bad({ steps: [{ say: 'x.a', point: [{ kind: 'die' }] }] })).toMatch(/point/);
    expect(bad({ extra: 1 })).toMatch(/Unrecognized|extra/);
    expect(parseLesson('not a lesson').ok).toBe(false);
  });

  it('compares actions whatever the order of their keys', () => {
    expect(same({ type: 'place', seat: 0, lane: { kind: 'row', index: 2 } }, { lane: { index: 2, kind: 'row' }, seat: 0, type: 'place' })).toBe(true);
    expect(same({ type: 'place', seat: 0 }, { type: 'place', seat: 1 })).toBe(false);
    expect(canonical({ b: [1, { d: 2, c: 3 }], a: null })).toBe('{"a":null,"b":[1,{"c":3,"d":2}]}');
  });

  it('an event pattern matches on the fields it names, nested objects field by field', () => {
    const e = { type: 'combat', result: 'bothRemoved', cell: { row: 1, col: 1 }, attackerPips: 4 };
    expect(matches(e, { type: 'combat' })).toBe(true);
    expect(matches(e, { type: 'combat', cell: { row: 1 } })).toBe(true);
    expect(matches(e, { type: 'combat', result: 'attackerWins' })).toBe(false);
    expect(matches(null, { type: 'combat' })).toBe(false);
  });

  it('a stop plays every queued event, or up to the one it waits for; none matching is a broken lesson', () => {
    const q = [{ type: 'activated' }, { type: 'moved' }, { type: 'decayed' }, { type: 'cardRevealed' }];
    expect(playCount(q, undefined)).toBe(4);
    expect(playCount(q, { type: 'moved' })).toBe(2);
    expect(playCount(q, { type: 'combat' })).toBe(-1);
  });

  it('reads values at dotted paths and states which facts are false', () => {
    const report = { view: { board: [[null, { pips: 3 }]] }, legal: [1, 2], outcome: null };
    expect(valueAt(report, 'view.board.0.1.pips')).toBe(3);
    expect(valueAt(report, 'legal.length')).toBe(2);
    expect(valueAt(report, 'view.nothing.here')).toBeUndefined();
    const shown = [{ type: 'moved', distance: 2 }];
    expect(falseFacts([{ at: 'view.board.0.1.pips', is: 3 }, { event: { type: 'moved', distance: 2 } }, { at: 'outcome', is: null }], report, shown)).toEqual([]);
    expect(falseFacts([{ at: 'view.board.0.1.pips', is: 4 }, { event: { type: 'combat' } }], report, shown)).toEqual([
      'view.board.0.1.pips is 3, not 4',
      'no event like {"type":"combat"} among the 1 this step shows',
    ]);
  });
});
