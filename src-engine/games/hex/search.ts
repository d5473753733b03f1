/**
 * The mark of the search's own copies of a state (`ai.cloneMut`). The rules remember the last
 * legal-action list they built for a marked state (rules.ts, `legalActions`): the search asks
 * for the same seat's list more than once on a state it then changes in place, and `applyMut`
 * forgets it. States anyone else holds (apply's, setup's, views') get a fresh list each time,
 * so no caller can change a list another one reads.
 *
 * The search's program decisions (up to 720 programs, where it reads one drawn at random or the
 * first one's type) go through `legalCount`, `legalActionAt` and `decisionType` instead of the
 * list (rules.ts).
 */
import type { HexOptions, HexState } from './state';

/**
 * The mark of the search's copies. They carry a marked copy of their options (same fields; the
 * mark is a hidden, non-enumerable property, so JSON, views and deep equality do not see it):
 * cheaper than a WeakSet of states, which cost 4% of a search with a state copied per iteration.
 */
const SEARCH: unique symbol = Symbol('hex.search');
type Marked = HexOptions & { readonly [SEARCH]?: true };

/** The options last marked and their marked copy (a search's worlds share one options object). */
let lastPlain: HexOptions | null = null;
let lastMarked: HexOptions | null = null;

/** Marks a private copy of the search's (`ai.cloneMut`): its legal-action lists are remembered from now on. */
export function markSearchState<T extends { options: HexOptions }>(s: T): T {
  const o = s.options as Marked;
  if (o[SEARCH] !== true) {
    if (o !== lastPlain || lastMarked === null) {
      lastPlain = o;
      lastMarked = Object.defineProperty({ ...o }, SEARCH, { value: true });
    }
    s.options = lastMarked;
  }
  return s;
}

/** Whether the search made `s`. */
export function isSearchState(s: HexState): boolean {
  return (s.options as Marked)[SEARCH] === true;
}
