/**
 * One review as the replay viewer runs it: what is kept beside the past game first (a complete
 * review is shown at once, a part-way one goes on from where it stopped), then slice after slice
 * from the engine (`replayReview`), each kept as it comes, so marks appear while the rest is
 * searched. Cancel is not asking for the next slice; Resume asks again from there.
 */
import type { ReplayReviewResult, ReviewCurrency, ReviewedDecisionReport, ReviewSummaryReport } from '../../src-shared/contract/protocol';
import type { StoredReview } from '../../src-shared/past-reviews';
import { merged } from './review';

/** What a review needs of its surroundings (the engine, the past game's storage). */
export interface ReviewDeps {
  /** The replay's moves (a kept review of another game is not this one's). */
  readonly moves: number;
  /** One slice from `fromStep`, at most `limit` decisions. */
  slice(fromStep: number, limit: number): Promise<ReplayReviewResult>;
  /** The kept review, if any (null: none, or not a past game). */
  load(): Promise<StoredReview | null>;
  /** Keeps the review as it stands; false when it could not be (it still runs). */
  keep(review: StoredReview): Promise<boolean>;
  /** A clock in milliseconds (how long a slice took). */
  now(): number;
}

/** Decisions in the first slice (its first mark soon) and in each slice after. */
export const FIRST_SLICE = 1;
export const SLICE = 2;
/** A decision that takes longer than this to weigh (Toss simulates its throws) makes the review slow: one per slice, and said. */
export const SLOW_MS = 4000;

export class ReviewRun {
  decisions = $state.raw<readonly ReviewedDecisionReport[]>([]);
  done = $state(0);
  total = $state(0);
  /** A slice is being searched. */
  running = $state(false);
  /** Loaded (kept or first slice): total and currency are known. */
  started = $state(false);
  complete = $state(false);
  cancelled = $state(false);
  summaries = $state.raw<readonly ReviewSummaryReport[] | null>(null);
  currency = $state.raw<ReviewCurrency | null>(null);
  error = $state<string | null>(null);
  /** Decisions take long to weigh here: the panel says so, and each slice is one decision, so Cancel is heard soon. */
  slow = $state(false);

  private kept: StoredReview | null = null;
  private alive = true;

  constructor(private readonly deps: ReviewDeps) {}

  private show(r: StoredReview): void {
    this.kept = r;
    this.decisions = r.decisions;
    this.done = r.decisions.length;
    this.total = r.total;
    this.currency = r.currency;
    this.complete = r.next === null;
    this.summaries = r.summaries ?? null;
    this.started = true;
  }

  /** Shows what is kept, then reviews the rest (nothing when complete). */
  async start(): Promise<void> {
    try {
      const k = await this.deps.load();
      if (k && this.alive) this.show(k);
    } catch {
      /* nothing kept that reads: reviewed again */
    }
    await this.resume();
  }

  /** Goes on from where the review stopped. */
  async resume(): Promise<void> {
    // Cancelled while its slice still runs: it simply goes on.
    if (this.running) this.cancelled = false;
    if (this.running || this.complete || !this.alive) return;
    this.running = true;
    this.cancelled = false;
    this.error = null;
    try {
      let next: number | null = this.kept ? this.kept.next : 1;
      while (next !== null && this.alive && !this.cancelled) {
        const t0 = this.deps.now();
        const slice = await this.deps.slice(next, this.kept && !this.slow ? SLICE : FIRST_SLICE);
        if (!this.alive) return;
        if ((this.deps.now() - t0) / Math.max(1, slice.decisions.length) > SLOW_MS) this.slow = true;
        const r = merged(this.kept, slice, this.deps.moves);
        this.show(r);
        next = r.next;
        void this.deps.keep(r).catch(() => false);
      }
    } catch (e) {
      if (this.alive && !this.cancelled) this.error = e instanceof Error ? e.message : String(e);
    } finally {
      this.running = false;
    }
  }

  /** Stops after the slice being searched (its decisions are kept). */
  cancel(): void {
    if (this.running) this.cancelled = true;
  }

  /** The screen went: no slice is asked for again. */
  dispose(): void {
    this.alive = false;
  }
}
