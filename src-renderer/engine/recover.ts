/**
 * What the table's flow loop does when a request fails: a transient engine error (the engine
 * died and the keeper could not hide it, an AI step gone stale) is answered by asking for the
 * view again after a short pause, a few times; an engine that was given up is waited for
 * (until the player's Retry brings it back and the games are resumed); anything else stands
 * and is shown. Plain TypeScript so it can be tested without a table.
 */

/** Errors that may pass: ask for the view again. */
const TRANSIENT = new Set(['ERR_HOST', 'ERR_STALE']);
/** The engine was given up: wait for it to come back. */
const DOWN = 'ERR_ENGINE_DOWN';

/** Pauses before each new attempt; after the last the error stands. */
export const RECOVERY_PAUSES_MS: readonly number[] = [100, 400, 1000, 2000, 4000];

/** What recovery needs from the page. */
export interface RecoveryDeps {
  readonly sleep: (ms: number) => Promise<void>;
  /** Resolves once the engine is back and the open games were resumed (the next `hostRestarted` push). */
  readonly engineBack: () => Promise<void>;
  readonly pausesMs?: readonly number[];
}

/** The error code of a failed request (EngineError's `code`), or null for anything else. */
function codeOf(e: unknown): string | null {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : null;
}

/** Counts attempts since the last success, so a lasting failure ends up shown. */
export class FlowRecovery {
  private attempts = 0;

  constructor(private readonly deps: RecoveryDeps) {}

  /** After a request of the loop failed: true (once it is time) to ask for the view again, false when the error stands. */
  async afterError(e: unknown): Promise<boolean> {
    const code = codeOf(e);
    if (code === DOWN) {
      await this.deps.engineBack();
      this.attempts = 0;
      return true;
    }
    if (code === null || !TRANSIENT.has(code)) return false;
    const pause = (this.deps.pausesMs ?? RECOVERY_PAUSES_MS)[this.attempts];
    if (pause === undefined) return false;
    this.attempts++;
    await this.deps.sleep(pause);
    return true;
  }

  /** A request went through: the next failure starts counting afresh. */
  succeeded(): void {
    this.attempts = 0;
  }
}

/** A push source (the saves platform). */
interface PushSource {
  onPush(listener: (p: { readonly push: string }) => void): () => void;
}

/** Resolves at the next `hostRestarted` push of `source` (never, without a source). */
export function nextRestart(source: PushSource | null): Promise<void> {
  return new Promise((resolve) => {
    if (!source) return;
    const stop = source.onPush((p) => {
      if (p.push !== 'hostRestarted') return;
      stop();
      resolve();
    });
  });
}
