/**
 * The table kit's seam: what a game brings to a table besides its words. A game does not ship
 * a table; it brings a decisions module (plain functions of the report: what is lit, what a
 * click means, which choices the buttons offer, what the board note says), its boards behind
 * one port (2D and 3D alike), its animations, and small panels for what is truly its own. The
 * kit's host (TableHost.svelte) assembles them the same way for a live game, a lesson and a
 * replay, so a fix to how tables behave is made once.
 */
import type { Component } from 'svelte';
import type { Animations, Motion } from '../ui/events';
import type { Palette } from '../ui/palette';
import type { RigOptions, SceneBoard } from '../ui/3d/rig';
import type { PickHandlers } from '../ui/3d/picking';
import type { Sweep } from '../ui/sweep';
import type { Card } from '../../src-engine/core/cards';
import type { CoachMark, GameTypes, TableReport } from './report';

/** What a click on the board (or a choice button) does. */
export type Click<A, S> =
  /** Plays `action` (one of the report's legal actions). */
  | { readonly kind: 'act'; readonly action: A }
  /** Moves the selection on (a die chosen, a card picked); nothing is sent. */
  | { readonly kind: 'select'; readonly sel: S }
  /** Changes nothing and says why: `reason` is a message key (with its `params`); a `quiet` one is said only in a lesson. */
  | { readonly kind: 'refuse'; readonly reason: string; readonly params?: Readonly<Record<string, string | number>>; readonly quiet?: boolean };

/** A line over the board: what the focused target would do, why a click was refused, or what to do. */
export interface Note {
  readonly text: string;
  /** The focused choice deserves a second look (an attack on an own die). */
  readonly warn?: boolean;
  /** The line says why a click was refused. */
  readonly refused?: boolean;
  /** The selection is a move: the line says what a click on the board plays (outlined). */
  readonly ready?: boolean;
}

/** One choice button: the keyboard and screen-reader path to every board click. */
export interface Choice<A, P, S> {
  /** The button's text (already translated). */
  readonly label: string;
  /** What pressing it does. */
  readonly then: Click<A, S>;
  /** What it points at on the board: it becomes the focus while the button is hovered or focused. */
  readonly pick?: P | null;
  /** The choice deserves a second look (the board note says why). */
  readonly warn?: boolean;
  /** A decline (drawn plain) rather than the main kind of choice. */
  readonly plain?: boolean;
  /** Takes its group's whole width. */
  readonly wide?: boolean;
  /** An attack on another seat's die (ringed). */
  readonly attack?: boolean;
  /** What a screen reader says instead of the label. */
  readonly ariaLabel?: string;
  /** Whether the hint points at it (default: its action is the hinted one). */
  readonly hinted?: boolean;
  /** `data-*` attributes that tests and styles read (`{ lane: 'row-1' }` becomes `data-lane="row-1"`). */
  readonly data?: Readonly<Record<string, string | number>>;
}

/** A row or block of choice buttons. */
export interface ChoiceGroup<A, P, S> {
  /** Names a sub-group for screen readers (a move's direction); absent for the main block. */
  readonly label?: string;
  /** The label is also shown, small, over the buttons. */
  readonly caption?: boolean;
  /** A sub-heading before the group ("Choose the die that acts"). */
  readonly heading?: string;
  readonly choices: readonly Choice<A, P, S>[];
  /** Buttons side by side (default 2; 1: one per row). */
  readonly columns?: number;
}

/** The choice buttons beside the board, under one heading. */
export interface ChoicePanel<A, P, S> {
  /** The heading (already translated): what is being decided. */
  readonly heading: string;
  /** A line under the heading (what the card at hand can do). */
  readonly help?: string;
  readonly groups: readonly ChoiceGroup<A, P, S>[];
}

/** A game's drags: plain functions of the decision and the selection, like its clicks. */
export interface GameDrag<D, P, S, A> {
  /** Whether `from` can be picked up now (a press on it that moves becomes a drag). */
  start(d: D, from: P, sel: S): boolean;
  /** What dropping `from` on `to` does (`to` null: off every target). */
  drop(d: D, from: P, to: P | null, sel: S): Click<A, S> | null;
}

