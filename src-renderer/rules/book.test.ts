/** The rules reference's search: every word of the query, in headings or text, accents and case ignored. */
import { describe, expect, it } from 'vitest';
import { search, sectionKeys, type RulesBook } from './book';

const book: RulesBook = {
  messages: { en: {}, de: {} },
  sections: [
    { id: 'a', title: 'a.t', body: [{ p: 'a.p' }] },
    { id: 'b', title: 'b.t', body: [{ list: ['b.1', 'b.2'] }, { ruling: 'b.r' }] },
    { id: 'c', title: 'c.t', body: [{ diagram: { caption: 'c.cap', grids: [{ rows: 1, cols: 1, label: 'c.lab', cells: [] }] } }] },
  ],
};
const text: Record<string, string> = {
  'a.t': 'Restore',
  'a.p': 'Once per game a die comes back to the corner.',
  'b.t': 'Combat',
  'b.1': 'The higher die wins.',
  'b.2': 'A tie removes both.',
  'b.r': 'The défender never decays.',
  'c.t': 'Opening',
  'c.cap': 'The diamond in the corner.',
  'c.lab': 'Before',
};

describe('rules search', () => {
  it('keeps the sections holding every word typed, in book order', () => {
    const ids = (q: string) => search(book, q, (k) => text[k] ?? k).map((s) => s.id);
    expect(ids('')).toEqual(['a', 'b', 'c']);
    expect(ids('corner')).toEqual(['a', 'c']);
    expect(ids('TIE both')).toEqual(['b']);
    expect(ids('defender')).toEqual(['b']);
    expect(ids('tie corner')).toEqual([]);
  });

  it('lists every key a section uses, diagram captions and labels included', () => {
    expect(sectionKeys(book.sections[2]!)).toEqual(['c.t', 'c.cap', 'c.lab']);
  });
});
