/**
 * What undo may take back in PipFall Toss (core/undo.ts). Barriers: the coin for the
 * opener, every pitched die (the simulation's outcome, and the die's random orientation in
 * the hand) and, in the score keeper, every entered result (a real toss's outcome: the
 * keeper's own Undo action corrects a wrong entry). The opener's pick (open or choose a
 * side) shows nothing and can be taken back.
 */
import type { UndoRules } from '../../core/undo';
import type { TossEvent, TossState } from './state';

export const tossUndo: UndoRules<TossState, TossEvent> = {
  reveals: {
    coinTossed: 'coin',
    tossed: 'pitch',
    entered: 'pitch',
  },
  rng: (s) => s.rng,
  chance: 'pitch',
};
