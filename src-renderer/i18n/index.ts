/**
 * `t(key, params)`: every string on screen comes from here. Shared messages are typed
 * (`MessageKey`); a game's lazy chunk registers its own with `addMessages`.
 */
import { en, type MessageKey } from './en';

const catalogue = new Map<string, string>(Object.entries(en));

/** Adds (or replaces) messages; games call this when their chunk loads. */
export function addMessages(messages: Readonly<Record<string, string>>): void {
  for (const [k, v] of Object.entries(messages)) catalogue.set(k, v);
}

/** Parameters substituted into `{name}` placeholders. */
export type Params = Readonly<Record<string, string | number>>;

/** The message for `key` with its parameters filled in; a missing key shows itself, bracketed. */
export function t(key: MessageKey | (string & {}), params?: Params): string {
  const template = catalogue.get(key);
  if (template === undefined) return `[${key}]`;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** Whether the catalogue has a message for `key`. */
export function has(key: string): boolean {
  return catalogue.has(key);
}

/** A card's name, e.g. "Ten of Spades". */
export function cardLabel(card: string | null): string {
  if (card === null || card.length !== 2) return t('card.hidden');
  return t('card.name', { rank: t(`card.rank.${card[0]}`), suit: t(`card.suit.${card[1]}`) });
}
