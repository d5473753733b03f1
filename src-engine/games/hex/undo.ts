/**
 * What undo may take back in PipFall Hex (core/undo.ts). Barriers: a hand dealt, the deck
 * reshuffled at a round's end, and the programs turned up (`revealed`). The left-out card
 * is shown only to its own holder, who knew it already. Choosing a start, moving a die,
 * powering it and reinforcing show nothing hidden: they can be taken back until the next
 * reveal or deal.
 */
import type { UndoRules } from '../../core/undo';
import type { HexEvent, HexState } from './state';

export const hexUndo: UndoRules<HexState, HexEvent> = {
  reveals: {
    dealt: 'deal',
    dealtHidden: 'deal',
    reshuffled: 'shuffle',
    revealed: 'reveal',
  },
  rng: (s) => s.rng,
  chance: 'shuffle',
};
