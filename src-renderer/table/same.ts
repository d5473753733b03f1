/**
 * Structural equality of plain values (actions, picks): the engine's answers are plain JSON, so
 * an action the hint names is found among the legal actions by its contents, once, where the
 * hint arrives; tables then hold it as an index.
 */

/** Whether `a` and `b` hold the same plain JSON value (key order does not matter). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The index of `action` among `legal`, or null. */
export function indexOf(legal: readonly unknown[], action: unknown): number | null {
  const i = legal.findIndex((a) => sameValue(a, action));
  return i < 0 ? null : i;
}
