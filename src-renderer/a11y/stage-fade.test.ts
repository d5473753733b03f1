import { describe, expect, it } from 'vitest';
import { FADE_MS } from '../ui/events';
import { fadeMs, speedScale } from './stage-fade';

describe('reduced motion fades', () => {
  it('fades only with reduced motion, at the speed chosen, and never at the fast speed', () => {
    expect(fadeMs(false, 'normal')).toBe(0);
    expect(fadeMs(true, 'normal')).toBe(FADE_MS);
    expect(fadeMs(true, 'slow')).toBe(Math.round(FADE_MS * 1.6));
    expect(fadeMs(true, 'fast')).toBe(0);
    expect(speedScale('fast')).toBe(0);
  });
});
