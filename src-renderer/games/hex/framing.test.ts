import { describe, expect, it } from 'vitest';
import { MAPS } from '../../../src-engine/games/hex/maps';
import { framedDice, MAX_SIDE_TO_TOP, MIN_DIE_PX } from '../../ui/3d/legibility';
import { DIE, extentOf, RIG, SMALL_CANVAS } from './framing';
import { HexLayout } from './layout';

describe('PipFall Hex 3D table at 900x600 with four seats', () => {
  for (const id of Object.keys(MAPS)) {
    const layout = new HexLayout(MAPS[id]!);
    const worst = framedDice(
      extentOf(layout),
      RIG,
      SMALL_CANVAS,
      layout.cells.map((c) => layout.centre(c)),
      DIE,
    );

    it(`shows a die on any hex of ${id} at least 24 px across`, () => {
      expect(worst.across).toBeGreaterThanOrEqual(MIN_DIE_PX);
    });

    it(`sees ${id} steeply enough that each die shows its top face far more than the side turned to the viewer`, () => {
      expect(worst.sideToTop).toBeLessThanOrEqual(MAX_SIDE_TO_TOP);
    });
  }

  it('keeps a die clear of its neighbours on every side', () => {
    // Neighbouring hexes are one unit apart, the diagonal ones 0.866 deep: square dice must not touch.
    expect(DIE).toBeLessThan(Math.sqrt(3) / 2);
  });
});
