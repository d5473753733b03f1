/** PipFall's engine types as its table uses them (types only: no rules run in the renderer). */
import type { PipfallAction, PipfallEvent, PipfallTarget, PipfallView } from '../../../src-engine/games/pipfall';

export type { CombatPreview, PipfallAction, PipfallEvent, PipfallTarget, PipfallView } from '../../../src-engine/games/pipfall';
export type { Board, Cell, Die, Lane, Use } from '../../../src-engine/games/pipfall/state';

/** PipFall's types for the renderer seam. */
export interface PipfallTypes {
  readonly view: PipfallView;
  readonly action: PipfallAction;
  readonly event: PipfallEvent;
  readonly target: PipfallTarget;
}
