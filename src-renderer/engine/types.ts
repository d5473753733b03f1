/** The host protocol as the renderer uses it (types only: nothing of the engine runs here). */
import type {
  GameOpenedResult,
  HelloResult,
  HintResult,
  HostMessage,
  Request,
  RequestBody,
  Response,
  SeatKind,
  SetupReport,
  StepReport,
  StepResult,
  ViewReport,
} from '../../src-engine/host/protocol';

export type { GameOpenedResult, HelloResult, HintResult, HostMessage, Request, RequestBody, Response, SeatKind, SetupReport, StepReport, StepResult, ViewReport };

/** An event as a step report carries it. */
export type ReportEvent = StepReport['events'][number];
