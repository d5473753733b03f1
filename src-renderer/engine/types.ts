/** The host protocol as the renderer uses it (types only: nothing of the engine runs here). */
import type { RequestBody, Response, StepReport } from '../../src-shared/contract/protocol';

export type {
  GameOpenedResult,
  HelloResult,
  HintResult,
  HistoryResult,
  HostMessage,
  Request,
  RequestBody,
  Response,
  SeatKind,
  SetupReport,
  StepReport,
  StepResult,
  UndoStatus,
  ViewReport,
} from '../../src-shared/contract/protocol';

/** Sends requests to an engine host: main through the preload, or the web build's keeper over its Worker. */
export interface Transport {
  /** One request, one response. */
  request(body: RequestBody): Promise<Response>;
  /** Stops the worker (no-op in Electron). */
  dispose(): void;
}

/** An event as a step report carries it. */
export type ReportEvent = StepReport['events'][number];
