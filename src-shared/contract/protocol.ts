/**
 * The engine host's message protocol, shared by every transport (Electron utility
 * process, Web Worker, Node child process) and by everyone who speaks it: main parses the
 * page's requests with it, the engine host parses what reaches its process, the keeper, the
 * relay and the page type their messages with it. Requests carry an `id`; the host answers
 * each with exactly one Response of the same id. Every incoming message is parsed with these
 * schemas before anything else looks at it.
 */
import { z } from 'zod';
import { GAME_IDS, type GameId } from './games';
import type { MeasuredLadder } from './ladder';
import type { GameRecord } from './record';
import type { BarrierKind, UndoRefusal } from './undo';

/** Who sits in a seat: a person at this screen, or an AI of a level ('random', 'greedy', ...). */
export const seatKindSchema = z.discriminatedUnion('kind', [z.object({ kind: z.literal('human') }), z.object({ kind: z.literal('ai'), level: z.string().min(1).max(32) })]);
export type SeatKind = z.infer<typeof seatKindSchema>;

const gameHandle = z.string().min(1).max(64);
const seatOrNull = z.number().int().min(0).max(7).nullable();
/**
 * On newGame, resume, act and aiStep: answer with this seat's view too (a human seat, or null
 * for the public view), so a move takes one round trip instead of an action and then a view.
 */
const viewFor = seatOrNull.optional();

/** The most decisions one `replayReview` slice reviews (a few seconds of search at the default budget). */
export const REVIEW_SLICE_MAX = 20;

