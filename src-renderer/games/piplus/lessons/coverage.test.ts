/** Piplus's lessons against its rules map: every step names only mapped rules, every rule has its words and a section. */
import { describe, expect, it } from 'vitest';
import { parseLesson, type Lesson } from '../../../tutorial/lesson';
import { coverage } from '../../../tutorial/rulesMap';
import { piplusRules } from '../rules';
import { piplusLessons } from './index';

const lessons: Lesson[] = piplusLessons.lessons.map((raw) => {
  const p = parseLesson(raw);
  if (!p.ok) throw new Error(p.message);
  return p.lesson;
});
const rules = piplusLessons.rules ?? [];

describe('piplus: rules map', () => {
  it('covers the lessons without problems (and prints the figures)', () => {
    const c = coverage(rules, lessons);
    console.info(
      `piplus: ${c.rules} rules, ${c.told} told, ${c.done} done (${Math.round((100 * c.done) / c.rules)}%); only told: ${c.onlyTold.join(', ') || '-'}; untold: ${c.untold.join(', ') || '-'}`,
    );
    expect(c.problems).toEqual([]);
    expect(c.untold).toEqual([]);
    expect(rules.length).toBeGreaterThanOrEqual(15);
  });

  it('every rule has a unique id, an English and a German title, and a section of the rules reference', () => {
    const sections = new Set(piplusRules.sections.map((s) => s.id));
    const en: Record<string, string> = piplusLessons.messages.en;
    const de: Record<string, string> = piplusLessons.messages.de;
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
    expect(rules.filter((r) => !en[r.title]?.trim() || !de[r.title]?.trim()).map((r) => r.id)).toEqual([]);
    expect(rules.filter((r) => !sections.has(r.section)).map((r) => r.id)).toEqual([]);
  });
});
