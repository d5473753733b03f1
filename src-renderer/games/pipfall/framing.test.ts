import { describe, expect, it } from 'vitest';
import { boardSize } from '../../../src-engine/games/pipfall/board';
import { framedDice, MAX_SIDE_TO_TOP, MIN_DIE_PX } from '../../ui/3d/legibility';
import { cellSpot, DIE, extentOf, RIG, SMALL_CANVAS } from './framing';

describe('PipFall 3D board at 900x600 with four seats', () => {
  const n = boardSize(4);
  const spots = Array.from({ length: n * n }, (_, i) => cellSpot(n, Math.floor(i / n), i % n));
  const worst = framedDice(extentOf(n), RIG, SMALL_CANVAS, spots, DIE);

  it('shows every die at least 24 px across, the far corners too', () => {
    expect(n).toBe(8);
    expect(worst.across).toBeGreaterThanOrEqual(MIN_DIE_PX);
  });

  it('is seen steeply enough that each die shows its top face far more than the side turned to the viewer', () => {
    expect(worst.sideToTop).toBeLessThanOrEqual(MAX_SIDE_TO_TOP);
  });
});