/** Everything the renderer (or a test) may ask of the host. */
export const requestSchema = z.discriminatedUnion('type', [
  /** The games this host can play, with their seat counts and variants. */
  z.object({ id: z.number().int(), type: z.literal('hello') }),
  /** Starts a game; the seed defaults to one the host picks (and records). */
  z.object({
    id: z.number().int(),
    type: z.literal('newGame'),
    game: z.enum(GAME_IDS),
    options: z.record(z.string(), z.unknown()),
    seed: z.number().int().optional(),
    seats: z.array(seatKindSchema).min(1).max(8),
    viewFor,
    /**
     * false: a game the player does not continue later (a tutorial lesson): the game keeper
     * keeps its record for recovery after an engine restart but writes no save. Default true.
     */
    autosave: z.boolean().optional(),
  }),
  /** Rebuilds a game from a record (a save, or recovery after the host restarted). */
  z.object({ id: z.number().int(), type: z.literal('resume'), record: z.unknown(), seats: z.array(seatKindSchema).min(1).max(8), gameId: gameHandle.optional(), viewFor }),
  /** A seat's view, its legal actions, who must act, and the outcome. seat null = public view. */
  z.object({ id: z.number().int(), type: z.literal('view'), gameId: gameHandle, seat: seatOrNull }),
  /** A human seat's action. Refused with a code when illegal; nothing changes then. */
  z.object({ id: z.number().int(), type: z.literal('act'), gameId: gameHandle, action: z.record(z.string(), z.unknown()), viewFor }),
  /** Lets one AI seat that must act take its action; answers idle when no AI must act. */
  z.object({ id: z.number().int(), type: z.literal('aiStep'), gameId: gameHandle, viewFor }),
  /** The game's record so far (for saves). */
  z.object({ id: z.number().int(), type: z.literal('record'), gameId: gameHandle }),
  /**
   * The game's steps so far, replayed from its record and filtered like live steps (HistoryResult):
   * a continued or loaded game's log reads as if it had never stopped.
   */
  z.object({ id: z.number().int(), type: z.literal('history'), gameId: gameHandle }),
  /** Forgets a game (and cancels any AI thinking for it). */
  z.object({ id: z.number().int(), type: z.literal('close'), gameId: gameHandle }),
  /**
   * A suggestion for a human seat that must act: the hard AI's search on that seat's view (HintResult). Changes nothing.
   * With `among` (some of the seat's legal actions, as `legal` lists them), the search compares only those, answers a
   * line for each, and searches its fixed iteration budget whatever the clock: a lesson's decision step values the
   * same answers the same on every machine.
   */
  z.object({
    id: z.number().int(),
    type: z.literal('hint'),
    gameId: gameHandle,
    seat: z.number().int().min(0).max(7),
    among: z.array(z.record(z.string(), z.unknown())).min(1).max(24).optional(),
  }),
  /**
   * Opens a game read-only for a replay (ReplayOpened): an open game's record so far (`gameId`), or a
   * stored record with its seats (a past game). Nothing it answers can change a game.
   */
  z.object({
    id: z.number().int(),
    type: z.literal('replayOpen'),
    source: z.union([z.object({ gameId: gameHandle }).strict(), z.object({ record: z.unknown(), seats: z.array(seatKindSchema).min(1).max(8) }).strict()]),
  }),
  /** Step `step` of a replay (0: after setup) as `viewer` sees it (ReplayStepResult); seats a replay may not show are refused. */
  z.object({ id: z.number().int(), type: z.literal('replayStep'), replayId: gameHandle, step: z.number().int().min(0), viewer: seatOrNull }),
  /** Every step's events and log as `viewer` sees them, setup first (HistoryResult): the replay's log. */
  z.object({ id: z.number().int(), type: z.literal('replayLog'), replayId: gameHandle, viewer: seatOrNull }),
  /** Forgets a replay. */
  z.object({ id: z.number().int(), type: z.literal('replayClose'), replayId: gameHandle }),
  /**
   * One slice of a replay's review (ReplayReviewResult): the decisions of `seats` (default the human
   * seats) from step `fromStep` on, at most `limit` of them, early ones first, each valued by the hard
   * search from its seat's view. The page asks slice after slice (`next`), so stopping is not asking
   * again and the host is never busy for long. `budget`: iterations per search (the engine's default).
   */
  z
    .object({
      id: z.number().int(),
      type: z.literal('replayReview'),
      replayId: gameHandle,
      seats: z.array(z.number().int().min(0).max(7)).min(1).max(8).optional(),
      budget: z.number().int().min(1).max(100_000).optional(),
      fromStep: z.number().int().min(1).optional(),
      limit: z.number().int().min(1).max(REVIEW_SLICE_MAX).optional(),
    })
    .strict(),
  /**
   * Takes back a human seat's last action with the AI actions after it (UndoResult), when no roll,
   * deal or reveal lies between (core/undo.ts); else refused with an ERR_UNDO_* code, nothing changed.
   */
  z.object({ id: z.number().int(), type: z.literal('undo'), gameId: gameHandle, seat: z.number().int().min(0).max(7), viewFor }),
  /**
   * Judges a stored record without opening it (CheckRecordResult): it must replay. Main asks it
   * for every save it lists or loads, so no rules run on main's thread. Refused with
   * ERR_NOT_RECORD or ERR_RECORD only when the record itself is bad (RECORD_REFUSALS); any
   * other error (ERR_NOT_READY: the engine's own start-up failed) says nothing about the record.
   */
  z.object({ id: z.number().int(), type: z.literal('checkRecord'), record: z.unknown() }),
]);
export type Request = z.infer<typeof requestSchema>;
export type RequestType = Request['type'];

/** One applied action as the screen may see it: events already filtered to the human seats. */
export interface StepReport {
  /** The seat that acted. */
  readonly seat: number;
  /** Whether the actor was an AI. */
  readonly byAi: boolean;
  /** Events visible to at least one human seat (each keeps its `visibleTo`, so hot-seat can filter further). */
  readonly events: readonly { readonly type: string; readonly visibleTo?: readonly number[] }[];
  /** English narration of those events, one line each, same order and same `visibleTo`. */
  readonly log: readonly { readonly text: string; readonly visibleTo?: readonly number[] }[];
}

