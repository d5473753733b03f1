/**
 * The table's Undo button in words: whether it can be pressed now, the tooltip that says why
 * not ("The dice were rolled since your move"), and, at a hot-seat table, the question put to
 * the seat at the screen when the move to take back is another seat's. What can be undone is
 * the engine's call (each view's `undo` status); the table adds only whether it is waiting for
 * the seat at the screen and nothing else is running.
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
   * Hot-seat, when the move is another person's: the seat at the screen (who pressed Undo)
   * is asked first whether that seat's move goes back. Null: undo at once.
   */
  readonly ask: UndoAsk | null;
}

/** A hot-seat take-back waiting for an answer: `seat`'s move, asked of the seat at the screen. */
export interface UndoAsk {
  readonly seat: number;
  readonly screen: number;
}

/** Where the table is. */
export interface UndoContext {
  /** The seat at the screen (null: nobody's, e.g. only computers play). */
  readonly screenSeat: number | null;
  readonly hotSeat: boolean;
  readonly seatNames: readonly string[];
  /** The seat at the screen is to move (no hand-off over the table, the game not over): the bar says "Your move". */
  readonly yourTurn: boolean;
  /** A step is being played on the board. */
  readonly playing: boolean;
  /** The table's flow would take an undo now: it waits for this seat's move, and no computer decides alongside. */
  readonly accepting: boolean;
  /** A take-back is being asked about (the question is on the screen). */
  readonly asking: boolean;
}

/** "your move" or "Player 2's move": whose move the engine's reason is about, seen from the seat at the screen. */
function whoseMove(seat: number | null, ctx: Pick<UndoContext, 'screenSeat' | 'seatNames'>): string {
  return seat === null || seat === ctx.screenSeat ? t('undo.move.yours') : t('undo.move.of', { seat: ctx.seatNames[seat] ?? '' });
}

/** The reason a status gives, in words ("Cards were dealt since Player 2's move" when the move was another seat's). */
export function undoReason(status: UndoStatus, ctx: Pick<UndoContext, 'screenSeat' | 'seatNames'> = { screenSeat: status.seat, seatNames: [] }): string {
  switch (status.reason) {
    case 'ERR_UNDO_BARRIER':
      return t(`undo.why.${status.kind ?? 'chance'}`, { move: whoseMove(status.seat, ctx) });
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
  if (!status.available || status.seat === null) return { enabled: false, title: undoReason(status, ctx), seat: status.seat, ask: null };
  const other = ctx.hotSeat && ctx.screenSeat !== null && status.seat !== ctx.screenSeat;
  const title = other ? t('table.undoTitleOther', { seat: ctx.seatNames[status.seat] ?? '' }) : t('table.undoTitle');
  // Each "not now" says what is waited for; "when it is your move" only when it is not (the bar then says so too).
  const wait = !ctx.yourTurn ? 'undo.why.notNow' : ctx.playing ? 'undo.why.playing' : !ctx.accepting ? 'undo.why.busy' : ctx.asking ? 'undo.why.asking' : null;
  if (wait) return { enabled: false, title: t(wait), seat: status.seat, ask: null };
  return { enabled: true, title, seat: status.seat, ask: other ? { seat: status.seat, screen: ctx.screenSeat } : null };
}

/** The hot-seat question in words: the seat at the screen pressed Undo, and the move it would take back is `ask.seat`'s. */
export function undoAskWords(ask: UndoAsk, seatNames: readonly string[]): { heading: string; body: string; allow: string; refuse: string } {
  const seat = seatNames[ask.seat] ?? '';
  const screen = seatNames[ask.screen] ?? '';
  return { heading: t('undo.ask.heading', { seat }), body: t('undo.ask.body', { seat, screen }), allow: t('undo.ask.allow'), refuse: t('undo.ask.refuse') };
}
