/**
 * Whether tables draw the 3D board or the flat 2D one. The 2D board shows the same state and
 * takes the same input (each game's Board2D.svelte beside its board3d.ts); it is what a machine
 * without WebGL gets instead of a blank table, and what a player may simply prefer.
 */
import type { BOARD_MODES } from '../../src-shared/settings';

export type BoardMode = (typeof BOARD_MODES)[number];

let probed: boolean | null = null;

/** Whether this browser can give a WebGL context (asked once, on a canvas that is thrown away). */
export function webglAvailable(): boolean {
  if (probed !== null) return probed;
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    probed = gl !== null;
    // Hand the context back at once: browsers cap live contexts, and the stage wants one.
    (gl?.getExtension('WEBGL_lose_context') as { loseContext(): void } | null | undefined)?.loseContext();
  } catch {
    probed = false;
  }
  return probed;
}

/**
 * Whether the board is flat: the player asked for 2D, or asked for nothing (auto) and there is
 * no WebGL. Asking for 3D without WebGL still gets 2D, since 3D cannot draw.
 */
export function flatBoard(mode: BoardMode, webgl: boolean): boolean {
  return mode === '2d' || !webgl;
}

/** A ?board=2d or ?board=3d in the URL (tests, or a link to share), or null. */
export function urlBoardMode(search: string): BoardMode | null {
  const q = new URLSearchParams(search).get('board');
  return q === '2d' || q === '3d' || q === 'auto' ? q : null;
}
