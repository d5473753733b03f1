/**
 * The words that rise over a flat board for a moment ("+1", "6 vs 4"): each shows for its time
 * and then goes, and the step that showed it waits for that; a skipped step ends them all at
 * once. Plain TypeScript: the board keeps the list in its own state through `onChange`.
 */
export class FlashQueue<F extends { readonly id: number }> {
  private items: readonly F[] = [];
  private lastId = 0;
  /** Each running flash's timer, with the resolve of the promise its step waits on. */
  private readonly timers = new Map<ReturnType<typeof setTimeout>, () => void>();

  constructor(private readonly onChange: (items: readonly F[]) => void) {}

  /** Shows `make(id)` for `ms` milliseconds; resolves when it is gone (at once for 0). */
  show(make: (id: number) => F, ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    const f = make(++this.lastId);
    this.set([...this.items, f]);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.set(this.items.filter((x) => x !== f));
        resolve();
      }, ms);
      this.timers.set(timer, resolve);
    });
  }

  /** Ends every flash now (a skipped step, or the board going away). */
  finish(): void {
    for (const [timer, resolve] of this.timers) {
      clearTimeout(timer);
      resolve();
    }
    this.timers.clear();
    this.set([]);
  }

  private set(items: readonly F[]): void {
    this.items = items;
    this.onChange(items);
  }
}
