/**
 * The lesson player's flow, as plain TypeScript (tested without a browser): it opens the
 * lesson's game in the engine (a scenario, every seat played from the script, no save), walks
 * the script step by step, makes the scripted moves, plays their events at the next stop (or up
 * to the event a stop waits for), and at a move the coach asks for accepts exactly that move.
 * Anything else is refused before it reaches the engine, so a refusal changes nothing. Back one
 * step, restart and resume rebuild the game from its start by replaying the script's moves
 * without animation: the engine stays the only authority on what each move does.
 *
 * The screen (LessonScreen.svelte) draws what this says; the lessons test drives it with the
 * real engine host in-process and checks every step's facts.
 */
import type { ReportEvent, ViewReport } from '../engine/types';
import { canSee } from '../ui/events';
import { falseFacts, GOOD_ENOUGH, isStop, movesOn, offered, playCount, same, stopsOf, type Lesson, type Stop } from './lesson';

/** The engine as a lesson uses it (the app's EngineClient; the real host in tests). */
export interface LessonEngine {
  /** Opens the lesson's game, every seat a person's, without a save; answers its events and the learner's view. */
  open(
    game: string,
    options: Readonly<Record<string, unknown>>,
    seats: number,
    seed: number,
    viewFor: number,
  ): Promise<{ gameId: string; events: readonly ReportEvent[]; view: ViewReport }>;
  /** Applies one action of any seat; answers its events and the learner's view after it. */
  act(gameId: string, action: Readonly<Record<string, unknown>>, viewFor: number): Promise<{ events: readonly ReportEvent[]; view: ViewReport }>;
  /** Forgets the game. */
  close(gameId: string): Promise<void>;
  /**
   * The hard AI's search, from `seat`'s view, over the legal moves `among` (nothing is played):
   * each one's value for the seat, -1..1. Reproducible: the same game values them the same.
   */
  value(gameId: string, seat: number, among: readonly Readonly<Record<string, unknown>>[]): Promise<readonly { readonly action: unknown; readonly mean: number }[]>;
}

/** An offered move and the search's value of it for the learner (-1..1). */
export interface Valued {
  readonly action: Readonly<Record<string, unknown>>;
  readonly mean: number;
}

/** What the coach says of a pick at a decision step. */
export interface Verdict {
  readonly pick: Valued;
  /** The best of the moves offered (the pick itself when it is the best). */
  readonly best: Valued;
  /** The best of the other moves offered: what a best pick beat. */
  readonly runnerUp: Valued | null;
  /** What the pick loses against the best, on the search's scale (0: the best). */
  readonly loss: number;
  /** Whether the loss is within the step's limit: the lesson may go on. */
  readonly good: boolean;
}

/** Where the lesson stands at a stop, for the screen. */
export interface LessonAt {
  /** The step's index in the script. */
  readonly index: number;
  /** 1-based number of this stop among the stops, and how many there are. */
  readonly number: number;
  readonly count: number;
  readonly step: Stop;
  /** What the table shows: at a move, its legal actions are only the one asked for. */
  readonly report: ViewReport;
  /** Whether the learner must act now (the move asked for). */
  readonly canAct: boolean;
  /** The move asked for, as the engine lists it, or null at an explanation. */
  readonly ask: Readonly<Record<string, unknown>> | null;
  /** At a decision step, the moves offered (as the engine lists them), else null. */
  readonly choose: readonly Readonly<Record<string, unknown>>[] | null;
  /** Whether this is the last step. */
  readonly last: boolean;
}

/** What the flow asks of the screen. */
export interface LessonScreen {
  /** Plays events on the table (animated and logged); `quietly`: only logged (a rebuild). */
  play(events: readonly ReportEvent[], quietly: boolean): Promise<void>;
  /** Shows a stop. */
  show(at: LessonAt): void;
  /** The game is being rebuilt from its start (back, restart, resume): the log starts over. */
  rebuilding(): void;
  /** The lesson reached a stop (for progress); `done` once its last step was passed. */
  progress(index: number, done: boolean): void;
}

/** Why a lesson cannot go on (a broken script or an engine failure). */
export class LessonError extends Error {}

