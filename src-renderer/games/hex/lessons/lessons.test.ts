/**
 * PipFall Hex's lessons against its rules map: the coverage figures (printed), every rule id a step
 * names is in the map, every rule has its title in English and German and a section in the
 * rules reference; and at every stop the board the lesson screen draws is the game the coach
 * and the step's facts speak of (a stop that played only part of a move's events showed the
 * board from before the move while the coach spoke of its end).
 */
import { describe, expect, it } from 'vitest';
import { createHost } from '../../../../src-engine/host/host';
import type { GameOpenedResult, StepResult } from '../../../engine/types';
import { parseLesson, type Lesson } from '../../../tutorial/lesson';
import { LessonRun, type LessonAt, type LessonEngine } from '../../../tutorial/run';
import { coverage } from '../../../tutorial/rulesMap';
import { hexRules } from '../rules';
import { hexLessons } from './index';

const lessons: Lesson[] = hexLessons.lessons.map((raw) => {
  const p = parseLesson(raw);
  if (!p.ok) throw new Error(p.message);
  return p.lesson;
});
const map = hexLessons.rules ?? [];
const { en, de } = hexLessons.messages as { en: Record<string, string>; de: Record<string, string> };

function engine(): LessonEngine {
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
    close: (gameId) => call({ type: 'close', gameId }),
  };
}

describe('hex lessons and the rules map', () => {
  it('every rule a step names is in the map; every rule has a title in both languages and a section of the rules reference', () => {
    const c = coverage(map, lessons);
    console.log(
      `hex rules map: ${c.rules} rules, ${c.told} told, ${c.done} done by the learner; untold: ${c.untold.join(', ') || 'none'}; only told: ${c.onlyTold.join(', ') || 'none'}`,
    );
    expect(map.length).toBeGreaterThan(25);
    expect(c.problems).toEqual([]);
    expect(c.untold).toEqual([]);
    expect(new Set(map.map((r) => r.id)).size).toBe(map.length);
    expect(map.filter((r) => !en[r.title] || !de[r.title]).map((r) => r.id)).toEqual([]);
    const sections = new Set(hexRules.sections.map((s) => s.id));
    expect(map.filter((r) => !sections.has(r.section)).map((r) => r.id)).toEqual([]);
  });

  for (const lesson of lessons) {
    it(`${lesson.id}: at every stop the board shown is the game the step speaks of`, async () => {
      const seen: { at: LessonAt | null; done: boolean } = { at: null, done: false };
      const run = new LessonRun('hex', lesson, engine(), {
        play: async () => {},
        show: (a) => (seen.at = a),
        rebuilding: () => {},
        progress: (_i, d) => (seen.done ||= d),
      });
      await run.start(0);
      const behind: number[] = [];
      for (let guard = 0; guard < 500 && !seen.done; guard++) {
        const a = seen.at!;
        if (JSON.stringify(a.report.view) !== JSON.stringify(run.report!.view)) behind.push(a.number);
        if (a.ask) await run.attempt(a.ask);
        else await run.next();
      }
      run.stop();
      expect(seen.done).toBe(true);
      expect(behind).toEqual([]);
    });
  }
});
