/**
 * The table's flow: who acts next, and what the screen does about it. It opens the game,
 * plays each step's events, lets computer seats act at a readable pace, waits for the seat
 * at the screen, and in hot-seat games covers the screen between human seats. Every move is
 * one request: `act` and `aiStep` answer with the step and the next view of the seat at the
 * screen. A refused action or a transient engine failure (the engine restarting) is shown,
 * and the flow asks for the view again instead of stopping.
 *
 * Plain TypeScript with the screen and the engine passed in, so the whole loop is unit
 * tested without a browser (src-renderer/app/flow.test.ts); screens/Table.svelte draws it.
 */
import type { SeatKind, SetupReport, ViewReport } from '../engine/types';

/** The engine as the flow uses it (EngineClient in the app, a fake in tests). */
export interface FlowEngine {
  /** Starts a game; answers its handle, the setup's events and the first view for `viewFor`. */
  newGame(
    game: string,
    options: Record<string, unknown>,
    seats: readonly SeatKind[],
    seed: number | undefined,
    viewFor: number | null,
  ): Promise<{ gameId: string; setup: SetupReport | null; view: ViewReport }>;
  /** A seat's view (null: the public view). */
  view(gameId: string, seat: number | null): Promise<ViewReport>;
  /** A human action; answers what it caused and the next view for `viewFor`. */
  act(gameId: string, action: Record<string, unknown>, viewFor: number | null): Promise<{ step: SetupReport | null; view: ViewReport }>;
  /** Lets one computer seat act; answers what it did (null when none had to) and the next view. */
  aiStep(gameId: string, viewFor: number | null): Promise<{ step: SetupReport | null; view: ViewReport }>;
  /** Takes back `seat`'s last move and the computers' answers after it; answers the view for `viewFor`. */
  undo?(gameId: string, seat: number, viewFor: number | null): Promise<{ undone: number; view: ViewReport }>;
}

/** What the flow asks of the screen. */
export interface FlowScreen {
  /** Shows `report` for the seat at the screen; null covers the table (hand-off, loading). */
  show(report: ViewReport | null, seat: number | null, canAct: boolean): void;
  /** A computer seat is about to act (null: nobody is thinking). */
  thinking(seat: number | null): void;
  /** Hot-seat: covers the screen until `seat`'s player takes it. */
  handOff(seat: number): Promise<void>;
  /** Waits for the seat at the screen to choose one of its legal actions. */
  awaitAction(seat: number): Promise<Record<string, unknown>>;
  /** Plays a step's events (animation, log, sounds) as `viewer` may see them. */
  play(step: SetupReport, viewer: number | null): Promise<void>;
  /** The game is over; `report` is the final view. */
  finished(report: ViewReport): Promise<void>;
  /** A refused action or a failed request: shown; the flow goes on. */
  problem(error: unknown): void;
  /** Whether the flow would take an undo now (`undo` answers true): it waits for the seat at the screen, and no computer decides alongside. */
  undoable?(on: boolean): void;
  /** Moves were taken back: the log drops what they told (the table redraws from the next `show`). */
  rewound?(undone: number): Promise<void>;
  /** Waits `ms` (the pause before a computer seat acts). */
  pause(ms: number): Promise<void>;
}

/** How a game reaches the table. */
export type FlowStart =
  | { readonly kind: 'new'; readonly game: string; readonly options: Record<string, unknown>; readonly seed: number | undefined }
  /** Continued or loaded: already open in the engine under `gameId`. */
  | { readonly kind: 'opened'; readonly gameId: string };

/** How the flow rides out engine failures (engine/recover.ts's FlowRecovery in the app). */
export interface Recovery {
  /** After a failed request: resolves true (once it is time) to ask again, false when the error stands. */
  afterError(e: unknown): Promise<boolean>;
  /** A request went through. */
  succeeded(): void;
}

/** The error code of a failed request, if it has one. */
function codeOf(e: unknown): string | null {
  return typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string' ? (e as { code: string }).code : null;
}

/** Runs one game at one screen. */
export class TableFlow {
  /** The seat whose secrets the screen may show (null: nobody's, e.g. only computers play). */
  screenSeat: number | null;
  /** The engine's handle, once the game is open. */
  gameId: string | null = null;
  private alive = true;
  private readonly humans: number[];
  private readonly hotSeat: boolean;

