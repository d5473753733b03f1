/** What the Piplus table's tests share: the report the host sends a seat, and the positions they play on. Test code only. */
import { piplus } from '../../../src-engine/games/piplus';
import type { PiplusState } from '../../../src-engine/games/piplus/state';
import { scene } from '../../../src-engine/games/piplus/testkit';
import type { TableReport } from '../game-ui';
import type { PiplusTypes } from './types';

/** What the host would send the table for `seat`. */
export function reportOf(s: PiplusState, seat: number): TableReport<PiplusTypes> {
  const toAct = piplus.toAct(s);
  const legal = toAct.includes(seat) ? piplus.legalActions(s, seat) : [];
  return { view: piplus.view(s, seat), legal, targets: piplus.targets!(s, seat, legal), toAct, outcome: piplus.outcome(s) };
}

/** Seat 0 holds 3 5 7 7 10, dice d4 3, d6 5, d8 2; seat 1 played two 8s. */
export const beatTwoEights = (): PiplusState =>
  scene({
    hands: [
      [3, 5, 7, 7, 10],
      [1, 2, 4, 6],
    ],
    dice: [{ values: [3, 5, 2] }, { values: [1, 1, 1] }],
    table: [8, 8],
    turn: 0,
  });
