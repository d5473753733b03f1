/**
 * The stage's animation-frame loop, run only while something changes: `wake()` asks for a
 * tick; a tick runs the frame (Threlte's scheduler: tasks, then a render if the frame was
 * invalidated) and asks for the next one only when `again()` says the frame still wants
 * more (a tween moved and invalidated it). Otherwise the loop parks: an idle scene costs no
 * callback at all. Plain TypeScript over injected timers, so it is tested without a browser
 * (FrameLoop.svelte wires it to Threlte and to requestAnimationFrame).
 */

/** What the driver drives. */
export interface FrameTarget {
  /** Runs one frame at `clock` (milliseconds); the scheduler derives each task's delta from it. */
  run(clock: number): void;
  /** Asked after each frame: does the next frame have something to do? */
  again(): boolean;
  /** Called after `again()`, before the next frame (Threlte resets its invalidation flag here). */
  done(): void;
}

/** requestAnimationFrame and cancelAnimationFrame, or stand-ins. */
export interface FrameTimer {
  request(cb: (time: number) => void): number;
  cancel(id: number): void;
}

/** Drives a `FrameTarget` one animation frame at a time, parking when nothing asks for more. */
export class FrameDriver {
  private pending: number | null = null;
  private parked = true;
  private stopped = false;
  private clock = 0;
  private lastTime = 0;
  /** Ticks run since the driver was made (a tick that drew nothing counts too). */
  ticks = 0;

  constructor(
    private readonly target: FrameTarget,
    private readonly timer: FrameTimer,
  ) {}

  /** Whether a tick is requested now (false: parked or stopped). */
  get running(): boolean {
    return this.pending !== null;
  }

  /** Asks for a tick (once: a pending one covers every wake before it). */
  wake(): void {
    if (this.pending === null && !this.stopped) this.pending = this.timer.request((t) => this.tick(t));
  }

  /** Cancels the pending tick for good. */
  stop(): void {
    this.stopped = true;
    if (this.pending !== null) this.timer.cancel(this.pending);
    this.pending = null;
  }

  private tick(time: number): void {
    this.pending = null;
    if (this.stopped) return;
    this.ticks++;
    // The clock stands still while parked: the first frame after a pause moves nothing on,
    // rather than jumping tweens by the whole pause (Threlte clamps it to 0.1 s).
    if (!this.parked) this.clock += Math.max(0, time - this.lastTime);
    this.lastTime = time;
    this.parked = false;
    this.target.run(this.clock);
    const again = this.target.again();
    this.target.done();
    if (again) this.wake();
    else this.parked = true;
  }
}
