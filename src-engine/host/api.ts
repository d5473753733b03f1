/**
 * The API the preload script exposes to the page as the global `pipfall`. Types only, so the
 * renderer can import it without pulling in Electron or the host.
 */
import type { Push, RequestBody, Response } from './protocol';

/** The `pipfall` global of the Electron app page. */
export interface PipfallApi {
  /** Sends one request to the engine host and resolves with its answer (never rejects: failures are error responses). */
  request(req: RequestBody): Promise<Response>;
  /** Calls `listener` for each push (for example `hostRestarted`); returns a function that stops listening. */
  onPush(listener: (push: Push) => void): () => void;
}
