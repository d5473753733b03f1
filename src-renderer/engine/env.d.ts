/** The Electron preload's API (src-engine/host/api.ts); absent in the web build. */
interface Window {
  /** Present only in Electron (exposed by the preload). */
  readonly pipfall?: import('../../src-engine/host/api').PipfallApi;
}
