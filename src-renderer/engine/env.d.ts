/** The Electron preload's API; absent in the web build. */
interface PipfallPreloadApi {
  /** Sends one request to the engine host and resolves with its response. */
  request(req: import('./types').RequestBody): Promise<import('./types').Response>;
}

interface Window {
  /** Present only in Electron (exposed by the preload). */
  readonly pipfall?: PipfallPreloadApi;
}
