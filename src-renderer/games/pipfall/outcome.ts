/**
 * PipFall's end panel in the words of its log and board: the rows name the seats by colour and
 * player ("Blue: Player 2 (computer)"), the headline and the reason by colour ("Blue wins!",
 * "Red and Blue tie on 14 pips"), as the log and the seat list do.
 */
import type { ViewReport } from '../../engine/types';
import type { NarrateContext, OutcomeWords } from '../game-ui';
import { colourName, seatLine } from './narrate';
import type { PipfallView } from './types';

/** The end panel's seat names for PipFall's `outcome` (headline and reason follow from the outcome, in colours). */
export function outcomeWords(view: PipfallView, _outcome: NonNullable<ViewReport['outcome']>, ctx: NarrateContext): OutcomeWords {
  const seats = view.seats.map((_, s) => s);
  return { seatNames: seats.map((s) => seatLine(s, ctx.seatNames[s] ?? '')), said: seats.map(colourName) };
}
