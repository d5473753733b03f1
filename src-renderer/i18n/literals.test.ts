/// <reference types="vite/client" />
/**
 * No Svelte component holds user-visible text of its own: every word on screen comes from the
 * catalogue, so every word has a German twin. Scans each component's markup (not its script or
 * style) for text nodes, and for aria-label, title, placeholder, alt and the other attributes a
 * person reads or hears, written as literal text rather than an expression (a component's own
 * props, e.g. a `label` holding a message key, are the component's business). Punctuation,
 * symbols and digits alone ("·", "✓", "→", "4") are allowed; a letter anywhere is not.
 */
import { parse } from 'svelte/compiler';
import { describe, expect, it } from 'vitest';

/** Every component's source, by path (read as text, not compiled). */
const components = import.meta.glob<string>('../**/*.svelte', { query: '?raw', import: 'default', eager: true });

/** Attributes whose value is read or heard by the player. */
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-valuetext', 'aria-roledescription', 'aria-placeholder']);

const LETTER = /\p{L}/u;

interface Node {
  readonly type?: string;
  readonly name?: string;
  readonly data?: string;
  readonly start?: number;
  readonly value?: unknown;
}

/** The literal, user-visible texts of one component's markup, with their line numbers. */
export function literals(source: string): { line: number; text: string }[] {
  const ast = parse(source, { modern: true });
  const found: { line: number; text: string }[] = [];
  const lineOf = (at: number | undefined): number => source.slice(0, at ?? 0).split('\n').length;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const v of value) visit(v);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const node = value as Node & Record<string, unknown>;
    if (node.type === 'Text') {
      if (node.data !== undefined && LETTER.test(node.data)) found.push({ line: lineOf(node.start), text: node.data.trim() });
      return;
    }
    if (node.type === 'Attribute') {
      if (node.name && READ_ATTRIBUTES.has(node.name) && Array.isArray(node.value))
        for (const part of node.value as Node[])
          if (part.type === 'Text' && part.data && LETTER.test(part.data)) found.push({ line: lineOf(part.start), text: `${node.name}="${part.data}"` });
      return; // other attributes (class, data-testid, type...) are not read by anyone
    }
    // Expressions hold code, not markup: their strings are keys, classes, test ids; directives (style:top="{y}px") style and bind.
    if (node.type === 'ExpressionTag' || node.type === 'Comment' || node.type?.endsWith('Directive')) return;
    for (const [k, v] of Object.entries(node)) if (k !== 'expression' && k !== 'metadata') visit(v);
  };
  visit(ast.fragment);
  return found;
}

describe('Svelte components hold no literal user-visible text', () => {
  it('the scan itself finds text nodes and read attributes, and lets symbols, digits and expressions through', () => {
    const src =
      '<script>const x = "Hello";</script><p title="Close" class="big">Hello {t("a")} · 4 ✓</p><img alt={t("b")} /><span aria-label="→"></span><style>p { color: red; }</style>';
    expect(literals(src).map((f) => f.text)).toEqual(['title="Close"', 'Hello']);
  });

  it('every component in src-renderer', () => {
    const files = Object.entries(components);
    expect(files.length).toBeGreaterThan(20);
    const problems = files.flatMap(([path, source]) => literals(source).map((l) => `${path.slice(3)}:${l.line}: ${l.text}`));
    expect(problems).toEqual([]);
  });
});
