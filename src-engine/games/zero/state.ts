/**
 * Pip Zero's state, actions, events and views: plain JSON throughout.
 * Rules: rulebook seeds/002 and RULINGS.md section "zero".
 */
import type { Card, Suit } from '../../core/cards';
import type { Deck } from '../../core/deck';
import type { Pips } from '../../core/dice';
import type { Outcome, Seat } from '../../core/game';
import type { RngState } from '../../core/rng';

/** Variant names accepted in options.variants. */
export const ZERO_VARIANTS = ['easier', 'hardcore'] as const;
export type ZeroVariant = (typeof ZERO_VARIANTS)[number];

/** Grid size: 4 rows (0 = top) by 4 columns (0 = the rulebook's Column 1). */
export const ROWS = 4;
export const COLS = 4;

/** The opening grid, indexed [row][col]: the rulebook lists columns top to bottom. */
export const OPENING: readonly (readonly Pips[])[] = [
  [3, 4, 5, 6],
  [6, 5, 4, 3],
  [4, 3, 6, 5],
  [5, 6, 3, 4],
];

/** Options for a game of Pip Zero. */
export interface ZeroOptions {
  /** 1 = solo against the deck's Adversary, 2 = head to head. */
  readonly seats: 1 | 2;
  /** Difficulty variants. */
  readonly variants: readonly ZeroVariant[];
  /** A deck order (top first) used instead of the first shuffle. */
  readonly deck?: readonly Card[];
  /** The starting player, who is dealt to first. Default 0. */
  readonly firstPlayer?: Seat;
  /** A starting position instead of the opening (lessons, tests); see scenario.ts. */
  readonly scenario?: ZeroScenario;
}

/**
 * A position to start from instead of the opening (tutorial lessons, tests). Every field is
 * optional; what is left out is as in a new game. Checked at setup (scenario.ts).
 */
export interface ZeroScenario {
  /** Each seat's grid as rows of pips, top to bottom (0 = an empty cell); die ids are row * 4 + col, as in the opening. */
  readonly grids?: readonly (readonly (readonly number[])[])[];
  /** The top of the deck, dealt first; the other cards follow in the standard order. Not together with options.deck. */
  readonly top?: readonly Card[];
  /** Cards left in the draw pile; the rest of the deck starts in the discard pile, as if played in earlier hands. */
  readonly left?: number;
  /** Deck exhaustions already counted (two players) or draw piles dealt out (solo), fewer than end the game. */
  readonly exhaustions?: number;
  /** The number of the first hand played (default 1). */
  readonly handNo?: number;
}

/** One die on a grid. Ids are 0..15 per grid and never reused, so the renderer can track it. */
export interface Die {
  /** Stable id within its grid. */
  readonly id: number;
  /** Current face, 1..6. */
  readonly pips: Pips;
}

/** A 4x4 grid, [row][col]; null is an empty cell (its die was removed). */
export type Grid = readonly (readonly (Die | null)[])[];

/** A cell address on a grid. */
export interface Cell {
  readonly row: number;
  readonly col: number;
}

/** The four cards a seat programmed: columns 1-3 and the Initiative / Column 4 card. */
export type Program = readonly [Card, Card, Card, Card];

/** What a seat's programmed card does when it resolves. */
export type Choice = { readonly kind: 'power' } | { readonly kind: 'swap'; /** column of the die to swap with, right of the activated die */ readonly target: number };

/** A decision the engine waits for: a seat's number card has more than one legal use. */
export interface Pending {
  readonly seat: Seat;
  /** Which programmed slot (0..3) is resolving. */
  readonly slot: number;
  readonly card: Card;
  /** The column the card targets after any shift. */
  readonly column: number;
  /** The forced die for each use (ids; absent when that use is not possible), so the table can show which die will act. */
  readonly dice: { readonly power?: number; readonly swap?: number };
}

/** Pip Zero actions. Every action names its seat. */
export type ZeroAction =
  | { readonly type: 'program'; readonly seat: Seat; /** columns 1, 2, 3, then the Initiative/Column 4 card */ readonly cards: Program }
  | { readonly type: 'choose'; readonly seat: Seat; readonly choice: Choice };

/** Where resolution stands within a hand. */
export interface Cursor {
  /** The programmed slot resolving now (0..3). */
  readonly slot: number;
  /** Index into the seat order of the seat resolving now. */
  readonly turn: number;
}

/** Per-seat bookkeeping for one hand. */
export interface SeatHand {
  /** Cards in hand (before programming), or the empty list once programmed. */
  readonly hand: readonly Card[];
  /** The programmed cards, null until this seat programs. */
  readonly program: Program | null;
  /** Which slots have been revealed to everyone (resolved, or the initiative card). */
  readonly revealed: readonly boolean[];
  /** Columns that have activated a die this hand. */
  readonly spent: readonly boolean[];
  /** Ids of dice that activated this hand. */
  readonly activated: readonly number[];
}