/** The answer to `view`. */
export interface ViewReport {
  readonly view: unknown;
  /** Legal actions for the seat asked about (empty for null or a seat that need not act). */
  readonly legal: readonly unknown[];
  /** What each legal action points at and would do (the game's `targets`, same order), when the game says. */
  readonly targets?: readonly unknown[];
  /** Seats that must act now. */
  readonly toAct: readonly number[];
  readonly outcome: { readonly winners: readonly number[]; readonly reason: string; readonly scores?: readonly number[] } | null;
  /** Whether undo can take something back now (the same for every viewer; `seat` says whose action). */
  readonly undo?: UndoStatus;
}

/**
 * Whether the last action a person at the screen took can be taken back now: `seat` is that
 * person's seat (null: no person has acted); when not, `reason` says why and, for a barrier,
 * `kind` what came since (a roll, a deal, a reveal).
 */
export interface UndoStatus {
  readonly seat: number | null;
  readonly available: boolean;
  readonly reason?: UndoRefusal;
  readonly kind?: BarrierKind;
}

/** Result of `undo`: the record now keeps its first `moves` actions. */
export interface UndoResult {
  /** How many actions were taken back (the seat's and the computers' after it). */
  readonly undone: number;
  /** Actions left in the record. */
  readonly moves: number;
  readonly toAct: readonly number[];
  readonly outcome: ViewReport['outcome'];
  /** The view of the seat the request named in `viewFor` (absent without it). */
  readonly view?: ViewReport;
}

/** The host's answers. */
export type Response =
  { readonly id: number; readonly ok: true; readonly result: unknown } | { readonly id: number; readonly ok: false; readonly error: string; readonly message: string };

/** Parses an untrusted message into a Request, or explains why not (id kept when readable). */
export function parseRequest(input: unknown): { ok: true; request: Request } | { ok: false; id: number; message: string } {
  const r = requestSchema.safeParse(input);
  if (r.success) return { ok: true, request: r.data };
  const rawId = typeof input === 'object' && input !== null ? (input as { id?: unknown }).id : undefined;
  const issue = r.error.issues[0];
  return {
    ok: false,
    id: typeof rawId === 'number' && Number.isInteger(rawId) ? rawId : -1,
    message: issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : 'malformed message',
  };
}

// ---- Additions by the host (additive: the request schema and shapes above are unchanged) ----

/**
 * Bumped when a request or result shape changes incompatibly; `hello` reports it.
 * 2: steps carry the applied action (`applied`) and `moves`, opened games their `record`
 * (the keeper keeps records from them instead of asking `record` after each step), and
 * `viewFor` adds the seat's view to an answer.
 */
export const PROTOCOL_VERSION = 2;

/**
 * A request without its `id`, as the preload API and other callers that number requests
 * themselves take it. Distributive: a plain `Omit<Request, 'id'>` over the union would keep
 * only the keys common to every request (`type`) and refuse every other field.
 */
export type RequestBody = Request extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/**
 * A message the host sends without being asked. (What the page is told about engine deaths,
 * resumes and failed saves comes from the game keeper: src-shared/keeper.ts, KeeperPush.)
 */
export type Push =
  /** The host is up and accepts requests (sent once when a transport starts it). */
  { readonly push: 'ready'; readonly protocol: number };

/** Anything a host sends: answers carry an `id`, pushes a `push`. */
export type HostMessage = Response | Push;

/** True when a host message is a push rather than an answer. */
export function isPush(msg: HostMessage): msg is Push {
  return 'push' in msg;
}

