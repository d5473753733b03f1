/**
 * A game's rules reference as data: sections of paragraphs, lists, rulings and small diagrams,
 * every word a message key of the game's catalogue. Each game keeps its book in its own folder
 * (`src-renderer/games/<id>/rules.ts`) and hands it over through its entry's `rules` loader;
 * RulesReference.svelte shows any book (searchable; the table's "?" opens it at a section).
 */
import type { Catalogue } from '../i18n';

/** One block of a section. */
export type RulesBlock =
  /** A paragraph. */
  | { readonly p: string }
  /** A bulleted list, one message per point. */
  | { readonly list: readonly string[] }
  /** How the app settles a point the rulebook leaves open (from RULINGS and docs/rules/), set apart. */
  | { readonly ruling: string }
  /** A small picture where it is faster than words. */
  | { readonly diagram: Diagram };

/** A diagram: one or more small grids side by side (e.g. before and after), with a caption. */
export interface Diagram {
  /** Message key of the caption; it is also the picture's text alternative. */
  readonly caption: string;
  readonly grids: readonly DiagramGrid[];
}

/** A die or a mark on a diagram cell. */
export interface DiagramCell {
  readonly row: number;
  readonly col: number;
  /** The die's face (absent: no die, only the cell's tint). */
  readonly pips?: number;
  /** Whose die, as a seat colour 0..3 (absent: a plain white die). */
  readonly seat?: number;
  /** The cell's tint: a seat's corner (0..3), or 'lit' (a target). */
  readonly tint?: number | 'lit';
  /** Drawn faded: a die that has acted, or is gone after the move. */
  readonly faded?: boolean;
  /** An impassable cell (a hazard), drawn as rock. */
  readonly blocked?: boolean;
}

/** One grid of a diagram. */
export interface DiagramGrid {
  /**
   * Square cells (the default), or pointy-topped hexes in the "odd-r" offset layout: rows top
   * to bottom, odd rows shifted half a hex to the right (rows and cols still address the cells).
   */
  readonly shape?: 'square' | 'hexagonal';
  readonly rows: number;
  readonly cols: number;
  /** Message key of a label above the grid ("Before"). */
  readonly label?: string;
  readonly cells: readonly DiagramCell[];
  /** Rows or columns shaded, e.g. lanes claimed by a seat's marker (with its number) or a column that shifts. */
  readonly lanes?: readonly { readonly kind: 'row' | 'col'; readonly index: number; readonly seat?: number; readonly marker?: number }[];
  /** Arrows from cell to cell (a move, a swap, a shift). */
  readonly arrows?: readonly { readonly from: readonly [number, number]; readonly to: readonly [number, number]; readonly both?: boolean }[];
  /** Number the rows and columns from 1 at the edges. */
  readonly numbered?: boolean;
  /** Name the columns A, B, C... and number the rows from 1 at the edges (as a chess board). */
  readonly lettered?: boolean;
  /** Captions under the columns (message keys), e.g. Pip Zero's "4 / Init.". */
  readonly colLabels?: readonly string[];
}

/** One section: a heading and its blocks. */
export interface RulesSection {
  /** Stable id: the table's "?" and links open the reference at it. */
  readonly id: string;
  /** Message key of the heading. */
  readonly title: string;
  readonly body: readonly RulesBlock[];
}

/** What a game's `rules` loader brings. */
export interface RulesBook {
  /** The book's messages. */
  readonly messages: Catalogue;
  /** Sections in reading order. */
  readonly sections: readonly RulesSection[];
}

/** Every message key a block uses. */
export function blockKeys(b: RulesBlock): string[] {
  if ('p' in b) return [b.p];
  if ('list' in b) return [...b.list];
  if ('ruling' in b) return [b.ruling];
  return [b.diagram.caption, ...b.diagram.grids.flatMap((g) => [...(g.label ? [g.label] : []), ...(g.colLabels ?? [])])];
}

/** Every message key a section uses. */
export function sectionKeys(s: RulesSection): string[] {
  return [s.title, ...s.body.flatMap(blockKeys)];
}

/**
 * The sections that mention every word of `query` (case- and accent-insensitive) in their
 * heading or text, in book order; an empty query keeps them all. `text` translates a key.
 */
export function search(book: RulesBook, query: string, text: (key: string) => string): RulesSection[] {
  const fold = (s: string): string =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...book.sections];
  return book.sections.filter((s) => {
    const all = fold(sectionKeys(s).map(text).join(' '));
    return words.every((w) => all.includes(w));
  });
}
