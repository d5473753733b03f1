/**
 * `t(key, params)`: every string on screen comes from here. The catalogue holds one set of
 * messages per language (`LOCALES`); `setLocale` switches the language at once: `t()` called
 * in a component's markup or a `$derived` reads the current language reactively (through
 * Svelte's `createSubscriber`), so the screen redraws in the new language without a restart.
 *
 * Shared messages are typed (`MessageKey`, en.ts with its German twin de.ts); a game's lazy
 * chunk, lessons and rules bring their own catalogue (`Catalogue`: English and German side by
 * side) and register it with `addCatalogue`. A key a language lacks falls back to English (a
 * test keeps every shipped catalogue complete), then shows itself, bracketed.
 */
import { createSubscriber } from 'svelte/reactivity';
import { de } from './de';
import { en, type MessageKey } from './en';

/** The languages the interface speaks, English first (the source and the fallback). */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** Messages by key, `{name}` placeholders. */
export type Messages = Readonly<Record<string, string>>;

/** One message source in every language: the same keys, the same placeholders. */
export type Catalogue = Readonly<Record<Locale, Messages>>;

const catalogues: Record<Locale, Map<string, string>> = {
  en: new Map(Object.entries(en)),
  de: new Map(Object.entries(de)),
};

let current: Locale = 'en';
let changed: (() => void) | null = null;
const subscribe = createSubscriber((update) => {
  changed = update;
  return () => {
    changed = null;
  };
});

/** The language shown now. */
export function locale(): Locale {
  subscribe();
  return current;
}

/** Switches the language; everything that reads `t()` reactively redraws, and `<html lang>` follows. */
export function setLocale(next: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  if (next === current) return;
  current = next;
  changed?.();
}

/** The language a first run starts in: German when the system's language is German, else English. */
export function systemLocale(language: string | undefined = typeof navigator === 'undefined' ? undefined : navigator.language): Locale {
  return language?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** Adds (or replaces) messages of one language (English when not named). */
export function addMessages(messages: Messages, lang: Locale = 'en'): void {
  const into = catalogues[lang];
  for (const [k, v] of Object.entries(messages)) into.set(k, v);
}

/** Adds a message source in every language; games call this when their chunk loads. */
export function addCatalogue(catalogue: Catalogue): void {
  for (const lang of LOCALES) addMessages(catalogue[lang], lang);
}

/** Parameters substituted into `{name}` placeholders. */
export type Params = Readonly<Record<string, string | number>>;

/** The message for `key` in the current language (English when it lacks one) with its parameters filled in; a missing key shows itself, bracketed. */
export function t(key: MessageKey | (string & {}), params?: Params): string {
  subscribe();
  const template = catalogues[current].get(key) ?? catalogues.en.get(key);
  if (template === undefined) return `[${key}]`;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** Whether the catalogue has a message for `key` (in English, which every language follows). */
export function has(key: string): boolean {
  return catalogues.en.has(key);
}

/** A card's name, e.g. "Ten of Spades" ("Pik-Zehn"). */
export function cardLabel(card: string | null): string {
  if (card === null || card.length !== 2) return t('card.hidden');
  return t('card.name', { rank: t(`card.rank.${card[0]}`), suit: t(`card.suit.${card[1]}`) });
}

/** The language a setting stands for ('system': the system's, see `systemLocale`). */
export function resolveLanguage(choice: 'system' | Locale): Locale {
  return choice === 'system' ? systemLocale() : choice;
}

/** Applies the language setting at once (the screen redraws; `<html lang>` follows). */
export function applyLanguage(choice: 'system' | Locale): void {
  setLocale(resolveLanguage(choice));
}
