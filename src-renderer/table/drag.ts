/**
 * Dragging a piece onto another (Piplus: a die onto a card), for the games that have it. The
 * game's decisions say what may be picked up and what a drop means (a Click, like a click's);
 * the table's session turns the boards' drag reports into that, keeps the focus on what lies
 * under the pointer, and lets a board that draws the drag itself (the 3D one: the piece follows
 * the pointer's ray) follow along. The flat board draws its own ghost of the piece.
 */
import type { Raycaster } from 'three';
import type { PickHandlers } from '../ui/3d/picking';
import type { Click } from './kit';
import { sameValue } from './same';

/** A board that draws a drag in progress: the piece leaves its place and follows the pointer. */
export interface DragShow<P> {
  /** `from` is picked up. */
  dragLift(from: P): void;
  /** The pointer's ray moved (the piece follows it over the table). */
  dragFollow(ray: Raycaster): void;
  /** The drag ended: the piece goes back where the board's state puts it (the drop's selection then moves it on). */
  dragDrop(): void;
}

/** Whether board `b` draws drags itself. */
export function showsDrag<P>(b: object): b is DragShow<P> {
  return 'dragLift' in b && 'dragFollow' in b && 'dragDrop' in b;
}

/** What the drag handlers need from the table. */
export interface DragHost<P, A, S> {
  /** The game's drags, if it has any. */
  readonly drag: { start(from: P): boolean; drop(from: P, to: P | null): Click<A, S> | null } | null;
  /** The board drawing the drag, if it does. */
  readonly show: DragShow<P> | null;
  setFocus(p: P | null): void;
  run(c: Click<A, S> | null): void;
}

/** The pick handlers of a drag (every board reports drags through them; a game without drags refuses to start one). */
export function dragHandlers<P, A, S>(host: () => DragHost<P, A, S>): Required<Pick<PickHandlers<P>, 'dragStart' | 'dragMove' | 'dragEnd'>> {
  let from: P | null = null;
  return {
    dragStart(p) {
      const h = host();
      if (!h.drag?.start(p)) return false;
      from = p;
      h.show?.dragLift(p);
      return true;
    },
    dragMove(p, ray) {
      const h = host();
      if (from === null) return;
      if (ray) h.show?.dragFollow(ray);
      // What the piece would land on is the focus (not the piece itself).
      h.setFocus(p !== null && !sameValue(p, from) ? p : null);
    },
    dragEnd(p) {
      const h = host();
      const was = from;
      from = null;
      if (was === null) return;
      h.show?.dragDrop();
      h.setFocus(null);
      h.run(h.drag?.drop(was, p) ?? null);
    },
  };
}
