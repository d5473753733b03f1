/** PipFall's rules book: every message it names exists, section ids are unique, and every phase's "?" lands on a section. */
import { describe, expect, it } from 'vitest';
import { sectionKeys } from '../../../rules/book';
import { pipfallRules } from './index';
import { rulesTopic } from './topic';
import type { PipfallView } from '../types';

describe('pipfall rules reference', () => {
  it('names only messages it brings, and each section once', () => {
    const keys = pipfallRules.sections.flatMap(sectionKeys);
    expect(keys.filter((k) => !(k in pipfallRules.messages.en))).toEqual([]);
    const ids = pipfallRules.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the "?" of every phase opens an existing section', () => {
    for (const phase of ['program', 'place', 'activate', 'glory', 'restore', 'over'] as const) {
      const id = rulesTopic({ phase } as PipfallView);
      expect(pipfallRules.sections.some((s) => s.id === id)).toBe(true);
    }
  });
});