/** Runs one lesson at one screen. */
export class LessonRun {
  /** The engine's handle of the game being played. */
  private gameId: string | null = null;
  /** Events of moves made but not yet shown (the learner's view only). */
  private queue: ReportEvent[] = [];
  /** The learner's latest view, straight from the engine. */
  private latest: ViewReport | null = null;
  /** The view the table shows: the latest once every queued event has played. */
  private shown: ViewReport | null = null;
  private index = -1;
  private alive = true;
  private readonly stops: number[];
  /** Events the current stop played (its event facts are about these). */
  lastShown: readonly ReportEvent[] = [];
  /** Set while a move, a rebuild or an animation runs: the screen ignores input meanwhile. */
  busy = false;
  /** The coach's verdict on the pick at the decision step shown now, or null before a pick (and after Try again). */
  verdict: Verdict | null = null;
  /** The answer picked at the check step shown now (its latest pick), or null before one. */
  checked: number | null = null;
  /** The search's values at each decision step, by step index: the same game values them the same, so once is enough. */
  private readonly values = new Map<number, readonly Valued[]>();

  constructor(
    private readonly game: string,
    readonly lesson: Lesson,
    private readonly engine: LessonEngine,
    private readonly screen: LessonScreen,
  ) {
    this.stops = stopsOf(lesson);
  }

  /** The learner's latest view (the engine's, unfiltered): what the lesson's facts are about. */
  get report(): ViewReport | null {
    return this.latest;
  }

  /** The step shown now (-1 before the first). */
  get at(): number {
    return this.index;
  }

  /** Stops the flow (the screen closed) and forgets the game. */
  stop(): void {
    this.alive = false;
    if (this.gameId) void this.engine.close(this.gameId).catch(() => {});
    this.gameId = null;
  }

  /**
   * Opens the game and goes to the stop at step `from` (0: the start), replaying the script up to
   * it without animation: the same moves, and the same events played (only logged) at each stop
   * on the way, so the game, the events still to show and the view on the table are exactly as
   * if the learner had walked there. A `from` that is not a stop goes to the last stop before it.
   */
  async start(from = 0): Promise<void> {
    const target = [...this.stops].reverse().find((i) => i <= from) ?? this.stops[0]!;
    await this.guard(async () => {
      if (this.gameId) await this.engine.close(this.gameId).catch(() => {});
      this.gameId = null;
      const seats = Number(this.lesson.options.seats);
      const opened = await this.engine.open(this.game, this.lesson.options, seats, this.lesson.seed, this.lesson.seat);
      this.gameId = opened.gameId;
      this.latest = opened.view;
      this.shown = opened.view;
      this.queue = this.visible(opened.events);
      if (target === this.stops[0]) {
        // From the start: the deal and any scripted moves before the first stop play as usual.
        await this.enter(0);
        return;
      }
      this.screen.rebuilding();
      let i = 0;
      for (;;) {
        const k = await this.reach(i, true);
        if (k >= target || !this.alive) break;
        const s = this.lesson.steps[k]!;
        const move = isStop(s) ? movesOn(s) : null;
        if (move) await this.apply(move, k);
        i = k + 1;
      }
      // Nothing was animated on the way: the table shows the game as it stands, even where the
      // stop's later events have yet to play (they then play on from there).
      this.shown = this.latest;
      this.present(target);
    });
  }

  /**
   * Next: at an explanation, goes on to the next step (after the last one, the lesson is done);
   * at a decision step once the pick was good, the script's answer is made and the lesson goes on;
   * at a question about the table, only once it was answered right.
   */
  async next(): Promise<void> {
    const s = this.lesson.steps[this.index];
    if (this.busy || !isStop(s) || s.ask) return;
    if (s.check && this.checked !== s.check.right) return;
    if (s.choose) {
      if (!this.verdict?.good) return;
      const answer = s.choose.answer;
      await this.guard(async () => {
        await this.apply(answer, this.index);
        await this.enter(this.index + 1);
      });
      return;
    }
    if (this.index === this.lesson.steps.length - 1) {
      this.screen.progress(this.index, true);
      return;
    }
    await this.guard(() => this.enter(this.index + 1));
  }

