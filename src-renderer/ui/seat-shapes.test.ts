import { describe, expect, it } from 'vitest';
import { SEAT_SHAPES, seatOf, seatShape, shapePath } from './seat-shapes';

describe('seat shapes', () => {
  it('gives each of six seats its own shape, with a path', () => {
    const shapes = [0, 1, 2, 3, 4, 5].map(seatShape);
    expect(new Set(shapes).size).toBe(6);
    expect(shapes[0]).toBe('circle');
    for (const s of SEAT_SHAPES) expect(shapePath(s)).toMatch(/^M[\d.,]+.*Z$/);
  });

  it('reads the seat an event is about', () => {
    expect(seatOf({ type: 'moved', seat: 2 })).toBe(2);
    expect(seatOf({ type: 'handStarted' })).toBeNull();
    expect(seatOf({ type: 'x', seat: 'red' })).toBeNull();
  });
});
