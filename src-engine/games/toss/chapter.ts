/** PipFall Toss's chapters for a replay's jump list: its frames. */
import type { Chapter } from '../../core/game';
import type { TossState } from './state';

/**
 * The frame being pitched; between frames and once over, the last complete one (so the final
 * frame's scoring stays in it); null before the first frame (the coin toss's choices).
 */
export function chapterOf(s: Pick<TossState, 'frame' | 'history'>): Chapter | null {
  const n = s.frame?.no ?? s.history.at(-1)?.no;
  return n !== undefined && n >= 1 ? { kind: 'frame', n } : null;
}
