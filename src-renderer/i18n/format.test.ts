/** Dates, numbers, plurals, lists and key names follow the app's language, whatever the system's (issue 50). */
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatList, formatNumber, formatPercent, keyName, plural } from './format';
import { setLocale, t } from './index';

afterEach(() => setLocale('en'));

// Noon UTC, so the day is the same in any time zone the tests run in.
const when = '2026-12-07T12:52:50Z';

describe('formats by the chosen language', () => {
  it('dates: "7 Dec 2026" in English, "07.12.2026" in German, never the system\'s "12/7/2026, 12:52:50 PM"', () => {
    expect(formatDateTime(when)).toMatch(/^7 Dec 2026, \d\d:\d\d$/);
    setLocale('de');
    expect(formatDateTime(when)).toMatch(/^07\.12\.2026, \d\d:\d\d$/);
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('numbers: a decimal comma and a thousands point in German', () => {
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(12000)).toBe('12,000');
    expect(formatPercent(0.42)).toBe('42%');
    setLocale('de');
    expect(formatNumber(2.5)).toBe('2,5');
    expect(formatNumber(12000)).toBe('12.000');
    expect(formatPercent(0.42)).toBe('42\u00a0%');
  });

  it('plurals and lists', () => {
    expect(plural('table.resumed', 1)).toBe('Game continued after 1 move.');
    expect(plural('table.resumed', 12)).toBe('Game continued after 12 moves.');
    expect(formatList(['Red', 'Blue', 'Gold'])).toBe('Red, Blue and Gold');
    setLocale('de');
    expect(plural('table.resumed', 1)).toBe('Partie nach 1 Zug fortgesetzt.');
    expect(plural('table.resumed', 1200)).toBe('Partie nach 1.200 Zügen fortgesetzt.');
    expect(formatList(['Rot', 'Blau', 'Gold'])).toBe('Rot, Blau und Gold');
  });

  it('key names as the keyboard in the language labels them: "Strg+Z", "Leertaste"', () => {
    expect(keyName('Ctrl+Z')).toBe('Ctrl+Z');
    expect(keyName('Space')).toBe('Space');
    setLocale('de');
    expect(keyName('Ctrl+Z')).toBe('Strg+Z');
    expect(keyName('Space')).toBe('Leertaste');
    expect(keyName('Shift+Tab')).toBe('Umschalt+Tab');
    expect(keyName('?')).toBe('?');
    expect(keyName('←')).toBe('←');
    expect(t('table.undoTitle')).toContain('Strg+Z');
  });
});
