/**
 * Dates, numbers, plurals, lists and key names in the app's chosen language, not the system's:
 * every one goes through `Intl` with the locale `locale()` reads (reactively, as `t()` does), so
 * a German screen says "7. Dez. 2026, 12:52", "2,5" and "Strg+Z" on an English system, and an
 * English one "7 Dec 2026, 12:52" on a German system. Formatters are made once per language.
 */
import { has, locale, t, type Locale, type Params } from './index';

/** The `Intl` locale of each language (the English is the British the catalogue is written in). */
const TAGS: Readonly<Record<Locale, string>> = { en: 'en-GB', de: 'de-DE' };

/** One formatter per language and options, made on first use. */
function cached<T>(make: (tag: string) => T): () => T {
  const made = new Map<Locale, T>();
  return () => {
    const l = locale();
    let f = made.get(l);
    if (!f) made.set(l, (f = make(TAGS[l])));
    return f;
  };
}

const dateTime = cached((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }));
const plurals = cached((tag) => new Intl.PluralRules(tag));
const conjunction = cached((tag) => new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' }));
const numbers = new Map<string, () => Intl.NumberFormat>();

/** A moment as a date and time ("7 Dec 2026, 12:52"; German "07.12.2026, 12:52"); an unreadable one as given. */
export function formatDateTime(when: string | number | Date): string {
  const d = when instanceof Date ? when : new Date(when);
  return Number.isNaN(d.getTime()) ? String(when) : dateTime().format(d);
}

/** A number as the language writes it: 2.5 or 2,5; 1,234 or 1.234 (`options` as Intl.NumberFormat takes them). */
export function formatNumber(n: number, options: Intl.NumberFormatOptions = {}): string {
  const key = JSON.stringify(options);
  let f = numbers.get(key);
  if (!f) numbers.set(key, (f = cached((tag) => new Intl.NumberFormat(tag, options))));
  return f().format(n);
}

/** A share of 0 to 1 as a percentage, whole ("42%"; German "42 %"). */
export function formatPercent(share: number): string {
  return formatNumber(share, { style: 'percent', maximumFractionDigits: 0 });
}

/**
 * A message that depends on a count: `key.one`, `key.other` (and whatever other plural forms
 * the language has) chosen by `Intl.PluralRules`, with the count written as the language writes
 * numbers in `{n}`. A form the catalogue lacks falls back to `key.other`.
 */
export function plural(key: string, n: number, params: Params = {}): string {
  const form = `${key}.${plurals().select(n)}`;
  return t(has(form) ? form : `${key}.other`, { ...params, n: formatNumber(n) });
}

/** Items joined as the language lists them: "A, B and C"; German "A, B und C". */
export function formatList(items: readonly string[]): string {
  return conjunction().format(items);
}

/**
 * A key or key combination as a keyboard in the language labels it: "Ctrl+Z" is "Strg+Z",
 * "Space" "Leertaste" in German. Each part of a "+" combination is looked up as `key.<part>`;
 * a part without a name (a letter, an arrow, "?") is shown as given.
 */
export function keyName(keys: string): string {
  return keys
    .split('+')
    .map((k) => (has(`key.${k}`) ? t(`key.${k}`) : k))
    .join('+');
}