  constructor(
    private readonly engine: FlowEngine,
    private readonly screen: FlowScreen,
    private readonly seats: readonly SeatKind[],
    private readonly options: {
      /** Milliseconds before each computer move (0 in tests and at the fast speed). */
      readonly aiDelay: () => number;
      /** When to ask again after a failure, and when to give up. */
      readonly recovery: Recovery;
      /**
       * Nothing in the game is secret from any seat (its entry says so): hot-seat play passes
       * the screen to the next human seat without covering the table for a hand-off.
       */
      readonly openInformation?: boolean;
    },
    /** A game resumed hot-seat opens with nobody's secrets shown until the seat to act takes the screen. */
    resumedHotSeat = false,
  ) {
    this.humans = seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
    this.hotSeat = this.humans.length >= 2;
    this.screenSeat = resumedHotSeat && this.hotSeat ? null : (this.humans[0] ?? null);
  }

  private isAi(seat: number): boolean {
    return this.seats[seat]?.kind === 'ai';
  }

  /** Set while the seat at the screen is choosing and no computer decides alongside it: undo may then interrupt. */
  private undoAsk: ((seat: number) => void) | null = null;

  /** Whether an undo would be taken now (the flow waits for the seat at the screen, and nothing runs beside it). */
  get canUndo(): boolean {
    return this.undoAsk !== null && this.engine.undo !== undefined;
  }

  /**
   * Takes back `seat`'s last move (the table's Undo, agreed to in hot-seat) instead of the move
   * the seat at the screen is choosing. False when the flow is not waiting for a move.
   */
  undo(seat: number): boolean {
    const ask = this.undoAsk;
    if (!ask || !this.engine.undo) return false;
    this.undoAsk = null;
    this.screen.undoable?.(false);
    ask(seat);
    return true;
  }

  /** Stops the flow (the table closed); pending work ends quietly. */
  stop(): void {
    this.alive = false;
  }

  /** Runs the game to its end (or until stopped). Rejects only on a failure that asking again did not cure. */
  async run(start: FlowStart): Promise<void> {
    let report: ViewReport;
    if (start.kind === 'new') {
      const opened = await this.engine.newGame(start.game, start.options, this.seats, start.seed, this.screenSeat);
      this.gameId = opened.gameId;
      if (!this.alive) return;
      if (opened.setup) await this.play(opened.setup);
      report = opened.view;
    } else {
      this.gameId = start.gameId;
      report = await this.retrying(() => this.engine.view(start.gameId, this.screenSeat));
    }
    const gameId = this.gameId;
    while (this.alive) {
      if (report.outcome) {
        this.screen.thinking(null);
        this.screen.show(report, this.screenSeat, false);
        await this.screen.finished(report);
        return;
      }
      const ai = report.toAct.filter((s) => this.isAi(s));
      const mine = this.screenSeat !== null && report.toAct.includes(this.screenSeat);
      if (ai.length > 0 && !mine) {
        this.screen.show(report, this.screenSeat, false);
        this.screen.thinking(ai[0]!);
        await this.screen.pause(this.options.aiDelay());
        if (!this.alive) return;
        report = await this.step(gameId, () => this.engine.aiStep(gameId, this.screenSeat));
        continue;
      }
      const seat = mine ? this.screenSeat! : report.toAct.find((s) => !this.isAi(s));
      if (seat === undefined) throw new Error('nobody can act in an unfinished game');
      if (seat !== this.screenSeat) {
        this.screen.thinking(null);
        if (this.hotSeat && !this.options.openInformation) {
          this.screen.show(null, null, false);
          await this.screen.handOff(seat);
          if (!this.alive) return;
        }
        this.screenSeat = seat;
        report = await this.retrying(() => this.engine.view(gameId, seat));
        continue;
      }
      // A simultaneous decision (programming): the computers decide meanwhile, in the engine,
      // while this seat's hand is already on the screen.
      this.screen.thinking(null);
      this.decided = false;
      const computers = ai.length > 0 ? this.computersMeanwhile(gameId, seat) : null;
      this.screen.show(report, seat, true);
      // Undo is offered only while nothing else runs for this game (no computer deciding alongside).
      const undone = computers ? [] : [new Promise<{ undo: number }>((resolve) => (this.undoAsk = (s) => resolve({ undo: s })))];
      if (!computers && this.engine.undo) this.screen.undoable?.(true);
      const choice = await Promise.race([this.screen.awaitAction(seat).then((action) => ({ action })), ...undone]);
      if (this.undoAsk) this.screen.undoable?.(false);
      this.undoAsk = null;
      if (!this.alive) return;
      if ('undo' in choice) {
        this.screen.show(report, seat, false);
        report = await this.undoStep(gameId, choice.undo);
        continue;
      }
      const action = choice.action;
      this.decided = true;
      this.screen.show(this.latest ?? report, seat, false);
      report = await this.step(gameId, () => this.engine.act(gameId, action, seat));
      if (computers) {
        // Whichever answered last holds the newest view.
        const after = await computers;
        if (after && after.at > this.actAnswer) report = after.view;
        this.latest = null;
      }
    }
  }

