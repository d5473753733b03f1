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

const CLASSIC: readonly DieColours[] = [
  { body: '#c9342d', pip: '#ffffff', one: '#ffffff' },
  { body: '#2d62c8', pip: '#ffffff', one: '#ffffff' },
  { body: '#e2b02a', pip: '#1d1d1d', one: '#1d1d1d' },
  { body: '#2b9656', pip: '#ffffff', one: '#ffffff' },
  { body: '#8a4fc4', pip: '#ffffff', one: '#ffffff' },
  { body: '#5fb8e6', pip: '#1d1d1d', one: '#1d1d1d' },
];

const COLORBLIND: readonly DieColours[] = [
  { body: '#d55e00', pip: '#ffffff', one: '#ffffff' },
  { body: '#0072b2', pip: '#ffffff', one: '#ffffff' },
  { body: '#f0e442', pip: '#1d1d1d', one: '#1d1d1d' },
  { body: '#009e73', pip: '#ffffff', one: '#ffffff' },
  { body: '#cc79a7', pip: '#1d1d1d', one: '#1d1d1d' },
  { body: '#56b4e9', pip: '#1d1d1d', one: '#1d1d1d' },
];

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
