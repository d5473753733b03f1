/** Piplus's chapters for a replay's jump list: its three rounds. */
import type { Chapter } from '../../core/game';
import type { PiplusState } from './state';

/** The round being played (1..3). */
export function chapterOf(s: Pick<PiplusState, 'round'>): Chapter | null {
  return s.round >= 1 ? { kind: 'round', n: s.round } : null;
}