/** Result of `hello`. */
export interface HelloResult {
  readonly protocol: number;
  /** The implemented games, in registry order. */
  readonly games: readonly {
    readonly id: GameId;
    readonly minSeats: number;
    readonly maxSeats: number;
    /** The seat counts the game's options accept, ascending: not every count in the range (PipFall Toss takes 2 or 4). */
    readonly seatCounts: readonly number[];
    readonly variants: readonly string[];
    /** How the AI levels fared against each other per seat count (the game's generated ladder; absent when never measured). */
    readonly ladder?: readonly MeasuredLadder[];
  }[];
  /** AI level names a player may choose for a seat ({ kind: 'ai', level }), weakest first (the CLI's alias `ai` is accepted but not listed). */
  readonly aiLevels: readonly string[];
}

/** Events and log of a game's setup (the deal), filtered like a StepReport. */
export type SetupReport = Pick<StepReport, 'events' | 'log'>;

/** Result of `newGame` and `resume`, as the page sees it. */
export interface GameOpenedResult {
  /** The handle for later requests. */
  readonly gameId: string;
  readonly game: GameId;
  /** The seed setup used (the host picks one when the request has none). */
  readonly seed: number;
  /** The seat kinds, as given. */
  readonly seats: readonly SeatKind[];
  /** newGame: the setup's events; resume: empty (the screen asks for a view instead). */
  readonly setup: SetupReport;
  /** Number of actions applied so far (0 for newGame, the record's length for resume). */
  readonly moves: number;
  /** Seats that must act now. */
  readonly toAct: readonly number[];
  readonly outcome: ViewReport['outcome'];
  /** The view of the seat the request named in `viewFor` (absent without it). */
  readonly view?: ViewReport;
}

/** What the host answers to `newGame` and `resume`: plus the game's record, for the keeper (which keeps it, never passes it on). */
export interface HostGameOpened extends GameOpenedResult {
  readonly record: RecordResult['record'];
}

/** Result of `act`, and of `aiStep` when an AI acted, as the page sees it. */
export interface StepResult {
  readonly idle: false;
  readonly step: StepReport;
  /** Seats that must act after this step. */
  readonly toAct: readonly number[];
  readonly outcome: ViewReport['outcome'];
  /** Actions applied so far, this one included: this step's place in the record. */
  readonly moves: number;
  /** The view of the seat the request named in `viewFor` (absent without it). */
  readonly view?: ViewReport;
}

/**
 * What the host answers to a step: plus the action as recorded, so the keeper extends its
 * record without asking for it. An AI's action is secret (a PipFall program): the keeper
 * removes it before the page sees the step.
 */
export interface HostStepResult extends StepResult {
  readonly applied: unknown;
}

/** Result of `aiStep` when no AI seat must act now. */
export interface IdleResult {
  readonly idle: true;
  readonly toAct: readonly number[];
  readonly outcome: ViewReport['outcome'];
  /** The view of the seat the request named in `viewFor` (absent without it). */
  readonly view?: ViewReport;
}

/** Result of `aiStep`, as the page sees it. */
export type AiStepResult = StepResult | IdleResult;

/** Result of `aiStep`, as the host sends it. */
export type HostAiStepResult = HostStepResult | IdleResult;

/** Result of `record`: the game's record (record.ts), ready to save as JSON. */
export interface RecordResult {
  readonly record: GameRecord;
}

/** Result of `history`: the setup's events first, then one entry per applied action, each filtered to what human seats may see. */
export interface HistoryResult {
  readonly steps: readonly SetupReport[];
}

/** Result of `checkRecord`: the record replays; what the saves list needs of it. */
export interface CheckRecordResult {
  readonly game: GameId;
  /** Whether the game in it has ended (nothing to continue). */
  readonly finished: boolean;
  /** The seat count its options set up. */
  readonly seats: number;
  /** Actions in the record. */
  readonly moves: number;
  /**
   * How the game ended (null while it goes on): main keeps a finished game a crash left in the
   * saves folder as a past game with it (issue 51). Absent from an older engine's answer.
   */
  readonly outcome?: ViewReport['outcome'];
}

