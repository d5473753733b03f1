/** The Electron preload's API (src-shared/api.ts); absent in the web build. */
type PipfallApi = import('../../src-shared/api').PipfallApi; // eslint-disable-line @typescript-eslint/consistent-type-imports -- a global declaration file cannot import
interface Window {
  /** Present only in Electron (exposed by the preload). */
  readonly pipfall?: PipfallApi;
  /** e2e hooks, set only in the web build opened with ?test=1 (src-renderer/app/test-hooks.ts). */
  __pipfallTest?: import('../app/test-hooks').TestHooks; // eslint-disable-line @typescript-eslint/consistent-type-imports -- a global declaration file cannot import
}
