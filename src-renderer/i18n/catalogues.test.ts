/// <reference types="vite/client" />
/**
 * Every message source has the same keys in every language, with the same `{placeholders}`
 * and the same numbers (a lesson or a rules page that quotes a 5 says 5 in German too). The
 * sources: the shared catalogue (en.ts / de.ts), the saves' messages, every `messages.ts` in
 * the renderer beside its `messages.de.ts` twin, and, through the registry exactly as the app
 * loads them, every game's menu entry and its lazily loaded lessons and rules books.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/registry';
import { savesEn } from '../saves/messages';
import { savesDe } from '../saves/messages.de';
import { de } from './de';
import { en } from './en';
import { LOCALES, type Catalogue, type Messages } from './index';

/** The `{name}` placeholders of a message, sorted. */
function placeholders(s: string): string[] {
  return [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

/** The numbers a message quotes outside its placeholders ("8,23" and "8.23" both give 8 and 23), sorted. */
function numbers(s: string): string[] {
  return [...s.replace(/\{\w+\}/g, '').matchAll(/\d+/g)].map((m) => m[0]).sort();
}

/** What differs between two languages of one source, one line per problem (empty: none). */
function differences(name: string, a: Messages, b: Messages, lang: string): string[] {
  const out: string[] = [];
  for (const k of Object.keys(a)) if (!(k in b)) out.push(`${name}: "${k}" has no ${lang} message`);
  for (const k of Object.keys(b)) if (!(k in a)) out.push(`${name}: "${k}" exists in ${lang} but not in English`);
  for (const [k, v] of Object.entries(a)) {
    const w = b[k];
    if (w === undefined) continue;
    if (w.trim() === '') out.push(`${name}: "${k}" is empty in ${lang}`);
    if (placeholders(v).join() !== placeholders(w).join())
      out.push(`${name}: "${k}" has placeholders {${placeholders(v).join('}{')}} in English, {${placeholders(w).join('}{')}} in ${lang}`);
    if (numbers(v).join() !== numbers(w).join())
      out.push(`${name}: "${k}" quotes ${numbers(v).join(', ') || 'no numbers'} in English, ${numbers(w).join(', ') || 'none'} in ${lang}`);
  }
  return out;
}

function catalogueDifferences(name: string, c: Catalogue): string[] {
  return LOCALES.filter((l) => l !== 'en').flatMap((l) => differences(name, c.en, c[l], l));
}

// Every message module of the renderer, English and German, found by name (a new game's are checked without a line here).
const englishModules = import.meta.glob<Record<string, unknown>>('../**/messages.ts', { eager: true });
const germanModules = import.meta.glob<Record<string, unknown>>('../**/messages.de.ts', { eager: true });

describe('message catalogues: every language has every key, placeholder and number', () => {
  it('the shared catalogue', () => {
    expect(catalogueDifferences('i18n/en.ts', { en, de })).toEqual([]);
  });

  it('the saves and crash notices', () => {
    expect(catalogueDifferences('saves/messages.ts', { en: savesEn, de: savesDe })).toEqual([]);
  });

  it('every messages.ts has a messages.de.ts beside it whose every English export has a German twin', () => {
    const paths = Object.keys(englishModules);
    expect(paths.length).toBeGreaterThanOrEqual(16); // 5 games × (table, lessons, rules) + saves
    const problems: string[] = [];
    for (const path of paths) {
      const twin = germanModules[path.replace(/messages\.ts$/, 'messages.de.ts')];
      if (!twin) {
        problems.push(`${path}: no messages.de.ts beside it`);
        continue;
      }
      for (const [name, value] of Object.entries(englishModules[path]!)) {
        if (!name.endsWith('En') || typeof value !== 'object' || value === null) continue;
        const german = twin[`${name.slice(0, -2)}De`];
        if (!german) problems.push(`${path}: ${name} has no ${name.slice(0, -2)}De`);
        else problems.push(...differences(`${path} ${name}`, value as Messages, german as Messages, 'de'));
      }
    }
    expect(problems).toEqual([]);
  });

  it('every game entry, lessons book and rules book, loaded through the registry as the app loads them', async () => {
    const problems: string[] = [];
    let books = 0;
    for (const g of GAMES) {
      problems.push(...catalogueDifferences(`${g.id} entry`, g.messages));
      if (g.lessons) {
        problems.push(...catalogueDifferences(`${g.id} lessons`, (await g.lessons()).messages));
        books++;
      }
      if (g.rules) {
        problems.push(...catalogueDifferences(`${g.id} rules`, (await g.rules()).messages));
        books++;
      }
    }
    expect(books).toBe(GAMES.length * 2);
    expect(problems).toEqual([]);
  });

  it('the check itself catches a missing key, a changed placeholder and a changed number', () => {
    expect(differences('t', { a: 'x {n}', b: 'y', c: '5 dice' }, { a: 'x {m}', c: '6 Würfel' }, 'de')).toEqual([
      't: "b" has no de message',
      't: "a" has placeholders {n} in English, {m} in de',
      't: "c" quotes 5 in English, 6 in de',
    ]);
  });
});
