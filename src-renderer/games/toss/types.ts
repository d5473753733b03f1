/** PipFall Toss's engine types as its table uses them (types only: no rules run in the renderer). */
import type { TossAction, TossEvent, TossTarget, TossView } from '../../../src-engine/games/toss';

export type { TossAction, TossEvent, TossTarget, TossView } from '../../../src-engine/games/toss';
export type { Aim, BoardDie, CoinPick, Court, DieLie, DieResult, End, FrameRecord, Lane, NextPitch, Quat, Side, Track, Vec3 } from '../../../src-engine/games/toss/state';

/** PipFall Toss's types for the renderer seam. */
export interface TossTypes {
  readonly view: TossView;
  readonly action: TossAction;
  readonly event: TossEvent;
  readonly target: TossTarget;
}