/** A game's decisions: plain functions of the report and the selection, unit-tested, no drawing. */
export interface GameDecisions<G extends GameTypes, P, S, D, L> {
  /** The selection a decision starts with (nothing chosen). */
  readonly empty: S;
  /** Changes whenever the decision at hand changes: the selection, focus and refusal start again. */
  key(report: TableReport<G> | null, seat: number | null, canAct: boolean): string;
  /** The decision at hand for the seat at the screen. */
  decide(report: TableReport<G> | null, seat: number | null, canAct: boolean, sel: S): D;
  /** What a click on `pick` does now; null: nothing, not even a word (no decision at hand). */
  click(d: D, pick: P, sel: S): Click<G['action'], S> | null;
  /** Everything a click can act on or select now (what the board lights), for tests and the mirror. */
  targets(d: D, sel: S): readonly P[];
  /** What the board lights: the targets, the focus (pointer, keyboard or hint), a path. */
  light(d: D, sel: S, focus: P | null, hint: G['action'] | null): L;
  /** The line over the board (`coached`: in a lesson, whose asked move may be the only legal one). */
  note(d: D, sel: S, focus: P | null, refusal: string | null, coached: boolean): Note | null;
  /** The choice buttons beside the board, or null when there is nothing to choose. */
  choices(d: D, sel: S, hint: G['action'] | null): ChoicePanel<G['action'], P, S> | null;
  /**
   * Targets with no place on the board (a decline, the suit power of a die that also moves), as
   * buttons the board area draws beside the pieces; each is also among `targets`.
   */
  buttons?(d: D, sel: S): readonly BoardButton<P>[];
  /** The hand to program when the decision is a program (the kit's ProgramHand places the cards), else null. */
  program?(d: D, report: TableReport<G>, seat: number | null, hint: G['action'] | null): ProgramSpec<G['action']> | null;
  /** Pieces the pointer drags onto others (a die onto a card), where the game has them (table/drag.ts). */
  readonly drag?: GameDrag<D, P, S, G['action']>;
  /**
   * What a sweep across the board means now (a press anywhere dragged, read in pixels: a toss's
   * aim), or null when the board does not sweep now: `move` while it moves (a selection), `end`
   * when it is let go. Absent: the board never sweeps.
   */
  sweep?(d: D, sel: S): SweepMeaning<G['action'], S> | null;
  /**
   * Where a selection is kept for a later decision: the table remembers the selection each
   * action was sent with under this key, and a decision with the same key starts from it
   * rather than from `empty` (a pitcher's next die starts from the aim of the last). Absent or
   * null: nothing is kept.
   */
  recall?(report: TableReport<G> | null, seat: number | null, canAct: boolean): string | null;
}

/** What a sweep across the board does while it moves and when it is let go. */
export interface SweepMeaning<A, S> {
  move(s: Sweep): Click<A, S> | null;
  end(s: Sweep): Click<A, S> | null;
}

/** A board target drawn as a button in the board area. */
export interface BoardButton<P> {
  readonly pick: P;
  /** The button's text (already translated). */
  readonly label: string;
  /** A decline (drawn plain). */
  readonly plain?: boolean;
}

/** A hand of cards to program into slots: the kit places them, the game says which legal action they make. */
export interface ProgramSpec<A> {
  /** The cards to program from. */
  readonly hand: readonly Card[];
  /** How many slots; the last one is the game's special slot (initiative, the card left out). */
  readonly slotCount: number;
  /** The slots empty themselves whenever this changes (a new hand, another seat). */
  readonly resetKey: string;
  /** The catalogue prefix of the strings (`${ns}.hand`, `${ns}.confirm`, ...). */
  readonly ns: string;
  /** The name of slot i, translated. */
  slotName(i: number): string;
  /** The legal program action the filled slots make, if any. */
  programFor(cards: readonly Card[]): A | undefined;
  /** The hinted program's cards, slot by slot, when the hint is a legal program. */
  readonly hintCards: readonly Card[] | null;
}

/** What a board gets when it is built. */
export interface BoardContext {
  /** Display names of the seats. */
  readonly seatNames: readonly string[];
  /** Seat colours to draw with. */
  readonly palette: Palette;
  /** The seat at the screen (null: a spectator). */
  readonly seat: number | null;
  /** The animation duration multiplier now (0: none), for a board's own small motions (a picked card rising). */
  readonly animScale: number;
  /** How events are shown now: animated, cut inside a fade (reduced motion), or at once (the fast speed). */
  readonly motion?: Motion;
}

/** The port every board implements, flat or 3D: the kit drives both the same way. */
export interface BoardPort<V, L> {
  /** Puts every piece where the view says (the view is the truth between animations). */
  sync(view: V, seat: number | null): void;
  /** Lights what the decisions say. */
  light(lit: L): void;
  /** A lesson's coach marks (none: []). */
  setCoach(marks: readonly CoachMark[]): void;
  /** Lands every running tween at once (a skipped step). */
  finish(): void;
  /** Frees what the board holds. */
  dispose(): void;
}

/** Props of a game's flat board component. */
export interface FlatProps<B, P> {
  readonly board: B;
  readonly picks: PickHandlers<P>;
  readonly ctx: BoardContext;
}

/** A game's boards: the flat one at once, the 3D one from its own chunk (three.js loads only for it). */
export interface BoardSpec<V, P, L, B extends BoardPort<V, L>, F extends B = B> {
  /** Builds the flat board (its state: the component below draws it) for the first view. */
  flat(view: V, ctx: BoardContext): F;
  /** Draws the flat board. */
  readonly Flat: Component<FlatProps<F, P>>;
  /** Loads the 3D board's chunk and gives a builder for the first view. */
  scene(): Promise<(view: V, ctx: BoardContext) => B & SceneBoard<P>>;
  /** How the 3D board is seen. */
  readonly rig?: Partial<RigOptions>;
  /** Views drawn flat even at a 3D table (nothing of them is 3D: a score keeper's sheet); three.js is not loaded for them. */
  flatOnly?(view: V): boolean;
}

