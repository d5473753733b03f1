/// <reference types="vite/client" />
/**
 * The design system is kept in one place: tokens.css is what tokens.ts makes; no component,
 * stylesheet or shared drawing code holds a colour, a text size or a corner radius of its own;
 * and the text colours read on every surface they are used on.
 */
import { describe, expect, it } from 'vitest';
import { contrast } from '../ui/contrast';
import { COLOURS, FLASH, TYPE_SCALE, tokensCss } from './tokens';

/** Node's file system, through a module name typed as a string (the renderer's typecheck has no Node types): vitest turns CSS imports into nothing. */
const fs = (await import(/* @vite-ignore */ 'node:fs'.toString())) as {
  readFileSync(path: URL, encoding: 'utf8'): string;
  readdirSync(path: URL, options: { recursive: true }): string[];
};
const root = new URL('../', import.meta.url);
const cssFiles = Object.fromEntries(
  fs
    .readdirSync(root, { recursive: true })
    .filter((f) => f.endsWith('.css'))
    .map((f) => [`../${f}`, fs.readFileSync(new URL(f, root), 'utf8')] as const),
);
const tokensFile = cssFiles['../design/tokens.css'];

/** Every component and stylesheet of the renderer, as text, but the dev pages (a dice gallery for people working on the dice). */
const styled = Object.entries({
  ...import.meta.glob<string>('../**/*.svelte', { query: '?raw', import: 'default', eager: true }),
  ...cssFiles,
}).filter(([path]) => !path.includes('/dev/') && !path.endsWith('design/tokens.css'));

/**
 * Code that draws outside the games' folders: the shared 3D pieces, the seat marks, the notices.
 * A game's own materials live in its folder, and the palette, the contrast helper and the die
 * atlas (which paints masks in pure red and green) hold colours by nature.
 */
const drawing = Object.entries(import.meta.glob<string>(['../**/*.ts', './*.ts'], { query: '?raw', import: 'default', eager: true }))
  // Paths from src-renderer/ ('./tokens.ts' is this folder's).
  .map(([path, text]) => [path.startsWith('./') ? `design/${path.slice(2)}` : path.slice(3), text] as const)
  .filter(
    ([path]) =>
      !path.startsWith('games/') &&
      !path.startsWith('dev/') &&
      !path.endsWith('.test.ts') &&
      !/^(design\/tokens|ui\/palette|ui\/contrast|ui\/3d\/dieAtlas|ui\/3d\/dice)\.ts$/.test(path),
  );

const HEX = /#[0-9a-f]{3,8}\b/gi;

/** The style sheet of a component (its <style> block), or the whole text of a .css file. */
function styleOf(path: string, text: string): string {
  if (path.endsWith('.css')) return text;
  return /<style[^>]*>([\s\S]*?)<\/style>/.exec(text)?.[1] ?? '';
}

/** The script and markup of a component (everything but its <style>). */
function codeOf(text: string): string {
  return text.replace(/<style[^>]*>[\s\S]*?<\/style>/, '');
}

describe('design tokens', () => {
  it('tokens.css is what tokens.ts makes (run `npm run tokens` after changing tokens.ts)', () => {
    expect(tokensFile).toBe(tokensCss());
  });

  it('no component or stylesheet holds a colour of its own: every one is a token', () => {
    const found = styled.flatMap(([path, text]) => [...styleOf(path, text).matchAll(HEX)].map((m) => `${path}: ${m[0]}`));
    expect(found).toEqual([]);
    // Colours written in a component's script or markup (an SVG fill, a flash) come from tokens.ts too.
    const inCode = styled.flatMap(([path, text]) => [...codeOf(text).matchAll(/['"]#[0-9a-f]{3,8}['"]/gi)].map((m) => `${path}: ${m[0]}`));
    expect(inCode).toEqual([]);
    const inDrawing = drawing.flatMap(([path, text]) => [...text.matchAll(/['"]#[0-9a-f]{3,8}['"]/gi)].map((m) => `${path}: ${m[0]}`));
    expect(inDrawing).toEqual([]);
  });

  it('every text size is a step of the type scale, every corner radius a token', () => {
    const sizes = styled.flatMap(([path, text]) =>
      [...styleOf(path, text).matchAll(/font-size:\s*([^;]+);/g)]
        .map((m) => m[1]!.replace(/\s*!important$/, '').trim())
        // The root size the rem scale counts from, a size relative to the parent's, and the parent's own.
        .filter((v) => !/^var\(--text-[\w-]+\)$/.test(v) && !/^[\d.]+em$/.test(v) && v !== 'inherit' && !(path.endsWith('app.css') && v === '16px'))
        .map((v) => `${path}: ${v}`),
    );
    expect(sizes).toEqual([]);
    const radii = styled.flatMap(([path, text]) =>
      [...styleOf(path, text).matchAll(/border-radius:\s*([^;]+);/g)]
        .map((m) => m[1]!.trim())
        // Round things (50%, a pill) and corners that are a token.
        .filter((v) => !/^((var\(--radius-\w+\)|0)\s*)+$/.test(v) && !/^\d+%$/.test(v) && v !== '999px' && v !== '0')
        .map((v) => `${path}: ${v}`),
    );
    expect(radii).toEqual([]);
  });

  it('every size token a component uses exists, and the scale grows step by step', () => {
    const used = new Set(styled.flatMap(([path, text]) => [...styleOf(path, text).matchAll(/var\(--(text|radius|space)-([\w-]+)\)/g)].map((m) => `${m[1]}-${m[2]}`)));
    const made = new Set([...tokensCss().matchAll(/--((?:text|radius|space)-[\w-]+):/g)].map((m) => m[1]!));
    expect([...used].filter((u) => !made.has(u))).toEqual([]);
    const rems = Object.values(TYPE_SCALE).map((v) => Number.parseFloat(v));
    expect(rems).toEqual([...rems].sort((a, b) => a - b));
    // The smallest text is still 11.5 px at the default root size.
    expect(rems[0]! * 16).toBeGreaterThanOrEqual(11.5);
  });

  it('text colours read at 4.5:1 on every dark surface, and ink reads on cards and the accent', () => {
    const surfaces = [COLOURS.bg, COLOURS['bg-deep'], COLOURS.panel, COLOURS['panel-2']];
    const texts = ['text', 'muted', 'accent', 'focus', 'gold-text', 'gold-soft-text', 'warn-text', 'bad-text', 'alert-text', 'peach-text'] as const;
    for (const name of texts) for (const bg of surfaces) expect(contrast(COLOURS[name], bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    // Message boxes: their text on their own background.
    expect(contrast(COLOURS.text, COLOURS['danger-bg'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(COLOURS['warn-text'], COLOURS['warn-bg'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(COLOURS.text, COLOURS['ok-bg'])).toBeGreaterThanOrEqual(4.5);
    // A primary button: dark text on the accent; card faces: black and red on the card.
    expect(contrast(COLOURS['on-accent'], COLOURS.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(COLOURS.black, COLOURS.card)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(COLOURS.red, COLOURS.card)).toBeGreaterThanOrEqual(4.5);
    // The words flashed over the board read on the darkest felt.
    for (const [tone, c] of Object.entries(FLASH)) expect(contrast(c, COLOURS['bg-deep']), `flash ${tone}`).toBeGreaterThanOrEqual(4.5);
  });
});
