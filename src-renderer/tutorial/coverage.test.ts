/**
 * How every game's lessons cover its rules map (tutorial/rulesMap.ts), printed for the CI log
 * and held to the target: every rule at least told, at least DONE_TARGET of them done by the
 * learner. A map's rules must name sections its rules reference has, and their titles must read
 * in English and German in the lessons' catalogue (the recap lists them and links there).
 * Every game must have a map and meet the target: a game that adds rules must teach them.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/registry';
import { parseLesson, type Lesson } from './lesson';
import { coverage, DONE_TARGET, meetsTarget } from './rulesMap';

describe('rules coverage of the lessons', () => {
  for (const g of GAMES) {
    it(`${g.id}: its lessons tell every rule of its map and have the learner do at least ${Math.round(DONE_TARGET * 100)}%`, async () => {
      const book = g.lessons ? await g.lessons() : null;
      const lessons: Lesson[] = (book?.lessons ?? []).map((raw, i) => {
        const p = parseLesson(raw);
        if (!p.ok) throw new Error(`${g.id} lesson ${i + 1}: ${p.message}`);
        return p.lesson;
      });
      expect(book?.rules, `${g.id} has no rules map`).toBeDefined();
      if (!book?.rules) return;
      const c = coverage(book.rules, lessons);
      const pct = c.rules === 0 ? 0 : Math.round((c.done / c.rules) * 100);
      console.log(
        `${g.id}: ${c.rules} rules, ${c.told} told, ${c.done} done (${pct}%, target ${Math.round(DONE_TARGET * 100)}%)` +
          `${c.untold.length ? `; untold: ${c.untold.join(', ')}` : ''}${c.onlyTold.length ? `; only told: ${c.onlyTold.join(', ')}` : ''}` +
          `${c.problems.length ? `; problems: ${c.problems.join('; ')}` : ''}`,
      );

      // The map itself: unique ids, sections the rules reference has, titles in both languages.
      const ids = book.rules.map((r) => r.id);
      expect(
        ids.filter((id, i) => ids.indexOf(id) !== i),
        'rule ids named twice',
      ).toEqual([]);
      const reference = g.rules ? await g.rules() : null;
      expect(reference, `${g.id} has a rules map but no rules reference to link to`).not.toBeNull();
      const sections = new Set(reference!.sections.map((s) => s.id));
      expect(
        book.rules.filter((r) => !sections.has(r.section)).map((r) => `${r.id} → ${r.section}`),
        'rules whose section the rules reference lacks',
      ).toEqual([]);
      expect(
        book.rules.filter((r) => !book.messages.en[r.title] || !book.messages.de[r.title]).map((r) => `${r.id}: ${r.title}`),
        "rule titles without English and German text in the lessons' catalogue",
      ).toEqual([]);

      expect(c.problems).toEqual([]);
      expect(c.untold, 'rules no lesson tells').toEqual([]);
      expect(meetsTarget(c), `${c.done} of ${c.rules} rules done by the learner; the target is ${Math.ceil(c.rules * DONE_TARGET)}`).toBe(true);
    });
  }
});
