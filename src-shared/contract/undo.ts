/** What a view's undo status says when nothing can be taken back (the engine decides: src-engine/core/undo.ts). */

/** What kind of barrier a step is, in the words the player is told ("The dice were rolled since your move"). */
export type BarrierKind = 'roll' | 'deal' | 'shuffle' | 'reveal' | 'draw' | 'pitch' | 'coin' | 'chance';

/** Why nothing can be taken back. */
export type UndoRefusal =
  | 'ERR_UNDO_NOTHING' // the seat (or nobody at the screen) has acted yet
  | 'ERR_UNDO_BARRIER' // a roll, a deal or a reveal came since (kind says which)
  | 'ERR_UNDO_OTHER_SEAT' // another person at the screen acted since
  | 'ERR_GAME_OVER'; // the game has ended
