import { describe, expect, it } from 'vitest';
import { framedDice, MAX_SIDE_TO_TOP, MIN_DIE_PX } from '../../ui/3d/legibility';
import { cellSpot, DIE, extentOf, RIG, SMALL_CANVAS } from './framing';

describe('Pip Zero 3D table at 900x600 with two seats', () => {
  const spots = [0, 1].flatMap((seat) => Array.from({ length: 16 }, (_, i) => cellSpot(2, seat, Math.floor(i / 4), i % 4)));
  const worst = framedDice(extentOf(2), RIG, SMALL_CANVAS, spots, DIE);

  it('shows every die at least 24 px across', () => {
    expect(worst.across).toBeGreaterThanOrEqual(MIN_DIE_PX);
  });

  it('is seen steeply enough that each die shows its top face far more than the side turned to the viewer', () => {
    expect(worst.sideToTop).toBeLessThanOrEqual(MAX_SIDE_TO_TOP);
  });
});
