/** The two sides' colours from the seat palette: side A wears seat 1's, side B seat 2's (in teams, partners share them). */
import type { DieColours } from '../../ui/3d/dice';
import { seatColours, seatTextColour, type Palette } from '../../ui/palette';

/** How a side is drawn: its dice, its colour on the board and panels, and its colour for text. */
export interface SideColours {
  readonly dice: readonly [DieColours, DieColours];
  readonly css: readonly [string, string];
  /** Lightened to 4.5:1 where needed, for text on the panels. */
  readonly text: readonly [string, string];
}

/** The sides' colours in `palette`. */
export function sideColours(palette: Palette): SideColours {
  const c = seatColours(palette);
  return { dice: [c[0]!, c[1]!], css: [c[0]!.body, c[1]!.body], text: [seatTextColour(palette, 0), seatTextColour(palette, 1)] };
}
