/** PipFall Toss's rules book: every message it names exists, section ids are unique, and every phase's "?" lands on a section. */
import { describe, expect, it } from 'vitest';
import { sectionKeys } from '../../../rules/book';
import type { TossView } from '../types';
import { tossRules } from './index';
import { rulesTopic } from './topic';

describe('toss rules reference', () => {
  it('names only messages it brings, and each section once', () => {
    const keys = tossRules.sections.flatMap(sectionKeys);
    expect(keys.filter((k) => !(k in tossRules.messages.en))).toEqual([]);
    const ids = tossRules.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the "?" of every phase and mode opens an existing section (the keeper its own page)', () => {
    const ids = new Set(tossRules.sections.map((s) => s.id));
    for (const phase of ['choosing', 'pitching', 'over'] as const)
      for (const mode of ['digital', 'keeper'] as const) expect(ids.has(rulesTopic({ phase, options: { mode } } as TossView))).toBe(true);
    expect(rulesTopic({ phase: 'pitching', options: { mode: 'keeper' } } as TossView)).toBe('keeper');
    expect(rulesTopic({ phase: 'pitching', options: { mode: 'digital' } } as TossView)).toBe('frame');
  });
});
