/**
 * The reveal strip above the battlefield: the cards of the step being resolved, in the order
 * the engine fixed at the reveal, each waiting, resolving now, resolved, or discarded with no
 * use. Between animations it is read from the view; while a step plays the table moves it on
 * event by event.
 */
import type { Card } from '../../../src-engine/core/cards';
import type { HexView } from './types';

/** Where a revealed card is in its step. */
export type StripState = 'wait' | 'now' | 'done' | 'void';

/** The step's revealed cards in resolution order. */
export interface Strip {
  /** 0-based index of the programmed card revealed. */
  readonly step: number;
  readonly items: readonly { readonly seat: number; readonly card: Card; readonly state: StripState }[];
}

/**
 * The strip a view shows: null outside the resolution. Cards before the one resolving are
 * resolved, unless they are among `voided` (cards that had no use: the view does not say so).
 */
export function stripOf(view: HexView, voided: { has(card: Card): boolean }): Strip | null {
  if (view.phase !== 'resolve' || view.step < 0) return null;
  const items = view.order.flatMap((seat, i) => {
    const card = view.seats[seat]?.program?.[view.step];
    if (!card) return [];
    const state: StripState = voided.has(card) ? 'void' : i < view.turn ? 'done' : i === view.turn ? 'now' : 'wait';
    return [{ seat, card, state }];
  });
  return { step: view.step, items };
}
