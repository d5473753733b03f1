import { describe, expect, it } from 'vitest';
import { parseLesson, type Lesson } from './lesson';
import { coverage, meetsTarget, recapOf, ruleEntries, type RuleEntry } from './rulesMap';

const rule = (id: string): RuleEntry => ({ id, title: `t.${id}`, section: 'overview', from: 'rulebook' });

function lesson(steps: unknown[]): Lesson {
  const r = parseLesson({ id: 'l', title: 't', blurb: 'b', minutes: 1, seat: 0, options: { seats: 2 }, seed: 1, steps });
  if (!r.ok) throw new Error(r.message);
  return r.lesson;
}

describe('rules map coverage', () => {
  it('counts a rule the learner does as told and done, and one only said as told', () => {
    const c = coverage([rule('a'), rule('b'), rule('c')], [lesson([{ say: 's1', told: ['b'] }, { say: 's2', ask: { type: 'x' }, does: ['a'] }, { say: 'end' }])]);
    expect(c).toMatchObject({ rules: 3, told: 2, done: 1, untold: ['c'], onlyTold: ['b'], problems: [] });
    expect(meetsTarget(c)).toBe(false);
  });

  it('names an unknown rule id and a "does" on a step where the learner only reads', () => {
    const c = coverage(
      [rule('a')],
      [
        lesson([
          { say: 's1', does: ['a'] },
          { say: 's2', told: ['zz'] },
        ]),
      ],
    );
    expect(c.problems).toEqual(['l:1: "does" on a step where the learner does nothing', 'l:2 names an unknown rule "zz"']);
    expect(meetsTarget(c)).toBe(false);
  });

  it('meets the target only with every rule told and at least 90% done', () => {
    const rules = Array.from({ length: 10 }, (_, i) => rule(`r${i}`));
    const doneAll = (n: number): Lesson =>
      lesson([...rules.slice(0, n).map((r) => ({ say: 's', ask: { type: 'x' }, does: [r.id] })), { say: 'end', told: rules.map((r) => r.id) }]);
    expect(meetsTarget(coverage(rules, [doneAll(9)]))).toBe(true);
    expect(meetsTarget(coverage(rules, [doneAll(8)]))).toBe(false);
  });

  it('refuses a rule id that is not an id', () => {
    expect(parseLesson({ id: 'l', title: 't', blurb: 'b', minutes: 1, seat: 0, options: {}, seed: 1, steps: [{ say: 's', told: ['Not An Id'] }] }).ok).toBe(false);
  });

  it("a lesson's recap lists the rules it covered in the map's order, done where the learner did them (a decision counts), told otherwise", () => {
    const l = lesson([
      { say: 's1', told: ['c', 'a'] },
      { say: 's2', choose: { among: 'any', answer: { type: 'x' } }, does: ['b'] },
      { say: 's3', ask: { type: 'y' }, does: ['a'], told: ['gone'] },
      { say: 'end' },
    ]);
    expect(recapOf(l, [rule('a'), rule('b'), rule('c'), rule('d')]).map((c) => [c.rule.id, c.done])).toEqual([
      ['a', true],
      ['b', true],
      ['c', false],
    ]);
    expect(coverage([rule('b')], [l]).done).toBe(1);
  });

  it('lets a question about the table (a check) do a setup fact only: any other rule must be done by a move', () => {
    const rule2 = ruleEntries('g');
    const rules = [rule2.setup('deck', 'setup'), rule2('swap', 'moves')];
    expect(rules[0]).toEqual({ id: 'deck', title: 'g.rule.deck', section: 'setup', from: 'rulebook', setup: true });
    const asked = (does: string[]): Lesson => lesson([{ say: 'how many?', check: { answers: ['a1', 'a2'], right: 1, why: 'w' }, does }, { say: 'end' }]);
    const fact = coverage(rules, [asked(['deck'])]);
    expect(fact).toMatchObject({ done: 1, problems: [] });
    const move = coverage(rules, [asked(['swap'])]);
    expect(move.problems).toEqual(['l:1: "swap" is no setup fact, so a move must do it, not a question']);
    expect(meetsTarget(move)).toBe(false);
    // A setup fact may still be done by a move.
    expect(coverage(rules, [lesson([{ say: 's', ask: { type: 'x' }, does: ['deck'] }, { say: 'end' }])]).problems).toEqual([]);
  });

  it('refuses a check whose right answer is not among its answers, and one that also asks for a move', () => {
    const base = { id: 'l', title: 't', blurb: 'b', minutes: 1, seat: 0, options: {}, seed: 1 };
    const bad = parseLesson({ ...base, steps: [{ say: 's', check: { answers: ['a', 'b'], right: 2, why: 'w' } }] });
    expect(bad.ok ? '' : bad.message).toBe('steps.0.check.right: the right answer is not among the answers');
    const both = parseLesson({ ...base, steps: [{ say: 's', ask: { type: 'x' }, check: { answers: ['a', 'b'], right: 0, why: 'w' } }] });
    expect(both.ok ? '' : both.message).toBe('steps.0: a step asks a question about the table or for a move, not both');
  });
});