/**
 * The error codes with which the engine refuses a stored record itself (`checkRecord`,
 * `resume`): the record is not one, is damaged, does not replay, or its seats do not fit it.
 * Only these may set a save aside; any other failure (the engine down or restarting, its
 * start-up failed, a timeout) means the record could not be judged, and the save is kept.
 */
export const RECORD_REFUSALS: readonly string[] = ['ERR_NOT_RECORD', 'ERR_RECORD', 'ERR_SEATS'];

/** Result of `close`. */
export interface CloseResult {
  readonly closed: true;
}

/** One of the best actions a hint shows. */
export interface HintLine {
  /** A legal action, as `act` takes it. */
  readonly action: unknown;
  /** The game's short English label ("program 9S 3H 2C, initiative AS"). */
  readonly label: string;
  /** Fraction of the search spent on it, 0..1. */
  readonly share: number;
  /** Its expected value for the seat, -1..1. */
  readonly mean: number;
}

/** Result of `hint`: the suggestion (never played by the host) and why. */
export interface HintResult {
  /** The suggested action: one of the seat's legal actions. */
  readonly action: unknown;
  /** One English sentence from the search. */
  readonly reason: string;
  /** The suggestion first, then the runner-up (one line when only one action is legal); with `among`, one line for each of them, best first. */
  readonly lines: readonly HintLine[];
  /** The AI level that searched ('hard'). */
  readonly level: string;
  /** Sampled worlds searched. */
  readonly iterations: number;
}

/** A place to jump to in a replay: the first step of a round, hand or frame (core/game.ts `Chapter`). */
export interface ReplayMarker {
  /** The step (0: after setup) at which the chapter begins. */
  readonly step: number;
  readonly kind: 'round' | 'hand' | 'frame';
  readonly n: number;
  /** A hand's round (Hex). */
  readonly round?: number;
}

/** Result of `replayOpen`. */
export interface ReplayOpened {
  /** The handle for replayStep, replayLog and replayClose. */
  readonly replayId: string;
  readonly game: GameId;
  /** The options as recorded (seats, variants), for the tables' names and words. */
  readonly options: unknown;
  readonly seats: readonly SeatKind[];
  /** Actions in the record: steps run from 0 (after setup) to this. */
  readonly steps: number;
  /** The final outcome, when the game has ended. */
  readonly outcome: ViewReport['outcome'];
  /** Whose view the replay may show: every seat once the game is over, else the human seats; null is the spectator (always allowed). */
  readonly viewers: readonly (number | null)[];
  /** Where rounds, hands or frames begin, in step order (empty for a game without chapters). */
  readonly markers: readonly ReplayMarker[];
}

/** Result of `replayStep`: one step of a replay as one viewer sees it. */
export interface ReplayStepResult {
  readonly step: number;
  readonly viewer: number | null;
  /** Who acted in this step (null for step 0, the setup). */
  readonly actor: number | null;
  /** The step's events and log lines this viewer may see, in order. */
  readonly events: SetupReport['events'];
  readonly log: SetupReport['log'];
  /** The viewer's view after the step: no legal actions (a replay takes none). */
  readonly view: ViewReport;
  /** The chapter the step is in, if any. */
  readonly chapter: Omit<ReplayMarker, 'step'> | null;
}

/** A review's marks, best first (src-engine/review/marks.ts). */
export type ReviewMark = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';

/** What a review's values count: win chance (two players), expected share of the win (more), or a game's solo unit. */
export interface ReviewCurrency {
  readonly kind: 'win' | 'share' | 'solo';
  /** The unit's English name ("win chance", "dice"). */
  readonly unit: string;
  /** Units per share of a win: 1 for win and share (shown as percent), the solo count for solo. */
  readonly scale: number;
}

