/** Which rules section fits what is happening: the table's "?" opens the reference there. */
import type { PiplusView } from '../types';

/** The section id for `view`: scoring once the game is over; going out with no cards left; leading on an empty table; else beating the cards in play. */
export function rulesTopic(view: PiplusView): string {
  if (view.phase === 'over') return 'scoring';
  const mine = view.viewer === null ? null : view.seats[view.viewer];
  if (mine && mine.place === null && mine.hand.length === 0) return 'finishing';
  return view.table === null ? 'leading' : 'beating';
}
