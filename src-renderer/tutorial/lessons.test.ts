/**
 * Every game's every lesson, played through the real engine host (in-process) by the real
 * lesson flow (run.ts): a scripted move the engine refuses at its step fails, a stated fact
 * that is false fails, a wrong move must be refused without changing anything, Back must land
 * on the previous stop with the same state as on the way forward, and resuming at any stop
 * must rebuild exactly the game the learner left. Lessons are found through the renderer's
 * registry, so a game that adds lessons (data only) is checked here without a line of code.
 */
import { describe, expect, it } from 'vitest';
import { createHost } from '../../src-engine/host/host';
import type { GameOpenedResult, HintResult, ReportEvent, StepResult, ViewReport } from '../engine/types';
import { GAMES } from '../games/registry';
import { addCatalogue, has } from '../i18n';
import { isStop, parseLesson, same, stopsOf, type Lesson, type LessonBook } from './lesson';
import { LessonRun, type LessonAt, type LessonEngine, type LessonScreen } from './run';

/** The real host, in this process, behind the lesson flow's engine interface. */
function hostEngine(): LessonEngine {
  const host = createHost(() => {}, { nextSeed: () => 1 });
  let id = 0;
  const call = async <T>(body: Record<string, unknown>): Promise<T> => {
    const r = await host.handle({ ...body, id: ++id });
    if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
    return r.result as T;
  };
  return {
    async open(game, options, seats, seed, viewFor) {
      const r = await call<GameOpenedResult>({ type: 'newGame', game, options, seats: Array.from({ length: seats }, () => ({ kind: 'human' })), seed, viewFor, autosave: false });
      return { gameId: r.gameId, events: r.setup.events, view: r.view! };
    },
    async act(gameId, action, viewFor) {
      const r = await call<StepResult>({ type: 'act', gameId, action, viewFor });
      return { events: r.step.events, view: r.view! };
    },
    async close(gameId) {
      await call({ type: 'close', gameId });
    },
    async value(gameId, seat, among) {
      const r = await call<HintResult>({ type: 'hint', gameId, seat, among });
      return r.lines.map((l) => ({ action: l.action, mean: l.mean }));
    },
  };
}

/** A screen that remembers what it was shown. */
function recorder(): LessonScreen & { at: LessonAt | null; played: ReportEvent[]; done: boolean } {
  return {
    at: null,
    played: [],
    done: false,
    async play(events, quietly) {
      if (!quietly) this.played.push(...events);
    },
    show(at) {
      this.at = at;
    },
    rebuilding() {},
    progress(_index, done) {
      if (done) this.done = true;
    },
  };
}

interface Loaded {
  readonly game: string;
  readonly book: LessonBook;
}

const books: Loaded[] = [];
for (const g of GAMES) if (g.lessons) books.push({ game: g.id, book: await g.lessons() });
for (const { book } of books) addCatalogue(book.messages);

function lessonsOf(l: Loaded): Lesson[] {
  return l.book.lessons.map((raw, i) => {
    const p = parseLesson(raw);
    if (!p.ok) throw new Error(`${l.game} lesson ${i + 1}: ${p.message}`);
    return p.lesson;
  });
}

/** A legal action of the learner that is not the one asked for (to check it is refused), or a made-up one. */
function wrongMove(report: ViewReport, ask: unknown): Record<string, unknown> {
  const other = report.legal.find((a) => JSON.stringify(a) !== JSON.stringify(ask));
  return (other as Record<string, unknown> | undefined) ?? { type: 'nonsense', seat: 0 };
}

/** Walks a lesson from step `from` to its end; answers the learner's view at every stop (by step index). */
async function walk(game: string, lesson: Lesson, check: (run: LessonRun, at: LessonAt) => Promise<void> = async () => {}, from = 0): Promise<Map<number, ViewReport>> {
  const screen = recorder();
  const run = new LessonRun(game, lesson, hostEngine(), screen);
  const views = new Map<number, ViewReport>();
  await run.start(from);
  for (let guard = 0; guard < 1000 && !screen.done; guard++) {
    const at = screen.at!;
    const wrongFacts = run.falseFacts();
    if (wrongFacts.length > 0)
      throw new Error(`${game}.${lesson.id} step ${at.index + 1} (${at.step.say})${from > 0 ? `, resumed at step ${from + 1}` : ''}: ${wrongFacts.join('; ')}`);
    views.set(at.index, run.report!);
    await check(run, at);
    if (at.ask) {
      expect(await run.attempt(at.ask)).toBe(true);
    } else if (at.choose && isStop(at.step) && at.step.choose) {
      expect((await run.choose(at.step.choose.answer))?.good).toBe(true);
      await run.next();
    } else if (isStop(at.step) && at.step.check) {
      // A question about the table: a wrong answer holds Next, the right one opens it.
      const { right } = at.step.check;
      expect(run.answer(right === 0 ? 1 : 0)).toBe(false);
      await run.next();
      expect(run.at).toBe(at.index);
      expect(run.answer(right)).toBe(true);
      await run.next();
    } else await run.next();
  }
  expect(screen.done).toBe(true);
  run.stop();
  return views;
}

