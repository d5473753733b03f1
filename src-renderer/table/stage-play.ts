/**
 * For tests of a game's stage: its animations played in order as the kit's event player plays
 * them, over a board that only writes down what it was asked to show.
 */
import type { PlayContext } from '../ui/events';

/** Plays `events` through `stage`'s animations in order; `ms` scales each duration (the default lands everything at once, as the fast speed does). */
export async function playStage<E extends { readonly type: string }>(
  stage: { readonly animations: object },
  events: readonly E[],
  ms: (n: number) => number = () => 0,
): Promise<void> {
  const animations = stage.animations as Record<string, ((e: E, c: PlayContext<E>) => void | Promise<void>) | undefined>;
  for (const [i, e] of events.entries()) await animations[e.type]?.(e, { ms, wait: () => Promise.resolve(), next: events[i + 1] });
}

/** A board port that writes down every call made on it as `[name, ...args]` and does nothing else. */
export function recordingBoard<B extends object>(): { board: B; calls: unknown[][] } {
  const calls: unknown[][] = [];
  const board = new Proxy({} as B, {
    get:
      (_t, name) =>
      (...args: unknown[]) => {
        calls.push([name, ...args]);
        return Promise.resolve();
      },
  });
  return { board, calls };
}
