import { describe, expect, it } from 'vitest';
import { asksForShortcuts, isTyping } from './keys';

const el = (tagName: string, type?: string, isContentEditable = false): EventTarget => ({ tagName, type, isContentEditable }) as unknown as EventTarget;
const press = (key: string, target: EventTarget | null, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => ({
  key,
  target,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('the shortcuts key', () => {
  it('"?" asks for the list on buttons, radio buttons and the page', () => {
    expect(asksForShortcuts(press('?', el('BUTTON')))).toBe(true);
    expect(asksForShortcuts(press('?', el('INPUT', 'radio')))).toBe(true);
    expect(asksForShortcuts(press('?', el('BODY')))).toBe(true);
    expect(asksForShortcuts(press('?', null))).toBe(true);
  });

  it('is typed, not taken, in text fields, search boxes, lists and editable text', () => {
    for (const t of [el('INPUT', 'text'), el('INPUT', 'search'), el('INPUT', 'number'), el('TEXTAREA'), el('SELECT'), el('DIV', undefined, true)]) {
      expect(isTyping(t)).toBe(true);
      expect(asksForShortcuts(press('?', t))).toBe(false);
    }
  });

  it('other keys and "?" with Ctrl, Alt or Meta are left alone', () => {
    expect(asksForShortcuts(press('/', el('BUTTON')))).toBe(false);
    expect(asksForShortcuts(press('?', el('BUTTON'), { ctrlKey: true }))).toBe(false);
    expect(asksForShortcuts(press('?', el('BUTTON'), { altKey: true }))).toBe(false);
  });
});