describe('tutorial lessons', () => {
  it('every game with lessons has at least one, and every lesson parses', () => {
    expect(books.length).toBeGreaterThan(0);
    for (const l of books) expect(lessonsOf(l).length).toBeGreaterThan(0);
  });

  for (const l of books) {
    for (const lesson of lessonsOf(l)) {
      describe(`${l.game}: ${lesson.id}`, () => {
        it('every message it names is in the catalogue', () => {
          const keys = [
            lesson.title,
            lesson.blurb,
            ...(lesson.names ?? []),
            ...lesson.steps.flatMap((s) => (isStop(s) ? [s.say, ...(s.wrong ? [s.wrong] : []), ...(s.choose?.why ? [s.choose.why] : [])] : [])),
            ...(lesson.quiz ?? []).flatMap((q) => [q.q, ...q.answers, q.why]),
          ];
          expect(keys.filter((k) => !has(k))).toEqual([]);
          expect(stopsOf(lesson).length).toBeGreaterThan(3);
        });

        it('plays through the engine: every scripted move is legal at its step and every stated fact holds; a wrong move is refused and changes nothing; the board shown is the game the step speaks of', async () => {
          let refusals = 0;
          const behind: number[] = [];
          await walk(l.game, lesson, async (run, at) => {
            // A stop that played only part of a move's events would draw the board from before the move.
            if (JSON.stringify(at.report.view) !== JSON.stringify(run.report!.view)) behind.push(at.number);
            if (!at.ask) return;
            const before = JSON.stringify(run.report);
            expect(await run.attempt(wrongMove(at.report.legal.length > 1 ? run.report! : at.report, at.ask))).toBe(false);
            expect(run.at).toBe(at.index);
            expect(JSON.stringify(run.report)).toBe(before);
            refusals++;
          });
          expect(refusals).toBeGreaterThan(0);
          expect(behind, 'stops whose board is behind the game').toEqual([]);
        });

        it.runIf(lesson.steps.some((s) => isStop(s) && s.choose))(
          'at a decision step, the search finds the answer the one good pick: a worse pick is explained and tried again, the answer goes on',
          async () => {
            let decisions = 0;
            await walk(l.game, lesson, async (run, at) => {
              if (!at.choose || !isStop(at.step) || !at.step.choose) return;
              const answer = at.step.choose.answer;
              const worse = at.choose.find((a) => !same(a, answer))!;
              const before = JSON.stringify(run.report);
              const poor = await run.choose(worse);
              expect(poor?.good, `${lesson.id} step ${at.index + 1}: ${JSON.stringify(worse)} counts as good as the answer`).toBe(false);
              expect(poor!.loss).toBeGreaterThan(0);
              expect(same(poor!.best.action, answer), `${lesson.id} step ${at.index + 1}: the search prefers ${JSON.stringify(poor!.best.action)}`).toBe(true);
              // Next does not go on after a poor pick, and nothing was played.
              await run.next();
              expect(run.at).toBe(at.index);
              expect(JSON.stringify(run.report)).toBe(before);
              run.retry();
              expect(run.verdict).toBeNull();
              // Every other move offered is poor too: the script after the answer is the only way on.
              for (const other of at.choose.filter((a) => !same(a, answer))) {
                const v = await run.choose(other);
                expect(v?.good, `${lesson.id} step ${at.index + 1}: ${JSON.stringify(other)} is good too`).toBe(false);
                run.retry();
              }
              decisions++;
            });
            expect(decisions).toBeGreaterThan(0);
          },
        );

        it('a lesson left at any stop resumes exactly there and plays on to its end as if never left; Back lands on the stop before', async () => {
          const forward = await walk(l.game, lesson);
          const stops = stopsOf(lesson);
          for (const i of stops) {
            const resumed = await walk(l.game, lesson, async () => {}, i);
            for (const [k, view] of resumed) expect(view).toEqual(forward.get(k));
            expect([...resumed.keys()]).toEqual(stops.filter((k) => k >= i));
          }
          const run = new LessonRun(l.game, lesson, hostEngine(), recorder());
          const mid = stops[Math.floor(stops.length / 2)]!;
          await run.start(mid);
          await run.back();
          expect(run.at).toBe(stops[stops.indexOf(mid) - 1]);
          expect(run.report).toEqual(forward.get(run.at));
          expect(run.falseFacts()).toEqual([]);
          run.stop();
        });
      });
    }
  }
});
