/**
 * The contract between the shared table shell (flow loop, hand-off, log, AI pacing) and
 * a game's table component.
 */
import type { ReportEvent, SetupReport, ViewReport } from '../engine/types';
import type { Palette } from '../ui/palette';

/** Props every game table receives. */
export interface TableProps {
  /** The latest view for `seat`, or null while a step animates or the table is covered. */
  readonly report: ViewReport | null;
  /** The seat at the screen (null: a spectator, e.g. only computers play). */
  readonly seat: number | null;
  /** Display names of the seats. */
  readonly seatNames: readonly string[];
  /** Whether the seat at the screen may act now. */
  readonly canAct: boolean;
  /** Sends an action for the seat at the screen. */
  readonly act: (action: Record<string, unknown>) => void;
  /** Animation duration multiplier (0 = none). */
  readonly animScale: number;
  /** Seat colours to draw with (tables whose seats have colours use it). */
  readonly palette: Palette;
  /** The shell registers the game's animator here. */
  readonly register: (animator: Animator) => void;
  /**
   * The action the hint button suggests (one of `report.legal`), or null. The table only
   * highlights it the way it highlights choices; playing it stays the player's decision.
   */
  readonly hint?: Record<string, unknown> | null;
}

/** Whether two actions are the same (plain JSON from the engine, fields in a fixed order). */
export function sameAction(a: unknown, b: unknown): boolean {
  return a !== null && a !== undefined && b !== null && b !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

/** Plays a step's events on the game's scene. */
export interface Animator {
  /**
   * Animates the events `seat` may see, in order; calls `reached` for every event (seen or
   * not) just before its animation, so the log keeps pace with the table. Resolves when done.
   */
  play(step: SetupReport, seat: number | null, reached: (event: ReportEvent) => void): Promise<void>;
  /** One log line for an event (from the catalogue), or null to leave it out of the log. */
  describe(event: ReportEvent): string | null;
}

/** Whether `seat` may see an event or log line with this `visibleTo`. */
export function canSee(visibleTo: readonly number[] | undefined, seat: number | null): boolean {
  return !visibleTo || (seat !== null && visibleTo.includes(seat));
}
