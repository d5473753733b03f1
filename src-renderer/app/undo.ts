/**
 * The table's Undo button in words: whether it can be pressed now, the tooltip that says why
 * not ("The dice were rolled since your move"), and, at a hot-seat table, whose agreement it
 * needs. What can be undone is the engine's call (each view's `undo` status); the table only
 * adds whether it is waiting for the seat at the screen.
 */
import type { UndoStatus } from '../engine/types';
import { t } from '../i18n';

/** What the Undo button shows and does. */
export interface UndoOffer {
  /** Whether pressing it takes something back (or asks for agreement). */
  readonly enabled: boolean;
  /** Its tooltip: what it would take back, or why it cannot. */
  readonly title: string;
  /** The seat whose move would be taken back. */
  readonly seat: number | null;
  /**
   * Hot-seat, when the move is another person's: the seat at the screen must agree first
   * ("Player 1 wants to take back their move. Allow?"). Null: undo at once.
   */
  readonly ask: { readonly seat: number; readonly screen: number } | null;
}

/** Where the table is: the seat at the screen, and whether it is waiting for that seat's move. */
export interface UndoContext {
  readonly screenSeat: number | null;
  readonly hotSeat: boolean;
  /** The seat at the screen may act now (no hand-off, no animation, the game not over). */
  readonly ready: boolean;
  readonly seatNames: readonly string[];
}

/** The reason a status gives, in words. */
export function undoReason(status: UndoStatus): string {
  switch (status.reason) {
    case 'ERR_UNDO_BARRIER':
      return t(`undo.why.${status.kind ?? 'chance'}`);
    case 'ERR_UNDO_OTHER_SEAT':
      return t('undo.why.other');
    case 'ERR_GAME_OVER':
      return t('undo.why.over');
    default:
      return t('undo.why.nothing');
  }
}

/** The Undo button for a status (absent: the engine said nothing, so nothing can be undone). */
export function undoOffer(status: UndoStatus | null | undefined, ctx: UndoContext): UndoOffer {
  if (!status) return { enabled: false, title: t('undo.why.nothing'), seat: null, ask: null };
  if (!status.available || status.seat === null) return { enabled: false, title: undoReason(status), seat: status.seat, ask: null };
  if (!ctx.ready) return { enabled: false, title: t('undo.why.notNow'), seat: status.seat, ask: null };
  const other = ctx.hotSeat && ctx.screenSeat !== null && status.seat !== ctx.screenSeat;
  if (other) {
    const seat = ctx.seatNames[status.seat] ?? '';
    return { enabled: true, title: t('table.undoTitleOther', { seat }), seat: status.seat, ask: { seat: status.seat, screen: ctx.screenSeat } };
  }
  return { enabled: true, title: t('table.undoTitle'), seat: status.seat, ask: null };
}
