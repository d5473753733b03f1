/**
 * Bounded, escaped text for error messages: a message that quotes bad input must not repeat
 * it whole (a 5 MB option key once made a 5 MB message) nor carry control or bidirectional
 * characters into the log or onto the screen, where they could disguise what follows.
 */

/** The longest message the host, main and the page pass on. */
export const MAX_MESSAGE_CHARS = 240;

/** C0/C1 controls, and Unicode format characters that reorder or hide text (bidi overrides, zero-width, BOM). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;

/** `text` with unsafe characters written as \uXXXX, cut to `max` characters (ending in "…" when cut). */
export function excerpt(text: string, max: number = MAX_MESSAGE_CHARS): string {
  // Escaping at most max characters keeps the work bounded however long the input is.
  const head = text.length > max ? text.slice(0, max) : text;
  const safe = head.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return safe.length > max || text.length > max ? `${safe.slice(0, max - 1)}…` : safe;
}
