/** PipFall Hex's chapters for a replay's jump list: the hands within each round. */
import type { Chapter } from '../../core/game';
import type { HexState } from './state';

/** The hand being played and its round; null while starts are chosen (round 0, no hand dealt). */
export function chapterOf(s: Pick<HexState, 'round' | 'hand'>): Chapter | null {
  return s.round >= 1 && s.hand >= 1 ? { kind: 'hand', n: s.hand, round: s.round } : null;
}