  /**
   * The learner picked `action` at a decision step: the search values every move offered and the
   * verdict says how the pick compares (nothing is played yet: a poor pick is tried again on the
   * same table, a good one goes on with Next). Null: not a move offered here (refused).
   */
  async choose(action: Readonly<Record<string, unknown>>): Promise<Verdict | null> {
    const s = this.lesson.steps[this.index];
    const offer = this.offer();
    if (this.busy || !isStop(s) || !s.choose || this.verdict || !offer.some((a) => same(a, action))) return null;
    const at = this.index;
    let verdict: Verdict | null = null;
    await this.guard(async () => {
      const values = this.values.get(at) ?? (await this.valueOffer(at, offer));
      this.values.set(at, values);
      const pick = values.find((v) => same(v.action, action))!;
      const best = values.reduce((a, b) => (b.mean > a.mean ? b : a));
      const others = values.filter((v) => v !== pick);
      const runnerUp = others.length ? others.reduce((a, b) => (b.mean > a.mean ? b : a)) : null;
      const loss = best.mean - pick.mean;
      verdict = { pick, best, runnerUp, loss, good: loss <= (s.choose!.within ?? GOOD_ENOUGH) };
    });
    if (this.index !== at) return null;
    this.verdict = verdict;
    return verdict;
  }

  /**
   * The learner picked answer `i` to the question the step shown now asks about the table: whether
   * it is right (a wrong one may be tried again; nothing on the table changes), or null when this
   * step asks none.
   */
  answer(i: number): boolean | null {
    const s = this.lesson.steps[this.index];
    if (this.busy || !isStop(s) || !s.check || !Number.isInteger(i) || i < 0 || i >= s.check.answers.length) return null;
    this.checked = i;
    return i === s.check.right;
  }

  /** Try again after a pick at a decision step: the same table, nothing was played. */
  retry(): void {
    if (!this.busy) this.verdict = null;
  }

  /** The moves the decision step shown now offers (empty elsewhere). */
  private offer(): Readonly<Record<string, unknown>>[] {
    const s = this.lesson.steps[this.index];
    if (!isStop(s) || !s.choose || !this.latest) return [];
    return offered(s.choose, this.latest.legal) as Readonly<Record<string, unknown>>[];
  }

  private async valueOffer(at: number, offer: readonly Readonly<Record<string, unknown>>[]): Promise<Valued[]> {
    if (!this.gameId) throw new LessonError('the lesson has no game open');
    const lines = await this.engine.value(this.gameId, this.lesson.seat, offer);
    return offer.map((action) => {
      const line = lines.find((l) => same(l.action, action));
      if (!line) throw new LessonError(`step ${at + 1}: the search gave no value for ${JSON.stringify(action)}`);
      return { action, mean: line.mean };
    });
  }

  /**
   * The learner chose `action`: the move asked for is made and the lesson goes on (true); any
   * other is refused and nothing changes (false). The screen says why.
   */
  async attempt(action: Readonly<Record<string, unknown>>): Promise<boolean> {
    const s = this.lesson.steps[this.index];
    if (this.busy || !isStop(s) || !s.ask || !same(action, s.ask)) return false;
    await this.guard(async () => {
      await this.apply(s.ask!, this.index);
      await this.enter(this.index + 1);
    });
    return true;
  }

  /** Back one step: the game is rebuilt to the stop before this one. */
  async back(): Promise<void> {
    if (this.busy) return;
    const prev = [...this.stops].reverse().find((i) => i < this.index);
    await this.start(prev ?? 0);
  }

  /** Whether there is a stop before the current one. */
  get canGoBack(): boolean {
    return this.stops.some((i) => i < this.index);
  }

  /** From the start again. */
  restart(): Promise<void> {
    return this.start(0);
  }

  private visible(events: readonly ReportEvent[]): ReportEvent[] {
    return events.filter((e) => canSee(e.visibleTo, this.lesson.seat));
  }

  private async apply(action: Readonly<Record<string, unknown>>, at: number): Promise<void> {
    if (!this.gameId) throw new LessonError('the lesson has no game open');
    let r: { events: readonly ReportEvent[]; view: ViewReport };
    try {
      r = await this.engine.act(this.gameId, action, this.lesson.seat);
    } catch (e) {
      throw new LessonError(`step ${at + 1}: the engine refused ${JSON.stringify(action)}: ${e instanceof Error ? e.message : String(e)}`);
    }
    this.latest = r.view;
    this.queue.push(...this.visible(r.events));
  }

