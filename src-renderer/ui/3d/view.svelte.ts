/**
 * The view of the 3D board a player controls: turn it around the table, tilt it between a
 * steep view and straight down, zoom in and out, all within limits that keep the whole board
 * findable, and come back to the game's own view (reset) or look from above. The rig frames the
 * board with it (rig.ts `frame`); the scene takes the mouse, the touch pad and the keys into it.
 */

/** How far the player has moved the view from the game's own. */
export interface ViewAngle {
  /** Turn around the table's vertical axis, radians (0: the game's side). */
  readonly yaw: number;
  /** Added to the game's tilt, radians (negative: steeper, towards straight down). */
  readonly tilt: number;
  /** 1: the board fills the view; 2: twice as close. */
  readonly zoom: number;
  /** Straight down, whatever the tilt. */
  readonly top: boolean;
}

/** The game's own view. */
export const HOME: ViewAngle = { yaw: 0, tilt: 0, zoom: 1, top: false };

/** The limits: a quarter turn either way, tilt within 0.02..1.15 radians of vertical, zoom 0.8..3. */
export const LIMITS = { yaw: Math.PI / 2, minTilt: 0.02, maxTilt: 1.15, minZoom: 0.8, maxZoom: 3 } as const;

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** The tilt the camera takes for a game whose own tilt is `base`, within the limits. */
export function tiltOf(view: ViewAngle, base: number): number {
  return view.top ? LIMITS.minTilt : clamp(base + view.tilt, LIMITS.minTilt, LIMITS.maxTilt);
}

/** `view` turned by `yaw`, tilted by `tilt` and zoomed by `zoom` (a factor), kept within the limits for a game tilted `base`. */
export function moved(view: ViewAngle, base: number, by: { yaw?: number; tilt?: number; zoom?: number }): ViewAngle {
  const tilt = clamp(base + view.tilt + (by.tilt ?? 0), LIMITS.minTilt, LIMITS.maxTilt) - base;
  return {
    yaw: clamp(view.yaw + (by.yaw ?? 0), -LIMITS.yaw, LIMITS.yaw),
    // Tilting leaves the view from above.
    tilt: by.tilt === undefined ? view.tilt : tilt,
    zoom: clamp(view.zoom * (by.zoom ?? 1), LIMITS.minZoom, LIMITS.maxZoom),
    top: by.tilt === undefined ? view.top : false,
  };
}

/** One step of a key or a button. */
export const STEP = { yaw: Math.PI / 12, tilt: 0.12, zoom: 1.15 } as const;

/** The view of the board on screen now (one per table: a new table starts at the game's own view). */
export class BoardView {
  angle = $state.raw<ViewAngle>(HOME);
  /** The game's own tilt (its rig's), which the limits are counted from. */
  base = 0.52;

  /** Whether the view is the game's own. */
  get home(): boolean {
    const a = this.angle;
    return a.yaw === 0 && a.tilt === 0 && a.zoom === 1 && !a.top;
  }

  move(by: { yaw?: number; tilt?: number; zoom?: number }): void {
    this.angle = moved(this.angle, this.base, by);
  }

  /** Straight down, or back to the tilt it had. */
  toggleTop(): void {
    this.angle = { ...this.angle, top: !this.angle.top };
  }

  reset(): void {
    this.angle = HOME;
  }

  /** What a key does to the view, if anything: Q/E turn, R/F tilt, +/− zoom, T from above, 0 the game's view. */
  key(key: string): boolean {
    const k = key.toLowerCase();
    if (k === 'q') this.move({ yaw: -STEP.yaw });
    else if (k === 'e') this.move({ yaw: STEP.yaw });
    else if (k === 'r') this.move({ tilt: -STEP.tilt });
    else if (k === 'f') this.move({ tilt: STEP.tilt });
    else if (k === '+' || k === '=') this.move({ zoom: STEP.zoom });
    else if (k === '-' || k === '_') this.move({ zoom: 1 / STEP.zoom });
    else if (k === 't') this.toggleTop();
    else if (k === '0') this.reset();
    else return false;
    return true;
  }
}
