/**
 * Pointer picking on the 3D board: the pointer's position on the canvas becomes a ray from
 * the camera, and the board says what the ray hits (a die, a cell, a lane...) as a plain
 * value the table's decision module understands. Hover and click are reported; the table
 * decides what they mean and which cursor shows what a click will do. A table may also take
 * drags (a die dragged onto a card): a press that moves past a few pixels is offered to its
 * `dragStart`, and when taken the moves and the release are reported as a drag, not a click.
 * A board may instead take sweeps (a press anywhere dragged across the view: ui/sweep.ts).
 */
import * as THREE from 'three';
import { attachSweep, type SweepHandlers } from '../sweep';

/** Something that can say what a ray hits, e.g. a game's board. */
export interface PickSource<P> {
  /** What the ray hits first, or null. */
  pick(ray: THREE.Raycaster): P | null;
}

/** What the table does with picks (and with sweeps across the board, for a board that takes them). */
export interface PickHandlers<P> extends SweepHandlers {
  /** The pointer rests on `p` (null: on nothing pickable, or it left the board). */
  hover(p: P | null): void;
  /** A click (primary button, no drag) on `p`. */
  click(p: P | null): void;
  /** The cursor to show over `p` (e.g. 'pointer' where a click acts, 'not-allowed' where it cannot). */
  cursor(p: P | null): string;
  /** A press on `p` moved: true takes it as a drag (absent: nothing drags). `ray` is the 3D board's (a flat board has none). */
  dragStart?(p: P, ray?: THREE.Raycaster): boolean;
  /** The pointer moved during a drag; `p` is what lies under it (`ray`: as above). */
  dragMove?(p: P | null, ray?: THREE.Raycaster): void;
  /** The drag ended over `p` (null: over nothing, or cancelled). */
  dragEnd?(p: P | null): void;
}

/** Pointer travel in pixels beyond which a press is a drag, not a click. */
const DRAG_PX = 6;

/**
 * Listens to pointer events on `dom` and reports picks through `handlers`; returns a
 * function that stops listening. `camera` is read at each event (the rig moves it on resize).
 */
export function attachPicker<P>(dom: HTMLElement, camera: () => THREE.Camera, source: () => PickSource<P> | null, handlers: () => PickHandlers<P>): () => void {
  const ray = new THREE.Raycaster();
  const ndc = new THREE.Vector2();
  let down: { x: number; y: number; pick: P | null } | null = null;
  let dragging = false;
  let last: P | null = null;

  const at = (e: PointerEvent): P | null => {
    const src = source();
    if (!src) return null;
    const r = dom.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return null;
    ndc.set(((e.clientX - r.left) / r.width) * 2 - 1, -((e.clientY - r.top) / r.height) * 2 + 1);
    ray.setFromCamera(ndc, camera());
    return src.pick(ray);
  };
  const same = (a: P | null, b: P | null): boolean => JSON.stringify(a) === JSON.stringify(b);

  const move = (e: PointerEvent): void => {
    const p = at(e);
    const h = handlers();
    if (down && !dragging && down.pick !== null && h.dragStart && Math.hypot(e.clientX - down.x, e.clientY - down.y) > DRAG_PX) {
      dragging = h.dragStart(down.pick, ray);
      if (dragging) dom.setPointerCapture?.(e.pointerId);
    }
    if (dragging) {
      dom.style.cursor = 'grabbing';
      h.dragMove?.(p, ray);
      return;
    }
    dom.style.cursor = h.cursor(p);
    if (!same(p, last)) {
      last = p;
      handlers().hover(p);
    }
  };
  const leave = (): void => {
    dom.style.cursor = '';
    if (last !== null) {
      last = null;
      handlers().hover(null);
    }
  };
  const press = (e: PointerEvent): void => {
    down = e.button === 0 ? { x: e.clientX, y: e.clientY, pick: at(e) } : null;
  };
  const release = (e: PointerEvent): void => {
    if (!down || e.button !== 0) return;
    const moved = Math.hypot(e.clientX - down.x, e.clientY - down.y);
    down = null;
    if (dragging) {
      dragging = false;
      dom.releasePointerCapture?.(e.pointerId);
      const p = at(e);
      handlers().dragEnd?.(p);
      dom.style.cursor = handlers().cursor(p);
      return;
    }
    if (moved > DRAG_PX) return;
    const p = at(e);
    handlers().click(p);
    dom.style.cursor = handlers().cursor(p);
  };
  const cancel = (): void => {
    down = null;
    if (!dragging) return;
    dragging = false;
    handlers().dragEnd?.(null);
  };
  dom.addEventListener('pointermove', move);
  dom.addEventListener('pointerleave', leave);
  dom.addEventListener('pointerdown', press);
  dom.addEventListener('pointerup', release);
  dom.addEventListener('pointercancel', cancel);
  const unsweep = attachSweep(dom, handlers);
  return () => {
    unsweep();
    dom.removeEventListener('pointercancel', cancel);
    dom.removeEventListener('pointermove', move);
    dom.removeEventListener('pointerleave', leave);
    dom.removeEventListener('pointerdown', press);
    dom.removeEventListener('pointerup', release);
    dom.style.cursor = '';
  };
}
