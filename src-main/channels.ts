/** IPC channel names shared by main and the preload (bundled into both). */

/** Renderer -> main: one engine request (invoke; the answer is the Response). */
export const REQUEST_CHANNEL = 'pipfall:request';
/** Main -> renderer: a host push (for example `hostRestarted`). */
export const PUSH_CHANNEL = 'pipfall:push';
