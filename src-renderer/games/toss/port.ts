/**
 * What PipFall Toss's events do to a lane, flat or 3D: the kit's board port (sync, light,
 * coach) and the game's own steps. The 3D lane replays each toss from the engine's tracks with
 * a camera that follows it; the flat lane shows where the die came to rest. The score keeper's
 * sheet has no lane: its board does nothing.
 */
import type { BoardPort } from '../../table/kit';
import type { TossLit } from './decisions';
import type { Said } from './texts';
import type { End, TossEvent, TossView } from './types';

/** A toss as the engine simulated it. */
export type Tossed = Extract<TossEvent, { type: 'tossed' }>;

/** A PipFall Toss board. */
export interface TossBoardPort extends BoardPort<TossView, TossLit> {
  /** How long the camera takes to move after a step: the animation speed's, learnt from the last step played (0 at the fast speed). */
  pace(ms: number): void;
  /** A step starts (true) or has landed (false): the aim's preview and the pitcher's hand are hidden meanwhile. */
  playing(busy: boolean): void;
  /** A frame starts: the last frame's dice go; the lane looks at the board pitched at from `end`. */
  frameStarted(end: End, ms: number): Promise<void>;
  /** Shows a toss until the die has come to rest; `said` is what it did, in words (a flash over it); `ms` scales a duration to the animation speed. */
  tossed(e: Tossed, said: Said, ms: (base: number) => number): Promise<void>;
}