/** What a game's stage gets: the board (null until built) and what the board gets (seats, colours). */
export interface StageContext<B> extends BoardContext {
  /** The board the events play on (null until it is built). */
  board(): B | null;
}

/** A game's live state beside the board (a reveal, a banner) and the animations that set it. */
export interface GameStage<G extends GameTypes> {
  readonly animations: Animations<G['event']>;
  /** A step starts playing (true) or has landed (false). */
  playing?(busy: boolean): void;
  /** A new view arrived between steps (the stage may take what it shows from it). */
  synced?(view: G['view']): void;
  /** A line over the board while an event plays ("Blue's 5 attacks Red's 4"); the board note waits meanwhile. */
  readonly banner?: Banner | null;
}

/** A line over the board while an event plays. */
export interface Banner {
  readonly text: string;
  /** What kind of event (`data-kind`, for tests). */
  readonly kind: string;
  /** Its colour: a fight, a loss, a gain; plain without. */
  readonly tone?: 'warn' | 'bad' | 'ok';
}

/** The parts a game's table is assembled from. */
export interface TableParts<G extends GameTypes, P, S, D, L, B extends BoardPort<G['view'], L>, St extends GameStage<G>, F extends B = B> {
  readonly decisions: GameDecisions<G, P, S, D, L>;
  readonly boards: BoardSpec<G['view'], P, L, B, F>;
  /** Builds the game's stage for one table. */
  stage(ctx: StageContext<B>): St;
  /** Panels by slot: `top` (a strip over the board), `over` (inside the board area), `side` (beside it), `bottom` (under it). */
  readonly panels: Partial<Record<PanelSlot, Component<PanelProps<G, P, S, D, L, St>>>>;
  /** What the board shows, for screen readers and tests (visually hidden). */
  readonly Mirror: Component<PanelProps<G, P, S, D, L, St>>;
  /**
   * Where the panels go: `side` puts a column beside the board, `bottom` a band under it;
   * `auto` puts the `side` panel beside the board while the table is wide (at least 1.45 times
   * as wide as tall) and under it otherwise (a game using it has no `bottom` panel).
   */
  readonly layout: 'side' | 'bottom' | 'auto';
  /**
   * With the side column beside the board, the `top` strip heads that column instead of standing
   * over the board, so a board limited by its height (a round table) keeps the whole height.
   */
  readonly topInSide?: boolean;
  /** The side column's width (a CSS grid track; default `minmax(300px, 380px)`). */
  readonly sideWidth?: string;
  /** Test ids of the table's own elements (kept stable for the e2e specs). */
  readonly ids: { readonly table: string; readonly area: string; readonly note: string; readonly banner?: string; readonly className?: string };
  /** `data-*` attributes of the table's element that specs and styles read (`{ mode: 'keeper' }` becomes `data-mode="keeper"`). */
  data?(table: TableState<G, P, S, D, L>, stage: St): Readonly<Record<string, string | number>>;
}

/** Where a panel goes. */
export type PanelSlot = 'top' | 'over' | 'side' | 'bottom';

/** What every panel of a game gets: the table (report, decision, selection, focus, act) and the game's stage. */
export interface PanelProps<G extends GameTypes, P, S, D, L, St> {
  readonly table: TableState<G, P, S, D, L>;
  readonly stage: St;
}

/** The table's state as panels read it (TableSession implements it). */
export interface TableState<G extends GameTypes, P, S, D, L> {
  readonly report: TableReport<G> | null;
  readonly view: G['view'] | null;
  readonly seat: number | null;
  readonly seatNames: readonly string[];
  readonly canAct: boolean;
  readonly palette: Palette;
  readonly decision: D;
  readonly sel: S;
  readonly focus: P | null;
  /** What the board lights now. */
  readonly lit: L;
  /** The choice buttons now, or null. */
  readonly choices: ChoicePanel<G['action'], P, S> | null;
  /** The hand to program now, or null. */
  readonly program: ProgramSpec<G['action']> | null;
  /** The board's targets drawn as buttons now (none: []). */
  readonly buttons: readonly BoardButton<P>[];
  /** The line over the board. */
  readonly note: Note | null;
  /** The hinted legal action (a lesson's asked move, or the Hint), or null. */
  readonly hint: G['action'] | null;
  /** Whether a step is playing. */
  readonly animating: boolean;
  /** Whether a lesson's coach is present (it refuses strictly and says why). */
  readonly coached: boolean;
  /** Whether the coach points at area `name`. */
  marked(name: string): boolean;
  /** Cards the coach points at. */
  readonly markedCards: readonly string[];
  /** Sends a legal action. */
  act(action: G['action']): void;
  /** Does what a click or choice says. */
  run(click: Click<G['action'], S> | null): void;
  /** Sets the selection. */
  select(sel: S): void;
  /** Does what a click on the board's target `p` does now. */
  clickAt(p: P | null): void;
  /** Sets the focus (hover, keyboard), null to clear. */
  setFocus(p: P | null): void;
  /** A refusal to show (and to report to a lesson's coach). */
  refuse(reason: string): void;
  /** The learner did something the table took outside a selection (a card placed): any refusal line goes. */
  settle(): void;
}
