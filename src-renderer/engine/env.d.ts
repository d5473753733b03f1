/** The Electron preload's API (src-shared/api.ts); absent in the web build. */
type PipfallApi = import('../../src-shared/api').PipfallApi; // eslint-disable-line @typescript-eslint/consistent-type-imports -- a global declaration file cannot import
interface Window {
  /** Present only in Electron (exposed by the preload). */
  readonly pipfall?: PipfallApi;
  /** e2e hooks, set only in the web build opened with ?test=1. */
  __pipfallTest?: {
    /** Kills the engine Worker as a crash would (the keeper restarts it and resumes the games). */
    killEngine(): void;
    /** Whether an engine Worker is up (false while a restart waits out its back-off, or after giving up). */
    engineRunning(): boolean;
  };
}
