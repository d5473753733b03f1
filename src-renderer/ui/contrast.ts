/**
 * WCAG contrast: relative luminance of sRGB colours and the ratio between two, and a seat
 * colour made readable as text on the app's dark panels (mixed toward white until it reaches
 * the ratio asked, 4.5:1 for text by default).
 */

/** '#rrggbb' to [r, g, b] in 0..255. */
export function rgb(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance of '#rrggbb'. */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours (1..21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const hex2 = (n: number): string => Math.round(n).toString(16).padStart(2, '0');

/** `colour` mixed toward white in steps of 5% until its contrast with every one of `backgrounds` is at least `min`. */
export function readableOn(colour: string, backgrounds: readonly string[], min = 4.5): string {
  const [r, g, b] = rgb(colour);
  for (let k = 0; k <= 1.0001; k += 0.05) {
    const c = `#${hex2(r + (255 - r) * k)}${hex2(g + (255 - g) * k)}${hex2(b + (255 - b) * k)}`;
    if (backgrounds.every((bg) => contrast(c, bg) >= min)) return c;
  }
  return '#ffffff';
}
