/** How one search runs (`SearchOptions`, set by the levels), and the generator it advances in place. */

/** A generator the search advances in place (core/rng.ts `*Mut`). */
export type MutRng = [number, number, number, number];

/** How one search runs. */
export interface SearchOptions {
  /** Iterations (sampled worlds) at most: the reproducible budget. */
  readonly iterations: number;
  /** Milliseconds at most, measured with `now`; ignored without `now`. */
  readonly timeMs?: number;
  /** A clock in milliseconds injected by the caller (the engine never reads one itself). */
  readonly now?: () => number;
  /** Polled every `checkEvery` iterations; true stops the search, which still answers. */
  readonly shouldStop?: () => boolean;
  /** How often the clock and `shouldStop` are polled, in iterations. Default 8. */
  readonly checkEvery?: number;
  /** UCB exploration constant for values in [-1, 1]. */
  readonly exploration: number;
  /** Actions played after the tree before the leaf is evaluated, at most. */
  readonly rolloutDepth: number;
  /**
   * Search horizon in rounds: the tree and the rollout stop when the searcher has come back
   * this many times to a decision of the round's action type (`game.ai.roundAction`, else
   * the root's type; Zero: the next hand's program),
   * so every leaf is scored at the same kind of moment. 0 = no horizon, only `rolloutDepth`.
   */
  readonly horizon: number;
  /**
   * Root actions tried per sampled world (the same world and random draws for each of them:
   * common random numbers, as a paired comparison). 1 = classic ISMCTS. Default 1.
   */
  readonly batch?: number;
  /**
   * In rollouts, round decisions try this many candidates each to the end of the round and keep
   * the best (0 = random). At least as many as the legal actions: every one of them, in order
   * (no random draw, so paired root actions keep their common random numbers). Default 0.
   */
  readonly lookahead?: number;
  /** 1: only the searcher looks ahead in rollouts, other seats play the rollout policy. Default 0 (every seat). */
  readonly lookaheadSelf?: number;
  /** In rollouts, a seat with at most this many legal actions plays the best immediate evaluation (0 = always random). */
  readonly greedyWidth: number;
  /**
   * In rollouts, the chance that a seat which would play cheap greedy plays a random legal
   * action instead (epsilon-greedy): a deterministic policy scores a line by one fixed
   * continuation, a little noise lets rollouts see others. Default 0 (no draw at all).
   */
  readonly epsilon?: number;
}