  /** The newest view a background step brought while the seat at the screen was deciding. */
  private latest: ViewReport | null = null;
  /** Answers counted in arrival order, so the newest view wins. */
  private answers = 0;
  /** Whether the seat at the screen has taken its action in the current decision. */
  private decided = false;
  /** Plays run one after another, whoever asked for them. */
  private playing: Promise<void> = Promise.resolve();

  private play(step: SetupReport): Promise<void> {
    const viewer = this.screenSeat;
    this.playing = this.playing.then(() => (this.alive ? this.screen.play(step, viewer) : undefined));
    return this.playing;
  }

  /**
   * Lets the computer seats that must act alongside `seat` act one after another while the
   * seat decides. Their steps play as they come; while the seat has not acted, each newer view
   * refreshes the screen. Resolves, once no computer seat is left to act, with the newest view
   * it saw and that view's arrival number (the caller compares it with its own answer's).
   */
  private async computersMeanwhile(gameId: string, seat: number): Promise<{ view: ViewReport; at: number } | null> {
    this.latest = null;
    let newest: { view: ViewReport; at: number } | null = null;
    for (let tries = 0; this.alive && tries < 64; tries++) {
      let r: { step: SetupReport | null; view: ViewReport };
      try {
        r = await this.engine.aiStep(gameId, seat);
      } catch (e) {
        // The seat's own action may land while a computer thinks: that search went stale; ask again.
        if (codeOf(e) === 'ERR_STALE') continue;
        if (!this.alive || !(await this.options.recovery.afterError(e))) throw e;
        continue;
      }
      const at = ++this.answers;
      newest = { view: r.view, at };
      if (!this.decided && this.alive) {
        this.latest = r.view;
        if (r.view.toAct.includes(seat)) this.screen.show(r.view, seat, true);
      }
      if (r.step) await this.play(r.step);
      if (!r.step || !r.view.toAct.some((s) => this.isAi(s))) break;
    }
    return newest;
  }

  /** The arrival number of the last `act` answer. */
  private actAnswer = -1;

  /**
   * One move and its animation; on a refusal or a transient failure the problem is shown
   * and the flow goes on from a fresh view (a refused action changed nothing).
   */
  private async step(gameId: string, move: () => Promise<{ step: SetupReport | null; view: ViewReport }>): Promise<ViewReport> {
    try {
      const r = await move();
      this.options.recovery.succeeded();
      this.actAnswer = ++this.answers;
      if (r.step && this.alive) await this.play(r.step);
      return r.view;
    } catch (e) {
      if (codeOf(e) === null) throw e;
      this.screen.problem(e);
      return this.retrying(() => this.engine.view(gameId, this.screenSeat));
    }
  }

  /** Undo, then the log rewound; a refusal is shown and the flow goes on from a fresh view (nothing changed). */
  private async undoStep(gameId: string, seat: number): Promise<ViewReport> {
    try {
      const r = await this.engine.undo!(gameId, seat, this.screenSeat);
      this.options.recovery.succeeded();
      await this.playing;
      if (this.alive) await this.screen.rewound?.(r.undone);
      return r.view;
    } catch (e) {
      if (codeOf(e) === null) throw e;
      this.screen.problem(e);
      return this.retrying(() => this.engine.view(gameId, this.screenSeat));
    }
  }

  /** Asks until it answers, as the recovery policy allows; a failure it does not cure is thrown. */
  private async retrying<T>(ask: () => Promise<T>): Promise<T> {
    for (;;) {
      try {
        const r = await ask();
        this.options.recovery.succeeded();
        return r;
      } catch (e) {
        if (!this.alive || !(await this.options.recovery.afterError(e))) throw e;
      }
    }
  }
}
