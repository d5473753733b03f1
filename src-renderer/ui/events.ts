/**
 * The event player: plays a step's events on a table's scene, strictly in order, one
 * animation per event type (a table supplies the map; events without an animation pass at
 * once). It honours the animation speed and reduced motion (a scale of 0 jumps every
 * animation to its end; with reduced motion and a `fade`, each animated event lands at once
 * inside a short fade of the board instead of rolling, tossing or sliding), and a step can be skipped: the running tween lands and the rest of
 * the step plays at scale 0. The shell is told of every event, seen or not, just before its
 * animation (`reached`) and once it has landed (`landed`), so the log and the sounds keep pace
 * with the board.
 */

/** An event as the player sees it: a type, and who may see it. */
export interface PlayableEvent {
  readonly type: string;
  readonly visibleTo?: readonly number[];
}

/** What an animation gets besides its event. */
export interface PlayContext<E extends PlayableEvent> {
  /** `n` milliseconds at the current speed (0 when skipping or with reduced motion). */
  ms(n: number): number;
  /** Waits `n` milliseconds at the current speed (at once when the scale is 0). */
  wait(n: number): Promise<void>;
  /** The next event this viewer will see in the same step, if any (a move that ends in a combat...). */
  readonly next: E | undefined;
}

/** One animation of an event `T` of a game whose events are `E`: synchronous (a state change) or a promise that resolves when it lands. */
export type Animation<T extends PlayableEvent, E extends PlayableEvent = T> = (event: T, ctx: PlayContext<E>) => void | Promise<void>;

/** Event type -> animation, typed per event type. */
export type Animations<E extends PlayableEvent> = { readonly [K in E['type']]?: Animation<Extract<E, { type: K }>, E> };

/** Whether `seat` may see something with this `visibleTo` (null: a spectator sees only public things). */
export function canSee(visibleTo: readonly number[] | undefined, seat: number | null): boolean {
  return !visibleTo || (seat !== null && visibleTo.includes(seat));
}

/**
 * The `reached` and `landed` callbacks of `EventPlayer.play` that tell each event once: when
 * its animation lands for the types in `onLanding`, else as it starts.
 */
export function tellOnce<E extends PlayableEvent>(onLanding: readonly string[] | undefined, tell: (e: E) => void): [(e: E) => void, (e: E) => void] {
  const late = new Set(onLanding ?? []);
  return [(e) => (late.has(e.type) ? undefined : tell(e)), (e) => (late.has(e.type) ? tell(e) : undefined)];
}

/** How long a reduced-motion fade takes, in all (half out, half in), at normal speed. */
export const FADE_MS = 260;

/**
 * How an animated event is shown: 'animate' (the tween at the speed's scale), 'fade' (reduced
 * motion: no roll, toss or slide, the board fades briefly while the event lands at once) or
 * 'jump' (the fast speed, or a skipped step: it lands at once).
 */
export type Motion = 'animate' | 'fade' | 'jump';

/** The motion for an event, given reduced motion and the speed's own duration scale (0: fast). */
export function motionFor(reduced: boolean, speedScale: number, skipping = false): Motion {
  if (skipping || speedScale <= 0) return 'jump';
  return reduced ? 'fade' : 'animate';
}

/** A fade of the board around `land` (which changes the board at once): out, land, back in, over `ms`. */
export type Fade = (land: () => void | Promise<void>, ms: number) => Promise<void>;

/** Plays steps on one table. */
export class EventPlayer<E extends PlayableEvent> {
  private skipping = false;
  private busy = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly animations: Animations<E>,
    private readonly options: {
      /** Animation duration multiplier now (0: no animation). */
      readonly scale: () => number;
      /** Lands every running tween at once (called when a step is skipped). */
      readonly finish?: () => void;
      /** With reduced motion: the fade's length (0: none, the event lands at once) and how to fade. */
      readonly fade?: { readonly ms: () => number; readonly run: Fade };
    },
  ) {}

  /** Whether a step is playing. */
  get playing(): boolean {
    return this.busy;
  }

  /** Plays `events` as `viewer` sees them; `reached` and then `landed` are told of every event (seen or not) in order. */
  async play(events: readonly E[], viewer: number | null, reached: (e: E) => void = () => {}, landed: (e: E) => void = () => {}): Promise<void> {
    this.busy = true;
    this.skipping = false;
    const seen = events.filter((e) => canSee(e.visibleTo, viewer));
    try {
      for (const e of events) {
        reached(e);
        const animate = canSee(e.visibleTo, viewer) ? (this.animations as Record<string, Animation<E> | undefined>)[e.type] : undefined;
        if (animate) {
          const next = seen[seen.indexOf(e) + 1];
          const fadeMs = this.skipping ? 0 : (this.options.fade?.ms() ?? 0);
          if (fadeMs > 0 && this.options.fade) {
            // Reduced motion: the animation lands at once (scale 0) inside a short fade of the board.
            await this.options.fade.run(() => animate(e, { ms: () => 0, wait: () => Promise.resolve(), next }), fadeMs);
          } else {
            await animate(e, { ms: (n) => this.ms(n), wait: (n) => this.wait(n), next });
          }
        }
        landed(e);
      }
    } finally {
      this.busy = false;
      this.skipping = false;
    }
  }

  /** Finishes the step playing now at once (no-op when idle). */
  skip(): void {
    if (!this.busy) return;
    this.skipping = true;
    this.options.finish?.();
    this.wake?.();
  }

  private ms(n: number): number {
    return this.skipping ? 0 : n * this.options.scale();
  }

  private wait(n: number): Promise<void> {
    const d = this.ms(n);
    if (d <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, d);
      this.wake = done;
    });
  }
}
