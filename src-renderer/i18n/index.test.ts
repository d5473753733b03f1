/** The catalogue's languages: switching, falling back to English, the system's language, card names. */
import { afterEach, describe, expect, it } from 'vitest';
import { addCatalogue, cardLabel, locale, resolveLanguage, setLocale, systemLocale, t } from './index';

afterEach(() => setLocale('en'));

describe('i18n languages', () => {
  it('switches the language of every message at once', () => {
    expect(t('menu.newGame')).toBe('New game');
    setLocale('de');
    expect(locale()).toBe('de');
    expect(t('menu.newGame')).toBe('Neues Spiel');
    expect(t('newGame.seatLabel', { n: 3 })).toBe('Spieler 3');
    setLocale('en');
    expect(t('menu.newGame')).toBe('New game');
  });

  it('names cards the German way ("Pik-Zehn", as a German player says it) and keeps them in English otherwise', () => {
    expect(cardLabel('TS')).toBe('Ten of Spades');
    setLocale('de');
    expect(cardLabel('TS')).toBe('Pik-Zehn');
    expect(cardLabel('QH')).toBe('Herz-Dame');
    expect(cardLabel(null)).toBe('Verdeckte Karte');
  });

  it('a message a language lacks (a key added on another branch, not yet translated) shows in English, not as a key', () => {
    addCatalogue({ en: { 'test.only.en': 'Only {x}' }, de: {} });
    setLocale('de');
    expect(t('test.only.en', { x: 1 })).toBe('Only 1');
    expect(t('test.nowhere')).toBe('[test.nowhere]');
  });

  it('the first run follows the system: German when its language starts with "de", English for anything else', () => {
    expect(systemLocale('de-DE')).toBe('de');
    expect(systemLocale('de')).toBe('de');
    expect(systemLocale('DE-at')).toBe('de');
    expect(systemLocale('en-GB')).toBe('en');
    expect(systemLocale('fr-FR')).toBe('en');
    expect(systemLocale(undefined)).toBe('en');
    expect(resolveLanguage('de')).toBe('de');
    expect(resolveLanguage('en')).toBe('en');
  });
});
