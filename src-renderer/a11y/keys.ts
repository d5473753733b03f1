/** Which key presses ask for the shortcuts list: "?" anywhere but in a text field. */

/** Whether a key press on `target` is typing (a text field takes "?" as a character). */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  if (el.isContentEditable) return true;
  if (el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true;
  if (el.tagName !== 'INPUT') return false;
  const type = (el as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file', 'image'].includes(type);
}

/** Whether `e` asks for the shortcuts overlay: "?" (Shift+/ on most layouts) outside text fields. */
export function asksForShortcuts(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): boolean {
  return e.key === '?' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target);
}
