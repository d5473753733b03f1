/** Pip Zero's engine types as its table uses them (types only: no rules run in the renderer). */
import type { ZeroAction, ZeroEvent, ZeroTarget, ZeroView } from '../../../src-engine/games/zero';

export type { ZeroAction, ZeroEvent, ZeroTarget, ZeroView } from '../../../src-engine/games/zero';
export type { Cell, Grid, Pending } from '../../../src-engine/games/zero/state';

/** Pip Zero's types for the renderer seam. */
export interface ZeroTypes {
  readonly view: ZeroView;
  readonly action: ZeroAction;
  readonly event: ZeroEvent;
  readonly target: ZeroTarget;
}
