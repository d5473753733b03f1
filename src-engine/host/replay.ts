/**
 * Replays: a game record opened read-only. Every step's state is rebuilt once from the seed and
 * the actions (core/record.ts `replay`); a step is then shown as one viewer may see it: that
 * seat's view (or the spectator's), the step's events and log lines filtered for it, and the
 * chapter (round, hand, frame) it is in. Hidden cards stay hidden: a seat's view is offered for
 * every seat only once the game is over, before that only for the human seats (whose view the
 * table showed anyway), and the spectator sees public information only.
 */
import type { AnyGame, BaseEvent, Chapter, Seat } from '../core/game';
import { replay as replayRecord, type GameRecord } from '../core/record';
import { err, ok, type Result } from '../core/result';
import type { HistoryResult, ReplayMarker, ReplayOpened, ReplayStepResult, SeatKind, SetupReport } from '../../src-shared/contract/protocol';

/** One replay as the host holds it. */
export interface Replay {
  readonly handle: string;
  readonly game: AnyGame;
  readonly options: unknown;
  readonly seats: readonly SeatKind[];
  /** The record replayed (a copy), for a review. */
  readonly record: GameRecord;
  /** `states[n]`: the state after step n (0: the setup). */
  readonly states: readonly unknown[];
  /** `steps[n]`: who acted (null for the setup) and what happened. */
  readonly steps: readonly { readonly actor: Seat | null; readonly events: readonly BaseEvent[] }[];
}

function jsonCopy<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

/** Rebuilds every step of `record`; fails as a resume would (a damaged record, seats that do not fit). */
export function openReplay(game: AnyGame, record: GameRecord, seats: readonly SeatKind[], handle: string): Result<Replay> {
  const opts = game.parseOptions(record.options);
  if (!opts.ok) return err('ERR_RECORD', `record options: ${opts.message}`);
  const n = (opts.value as { seats?: unknown }).seats;
  if (n !== seats.length) return err('ERR_SEATS', `the record has ${String(n)} seats but ${seats.length} seat kinds were given`);
  const r = replayRecord(game, record);
  if (!r.ok) return r;
  const steps = r.value.steps.map((s, i) => {
    const action = i === 0 ? null : (record.actions[i - 1] as { seat?: unknown });
    return { actor: typeof action?.seat === 'number' ? action.seat : null, events: s.events };
  });
  return ok({ handle, game, record: jsonCopy(record), options: jsonCopy(record.options), seats: jsonCopy(seats), states: r.value.steps.map((s) => s.state), steps });
}

/** Whether the replayed game has ended. */
export function finished(r: Replay): boolean {
  return r.game.outcome(r.states[r.states.length - 1]) !== null;
}

/** The viewers a replay may show: the spectator, and every seat once the game is over (else the human seats). */
export function replayViewers(r: Replay): (Seat | null)[] {
  const all = finished(r);
  return [null, ...r.seats.flatMap((s, i) => (all || s.kind === 'human' ? [i] : []))];
}

function sameChapter(a: Chapter | null, b: Chapter | null): boolean {
  return a?.kind === b?.kind && a?.n === b?.n && a?.round === b?.round;
}

function chapterAt(r: Replay, step: number): Chapter | null {
  return r.game.chapter?.(r.states[step]) ?? null;
}

/** The steps at which a new round, hand or frame begins (from the game's `chapter` hook). */
export function replayMarkers(r: Replay): ReplayMarker[] {
  const out: ReplayMarker[] = [];
  let before: Chapter | null = null;
  for (let i = 0; i < r.states.length; i++) {
    const c = chapterAt(r, i);
    if (c && !sameChapter(c, before)) out.push({ step: i, ...c });
    before = c;
  }
  return out;
}

/** What `replayOpen` answers. */
export function replayOpened(r: Replay): ReplayOpened {
  const last = r.states[r.states.length - 1];
  const o = r.game.outcome(last);
  return {
    replayId: r.handle,
    game: r.game.info.id,
    options: jsonCopy(r.options),
    seats: jsonCopy(r.seats),
    steps: r.states.length - 1,
    outcome: o ? jsonCopy(o) : null,
    viewers: replayViewers(r),
    markers: replayMarkers(r),
  };
}

/** Refuses a viewer the replay may not show (a seat that does not exist, or an AI's hand in an unfinished game). */
function viewerProblem(r: Replay, viewer: Seat | null): Result<never> | null {
  if (viewer === null) return null;
  if (viewer >= r.seats.length) return err('ERR_SEAT', `seat ${viewer} does not exist (the game has ${r.seats.length})`);
  if (!replayViewers(r).includes(viewer)) return err('ERR_NOT_HUMAN', `seat ${viewer} is a computer's and the game is not over; its hidden cards stay hidden`);
  return null;
}

/** A step's events as `viewer` may see them, with one log line each. */
function shown(r: Replay, events: readonly BaseEvent[], viewer: Seat | null): SetupReport {
  const seen = events.filter((e) => !e.visibleTo || (viewer !== null && e.visibleTo.includes(viewer)));
  return {
    events: jsonCopy(seen),
    log: seen.map((e) => (e.visibleTo ? { text: r.game.describe(e), visibleTo: [...e.visibleTo] } : { text: r.game.describe(e) })),
  };
}

/** Step `step` as `viewer` sees it. */
export function replayStep(r: Replay, step: number, viewer: Seat | null): Result<ReplayStepResult> {
  const last = r.states.length - 1;
  if (!Number.isInteger(step) || step < 0 || step > last) return err('ERR_STEP', `step ${step} is out of range: this replay has steps 0 to ${last}`);
  const bad = viewerProblem(r, viewer);
  if (bad) return bad;
  const state = r.states[step];
  const s = r.steps[step]!;
  const o = r.game.outcome(state);
  const chapter = chapterAt(r, step);
  return ok({
    step,
    viewer,
    actor: s.actor,
    ...shown(r, s.events, viewer),
    view: {
      view: jsonCopy(r.game.view(state, viewer)),
      legal: [],
      toAct: [...r.game.toAct(state)],
      outcome: o ? jsonCopy(o) : null,
    },
    chapter: chapter ? jsonCopy(chapter) : null,
  });
}

/** Every step's events and log as `viewer` sees them, setup first. */
export function replayLog(r: Replay, viewer: Seat | null): Result<HistoryResult> {
  const bad = viewerProblem(r, viewer);
  if (bad) return bad;
  return ok({ steps: r.steps.map((s) => shown(r, s.events, viewer)) });
}
