/**
 * The lesson flow without the engine: a wrong move never reaches the engine, a move is refused
 * while another is still playing, scripted moves are made in order, and a scripted move the engine
 * refuses stops the lesson with the step named. (Every real lesson is played through the real
 * engine in lessons.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { ReportEvent, ViewReport } from '../engine/types';
import { parseLesson, type Lesson } from './lesson';
import { LessonError, LessonRun, type LessonAt, type LessonEngine, type LessonScreen } from './run';

const view = (legal: unknown[]): ViewReport => ({ view: {}, legal, toAct: [0], outcome: null });

function lessonOf(steps: unknown[]): Lesson {
  const r = parseLesson({ id: 't', title: 't', blurb: 'b', minutes: 1, seat: 0, seed: 1, options: { seats: 2 }, steps });
  if (!r.ok) throw new Error(r.message);
  return r.lesson;
}

/** An engine that accepts whatever `ok` allows and records what it was sent. */
function fakeEngine(ok: (a: Readonly<Record<string, unknown>>) => boolean = () => true, legal: unknown[] = [{ type: 'go', seat: 0 }]) {
  const sent: unknown[] = [];
  const valued: unknown[] = [];
  const engine: LessonEngine = {
    async open() {
      return { gameId: 'g1', events: [{ type: 'dealt' }], view: view(legal) };
    },
    async act(_g, action) {
      sent.push(action);
      if (!ok(action)) throw new Error('ERR_ILLEGAL: no');
      return { events: [{ type: 'did', seat: action.seat } as ReportEvent], view: view(legal) };
    },
    async close() {},
    // A go is worth its speed: the faster, the better (0.3 a step).
    async value(_g, _seat, among) {
      valued.push(among);
      return among.map((action) => ({ action, mean: -0.9 + 0.3 * Number(action.speed ?? 0) }));
    },
  };
  return { engine, sent, valued };
}

function screen(): LessonScreen & { at: LessonAt | null; played: ReportEvent[][] } {
  return {
    at: null,
    played: [],
    async play(events) {
      this.played.push([...events]);
    },
    show(at) {
      this.at = at;
    },
    rebuilding() {},
    progress() {},
  };
}

