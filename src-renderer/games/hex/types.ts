/** PipFall Hex's engine types as its table uses them (types only: no rules run in the renderer). */
import type { HexAction, HexEvent, HexTarget, HexView } from '../../../src-engine/games/hex';

export type { CombatPreview, DecayPreview, HexAction, HexEvent, HexMap, HexTarget, HexView, StartLocation } from '../../../src-engine/games/hex';
export type { Cell, Die, SeatView, Trophy } from '../../../src-engine/games/hex/state';

/** PipFall Hex's types for the renderer seam. */
export interface HexTypes {
  readonly view: HexView;
  readonly action: HexAction;
  readonly event: HexEvent;
  readonly target: HexTarget;
}
