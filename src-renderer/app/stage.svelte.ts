/**
 * The one <Canvas> lives in App.svelte; a table that wants 3D puts its scene here, with the
 * element the canvas should cover. The canvas follows that element's box as the layout
 * changes (window size, a drawer opening), so layouts are plain CSS.
 */
import type { Component } from 'svelte';
import { BoardView } from '../ui/3d/view.svelte';

/** A scene component and its props. */
export interface StageScene {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each table's scene has its own props
  readonly component: Component<any>;
  readonly props: Record<string, unknown>;
}

/** Distances of the canvas from the window's edges, in pixels. */
export interface Inset {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/** The inset that puts the canvas exactly over `r` in a window of `w` x `h`. */
export function insetOver(r: { top: number; left: number; right: number; bottom: number }, w: number, h: number): Inset {
  return { top: Math.round(r.top), left: Math.round(r.left), right: Math.round(w - r.right), bottom: Math.round(h - r.bottom) };
}

/** What the canvas shows and where. */
export class Stage {
  /** The scene rendered inside the canvas, or null for none. */
  scene = $state.raw<StageScene | null>(null);
  /** Where the canvas sits. */
  inset = $state.raw<Inset>({ top: 0, right: 0, bottom: 0, left: 0 });
  /** Whether the scene shown has drawn itself once (its shaders built); App.svelte shows a loading state until then. */
  ready = $state(false);
  /** Why the 3D canvas' chunk could not be loaded (App.svelte tries again with the next scene), or null. */
  failed = $state<string | null>(null);
  /** How the player has turned, tilted and zoomed the board (a new scene starts at the game's own view). */
  readonly view = new BoardView();

  /** Shows `scene` over `area` (following its box); returns a function that takes it down again. */
  show(scene: StageScene, area: HTMLElement): () => void {
    this.scene = scene;
    this.ready = false;
    this.view.reset();
    const place = (): void => {
      const next = insetOver(area.getBoundingClientRect(), window.innerWidth, window.innerHeight);
      const cur = this.inset;
      if (next.top !== cur.top || next.left !== cur.left || next.right !== cur.right || next.bottom !== cur.bottom) this.inset = next;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(area);
    observer.observe(document.documentElement);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
      if (this.scene === scene) this.scene = null;
    };
  }
}

/** The app-wide stage. */
export const stage = new Stage();
