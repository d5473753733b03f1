/**
 * Seat colours per palette. 'colorblind' takes the Okabe–Ito colours, which stay apart under
 * the common colour-vision deficiencies (and by lightness alone for the yellow). The seat
 * names the catalogue uses (Red, Blue, Gold, Green, Purple, Sky) still fit either set. Six
 * colours, one per seat of the largest table; a game with fewer seats uses the first ones.
 */
import type { DieColours } from './3d/dice';
import { readableOn } from './contrast';
import { COLOURS } from '../design/tokens';

/** Palettes the settings screen offers. */
export const PALETTE_NAMES = ['classic', 'colorblind'] as const;
export type Palette = (typeof PALETTE_NAMES)[number];

/** A seat's die: its body colour, with white pips or, on a light body, dark ones. */
const die = (body: string, light = false): DieColours => {
  const ink = light ? '#1d1d1d' : '#ffffff';
  return { body, pip: ink, one: ink };
};

const CLASSIC: readonly DieColours[] = [die('#c9342d'), die('#2d62c8'), die('#e2b02a', true), die('#2b9656'), die('#8a4fc4'), die('#5fb8e6', true)];

const COLORBLIND: readonly DieColours[] = [die('#d55e00'), die('#0072b2'), die('#f0e442', true), die('#009e73'), die('#cc79a7', true), die('#56b4e9', true)];

/** The die colours of each seat (0..5) in `palette`. */
export function seatColours(palette: Palette): readonly DieColours[] {
  return palette === 'colorblind' ? COLORBLIND : CLASSIC;
}

/**
 * The dark surfaces text lies on (design/tokens.ts: --bg, --bg-deep, --panel, --panel-2): a seat colour
 * used as text is lightened until it reads on all of them.
 */
export const TEXT_BACKGROUNDS = [COLOURS.bg, COLOURS['bg-deep'], COLOURS.panel, COLOURS['panel-2']] as const;

/** Seat `seat`'s colour in `palette` for text on the app's panels (at least 4.5:1). */
export function seatTextColour(palette: Palette, seat: number): string {
  const c = seatColours(palette)[seat];
  return c ? readableOn(c.body, TEXT_BACKGROUNDS) : '#ffffff';
}
