import { describe, expect, it } from 'vitest';

/** app.css's text, read from disk (through a module name typed as a string: the renderer's typecheck has no Node types). */
async function appCss(): Promise<string> {
  const fs = 'node:fs';
  const { readFileSync } = (await import(/* @vite-ignore */ fs)) as { readFileSync(path: URL, encoding: 'utf8'): string };
  return readFileSync(new URL('../app.css', import.meta.url), 'utf8');
}
import { contrast, readableOn } from './contrast';
import { PALETTE_NAMES, seatTextColour, TEXT_BACKGROUNDS } from './palette';

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it("the app's text colours (app.css) read at 4.5:1 on every dark surface", async () => {
    const v = Object.fromEntries([...(await appCss()).matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!]));
    const surfaces = ['bg', 'bg-deep', 'panel', 'panel-2'].map((k) => v[k]!);
    expect(surfaces).toEqual([...TEXT_BACKGROUNDS]);
    for (const text of ['text', 'muted', 'accent', 'focus']) for (const bg of surfaces) expect(contrast(v[text]!, bg), `${text} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    // A primary button: dark text on the accent; card faces: black and red on the card.
    expect(contrast('#1b1b1b', v.accent!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(v.black!, v.card!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(v.red!, v.card!)).toBeGreaterThanOrEqual(4.5);
  });

  it('every seat colour of every palette, used as text, reads at 4.5:1 on every dark surface', () => {
    for (const p of PALETTE_NAMES)
      for (let seat = 0; seat < 6; seat++)
        for (const bg of TEXT_BACKGROUNDS) expect(contrast(seatTextColour(p, seat), bg), `${p} seat ${seat} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves a colour that already reads as it is', () => {
    expect(readableOn('#f2c14e', TEXT_BACKGROUNDS)).toBe('#f2c14e');
  });
});
