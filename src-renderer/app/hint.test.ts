import { describe, expect, it } from 'vitest';
import type { HintResult } from '../engine/types';
import { addMessages, setLocale } from '../i18n';
import { hintWords } from './hint';

addMessages({
  'hint.suggested': 'Suggested: {action}.',
  'hint.sure': 'sure',
  'hint.fairly': 'fairly',
  'hint.close': 'close call',
  'hint.only': 'only move',
  'hint.runnerUp': 'Almost as good: {action}.',
  'hint.detailLine': '{action}: {share}, {value}.',
  'hint.detailIterations.other': '({n} worlds)',
});
addMessages({ 'hint.detailLine': '{action}: {share}, {value}.', 'hint.detailIterations.other': '({n} Welten)' }, 'de');

/** A hint whose lines have these (share, expected value) pairs, best first. */
const hint = (...pairs: (readonly [share: number, mean: number])[]): HintResult => ({
  action: { n: 0 },
  reason: 'r',
  level: 'hard',
  iterations: 500,
  lines: pairs.map(([share, mean], i) => ({ action: { n: i }, label: `a${i}`, share, mean })),
});
const words = (a: unknown): string => `move ${(a as { n: number }).n}`;

describe('hint in words', () => {
  it('says the move in the game’s words, how sure the search is, and the numbers only in the details', () => {
    const w = hintWords(hint([0.72, 0.3], [0.1, 0.1]), words);
    expect(w.text).toBe('Suggested: move 0.');
    expect(w.confidence).toBe('sure');
    expect(w.runnerUp).toBeNull();
    expect(w.text).not.toMatch(/%|0\.3/);
    expect(w.details).toBe('move 0: 72%, +0.30. move 1: 10%, +0.10. (500 worlds)');
  });

  it('writes its numbers as the chosen language does: a decimal comma in German (issue 50)', () => {
    setLocale('de');
    try {
      expect(hintWords({ ...hint([0.72, 0.3], [0.1, -0.1]), iterations: 12000 }, words).details).toBe('move 0: 72\u00a0%, +0,30. move 1: 10\u00a0%, -0,10. (12.000 Welten)');
    } finally {
      setLocale('en');
    }
  });

  it('mentions the runner-up only when it is about as good (its expected value within 0.05 of the pick, either way)', () => {
    const close = hintWords(hint([0.3, 0.02], [0.28, 0.0]), words);
    expect(close.confidence).toBe('close call');
    expect(close.runnerUp).toBe('Almost as good: move 1.');
    const higher = hintWords(hint([0.5, 0.0], [0.2, 0.03]), words);
    expect(higher.runnerUp).toBe('Almost as good: move 1.');
    expect(hintWords(hint([1, 0]), words).confidence).toBe('only move');
    const fair = hintWords(hint([0.4, 0.5], [0.3, 0.2]), words);
    expect(fair.confidence).toBe('fairly');
    expect(fair.runnerUp).toBeNull();
  });
});
