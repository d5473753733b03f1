/** Piplus's rules book: every message it names exists, section ids are unique, and every moment's "?" lands on a section. */
import { describe, expect, it } from 'vitest';
import { sectionKeys } from '../../../rules/book';
import type { PiplusView } from '../types';
import { piplusRules } from './index';
import { rulesTopic } from './topic';

describe('piplus rules reference', () => {
  it('names only messages it brings, and each section once', () => {
    const keys = piplusRules.sections.flatMap(sectionKeys);
    expect(keys.filter((k) => !(k in piplusRules.messages.en))).toEqual([]);
    const ids = piplusRules.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the "?" opens the section for the moment: leading, beating, going out, scoring', () => {
    const view = (over: Partial<PiplusView>, hand: readonly (number | null)[] = [3, 5]): PiplusView =>
      ({
        phase: 'play',
        viewer: 0,
        table: null,
        seats: [
          { hand, place: null },
          { hand: [null], place: null },
        ],
        ...over,
      }) as unknown as PiplusView;
    const topics = [
      rulesTopic(view({})),
      rulesTopic(view({ table: { cards: [4], value: 4 } })),
      rulesTopic(view({ table: { cards: [4], value: 4 } }, [])),
      rulesTopic(view({ phase: 'over' })),
      rulesTopic(view({ viewer: null })),
    ];
    expect(topics).toEqual(['leading', 'beating', 'finishing', 'scoring', 'leading']);
    for (const id of topics) expect(piplusRules.sections.some((s) => s.id === id)).toBe(true);
  });
});
