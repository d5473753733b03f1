/** Pip Zero's chapters for a replay's jump list: its hands. */
import type { Chapter } from '../../core/game';
import type { ZeroState } from './state';

/** The hand being played (1-based); null before the first deal. */
export function chapterOf(s: Pick<ZeroState, 'handNo'>): Chapter | null {
  return s.handNo >= 1 ? { kind: 'hand', n: s.handNo } : null;
}
