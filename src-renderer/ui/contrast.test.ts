import { describe, expect, it } from 'vitest';

import { contrast, readableOn } from './contrast';
import { PALETTE_NAMES, seatTextColour, TEXT_BACKGROUNDS } from './palette';

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('every seat colour of every palette, used as text, reads at 4.5:1 on every dark surface', () => {
    for (const p of PALETTE_NAMES)
      for (let seat = 0; seat < 6; seat++)
        for (const bg of TEXT_BACKGROUNDS) expect(contrast(seatTextColour(p, seat), bg), `${p} seat ${seat} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves a colour that already reads as it is', () => {
    expect(readableOn('#f2c14e', TEXT_BACKGROUNDS)).toBe('#f2c14e');
  });
});
