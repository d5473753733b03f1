/**
 * A sweep: a press anywhere on a board dragged across it, read in screen pixels (a toss's aim:
 * the drag's angle aims, its length is the power), where picking.ts's drags carry a piece from
 * one pick to another. A press that moves past a few pixels is offered to the handlers; when
 * they take it, its moves and its release are reported, Escape cancels it, and the click its
 * release would make is swallowed (a press and release in place stays a click). The same on
 * the 3D board's canvas and on a flat board's element. No three.js here: flat boards use it.
 */

/** How far a sweep has gone from where it was pressed. */
export interface Sweep {
  /** Pixels to the right. */
  readonly dx: number;
  /** Pixels down the screen. */
  readonly dy: number;
  /** The swept element's height in pixels (a sweep's length reads against it). */
  readonly height: number;
}

/** What a board does with sweeps (part of the table's pick handlers). */
export interface SweepHandlers {
  /** Whether a press may start a sweep now (absent: the board never sweeps). */
  sweeps?(): boolean;
  /** The sweep moved (`done` false) or was let go (`done` true); null: it was cancelled. */
  sweep?(s: Sweep | null, done: boolean): void;
}

/** Pointer travel in pixels beyond which a press is a sweep. */
const SWEEP_PX = 6;

/** Listens for sweeps on `el` (the handlers are read at each event); returns a function that stops listening. */
export function attachSweep(el: HTMLElement, handlers: () => SweepHandlers): () => void {
  let down: { readonly x: number; readonly y: number; readonly id: number } | null = null;
  let on = false;
  const at = (e: PointerEvent, from: { x: number; y: number }): Sweep => ({ dx: e.clientX - from.x, dy: e.clientY - from.y, height: el.clientHeight });
  const stop = (id: number | null): void => {
    if (on && id !== null && el.hasPointerCapture?.(id)) el.releasePointerCapture(id);
    if (on) el.style.cursor = '';
    down = null;
    on = false;
  };
  const press = (e: PointerEvent): void => {
    down = e.button === 0 && handlers().sweeps?.() ? { x: e.clientX, y: e.clientY, id: e.pointerId } : null;
  };
  const move = (e: PointerEvent): void => {
    if (!down || e.pointerId !== down.id) return;
    if (!on) {
      if (Math.hypot(e.clientX - down.x, e.clientY - down.y) <= SWEEP_PX) return;
      on = true;
      el.setPointerCapture?.(e.pointerId);
    }
    el.style.cursor = 'grabbing';
    handlers().sweep?.(at(e, down), false);
  };
  const release = (e: PointerEvent): void => {
    if (!down || e.pointerId !== down.id) return;
    const swept = on ? at(e, down) : null;
    stop(e.pointerId);
    if (!swept) return;
    // The release ends the sweep, not a click on whatever lies under it.
    const swallow = (c: Event): void => c.stopPropagation();
    el.addEventListener('click', swallow, { capture: true, once: true });
    setTimeout(() => el.removeEventListener('click', swallow, { capture: true }), 0);
    handlers().sweep?.(swept, true);
  };
  const cancel = (e: PointerEvent): void => {
    if (!down || e.pointerId !== down.id) return;
    const was = on;
    stop(e.pointerId);
    if (was) handlers().sweep?.(null, false);
  };
  const key = (e: KeyboardEvent): void => {
    if (!on || e.key !== 'Escape' || !down) return;
    e.preventDefault();
    stop(down.id);
    handlers().sweep?.(null, false);
  };
  el.addEventListener('pointerdown', press);
  el.addEventListener('pointermove', move);
  el.addEventListener('pointerup', release);
  el.addEventListener('pointercancel', cancel);
  window.addEventListener('keydown', key);
  return () => {
    el.removeEventListener('pointerdown', press);
    el.removeEventListener('pointermove', move);
    el.removeEventListener('pointerup', release);
    el.removeEventListener('pointercancel', cancel);
    window.removeEventListener('keydown', key);
  };
}