describe('LessonRun', () => {
  it('a wrong move never reaches the engine; the asked one does, and the scripted move after it follows', async () => {
    const { engine, sent } = fakeEngine();
    const s = screen();
    const run = new LessonRun('g', lessonOf([{ say: 'a', ask: { type: 'go', seat: 0 } }, { play: { type: 'go', seat: 1 } }, { say: 'b' }]), engine, s);
    await run.start();
    expect(s.at?.ask).toEqual({ type: 'go', seat: 0 });
    expect(s.played).toEqual([[{ type: 'dealt' }]]);
    expect(await run.attempt({ type: 'stop', seat: 0 })).toBe(false);
    expect(sent).toEqual([]);
    expect(await run.attempt({ seat: 0, type: 'go' })).toBe(true);
    expect(sent).toEqual([
      { type: 'go', seat: 0 },
      { type: 'go', seat: 1 },
    ]);
    expect(s.at?.index).toBe(2);
    expect(s.played[1]).toEqual([
      { type: 'did', seat: 0 },
      { type: 'did', seat: 1 },
    ]);
  });

  it('Next does nothing at a move, and nothing is accepted while a move is playing', async () => {
    const { engine, sent } = fakeEngine();
    const s = screen();
    let release: () => void = () => {};
    const slow: LessonScreen = { ...s, play: (events) => (events.length > 0 && events[0]!.type === 'did' ? new Promise<void>((r) => (release = r)) : Promise.resolve()) };
    const run = new LessonRun('g', lessonOf([{ say: 'a', ask: { type: 'go', seat: 0 } }, { say: 'b', ask: { type: 'go', seat: 0 } }, { say: 'c' }]), engine, slow);
    await run.start();
    await run.next();
    expect(run.at).toBe(0);
    const first = run.attempt({ type: 'go', seat: 0 });
    await new Promise((r) => setTimeout(r, 0));
    expect(await run.attempt({ type: 'go', seat: 0 })).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('a scripted move the engine refuses stops the lesson, naming its step', async () => {
    const { engine } = fakeEngine((a) => a.seat !== 1);
    const run = new LessonRun('g', lessonOf([{ say: 'a' }, { play: { type: 'go', seat: 1 } }, { say: 'b' }]), engine, screen());
    await run.start();
    await expect(run.next()).rejects.toThrow(LessonError);
    await expect(run.next()).rejects.toThrow(/step 2/);
  });

  it('an asked move the engine does not list stops the lesson before the learner is asked', async () => {
    const { engine } = fakeEngine();
    const run = new LessonRun('g', lessonOf([{ say: 'a', ask: { type: 'fly', seat: 0 } }, { say: 'b' }]), engine, screen());
    await expect(run.start()).rejects.toThrow(/does not allow/);
  });

  it('a decision step offers its moves, values them once, explains a poor pick and keeps the table as it was, and goes on with the answer after a good one', async () => {
    const legal = [1, 2, 3].map((speed) => ({ type: 'go', seat: 0, speed }));
    const { engine, sent, valued } = fakeEngine(() => true, [...legal, { type: 'stop', seat: 0 }]);
    const s = screen();
    const choose = { among: [{ type: 'go' }], answer: { type: 'go', seat: 0, speed: 3 } };
    const run = new LessonRun('g', lessonOf([{ say: 'a', choose }, { say: 'b' }]), engine, s);
    await run.start();
    expect(s.at?.choose).toEqual(legal);
    expect(s.at?.report.legal).toEqual(legal);
    expect(s.at?.canAct).toBe(true);
    expect(await run.choose({ type: 'stop', seat: 0 })).toBeNull();
    const poor = await run.choose(legal[0]!);
    expect(poor).toMatchObject({ good: false, pick: { action: legal[0] }, best: { action: legal[2] } });
    expect(poor!.loss).toBeCloseTo(0.6);
    await run.next();
    expect(run.at).toBe(0);
    expect(sent).toEqual([]);
    // A second pick waits for Try again.
    expect(await run.choose(legal[2]!)).toBeNull();
    run.retry();
    const good = await run.choose(legal[2]!);
    expect(good).toMatchObject({ good: true, best: { action: legal[2] }, runnerUp: { action: legal[1] }, loss: 0 });
    expect(valued).toHaveLength(1);
    await run.next();
    expect(sent).toEqual([legal[2]]);
    expect(run.at).toBe(1);
    expect(run.verdict).toBeNull();
  });

  it("a pick within the step's limit counts as good; resuming after a decision step replays its answer", async () => {
    const legal = [1, 2].map((speed) => ({ type: 'go', seat: 0, speed }));
    const { engine, sent } = fakeEngine(() => true, legal);
    const lesson = lessonOf([{ say: 'a', choose: { among: 'any', answer: legal[1], within: 0.5 } }, { say: 'b' }, { say: 'c' }]);
    const run = new LessonRun('g', lesson, engine, screen());
    await run.start();
    expect((await run.choose(legal[0]!))?.good).toBe(true);
    const again = new LessonRun('g', lesson, engine, screen());
    await again.start(2);
    expect(again.at).toBe(2);
    expect(sent).toEqual([legal[1]]);
  });

  it('a lesson whose decision answer is not among its moves, or that asks and offers at once, does not parse', () => {
    const base = { id: 't', title: 't', blurb: 'b', minutes: 1, seat: 0, seed: 1, options: { seats: 2 } };
    expect(parseLesson({ ...base, steps: [{ say: 'a', choose: { among: [{ type: 'go' }, { type: 'run' }], answer: { type: 'fly' } } }] })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/answer/),
    });
    expect(parseLesson({ ...base, steps: [{ say: 'a', ask: { type: 'go' }, choose: { among: 'any', answer: { type: 'go' } } }] })).toMatchObject({ ok: false });
    expect(parseLesson({ ...base, steps: [{ say: 'a' }], quiz: [{ q: 'q', answers: ['x', 'y'], right: 2, why: 'w' }] })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/quiz.0.right/),
    });
    expect(parseLesson({ ...base, steps: [{ say: 'a' }], quiz: [{ q: 'q', answers: ['x', 'y'], right: 1, why: 'w' }] })).toMatchObject({ ok: true });
  });

  it('a question about the table holds Next until it is answered right; a wrong pick changes nothing and may be tried again', async () => {
    const { engine, sent } = fakeEngine();
    const lesson = lessonOf([{ say: 'how many?', check: { answers: ['one', 'two', 'three'], right: 1, why: 'w' } }, { say: 'b' }]);
    const run = new LessonRun('g', lesson, engine, screen());
    await run.start();
    await run.next();
    expect(run.at).toBe(0);
    expect(run.answer(0)).toBe(false);
    await run.next();
    expect(run.at).toBe(0);
    expect(run.answer(7)).toBeNull();
    expect(run.answer(1)).toBe(true);
    // A later wrong pick takes the right one back: Next waits for the right answer picked last.
    expect(run.answer(2)).toBe(false);
    await run.next();
    expect(run.at).toBe(0);
    run.answer(1);
    await run.next();
    expect(run.at).toBe(1);
    expect(run.answer(1)).toBeNull();
    expect(sent).toEqual([]);
  });
});
