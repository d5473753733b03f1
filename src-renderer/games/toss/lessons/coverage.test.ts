/**
 * PipFall Toss's lessons against its rules map (every step names only mapped rules, every rule
 * has its words and a section), and the line a refused pitch is told: it names the spot the
 * step asks for.
 */
import { describe, expect, it } from 'vitest';
import { isStop, parseLesson, type Lesson } from '../../../tutorial/lesson';
import { coverage } from '../../../tutorial/rulesMap';
import { tossDe } from '../messages.de';
import { tossEn } from '../messages';
import { tossRules } from '../rules';
import { tossLessons } from './index';

const lessons: Lesson[] = tossLessons.lessons.map((raw) => {
  const p = parseLesson(raw);
  if (!p.ok) throw new Error(p.message);
  return p.lesson;
});
const rules = tossLessons.rules ?? [];
const en: Record<string, string> = tossLessons.messages.en;
const de: Record<string, string> = tossLessons.messages.de;

/** The names a line quotes (“Middle left (lob)”, „Mitte links (Lupfer)“). */
function quoted(line: string): string[] {
  return [...line.matchAll(/[“„]([^“”„]+)[“”]/g)].map((m) => m[1]!);
}

describe('toss: rules map', () => {
  it('covers the lessons without problems (and prints the figures)', () => {
    const c = coverage(rules, lessons);
    console.info(
      `toss: ${c.rules} rules, ${c.told} told, ${c.done} done (${Math.round((100 * c.done) / c.rules)}%); only told: ${c.onlyTold.join(', ') || '-'}; untold: ${c.untold.join(', ') || '-'}`,
    );
    expect(c.problems).toEqual([]);
    expect(c.untold).toEqual([]);
    expect(rules.length).toBeGreaterThanOrEqual(15);
  });

  it('every rule has a unique id, an English and a German title, and a section of the rules reference', () => {
    const sections = new Set(tossRules.sections.map((s) => s.id));
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
    expect(rules.filter((r) => !en[r.title]?.trim() || !de[r.title]?.trim()).map((r) => r.id)).toEqual([]);
    expect(rules.filter((r) => !sections.has(r.section)).map((r) => r.id)).toEqual([]);
  });

  it('a refused pitch is told to pick the very spot the step asks for, in both languages', () => {
    let asks = 0;
    for (const lesson of lessons) {
      for (const step of lesson.steps) {
        if (!isStop(step) || step.ask?.type !== 'toss') continue;
        asks++;
        expect(step.wrong, `${lesson.id}: ${step.say}`).toBeDefined();
        for (const [cat, aimAt] of [
          [en, tossEn['toss.aim.presets']],
          [de, tossDe['toss.aim.presets']],
        ] as const) {
          const wanted = quoted(cat[step.say]!);
          // The refusal quotes the spot (and may quote the "Aim at" list it is in): the very spot the step names.
          const spots = quoted(cat[step.wrong!]!).filter((q) => q !== aimAt);
          expect(spots, `${lesson.id}: ${step.wrong}`).toHaveLength(1);
          expect(wanted, `${lesson.id}: ${step.say} / ${step.wrong}`).toContain(spots[0]);
        }
      }
    }
    expect(asks).toBeGreaterThan(10);
  });
});
