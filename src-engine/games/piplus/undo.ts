/**
 * What undo may take back in Piplus (core/undo.ts). Barriers: any die rolled (a pass with a
 * reroll, the forced reroll, the roll for the lead, the scoring rolls) and a new round's
 * deal. A play of cards, with or without dice on them, and a lone die are public and draw
 * nothing: they can be taken back, with the computers' answers, until the next roll.
 */
import type { UndoRules } from '../../core/undo';
import type { PiplusEvent, PiplusState } from './state';

export const piplusUndo: UndoRules<PiplusState, PiplusEvent> = {
  reveals: {
    rolled: 'roll',
    starter: 'roll',
    scored: 'roll',
    roundStarted: 'deal',
    dealt: 'deal',
  },
  rng: (s) => s.rng,
  chance: 'roll',
};
