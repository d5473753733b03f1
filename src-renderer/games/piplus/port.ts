/**
 * What Piplus's events do to a board, flat or 3D: the kit's port (sync, light, coach) and the
 * game's own steps. The flat board redraws from what each event leaves where (`took`) and
 * shows the flashes; the 3D board also moves its cards and dice (the optional steps), each
 * promise resolving when the move lands. The stage plays the same animations on either.
 */
import type { BoardPort } from '../../table/kit';
import type { Spot } from './layout';
import type { PiplusLit } from './lights';
import type { FeltLabels, Plate } from './plates';
import type { CardValue, DieKind, PiplusEvent, PiplusView } from './types';

/** A flash's colour: a CSS colour, or a seat's own. */
export type Tint = string | { readonly seat: number };

/** A Piplus board. */
export interface PiplusBoardPort extends BoardPort<PiplusView, PiplusLit> {
  /** The seats' plates and the felt's captions (from the stage's live state). */
  setPlates(plates: readonly Plate[], labels: FeltLabels): void;
  /** A step starts: nothing is lit (the play being built stays where the step needs it). */
  quiet(): void;
  /** What event `e` leaves where, at once (the flat board's pieces; the 3D board moves its own in the steps below). */
  took(e: PiplusEvent): void;
  /** A short text rises over a seat (or the middle, seat null) and fades; at `spot` when given. */
  flash(seat: number | null, text: string, tint: Tint, ms: number, size?: number, spot?: Spot | null): Promise<void>;

  // The 3D board's own moves (the flat board has none: it redraws).
  /** Every card back to the deck, then `handSize` dealt face down to each seat. */
  deal?(handSize: number, ms: number): Promise<void>;
  /** A seat's hand turns face up (the viewer's). */
  reveal?(seat: number, cards: readonly CardValue[], ms: number): Promise<void>;
  /** A die tumbles to its place, landing on `value`. */
  roll?(seat: number, kind: DieKind, value: number, ms: number): Promise<void>;
  /** A scoring roll: the die tumbles into its place's row in the middle. */
  scoreRoll?(seat: number, kind: DieKind, value: number, place: number, ms: number): Promise<void>;
  /** A play's cards fly into the middle with their dice on them. */
  play?(seat: number, faces: readonly CardValue[], dice: readonly (DieKind | null)[], dieValues: readonly (number | null)[], ms: number): Promise<void>;
  /** A lone die rolls into the middle. */
  playLone?(seat: number, kind: DieKind, ms: number): Promise<void>;
  /** Dice go to the lid. */
  spend?(seat: number, kinds: readonly DieKind[], ms: number): Promise<void>;
  /** The cards in play go to the discards. */
  discardTable?(ms: number): Promise<void>;
  /** Outlines one die (the highest of a scoring roll) until the lights are set again. */
  spotlight?(seat: number, kind: DieKind): void;
  /** Where a scoring die of place `place` lands (`kind`: 0 d4, 1 d6, 2 d8). */
  scoreSpot?(place: number, kind: number): Spot;
}
