/** The menu's Continue list: the saves it shows, newest first, each game once. */
import type { SaveSummary } from '../../src-shared/api';

/** How many saved games the menu shows. */
export const CONTINUE_SHOWN = 5;

/**
 * The saves to offer, newest first: a save holding the same game at the same point as a newer
 * one (the same record key: a file loaded from "Save game as…" while the game was still under
 * Continue) is left out, so one game is never listed twice. Saves without a key are all kept.
 */
export function continueEntries(saves: readonly SaveSummary[]): SaveSummary[] {
  const seen = new Set<string>();
  const out: SaveSummary[] = [];
  for (const s of saves) {
    if (s.key !== undefined) {
      if (seen.has(s.key)) continue;
      seen.add(s.key);
    }
    out.push(s);
  }
  return out.slice(0, CONTINUE_SHOWN);
}
