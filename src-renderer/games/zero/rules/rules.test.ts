/** Pip Zero's rules book: every message it names exists, section ids are unique, and every moment's "?" lands on a section. */
import { describe, expect, it } from 'vitest';
import { sectionKeys } from '../../../rules/book';
import { zeroRules } from './index';
import { rulesTopic } from './topic';
import type { ZeroView } from '../types';

describe('zero rules reference', () => {
  it('names only messages it brings, and each section once', () => {
    const keys = zeroRules.sections.flatMap(sectionKeys);
    expect(keys.filter((k) => !(k in zeroRules.messages.en))).toEqual([]);
    const ids = zeroRules.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the "?" opens an existing section in every phase, solo or not, choosing or not', () => {
    for (const phase of ['program', 'resolve', 'over'] as const)
      for (const seats of [1, 2] as const)
        for (const pending of [null, {}]) {
          const id = rulesTopic({ phase, options: { seats, variants: [] }, pending } as unknown as ZeroView);
          expect(zeroRules.sections.some((s) => s.id === id)).toBe(true);
        }
  });
});
