/**
 * The machinery every screen that shows a table shares (the live game, the lesson, the replay):
 * the game's interface from the registry, the event player that plays each step on the board
 * (the log and the sounds keep pace), and the log's lines. Each screen keeps only its driver:
 * the game flow, the lesson run, the replay navigation.
 */
import type { GameTypes, GameUi } from '../games/game-ui';
import { loadGame } from '../games/registry';
import { canSee, EventPlayer, tellOnce, type Animations, type Fade } from '../ui/events';
import { seatOf } from '../ui/seat-shapes';
import { playSound } from '../ui/sound';

/** A line of the log. */
export interface LogLine {
  readonly id: number;
  readonly text: string;
  /** Who may read it (absent: everyone). */
  readonly visibleTo?: readonly number[];
  /** The seat it is about (its shape and colour mark the line), if any. */
  readonly seat?: number | null;
  /** The replay step it belongs to. */
  readonly step?: number;
}

/** What a table registers so its steps can be played on it. */
export interface Animator<E extends { readonly type: string }> {
  readonly animations: Animations<E>;
  /** Resolves when the table can play a step (its board is built). */
  readonly ready?: () => Promise<void>;
  /** A step starts (true) or has landed (false). */
  readonly playing?: (busy: boolean) => void;
  /** Lands every running tween at once. */
  readonly finish?: () => void;
}

/** How a tabletop plays and tells. */
export interface TabletopOptions {
  /** Display names of the seats. */
  readonly names: () => readonly string[];
  /** The options the game was started with (names a game's own form asked for...). */
  readonly options?: () => Readonly<Record<string, unknown>> | undefined;
  /** The animation duration multiplier now (0: none). */
  readonly scale: () => number;
  /** Reduced motion's fade, where the screen has one. */
  readonly fade?: { readonly ms: () => number; readonly run: Fade };
}

/** How one step is played. */
export interface PlayOptions {
  /** Whose eyes: events others may not see pass unseen and untold. */
  readonly viewer: number | null;
  /** Add each event's line to the log (as it starts, or as it lands for the game's `toldOnLanding`). */
  readonly tell?: boolean;
  /** Replay step the lines belong to. */
  readonly step?: number;
}

/** One screen's table machinery. */
export class Tabletop<G extends GameTypes = GameTypes> {
  /** The game's interface, once loaded. */
  ui = $state.raw<GameUi<G> | null>(null);
  /** The log's lines (each screen shows them filtered as it must). */
  lines = $state<LogLine[]>([]);
  /** Whether a step is playing. */
  animating = $state(false);
  /** Whether the board is built and shown (a 3D board's chunk may still be loading after the table opened). */
  boardReady = $state(false);
  #player: EventPlayer<G['event']> | null = null;
  #animator: Animator<G['event']> | null = null;
  #ready: () => void = () => {};
  #attached = new Promise<void>((r) => (this.#ready = r));
  #lineId = 0;

  constructor(
    readonly game: string,
    private readonly options: TabletopOptions,
  ) {}

  /** Loads the game's interface (its chunk) once. */
  async load(): Promise<GameUi<G>> {
    const ui = (await loadGame(this.game)) as GameUi<G>;
    this.ui = ui;
    return ui;
  }

  /** The board's stage registers its animations once the board exists; steps wait for it. */
  attach(animator: Animator<G['event']>): void {
    this.#animator = animator;
    this.#player = new EventPlayer(animator.animations, { scale: this.options.scale, finish: () => animator.finish?.(), fade: this.options.fade });
    this.#ready();
  }

  /** Resolves once a board is ready to play steps on. */
  get attached(): Promise<void> {
    return this.#attached;
  }

  /** One log line per event the game narrates, as `viewer` may see them (all, when `viewer` is undefined). */
  tell(events: readonly G['event'][], step?: number): void {
    const ui = this.ui;
    if (!ui) return;
    for (const e of events) {
      const text = ui.narrate(e, { seatNames: this.options.names(), options: this.options.options?.() });
      if (text !== null) this.lines.push({ id: this.#lineId++, text, visibleTo: e.visibleTo, seat: seatOf(e), step });
    }
  }

  /** A line of the screen's own (not an event's), readable by everyone. */
  say(text: string): void {
    this.lines.push({ id: this.#lineId++, text });
  }

  /** Lines for a whole story at once (a replay's log), replacing the log. */
  retell(steps: readonly (readonly G['event'][])[]): void {
    this.lines = [];
    steps.forEach((events, step) => this.tell(events, step));
  }

  /** Empties the log. */
  clear(): void {
    this.lines = [];
  }

  /** Plays a step's events on the board: sounds for what the viewer may see, log lines when asked. */
  async play(events: readonly G['event'][], opts: PlayOptions): Promise<void> {
    await this.#attached;
    await this.#animator?.ready?.();
    const ui = this.ui;
    const player = this.#player;
    if (!ui || !player) return;
    this.animating = true;
    this.#animator?.playing?.(true);
    try {
      const told = (e: G['event']): void => {
        const sound = ui.sounds[e.type as G['event']['type']];
        if (sound && canSee(e.visibleTo, opts.viewer)) playSound(sound);
        if (opts.tell) this.tell([e], opts.step);
      };
      await player.play(events, opts.viewer, ...tellOnce(ui.toldOnLanding, told));
    } finally {
      this.#animator?.playing?.(false);
      this.animating = false;
    }
  }

  /** Lands the step playing now at once. */
  skip(): void {
    this.#player?.skip();
  }
}

/** Whether `viewer` may read `line`. */
export function readable(line: LogLine, viewer: number | null): boolean {
  return canSee(line.visibleTo, viewer);
}
