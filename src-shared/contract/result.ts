/**
 * A value or a string error code. Errors are codes (`'ERR_NOT_YOUR_TURN'`) so that
 * callers can branch on them and the interface can translate them; `message` is
 * an English explanation for logs and the CLI. The engine's games and main's saves share it.
 */
export type Result<T, E extends string = string> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E; readonly message: string };

/** Wraps a success value. */
export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

/** Builds a failure with a code and an English explanation. */
export function err<E extends string>(error: E, message: string): Result<never, E> {
  return { ok: false, error, message };
}