/** One reviewed decision (src-engine/review/review.ts ReviewedDecision); values and loss in the currency. */
export interface ReviewedDecisionReport {
  /** The replay step the decision made (its action's index in the record plus one). */
  readonly step: number;
  readonly seat: number;
  /** Legal actions there were. */
  readonly choices: number;
  /** The action taken and the best one, as `act` takes them, with the engine's English labels. */
  readonly taken: unknown;
  readonly takenLabel: string;
  readonly best: unknown;
  readonly bestLabel: string;
  /** What each points at and would do (the game's `targets`), when the game says: for their words. */
  readonly takenTarget?: unknown;
  readonly bestTarget?: unknown;
  readonly takenValue: number;
  readonly bestValue: number;
  /** bestValue - takenValue, at least 0. */
  readonly loss: number;
  /** The loss as a share of a win, 0..1 (what the mark is given). */
  readonly lossShare: number;
  readonly mark: ReviewMark;
}

/** One seat's summary of a complete review (src-engine/review/marks.ts SeatSummary). */
export interface ReviewSummaryReport {
  readonly seat: number;
  readonly decisions: number;
  /** Decisions with a single legal action, not reviewed. */
  readonly forced: number;
  /** Mean accuracy 0..100 (null without a reviewed decision). */
  readonly accuracy: number | null;
  readonly meanLoss: number | null;
  readonly marks: Readonly<Record<ReviewMark, number>>;
}

/** Result of `replayReview`: one slice of a review. */
export interface ReplayReviewResult {
  readonly game: GameId;
  readonly currency: ReviewCurrency;
  readonly budget: number;
  /** The reviewed seats. */
  readonly seats: readonly number[];
  /** This slice's decisions, in the game's order. */
  readonly decisions: readonly ReviewedDecisionReport[];
  /** Decisions reviewed up to the end of this slice (those before `fromStep` counted), of `total`. */
  readonly done: number;
  readonly total: number;
  /** Where the next slice starts (its `fromStep`), or null when the review is complete. */
  readonly next: number | null;
  /** Forced decisions per reviewed seat, in `seats` order (for a summary made elsewhere). */
  readonly forced: readonly number[];
  /** Per reviewed seat, when complete and this host reviewed every decision itself (else absent: see `forced`). */
  readonly summaries?: readonly ReviewSummaryReport[];
}

/** Error codes the host itself answers with (games and bots add their own `ERR_*` codes). */
export type HostErrorCode =
  | 'ERR_MESSAGE' // the request did not parse
  | 'ERR_NO_GAME' // unknown or closed handle
  | 'ERR_UNKNOWN_GAME' // game id not implemented
  | 'ERR_SEATS' // seat kinds do not match the options
  | 'ERR_SEAT' // seat out of range
  | 'ERR_NOT_HUMAN' // act or hint for an AI seat, or a view of an AI seat's hidden information
  | 'ERR_HANDLE_IN_USE' // resume with a handle already open
  | 'ERR_NOT_READY' // a record could not be replayed because the engine's own start-up failed (toss's physics): it is not judged
  | 'ERR_GAME_LOST' // (keeper) the game could not be resumed after an engine restart; its save stays under Continue
  | 'ERR_ENGINE_DOWN' // (keeper) the engine keeps dying and was given up until Retry
  | 'ERR_SAVE_IN_USE' // (keeper) that save is already open
  | 'ERR_BOT' // no bot of that level, or the bot failed
  | 'ERR_STALE' // the game changed (or closed) while the AI was thinking
  | 'ERR_NOT_TO_ACT' // a hint for a seat that need not act now (or a finished game)
  | 'ERR_AMONG' // a hint's `among` names an action that is not legal now
  | 'ERR_NO_REPLAY' // unknown or closed replay handle
  | 'ERR_STEP' // a replay step out of range
  | 'ERR_REVIEW' // a review stopped (the replay closed while it ran)
  | UndoRefusal // undo refused: nothing to take back, a barrier since, another person acted since, the game is over
  | 'ERR_HOST'; // an unexpected failure inside the host (a bug), or the engine process died