/** The full game state (the engine's, never sent to a renderer: see ZeroView). */
export interface ZeroState {
  readonly game: 'zero';
  readonly options: ZeroOptions;
  /** Seeded generator; advances on each reshuffle. */
  readonly rng: RngState;
  readonly deck: Deck;
  /** One grid per seat. */
  readonly grids: readonly Grid[];
  /** 1-based hand number. */
  readonly handNo: number;
  /** Deck exhaustions so far (2 players) or draw piles dealt out (solo); drives the timer. */
  readonly exhaustions: number;
  /** Set when this hand triggered the timer: the game ends when the hand is over. */
  readonly lastHand: boolean;
  /** 'program': waiting for programs; 'resolve': resolving (maybe waiting on `pending`); 'over'. */
  readonly phase: 'program' | 'resolve' | 'over';
  readonly seats: readonly SeatHand[];
  /** Solo: the card revealed from the deck to contest initiative. */
  readonly adversaryCard: Card | null;
  /** Who won initiative this hand (solo: 0, or null when the Adversary won). */
  readonly initiative: Seat | null;
  /** Resolution position; meaningful in phase 'resolve'. */
  readonly cursor: Cursor;
  /** A choice the engine is waiting for, or null. */
  readonly pending: Pending | null;
  /** The result, once over. */
  readonly outcome: Outcome | null;
}

/** What happened, for animation and the log. */
export type ZeroEvent =
  | { readonly type: 'handStarted'; readonly handNo: number }
  | { readonly type: 'dealt'; readonly seat: Seat; readonly cards: readonly Card[]; readonly visibleTo: readonly Seat[] }
  | { readonly type: 'dealtHidden'; readonly seat: Seat; readonly count: number }
  | { readonly type: 'reshuffled'; readonly exhaustions: number; readonly cards: number }
  | { readonly type: 'programmed'; readonly seat: Seat }
  | { readonly type: 'initiativeRevealed'; readonly cards: readonly (Card | null)[]; readonly adversary: Card | null; readonly winner: Seat | null }
  | { readonly type: 'favor'; readonly seat: Seat; readonly die: number; readonly cell: Cell; readonly from: Pips; readonly to: Pips }
  | { readonly type: 'cardRevealed'; readonly seat: Seat; readonly slot: number; readonly card: Card }
  | { readonly type: 'shifted'; readonly seat: Seat; readonly slot: number; readonly from: number; readonly to: number }
  | { readonly type: 'fizzled'; readonly seat: Seat; readonly slot: number; readonly card: Card; readonly reason: 'noColumn' | 'spent' | 'noDie' }
  | { readonly type: 'discardedUnread'; readonly seat: Seat; readonly slot: number }
  | { readonly type: 'swapped'; readonly seat: Seat; readonly die: number; readonly other: number; readonly from: Cell; readonly to: Cell }
  | { readonly type: 'powered'; readonly seat: Seat; readonly die: number; readonly cell: Cell; readonly suit: Suit; readonly from: Pips; readonly to: number }
  | { readonly type: 'decayed'; readonly seat: Seat; readonly die: number; readonly cell: Cell; readonly from: Pips; readonly to: number }
  | { readonly type: 'removed'; readonly seat: Seat; readonly die: number; readonly cell: Cell }
  | { readonly type: 'penalty'; readonly seat: Seat; readonly dice: readonly { readonly die: number; readonly cell: Cell; readonly from: Pips; readonly to: Pips }[] }
  | { readonly type: 'cleared'; readonly seat: Seat }
  | { readonly type: 'handEnded'; readonly handNo: number }
  | { readonly type: 'gameOver'; readonly outcome: Outcome };

/** A seat's hand as another seat sees it. */
export interface SeatHandView {
  /** Own cards; other seats' cards are hidden (null) but counted. */
  readonly hand: readonly (Card | null)[];
  /** Programmed cards: own ones visible, others only once revealed (null = face down); null before programming. */
  readonly program: readonly (Card | null)[] | null;
  readonly programmed: boolean;
  /** Which programmed slots are face up for everyone. */
  readonly revealed: readonly boolean[];
  readonly spent: readonly boolean[];
  readonly activated: readonly number[];
}

/** What one seat (or a spectator, seat null) may see. */
export interface ZeroView {
  readonly game: 'zero';
  readonly viewer: Seat | null;
  readonly options: ZeroOptions;
  readonly grids: readonly Grid[];
  readonly handNo: number;
  readonly drawCount: number;
  /** The discard pile: every card in it was played face up, so it is public. */
  readonly discard: readonly Card[];
  readonly exhaustions: number;
  readonly lastHand: boolean;
  readonly phase: ZeroState['phase'];
  readonly seats: readonly SeatHandView[];
  readonly adversaryCard: Card | null;
  readonly initiative: Seat | null;
  readonly cursor: Cursor;
  readonly pending: Pending | null;
  readonly outcome: Outcome | null;
}
