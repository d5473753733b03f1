import { describe, expect, it } from 'vitest';
import { excerpt, MAX_MESSAGE_CHARS } from './excerpt';

describe('excerpt', () => {
  it('keeps short plain text as it is', () => {
    expect(excerpt('seat 3 does not exist')).toBe('seat 3 does not exist');
    expect(excerpt('Élan, 5♠ — ok')).toBe('Élan, 5♠ — ok');
  });

  it('escapes controls and characters that reorder or hide text', () => {
    expect(excerpt('a\nb\u0000c\u202ed\u200be\ufefff')).toBe('a\\u000ab\\u0000c\\u202ed\\u200be\\ufefff');
  });

  it('cuts long text to the bound, marking the cut, in time independent of the input length', () => {
    const long = `x${'\n'.repeat(10)}${'y'.repeat(10_000_000)}`;
    const out = excerpt(long);
    expect(out.length).toBe(MAX_MESSAGE_CHARS);
    expect(out.endsWith('…')).toBe(true);
    expect(out.startsWith('x\\u000a')).toBe(true);
    expect(excerpt('abcdef', 4)).toBe('abc…');
    expect(excerpt('abcd', 4)).toBe('abcd');
  });
});
