/**
 * The flat board's state: what Board2D.svelte draws, behind the same port as the 3D board
 * (sync, light, the coach, markers, and the event steps slide, clash, settle, turn, remove,
 * restore, flash), so the stage plays its events the same way on either. Nothing here tweens: a step changes the state at once (the SVG eases a die to its
 * new cell with a CSS transition) and waits a moment at the animation speed, so the log and
 * the board keep pace. A move into a combat waits on its cell's edge until the combat's
 * removal says who stays, as on the 3D board.
 */
import type { CoachMark } from '../game-ui';
import { FlashQueue } from '../../ui/2d/flashQueue';
import { moveDie, placeDie, turnDie } from './board2d';
import { NO_HIGHLIGHT, markerSpots, type Highlight, type MarkerSpot, type PipfallBoardPort } from './port';
import type { Board, Cell, PipfallView } from './types';

/** A short text over a cell that rises and fades ("6 vs 4", "−1"). */
export interface Flash {
  readonly id: number;
  readonly cell: Cell;
  readonly text: string;
  readonly colour: string;
}

/** The longest a flat step waits (it has no tween to wait for, only the reader). */
const STEP_MS = 260;

const sleep = (ms: number): Promise<void> => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

/** The flat board's state and its steps. */
export class FlatPipfallBoard implements PipfallBoardPort {
  /** Board side: 5, 7 or 8. */
  readonly size: number;
  /** Each seat's starting corner. */
  readonly corners: readonly Cell[];
  board = $state.raw<Board>([]);
  activated = $state.raw<readonly (readonly number[])[]>([]);
  markers = $state.raw<readonly MarkerSpot[]>([]);
  highlight = $state.raw<Highlight>(NO_HIGHLIGHT);
  coach = $state.raw<readonly CoachMark[]>([]);
  flashes = $state.raw<readonly Flash[]>([]);
  /** Shows and times the flashes (ui/2d/flashQueue.ts). */
  private readonly flashQueue = new FlashQueue<Flash>((items) => (this.flashes = items));
  /** The die in a combat, waiting short of the cell it attacks, and that cell. */
  fighting = $state.raw<{ readonly die: number; readonly to: Cell } | null>(null);

  /** A board of the first view's size and corners. */
  constructor(view: PipfallView) {
    this.size = view.size;
    this.corners = view.corners;
  }

  /** Takes the view's board, activated dice and markers as they are. */
  sync(view: PipfallView): void {
    this.board = view.board;
    this.activated = view.seats.map((s) => s.activated);
    this.markers = markerSpots(view);
    this.fighting = null;
  }

  placeMarker(spot: MarkerSpot): void {
    this.markers = [...this.markers.filter((m) => !(m.seat === spot.seat && m.slot === spot.slot)), spot];
  }

  clearMarkers(): void {
    this.markers = [];
  }

  light(h: Highlight): void {
    this.highlight = h;
  }

  setCoach(marks: readonly CoachMark[]): void {
    this.coach = marks;
  }

  markSpent(id: number): void {
    const owner = this.board.flat().find((d) => d?.id === id)?.owner;
    if (owner === undefined) return;
    this.activated = this.activated.map((a, s) => (s === owner && !a.includes(id) ? [...a, id] : a));
  }

  /** The die goes to the path's end; with `stopShort` (a combat follows) it waits beside it. */
  async slide(id: number, path: readonly Cell[], ms: number, stopShort = false): Promise<void> {
    const to = path[path.length - 1];
    if (to && stopShort) this.fighting = { die: id, to };
    else if (to) this.board = moveDie(this.board, id, to);
    await sleep(Math.min(ms * Math.max(1, path.length), STEP_MS));
  }

  async clash(_attacker: number, _defender: number, ms: number): Promise<void> {
    await sleep(Math.min(ms, STEP_MS));
  }

  /** The combat's winner takes the cell it attacked. */
  async settle(id: number, ms: number): Promise<void> {
    const f = this.fighting;
    if (f && f.die === id) this.board = moveDie(this.board, id, f.to);
    this.fighting = null;
    await sleep(Math.min(ms, STEP_MS));
  }

  async turn(id: number, pips: number, ms: number): Promise<void> {
    this.board = turnDie(this.board, id, pips);
    await sleep(Math.min(ms, STEP_MS));
  }

  async remove(id: number, ms: number): Promise<void> {
    this.board = turnDie(this.board, id, 0);
    if (this.fighting?.die === id) this.fighting = null;
    await sleep(Math.min(ms, STEP_MS));
  }

  async restore(id: number, seat: number, cell: Cell, pips: number, ms: number): Promise<void> {
    this.board = placeDie(this.board, id, seat, cell, pips);
    await sleep(Math.min(ms, STEP_MS));
  }

  flash(text: string, at: Cell, colour: string, ms: number): Promise<void> {
    return this.flashQueue.show((id) => ({ id, cell: at, text, colour }), ms);
  }

  /** Ends the flashes at once (a skipped step). */
  finish(): void {
    this.flashQueue.finish();
  }

  dispose(): void {
    this.finish();
  }
}
