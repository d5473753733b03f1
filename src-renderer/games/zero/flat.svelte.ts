/**
 * The flat board's state: what Board2D.svelte draws, with the same methods the table calls on
 * the 3D board (sync, highlight, setCoach, and the event steps swap, turn, remove, flash), so
 * the table plays its events the same way on either. Nothing here draws or tweens: a step
 * changes the state at once (the SVG eases a die to its new cell with a CSS transition) and
 * waits a moment, at the animation speed, so the log and the board keep pace.
 */
import type { CoachMark } from '../game-ui';
import { FlashQueue } from '../../ui/2d/flashQueue';
import { swapDice, turnDie } from './board2d';
import type { ZeroLit } from './decisions';
import type { ZeroBoardPort } from './port';
import type { Cell, Grid, ZeroView } from './types';

/** A short text over a cell that rises and fades ("+1", "4 → 6"). */
export interface Flash {
  readonly id: number;
  readonly seat: number;
  readonly cell: Cell;
  readonly text: string;
  readonly colour: string;
}

/** The longest a flat step waits (it has no tween to wait for, only the reader). */
const STEP_MS = 260;

const sleep = (ms: number): Promise<void> => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

/** The flat board's state and its steps. */
export class FlatZeroBoard implements ZeroBoardPort {
  grids = $state.raw<readonly Grid[]>([]);
  activated = $state.raw<readonly (readonly number[])[]>([]);
  lit = $state.raw<ZeroLit>({ seat: null, column: null, dice: [], focus: null });
  coach = $state.raw<readonly CoachMark[]>([]);
  flashes = $state.raw<readonly Flash[]>([]);
  /** Shows and times the flashes (ui/2d/flashQueue.ts). */
  private readonly flashQueue = new FlashQueue<Flash>((items) => (this.flashes = items));

  /** Takes the view's grids and activated dice as they are. */
  sync(view: ZeroView): void {
    this.grids = view.grids;
    this.activated = view.seats.map((s) => s.activated);
  }

  light(l: ZeroLit): void {
    this.highlight(l.seat, l.column, l.dice, l.focus);
  }

  highlight(seat: number | null, col: number | null, dice: readonly number[], focus: number | null = null): void {
    this.lit = { seat, column: col, dice: seat === null ? [] : dice, focus: seat === null ? null : focus };
  }

  setCoach(marks: readonly CoachMark[]): void {
    this.coach = marks;
  }

  async swap(seat: number, _id: number, _other: number, from: Cell, to: Cell, ms: number): Promise<void> {
    this.grids = swapDice(this.grids, seat, from, to);
    await sleep(Math.min(ms, STEP_MS));
  }

  async turn(seat: number, id: number, pips: number, ms: number): Promise<void> {
    if (pips >= 1 && pips <= 6) this.grids = turnDie(this.grids, seat, id, pips);
    await sleep(Math.min(ms, STEP_MS));
  }

  markSpent(seat: number, id: number): void {
    this.activated = this.activated.map((a, s) => (s === seat && !a.includes(id) ? [...a, id] : a));
  }

  async remove(seat: number, id: number, ms: number): Promise<void> {
    this.grids = turnDie(this.grids, seat, id, 0);
    await sleep(Math.min(ms, STEP_MS));
  }

  flash(seat: number, text: string, at: Cell, colour: string, ms: number): Promise<void> {
    return this.flashQueue.show((id) => ({ id, seat, cell: at, text, colour }), ms);
  }

  /** Ends the flashes at once (a skipped step). */
  finish(): void {
    this.flashQueue.finish();
  }

  dispose(): void {
    this.finish();
  }
}