  /** Makes the scripted moves from step `i` on, plays what the next stop shows, and shows it. */
  private async enter(i: number): Promise<void> {
    const k = await this.reach(i, false);
    if (this.alive) this.present(k);
  }

  /**
   * Makes the scripted moves from step `i` on up to the next stop, and plays the events that stop
   * shows (all of them, or up to the one it waits for); `quietly` only logs them (a rebuild).
   * Answers the stop's index.
   */
  private async reach(i: number, quietly: boolean): Promise<number> {
    let k = i;
    for (; k < this.lesson.steps.length; k++) {
      const s = this.lesson.steps[k]!;
      if (isStop(s)) break;
      await this.apply(s.play, k);
      if (!this.alive) return k;
    }
    const step = this.lesson.steps[k];
    if (!isStop(step)) throw new LessonError('the lesson ends with a scripted move: nothing is left to show');
    const n = step.ask || step.choose ? this.queue.length : playCount(this.queue, step.until);
    if (n < 0) throw new LessonError(`step ${k + 1} waits for an event like ${JSON.stringify(step.until)} that never comes`);
    const now = this.queue.slice(0, n);
    this.queue = this.queue.slice(n);
    this.index = k;
    this.verdict = null;
    this.checked = null;
    this.lastShown = now;
    if (now.length > 0) {
      if (!quietly) this.busy = true;
      await this.screen.play(now, quietly);
    }
    // The table shows the newest view once every event before it has played.
    if (this.queue.length === 0) this.shown = this.latest;
    return k;
  }

  /** Shows the stop at step `k` (the move asked for is the only one the table is offered). */
  private present(k: number): void {
    const step = this.lesson.steps[k];
    if (!isStop(step)) throw new LessonError(`step ${k + 1} is not one the learner sees`);
    const report = this.shown ?? this.latest!;
    let tableReport = report;
    let ask: Readonly<Record<string, unknown>> | null = null;
    let choose: Readonly<Record<string, unknown>>[] | null = null;
    if (step.choose) {
      // The table is offered the moves to choose among, none of them hinted.
      const legal = report.legal as Readonly<Record<string, unknown>>[];
      choose = offered(step.choose, legal) as Readonly<Record<string, unknown>>[];
      if (choose.length < 2) throw new LessonError(`step ${k + 1} offers ${choose.length} of the engine's moves now: a choice needs two or more`);
      if (!choose.some((a) => same(a, step.choose!.answer))) throw new LessonError(`step ${k + 1}: its answer is not among the moves offered now`);
      const keep = legal.map((a) => choose!.includes(a));
      tableReport = { ...report, legal: choose, targets: report.targets ? report.targets.filter((_, j) => keep[j]) : [] };
    }
    if (step.ask) {
      const j = report.legal.findIndex((a) => same(a, step.ask));
      if (j < 0) throw new LessonError(`step ${k + 1} asks for a move the engine does not allow now: ${JSON.stringify(step.ask)}`);
      ask = report.legal[j] as Record<string, unknown>;
      tableReport = { ...report, legal: [report.legal[j]], targets: report.targets ? [report.targets[j]] : [] };
    }
    const pos = this.stops.indexOf(k);
    this.screen.show({
      index: k,
      number: pos + 1,
      count: this.stops.length,
      step,
      report: tableReport,
      canAct: ask !== null || choose !== null,
      ask,
      choose,
      last: k === this.lesson.steps.length - 1,
    });
    this.screen.progress(k, false);
  }

  /** Runs `work` as one busy stretch; a failure is a LessonError with a reason. */
  private async guard(work: () => Promise<void>): Promise<void> {
    this.busy = true;
    try {
      await work();
    } catch (e) {
      throw e instanceof LessonError ? e : new LessonError(e instanceof Error ? e.message : String(e));
    } finally {
      this.busy = false;
    }
  }

  /** The facts of the current stop that do not hold (the lessons test checks them; empty: all hold). */
  falseFacts(): string[] {
    const s = this.lesson.steps[this.index];
    return isStop(s) && this.latest ? falseFacts(s.facts, this.latest, this.lastShown) : [];
  }
}
