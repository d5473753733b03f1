/**
 * e2e hooks: exposed on `window.__pipfallTest` only when the page was opened with `?test=1`
 * (the web build's specs do that); without it nothing is exposed. Each hook drives the real
 * app (kill the engine Worker as a crash would; where on the screen a board target is, so a
 * spec can click the 3D board with the real pointer; what the 3D stage has drawn).
 */

/** What the stage's frame loop has done (ui/3d/FrameLoop.svelte), for the bench and specs. */
export interface FrameStats {
  /** Frames drawn (renderer.render calls) since the canvas was made. */
  readonly frames: number;
  /** Animation-frame callbacks the loop ran (a tick that drew nothing counts too). */
  readonly ticks: number;
  /** Draw calls of the last frame drawn. */
  readonly calls: number;
  /** The most draw calls of one frame since the last reset. */
  readonly maxCalls: number;
  /** Whether an animation frame is requested now (false: the loop is parked). */
  readonly running: boolean;
}

/** The hooks a spec may call. */
export interface TestHooks {
  /** Kills the engine Worker as a crash would (the keeper restarts it and resumes the games). */
  killEngine?: () => void;
  /** Whether an engine Worker is up (false while a restart waits out its back-off, or after giving up). */
  engineRunning?: () => boolean;
  /** Where on the page (client pixels) a board target is drawn now, or null when it is not on the board. */
  boardPoint?: (pick: unknown) => { x: number; y: number } | null;
  /** How the 3D board's dice show: how many, and the width in CSS pixels of the smallest on screen (null: no 3D board or no dice). */
  dice?: () => { count: number; across: number } | null;
  /** The 3D stage's frame counts and draw calls (present once a table has shown its scene); `reset` clears `maxCalls`. */
  stage?: { read: () => FrameStats; reset: () => void };
}

/** Whether this page may expose test hooks. */
export function testHooksEnabled(): boolean {
  try {
    return new URLSearchParams(window.location.search).get('test') === '1';
  } catch {
    return false;
  }
}

/** Sets a hook (no-op without `?test=1`); returns a function that removes it again. */
export function exposeTestHook<K extends keyof TestHooks>(name: K, hook: NonNullable<TestHooks[K]>): () => void {
  if (!testHooksEnabled()) return () => {};
  const hooks = (window.__pipfallTest ??= {});
  hooks[name] = hook;
  return () => {
    if (hooks[name] === hook) delete hooks[name];
  };
}
