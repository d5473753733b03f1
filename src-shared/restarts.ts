/**
 * How often a dead engine is restarted: at most `maxRestarts` within `windowMs`, each after
 * a longer pause than the one before (so a crash loop does not spin the CPU), then no more
 * until the player asks to retry. Clock-free: callers pass the time.
 */

/** The restart budget and back-off. */
export interface RestartPolicyOptions {
  /** At most this many restarts within `windowMs`; the next death gives up. Default 5. */
  readonly maxRestarts?: number;
  /** Default 60 s. */
  readonly windowMs?: number;
  /** The pause before the 1st, 2nd... restart within the window (the last repeats). Default 0, 250 ms, 1 s, 2 s, 4 s. */
  readonly backoffMs?: readonly number[];
}

/** Default pauses: the first restart at once (a one-off crash costs nothing), then longer. */
export const DEFAULT_BACKOFF_MS: readonly number[] = [0, 250, 1000, 2000, 4000];

/** Counts restarts and says when the next may happen. */
export class RestartPolicy {
  private times: number[] = [];
  private readonly max: number;
  private readonly windowMs: number;
  private readonly backoff: readonly number[];

  constructor(options: RestartPolicyOptions = {}) {
    this.max = options.maxRestarts ?? 5;
    this.windowMs = options.windowMs ?? 60_000;
    this.backoff = options.backoffMs && options.backoffMs.length > 0 ? options.backoffMs : DEFAULT_BACKOFF_MS;
  }

  /** After a death at `now`: the pause before restarting (and counts that restart), or null to give up. */
  next(now: number): number | null {
    this.times = this.times.filter((t) => now - t < this.windowMs);
    if (this.times.length >= this.max) return null;
    const pause = this.backoff[Math.min(this.times.length, this.backoff.length - 1)]!;
    this.times.push(now);
    return pause;
  }

  /** The player asked to retry: the budget starts afresh. */
  reset(): void {
    this.times = [];
  }
}
