/** Piplus's engine types as its table uses them (types only: no rules run in the renderer). */
import type { PiplusAction, PiplusEvent, PiplusTarget, PiplusView } from '../../../src-engine/games/piplus';

export type { CardValue, DieKind, PiplusAction, PiplusEvent, PiplusTarget, PiplusView, PlayerDie, Table } from '../../../src-engine/games/piplus';
export type { DieOnCard, SeatView } from '../../../src-engine/games/piplus/state';

/** Piplus's types for the renderer seam. */
export interface PiplusTypes {
  readonly view: PiplusView;
  readonly action: PiplusAction;
  readonly event: PiplusEvent;
  readonly target: PiplusTarget;
}
