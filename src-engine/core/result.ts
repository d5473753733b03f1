/**
 * Results for the engine: the contract's `Result` (src-shared/contract/result.ts, shared with
 * main's saves), plus `unwrap` for tests and the CLI.
 */
import type { Result } from '../../src-shared/contract/result';

export { err, ok, type Result } from '../../src-shared/contract/result';

/** Returns the value of a success or throws with the error's code and message (tests, CLI). */
export function unwrap<T>(r: Result<T>): T {
  if (r.ok) return r.value;
  throw new Error(`${r.error}: ${r.message}`);
}
