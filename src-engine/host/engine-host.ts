/**
 * The engine host: keeps open games by handle and answers protocol requests. It knows
 * nothing about its transport (utility process, Web Worker, child process) nor where games,
 * bots and seeds come from: `host.ts` wires in the registry and the bots; transports pass
 * in seeds, because the engine never draws randomness of its own.
 */
import type { AnyGame, BaseEvent, Outcome, Seat } from '../core/game';
import { newRecord, parseRecord, replay, type GameRecord } from '../core/record';
import type { Result } from '../core/result';
import { seedRng, type RngState } from '../core/rng';
import { barrierOf, undoPoint, type BarrierKind } from '../core/undo';
import {
  PROTOCOL_VERSION,
  parseRequest,
  type CloseResult,
  type GameOpenedResult,
  type HelloResult,
  type HintResult,
  type HistoryResult,
  type HostAiStepResult,
  type HostErrorCode,
  type HostGameOpened,
  type HostMessage,
  type HostStepResult,
  type RecordResult,
  type Request,
  type Response,
  type SeatKind,
  type SetupReport,
  type UndoResult,
  type UndoStatus,
  type ViewReport,
} from '../../src-shared/contract/protocol';
import { excerpt } from '../../src-shared/contract/excerpt';
import { checkRecord, unlessNotReady } from './check';
import type { Host, HostDeps, HostExplanation, HintContext } from './deps';
import { openReplay, replayLog, replayOpened, replayStep, type Replay } from './replay';
import { newReviewMemory, reviewSlice } from './review';

// What the host is given (games, bots, seeds, a clock) and what it is: deps.ts.
export type { Host, HostBot, HostDeps, HostExplanation, HostHinter, HintContext } from './deps';

/** One open game. `state` and `actions` change together, only when an action is applied. */
interface OpenGame {
  readonly handle: string;
  readonly game: AnyGame;
  /** The options as given to parseOptions (plain JSON), for the record. */
  readonly options: unknown;
  readonly seed: number;
  readonly seats: readonly SeatKind[];
  state: unknown;
  readonly actions: unknown[];
  /** Per applied action (same index): the state before it, and whether it is an undo barrier (core/undo.ts). */
  readonly before: unknown[];
  readonly barriers: (BarrierKind | null)[];
  /** Bumped on every applied action and on close, so a slow bot's answer can be recognised as stale. */
  version: number;
  closed: boolean;
}

type Answer = { ok: true; result: unknown } | { ok: false; error: string; message: string };

/** `string & {}` keeps the host codes suggested while games add their own. */
function fail(error: HostErrorCode | (string & {}), message: string): Answer {
  return { ok: false, error, message };
}

function fromResult<T>(r: Result<T>): { ok: false; error: string; message: string } | null {
  return r.ok ? null : { ok: false, error: r.error, message: r.message };
}

/** A plain-JSON copy, so nothing the host stores shares objects with a caller or a bot. */
function jsonCopy<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

/** The hint search's generator: fixed by the seed, the move number and the seat, apart from the AI's own. */
export function hintRng(seed: number, moves: number, seat: Seat): RngState {
  return botRng(seed ^ 0x68696e74, moves, seat);
}

/** The bot's generator for one decision: a pure function of the game seed, the move number and the seat. */
export function botRng(seed: number, moves: number, seat: Seat): RngState {
  return seedRng((seed ^ Math.imul(moves + 1, 0x9e3779b1) ^ Math.imul(seat + 1, 0x85ebca6b)) | 0);
}

function plainOutcome(o: Outcome | null): ViewReport['outcome'] {
  if (!o) return null;
  return o.scores ? { winners: [...o.winners], reason: o.reason, scores: [...o.scores] } : { winners: [...o.winners], reason: o.reason };
}

/** The sentence behind an undo refusal. */
function undoRefusal(reason: string, kind: BarrierKind | undefined): string {
  switch (reason) {
    case 'ERR_UNDO_BARRIER':
      return `a step since that move cannot be taken back (${kind ?? 'chance'}: it drew randomness or showed hidden information)`;
    case 'ERR_UNDO_OTHER_SEAT':
      return 'another player has acted since that seat last moved';
    case 'ERR_GAME_OVER':
      return 'the game is over';
    default:
      return 'that seat has no move to take back';
  }
}

