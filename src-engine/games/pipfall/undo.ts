/**
 * What undo may take back in PipFall (core/undo.ts). Barriers: a hand dealt, the discards
 * reshuffled, the Initiative cards turned up and each program card revealed when its slot
 * resolves. Placing a marker, activating a die, the glory bonus and the restore choice show
 * nothing hidden: they can be taken back until the next card is turned up.
 */
import type { UndoRules } from '../../core/undo';
import type { PipfallEvent, PipfallState } from './state';

export const pipfallUndo: UndoRules<PipfallState, PipfallEvent> = {
  reveals: {
    dealt: 'deal',
    dealtHidden: 'deal',
    reshuffled: 'shuffle',
    initiativeRevealed: 'reveal',
    cardRevealed: 'reveal',
  },
  rng: (s) => s.rng,
  chance: 'shuffle',
};
