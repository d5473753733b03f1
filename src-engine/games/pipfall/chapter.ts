/** PipFall's chapters for a replay's jump list: its rounds. */
import type { Chapter } from '../../core/game';
import type { PipfallState } from './state';

/** The round being played (1-based). */
export function chapterOf(s: Pick<PipfallState, 'round'>): Chapter | null {
  return s.round >= 1 ? { kind: 'round', n: s.round } : null;
}
