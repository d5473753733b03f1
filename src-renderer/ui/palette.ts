/**
 * Seat colours per palette. 'colorblind' takes the Okabe–Ito colours, which stay apart under
 * the common colour-vision deficiencies (and by lightness alone for the yellow). The seat
 * names the catalogue uses (Red, Blue, Gold, Green) still fit either set.
 */
import type { DieColours } from './3d/dice';

/** Palettes the settings screen offers. */
export const PALETTE_NAMES = ['classic', 'colorblind'] as const;
export type Palette = (typeof PALETTE_NAMES)[number];

const CLASSIC: readonly DieColours[] = [
  { body: '#c9342d', pip: '#ffffff', one: '#ffffff' },
  { body: '#2d62c8', pip: '#ffffff', one: '#ffffff' },
  { body: '#e2b02a', pip: '#1d1d1d', one: '#1d1d1d' },
  { body: '#2b9656', pip: '#ffffff', one: '#ffffff' },
];

const COLORBLIND: readonly DieColours[] = [
  { body: '#d55e00', pip: '#ffffff', one: '#ffffff' },
  { body: '#0072b2', pip: '#ffffff', one: '#ffffff' },
  { body: '#f0e442', pip: '#1d1d1d', one: '#1d1d1d' },
  { body: '#009e73', pip: '#ffffff', one: '#ffffff' },
];

/** The die colours of each seat (0..3) in `palette`. */
export function seatColours(palette: Palette): readonly DieColours[] {
  return palette === 'colorblind' ? COLORBLIND : CLASSIC;
}
