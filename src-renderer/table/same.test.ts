import { describe, expect, it } from 'vitest';
import { indexOf, sameValue } from './same';

describe('sameValue', () => {
  it('matches plain values by contents, whatever the key order', () => {
    expect(sameValue({ type: 'move', seat: 0, to: { row: 1, col: 2 } }, { seat: 0, to: { col: 2, row: 1 }, type: 'move' })).toBe(true);
    expect(sameValue([1, [2, 3]], [1, [2, 3]])).toBe(true);
  });
  it('tells different values apart', () => {
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue('1', 1)).toBe(false);
  });
});

describe('indexOf', () => {
  it('finds a hinted action among the legal ones, or says it is not there', () => {
    const legal = [
      { type: 'pass', seat: 1 },
      { type: 'play', seat: 1, cards: [3, 4] },
    ];
    expect(indexOf(legal, { seat: 1, cards: [3, 4], type: 'play' })).toBe(1);
    expect(indexOf(legal, { type: 'play', seat: 1, cards: [4, 3] })).toBeNull();
  });
});