/** Creates a host over explicit dependencies (tests use this with a small game and a stand-in bot). */
export function createEngineHost(send: (msg: HostMessage) => void, deps: HostDeps): Host {
  const open = new Map<string, OpenGame>();
  let handles = 0;
  /** Replays open read-only (replayOpen), by handle; they never touch `open`. */
  const replays = new Map<string, Replay>();
  let replayHandles = 0;
  /** What the replays' reviews found so far (review.ts). */
  const reviews = newReviewMemory();

  function newHandle(): string {
    let h: string;
    do h = `g${++handles}`;
    while (open.has(h));
    return h;
  }

  function humans(g: OpenGame): Seat[] {
    return g.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  }

  /** Keeps the events some human seat may see; an event meant only for AI seats never leaves the host. */
  function report(g: OpenGame, events: readonly BaseEvent[]): SetupReport {
    const hs = humans(g);
    const shown = events.filter((e) => !e.visibleTo || e.visibleTo.some((s) => hs.includes(s)));
    return {
      events: jsonCopy(shown),
      log: shown.map((e) => (e.visibleTo ? { text: g.game.describe(e), visibleTo: [...e.visibleTo] } : { text: g.game.describe(e) })),
    };
  }

  function status(g: OpenGame, state: unknown = g.state): { toAct: number[]; outcome: ViewReport['outcome'] } {
    return { toAct: [...g.game.toAct(state)], outcome: plainOutcome(g.game.outcome(state)) };
  }

  /** A seat's view of `state` with its legal actions and their targets (null: the public view, no actions). */
  function viewOf(g: OpenGame, state: unknown, seat: Seat | null): ViewReport {
    const st = status(g, state);
    const legal = seat !== null && st.toAct.includes(seat) ? g.game.legalActions(state, seat) : [];
    const targets = seat !== null && legal.length > 0 && g.game.targets ? { targets: jsonCopy(g.game.targets(state, seat, legal)) } : {};
    return { view: jsonCopy(g.game.view(state, seat)), legal: jsonCopy(legal), ...targets, ...st, undo: undoStatus(g, st.outcome !== null) };
  }

  /** Undo as the game's history stands (core/undo.ts's undoPoint over the applied actions). */
  function undoAt(g: OpenGame, over: boolean, seat?: Seat): ReturnType<typeof undoPoint> {
    const history = g.actions.map((a, i) => {
      const s = (a as { seat: Seat }).seat;
      const barrier = g.barriers[i];
      return { seat: s, human: g.seats[s]?.kind === 'human', barrier: barrier === undefined ? 'chance' : barrier };
    });
    return undoPoint(history, over, seat);
  }

  function undoStatus(g: OpenGame, over: boolean): UndoStatus {
    const p = undoAt(g, over);
    if (p.ok) return { seat: p.seat, available: true };
    return { seat: p.seat, available: false, reason: p.reason, ...(p.kind ? { kind: p.kind } : {}) };
  }

  /** Why a seat's view may not be shown (it does not exist, or an AI sits there), or null when it may; undefined/null ask for no seat. */
  function viewerProblem(seats: readonly SeatKind[], seat: Seat | null | undefined): Answer | null {
    if (seat === undefined || seat === null) return null;
    if (seat >= seats.length) return fail('ERR_SEAT', `seat ${seat} does not exist (the game has ${seats.length})`);
    if (seats[seat]?.kind !== 'human') return fail('ERR_NOT_HUMAN', `seat ${seat} is an AI; only human seats' views are shown`);
    return null;
  }

  /** The view a request asked for with `viewFor`, as a field to spread into its answer. */
  function viewField(g: OpenGame, state: unknown, viewFor: Seat | null | undefined): { view?: ViewReport } {
    return viewFor === undefined ? {} : { view: viewOf(g, state, viewFor) };
  }

  function recordOf(g: OpenGame): GameRecord {
    return { ...newRecord(g.game.info.id, jsonCopy(g.options), g.seed), actions: jsonCopy(g.actions) };
  }

  /** The seat counts in the game's range that its options accept ({ seats: n } alone, as the new-game screen starts it). */
  function seatCounts(game: AnyGame): number[] {
    const out: number[] = [];
    for (let n = game.info.minSeats; n <= game.info.maxSeats; n++) if (game.parseOptions({ seats: n }).ok) out.push(n);
    return out;
  }

  function checkSeats(game: AnyGame, parsedOptions: unknown, seats: readonly SeatKind[]): Answer | null {
    const n = (parsedOptions as { seats?: unknown }).seats;
    if (n !== seats.length) return fail('ERR_SEATS', `the options ask for ${String(n)} seats but ${seats.length} seat kinds were given`);
    if (seats.length < game.info.minSeats || seats.length > game.info.maxSeats) {
      return fail('ERR_SEATS', `${game.info.id} takes ${game.info.minSeats}-${game.info.maxSeats} seats, not ${seats.length}`);
    }
    for (const s of seats) {
      if (s.kind === 'ai' && !deps.getBot(s.level)) return fail('ERR_BOT', `no AI of level "${s.level}"`);
    }
    return null;
  }

  function opened(g: OpenGame, setup: SetupReport, viewFor: Seat | null | undefined): HostGameOpened {
    const result: GameOpenedResult = { gameId: g.handle, game: g.game.info.id, seed: g.seed, seats: jsonCopy(g.seats), setup, moves: g.actions.length, ...status(g) };
    return { ...result, ...viewField(g, g.state, viewFor), record: recordOf(g) };
  }

  function commit(g: OpenGame, action: unknown, next: unknown, events: readonly BaseEvent[], seat: Seat, byAi: boolean, viewFor: Seat | null | undefined): HostStepResult {
    // Narrate and look first: if a game's describe or view throws, the game must not have moved on.
    const shown = report(g, events);
    const view = viewField(g, next, viewFor);
    const after = status(g, next);
    const applied = jsonCopy(action);
    const barrier = barrierOf(g.game, g.state, next, events);
    g.before.push(g.state);
    g.barriers.push(barrier);
    g.state = next;
    g.actions.push(applied);
    g.version++;
    // The view was made before the game moved on; its undo status is the one after this step.
    const seen = view.view ? { view: { ...view.view, undo: undoStatus(g, after.outcome !== null) } } : {};
    return { idle: false, step: { seat, byAi, ...shown }, ...after, moves: g.actions.length, applied: jsonCopy(applied), ...seen };
  }

  function lookup(handle: string): OpenGame | Answer {
    const g = open.get(handle);
    return g ?? fail('ERR_NO_GAME', `no open game "${handle}"`);
  }

  async function run(req: Request): Promise<Answer> {
    switch (req.type) {
      case 'hello': {
        const result: HelloResult = {
          protocol: PROTOCOL_VERSION,
          games: deps.games().map((g) => ({
            id: g.info.id,
            minSeats: g.info.minSeats,
            maxSeats: g.info.maxSeats,
            seatCounts: seatCounts(g),
            variants: [...g.info.variants],
            ...(g.ai.ladder?.length ? { ladder: g.ai.ladder } : {}),
          })),
          aiLevels: [...deps.aiLevels()],
        };
        return { ok: true, result };
      }

      case 'newGame': {
        const game = deps.getGame(req.game);
        if (!game) return fail('ERR_UNKNOWN_GAME', `game "${req.game}" is not implemented yet`);
        const input = jsonCopy({ seats: req.seats.length, ...req.options });
        const opts = game.parseOptions(input);
        if (!opts.ok) return fromResult(opts)!;
        const bad = checkSeats(game, opts.value, req.seats) ?? viewerProblem(req.seats, req.viewFor);
        if (bad) return bad;
        const seed = req.seed ?? deps.nextSeed() | 0;
        const start = game.setup(opts.value, seed);
        if (!start.ok) return fromResult(start)!;
        const g: OpenGame = {
          handle: newHandle(),
          game,
          options: input,
          seed,
          seats: jsonCopy(req.seats),
          state: start.value.state,
          actions: [],
          before: [],
          barriers: [],
          version: 0,
          closed: false,
        };
        open.set(g.handle, g);
        return { ok: true, result: opened(g, report(g, start.value.events), req.viewFor) };
      }

      case 'resume': {
        const rec = parseRecord(req.record);
        if (!rec.ok) return fromResult(rec)!;
        const game = deps.getGame(rec.value.game);
        if (!game) return fail('ERR_UNKNOWN_GAME', `game "${rec.value.game}" is not implemented yet`);
        if (req.gameId !== undefined && open.has(req.gameId)) return fail('ERR_HANDLE_IN_USE', `a game "${req.gameId}" is already open`);
        const opts = game.parseOptions(rec.value.options);
        if (!opts.ok) return fail('ERR_RECORD', `record options: ${opts.message}`);
        const bad = checkSeats(game, opts.value, req.seats) ?? viewerProblem(req.seats, req.viewFor);
        if (bad) return bad;
        const r = unlessNotReady(replay(game, rec.value), startupProblem());
        if (!r.ok) return fromResult(r)!;
        const g: OpenGame = {
          handle: req.gameId ?? newHandle(),
          game,
          options: jsonCopy(rec.value.options),
          seed: rec.value.seed,
          seats: jsonCopy(req.seats),
          state: r.value.state,
          actions: jsonCopy([...rec.value.actions]),
          // steps[0] is the setup: the state before action i is steps[i]'s.
          before: r.value.steps.slice(0, -1).map((s) => s.state),
          barriers: r.value.steps.slice(1).map((s, i) => barrierOf(game, r.value.steps[i]!.state, s.state, s.events)),
          version: 0,
          closed: false,
        };
        open.set(g.handle, g);
        return { ok: true, result: opened(g, { events: [], log: [] }, req.viewFor) };
      }

      case 'view': {
        const g = lookup(req.gameId);
        if (!('handle' in g)) return g;
        const bad = viewerProblem(g.seats, req.seat);
        if (bad) return bad;
        const result: ViewReport = viewOf(g, g.state, req.seat);
        return { ok: true, result };
      }

      case 'act': {
        const g = lookup(req.gameId);
        if (!('handle' in g)) return g;
        const viewer = viewerProblem(g.seats, req.viewFor);
        if (viewer) return viewer;
        const a = g.game.parseAction(req.action);
        if (!a.ok) return fromResult(a)!;
        const seat = (a.value as { seat: Seat }).seat;
        if (g.seats[seat]?.kind !== 'human') return fail('ERR_NOT_HUMAN', `seat ${seat} is not a human seat`);
        const r = g.game.apply(g.state, a.value);
        if (!r.ok) return fromResult(r)!;
        return { ok: true, result: commit(g, a.value, r.value.state, r.value.events, seat, false, req.viewFor) };
      }

      case 'aiStep': {
        const g = lookup(req.gameId);
        if (!('handle' in g)) return g;
        const viewer = viewerProblem(g.seats, req.viewFor);
        if (viewer) return viewer;
        const st = status(g);
        const seat = st.toAct.find((s) => g.seats[s]?.kind === 'ai');
        const kind = seat === undefined ? undefined : g.seats[seat];
        if (seat === undefined || kind?.kind !== 'ai') {
          const result: HostAiStepResult = { idle: true, ...st, ...viewField(g, g.state, req.viewFor) };
          return { ok: true, result };
        }
        const bot = deps.getBot(kind.level);
        if (!bot) return fail('ERR_BOT', `no AI of level "${kind.level}"`);
        const legal = g.game.legalActions(g.state, seat);
        if (legal.length === 0) return fail('ERR_HOST', `seat ${seat} must act but has no legal action`);
        // The bot gets a copy of the seat's view only, never the state.
        const view = jsonCopy(g.game.view(g.state, seat));
        const before = g.version;
        const stale = (): boolean => g.closed || g.version !== before;
        // With the transport's clock the search levels play to their time budgets (the app);
        // without one (tests, CLI-like hosts) to their iteration budgets, reproducibly.
        const ctx = thinkingContext(stale);
        let choice: unknown;
        try {
          // The bot's returned generator is dropped on purpose: each decision's generator is derived
          // from the seed and the move number, so without a clock a game resumed from its record
          // plays on identically.
          const rng = botRng(g.seed, g.actions.length, seat);
          const pause = deps.pause;
          const picked =
            pause && bot.chooseAsync
              ? await bot.chooseAsync(g.game, view, seat, jsonCopy(legal), rng, { ...ctx, pause })
              : await bot.choose(g.game, view, seat, jsonCopy(legal), rng, ctx);
          choice = picked.action;
        } catch (e) {
          return fail('ERR_BOT', `the ${bot.name} bot failed: ${e instanceof Error ? e.message : String(e)}`);
        }
        if (stale()) return fail('ERR_STALE', 'the game changed while the AI was thinking; ask again');
        const a = g.game.parseAction(choice);
        if (!a.ok) return fail('ERR_BOT', `the ${bot.name} bot chose a malformed action: ${a.message}`);
        if ((a.value as { seat: Seat }).seat !== seat) return fail('ERR_BOT', `the ${bot.name} bot acted for another seat`);
        const r = g.game.apply(g.state, a.value);
        if (!r.ok) return fail('ERR_BOT', `the ${bot.name} bot chose an illegal action: ${r.error}: ${r.message}`);
        return { ok: true, result: commit(g, a.value, r.value.state, r.value.events, seat, true, req.viewFor) };
      }

      case 'hint': {
        const g = lookup(req.gameId);
        if (!('handle' in g)) return g;
        const seat = req.seat;
        if (seat >= g.seats.length) return fail('ERR_SEAT', `seat ${seat} does not exist (the game has ${g.seats.length})`);
        if (g.seats[seat]?.kind !== 'human') return fail('ERR_NOT_HUMAN', `seat ${seat} is an AI; hints are for human seats`);
        if (!g.game.toAct(g.state).includes(seat)) return fail('ERR_NOT_TO_ACT', `seat ${seat} need not act now; hints are for a seat that must act`);
        const hinter = deps.hinter;
        if (!hinter) return fail('ERR_BOT', 'this host has no hint search');
        const all = g.game.legalActions(g.state, seat);
        if (all.length === 0) return fail('ERR_HOST', `seat ${seat} must act but has no legal action`);
        let legal = all;
        if (req.among) {
          const keys = new Set(req.among.map(sortedJson));
          legal = all.filter((a) => keys.has(sortedJson(a)));
          if (legal.length !== keys.size) return fail('ERR_AMONG', `only ${legal.length} of the ${keys.size} actions to compare are legal now`);
        }
        // Like a bot, the search gets a copy of the seat's view only, never the state.
        const view = jsonCopy(g.game.view(g.state, seat));
        const before = g.version;
        const stale = (): boolean => g.closed || g.version !== before;
        let ex: HostExplanation;
        try {
          // Compared answers are searched the reproducible way: the iteration budget, never the clock.
          const ctx = req.among ? { shouldStop: stale, ...(deps.pause ? { pause: deps.pause } : {}) } : thinkingContext(stale);
          ex = await hinter.explain(g.game, view, seat, jsonCopy(legal), hintRng(g.seed, g.actions.length, seat), ctx);
        } catch (e) {
          return fail('ERR_BOT', `the hint search failed: ${e instanceof Error ? e.message : String(e)}`);
        }
        if (stale()) return fail('ERR_STALE', 'the game changed while the AI was thinking; ask again');
        const first = ex.top[0];
        if (!first) return fail('ERR_BOT', 'the hint search found no action');
        const result: HintResult = {
          action: jsonCopy(first.action),
          reason: ex.reason,
          lines: ex.top.slice(0, req.among ? legal.length : 2).map((l) => ({ action: jsonCopy(l.action), label: l.label, share: l.share, mean: l.mean })),
          level: hinter.level,
          iterations: ex.iterations,
        };
        return { ok: true, result };
      }

      case 'undo': {
        const g = lookup(req.gameId);
        if (!('handle' in g)) return g;
        const viewer = viewerProblem(g.seats, req.viewFor);
        if (viewer) return viewer;
        if (req.seat >= g.seats.length) return fail('ERR_SEAT', `seat ${req.seat} does not exist (the game has ${g.seats.length})`);
        if (g.seats[req.seat]?.kind !== 'human') return fail('ERR_NOT_HUMAN', `seat ${req.seat} is an AI; undo is for human seats`);
        const p = undoAt(g, g.game.outcome(g.state) !== null, req.seat);
        if (!p.ok) return fail(p.reason, undoRefusal(p.reason, p.kind));
        const undone = g.actions.length - p.to;
        g.state = g.before[p.to];
        g.actions.length = p.to;
        g.before.length = p.to;
        g.barriers.length = p.to;
        // Any AI thinking or hint search for this game is now stale.
        g.version++;
        const result: UndoResult = { undone, moves: g.actions.length, ...status(g), ...viewField(g, g.state, req.viewFor) };
        return { ok: true, result };
      }

      case 'record': {
        const g = lookup(req.gameId);
        if (!('handle' in g)) return g;
        const result: RecordResult = { record: recordOf(g) };
        return { ok: true, result };
      }

      case 'history': {
        const g = lookup(req.gameId);
        if (!('handle' in g)) return g;
        const r = replay(g.game, recordOf(g));
        // The open game was built from this record, so a failure here is a bug in the game.
        if (!r.ok) return fail('ERR_HOST', `the game's own record did not replay: ${r.message}`);
        const result: HistoryResult = { steps: r.value.steps.map((s) => report(g, s.events)) };
        return { ok: true, result };
      }

      case 'replayOpen': {
        let game: AnyGame | undefined;
        let record: GameRecord;
        let seats: readonly SeatKind[];
        if ('gameId' in req.source) {
          const g = lookup(req.source.gameId);
          if (!('handle' in g)) return g;
          game = g.game;
          record = recordOf(g);
          seats = g.seats;
        } else {
          const rec = parseRecord(req.source.record);
          if (!rec.ok) return fromResult(rec)!;
          game = deps.getGame(rec.value.game);
          if (!game) return fail('ERR_UNKNOWN_GAME', `game "${rec.value.game}" is not implemented yet`);
          record = rec.value;
          seats = req.source.seats;
        }
        const r = unlessNotReady(openReplay(game, record, seats, `r${++replayHandles}`), startupProblem());
        if (!r.ok) return fromResult(r)!;
        replays.set(r.value.handle, r.value);
        return { ok: true, result: replayOpened(r.value) };
      }

      case 'checkRecord': {
        const r = checkRecord(deps.getGame, req.record, startupProblem());
        return r.ok ? { ok: true, result: r.value } : fromResult(r)!;
      }

      case 'replayStep':
      case 'replayLog': {
        const r = replays.get(req.replayId);
        if (!r) return fail('ERR_NO_REPLAY', `no open replay "${req.replayId}"`);
        const a = req.type === 'replayStep' ? replayStep(r, req.step, req.viewer) : replayLog(r, req.viewer);
        return a.ok ? { ok: true, result: a.value } : fromResult(a)!;
      }

      case 'replayReview': {
        const r = replays.get(req.replayId);
        if (!r) return fail('ERR_NO_REPLAY', `no open replay "${req.replayId}"`);
        const a = await reviewSlice(r, req, reviews, deps.pause ?? (() => Promise.resolve()), () => replays.get(req.replayId) === r);
        return a.ok ? { ok: true, result: a.value } : fromResult(a)!;
      }

      case 'replayClose': {
        if (!replays.delete(req.replayId)) return fail('ERR_NO_REPLAY', `no open replay "${req.replayId}"`);
        const result: CloseResult = { closed: true };
        return { ok: true, result };
      }

      case 'close': {
        const g = lookup(req.gameId);
        if (!('handle' in g)) return g;
        g.closed = true;
        g.version++;
        open.delete(g.handle);
        const result: CloseResult = { closed: true };
        return { ok: true, result };
      }
    }
  }

  /** Why the games' start-up failed, if it did: a record that does not replay is then not judged (check.ts). */
  function startupProblem(): string | null {
    return deps.startupProblem?.() ?? null;
  }

  /** What a search gets from this host: its clock, its event-loop turn, and when to give up. */
  function thinkingContext(stale: () => boolean): HintContext {
    return { shouldStop: stale, ...(deps.now ? { now: deps.now } : {}), ...(deps.pause ? { pause: deps.pause } : {}) };
  }

  async function handle(raw: unknown): Promise<Response> {
    const parsed = parseRequest(raw);
    let res: Response;
    // Every error message leaves bounded and escaped: games quote bad input (keys, values) in theirs.
    if (!parsed.ok) {
      res = { id: parsed.id, ok: false, error: 'ERR_MESSAGE', message: excerpt(`malformed request: ${parsed.message}`) };
    } else {
      const id = parsed.request.id;
      try {
        const a = await run(parsed.request);
        res = a.ok ? { id, ok: true, result: a.result } : { id, ok: false, error: a.error, message: excerpt(a.message) };
      } catch (e) {
        // A throw here is a bug in a game or the host; answer it rather than leave the caller waiting.
        res = { id, ok: false, error: 'ERR_HOST', message: excerpt(e instanceof Error ? e.message : String(e)) };
      }
    }
    send(res);
    return res;
  }

  return {
    receive(raw) {
      void handle(raw);
    },
    handle,
  };
}

/** JSON with object keys sorted: two equal actions compare equal whatever order their fields came in. */
function sortedJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(sortedJson).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${sortedJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}
