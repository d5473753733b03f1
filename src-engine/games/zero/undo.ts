/**
 * What undo may take back in Pip Zero (core/undo.ts). Barriers: a hand dealt (the cards are
 * new to their holder), the discards reshuffled, the Initiative cards turned up and each
 * program card revealed as its column resolves. Programming itself hides the cards, and a
 * swap or power choice shows nothing new: those can be taken back until the next reveal.
 */
import type { UndoRules } from '../../core/undo';
import type { ZeroEvent, ZeroState } from './state';

export const zeroUndo: UndoRules<ZeroState, ZeroEvent> = {
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
