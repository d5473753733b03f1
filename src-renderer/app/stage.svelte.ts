/**
 * The one <Canvas> lives in App.svelte; a screen that wants 3D puts its scene here and
 * says which part of the window the canvas should cover.
 */
import type { Component } from 'svelte';

/** A scene component and its props. */
export interface StageScene {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
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

/** What the canvas shows and where. */
export class Stage {
  /** The scene rendered inside the canvas, or null for none. */
  scene = $state.raw<StageScene | null>(null);
  /** Where the canvas sits. */
  inset = $state.raw<Inset>({ top: 0, right: 0, bottom: 0, left: 0 });

  /** Shows `scene` inside `inset`; returns a function that takes it down again. */
  show(scene: StageScene, inset: Inset): () => void {
    this.scene = scene;
    this.inset = inset;
    return () => {
      if (this.scene === scene) this.scene = null;
    };
  }
}

/** The app-wide stage. */
export const stage = new Stage();
