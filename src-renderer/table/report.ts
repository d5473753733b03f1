/**
 * What a table gets from the engine and from a lesson's coach, as the kit and every game's
 * parts read it: one game's engine types, its report (view, legal actions and their targets),
 * and the marks a coach points at. Types and one cast; no rules run here.
 */
import type { ViewReport } from '../engine/types';

/** The engine types of one game, as its table sees them (types only: no rules run here). */
export interface GameTypes {
  /** What a seat sees (the game's `V`). */
  readonly view: unknown;
  /** Its actions (the game's `A`). */
  readonly action: { readonly type: string; readonly seat: number };
  /** Its events (the game's `E`). */
  readonly event: { readonly type: string; readonly visibleTo?: readonly number[] };
  /** What a legal action points at (the game's `T`, from `Game.targets`). */
  readonly target: unknown;
}

/** A game's `view` answer, typed. `targets[i]` belongs to `legal[i]`. */
export interface TableReport<G extends GameTypes> {
  readonly view: G['view'];
  readonly legal: readonly G['action'][];
  readonly targets: readonly G['target'][];
  readonly toAct: readonly number[];
  readonly outcome: ViewReport['outcome'];
}

/** Reads the host's untyped answer as one game's report: the one place a view is cast. */
export function typedReport<G extends GameTypes>(r: ViewReport): TableReport<G> {
  return { view: r.view, legal: r.legal as G['action'][], targets: r.targets ?? [], toAct: r.toAct, outcome: r.outcome };
}

/**
 * Something a lesson's coach points at. A table draws the kinds that mean something in its
 * game (a glow or an arrow on the 3D board, an outline around a card or a panel) and ignores
 * the rest; `seat` names whose board where each seat has its own.
 */
export type CoachMark =
  /** A die, by the game's own die id. */
  | { readonly kind: 'die'; readonly die: number; readonly seat?: number }
  /** A cell of a board (0-based). */
  | { readonly kind: 'cell'; readonly row: number; readonly col: number; readonly seat?: number }
  /** A whole row or column of a board (a lane, a column). */
  | { readonly kind: 'lane'; readonly lane: 'row' | 'col'; readonly index: number; readonly seat?: number }
  /** A card, wherever the table shows it (the hand, a program slot, a reveal), as the game writes it ("TS"; Piplus: "7"). */
  | { readonly kind: 'card'; readonly card: string }
  /**
   * A part of the screen, by name: 'hand', 'program', 'choices', 'initiative', 'info' (round,
   * deck), 'seats', 'resolving' (the card acting now); 'log' is the shell's.
   */
  | { readonly kind: 'area'; readonly area: string };

/** What a lesson's coach gives a table. */
export interface TableCoach {
  /** What to point at now. */
  readonly marks: readonly CoachMark[];
  /** The table refused a click or key (not the move asked for): `reason` is its one line; the coach adds its own. */
  readonly refused: (reason: string) => void;
  /** The learner then did something the table took (a selection, a card placed, a move): a refusal shown is old news. */
  readonly settled?: () => void;
}
