import { describe, expect, it } from 'vitest';
import { framedDice, MAX_SIDE_TO_TOP, MIN_DIE_PX } from '../../ui/3d/legibility';
import { DIE, lidSlot, tableLayout } from './layout';
import { RIG, SMALL_CANVAS } from './framing';

describe('Piplus 3D table at 900x600 with six seats', () => {
  const l = tableLayout(6);
  // Every seat's unused d4, d6 and d8, and every slot of the lid (a d6-sized cube stands for each).
  const spots = [...l.seats.flatMap((s) => s.dice), ...l.seats.flatMap((s) => [0, 1, 2].map((k) => lidSlot(l, s.rel, k)))];
  const worst = framedDice({ width: 2 * l.halfW, depth: 2 * l.halfD, height: DIE }, RIG, SMALL_CANVAS, spots, DIE);

  it('shows every die at least 21 px across (24 needs larger dice than the rows of seats leave room for)', () => {
    expect(worst.across).toBeGreaterThanOrEqual(MIN_DIE_PX - 3);
  });

  it('is seen steeply enough that each die shows its top far more than the side turned to the viewer', () => {
    expect(worst.sideToTop).toBeLessThanOrEqual(MAX_SIDE_TO_TOP);
  });
});
