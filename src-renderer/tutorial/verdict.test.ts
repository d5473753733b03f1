import { describe, expect, it } from 'vitest';
import { outlook, pointsBetween } from './verdict';

describe("the coach's reading of the search's values", () => {
  it('a value of -1..1 is an outlook of 0..1, and a difference whole points of 100, never negative', () => {
    expect([outlook(-1), outlook(0), outlook(0.9), outlook(1.2)]).toEqual([0, 0.5, 0.95, 1]);
    expect(pointsBetween(0.95, 0.75)).toBe(10);
    expect(pointsBetween(0.062, 0.055)).toBe(0);
    expect(pointsBetween(0.1, 0.3)).toBe(0);
  });
});
