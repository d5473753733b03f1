import { describe, expect, it } from 'vitest';
import { pipLayout } from './pips';

describe('flat die faces', () => {
  it('a face of 1..6 has as many pips as its value, all inside the face and none on top of another', () => {
    for (let v = 1; v <= 6; v++) {
      const pips = pipLayout(v)!;
      expect(pips).toHaveLength(v);
      for (const [x, y] of pips) {
        expect(x).toBeGreaterThan(0);
        expect(x).toBeLessThan(1);
        expect(y).toBeGreaterThan(0);
        expect(y).toBeLessThan(1);
      }
      expect(new Set(pips.map(([x, y]) => `${x},${y}`)).size).toBe(v);
    }
  });
  it('faces without a pip layout (0, 7, 8) show numerals', () => {
    expect(pipLayout(0)).toBeNull();
    expect(pipLayout(7)).toBeNull();
    expect(pipLayout(8)).toBeNull();
  });
});
