/**
 * PipFall's state, actions, events and views: plain JSON throughout.
 * Rules: rulebook seeds/000, RULINGS.md sections "Suit powers" and "pipfall", and
 * docs/rules/pipfall.md for what neither settles.
 */
import type { Card, Suit } from '../../core/cards';
import type { Deck } from '../../core/deck';
import type { Pips } from '../../core/dice';
import type { Outcome, Seat } from '../../core/game';
import type { RngState } from '../../core/rng';

/** Variant names accepted in options.variants. */
export const PIPFALL_VARIANTS = ['true-initiative-order', 'combat-glory', 'mutual-destruction-glory', 'rolled-opening'] as const;
export type PipfallVariant = (typeof PIPFALL_VARIANTS)[number];

/** Restore cards handed out in seat order (RULINGS pipfall: cosmetic). */
export const RESTORE_CARDS: readonly Card[] = ['AC', 'KC', 'QC', 'JC'];

/** Options for a game of PipFall. */
export interface PipfallOptions {
  /** 2, 3 or 4 players. */
  readonly seats: 2 | 3 | 4;
  /** Variants in play. */
  readonly variants: readonly PipfallVariant[];
  /** A 48-card deck order (top first) used instead of the first shuffle. */
  readonly deck?: readonly Card[];
  /** The seat holding the First Player marker in round 1. Default 0. */
  readonly firstPlayer?: Seat;
  /** A starting position instead of the opening (lessons, tests); see scenario.ts. */
  readonly scenario?: PipfallScenario;
}

/**
 * A position to start from instead of the opening (tutorial lessons, tests). Every field is
 * optional; what is left out is as in a new game. Checked by `checkScenario` at setup.
 */
export interface PipfallScenario {
  /** The dice on the board instead of the opening diamonds: [row, col, owner, pips]; their ids are 0, 1, 2... in list order. */
  readonly dice?: readonly (readonly [number, number, number, number])[];
  /** The top of the deck, dealt first; the other cards follow in the standard order. Not together with options.deck. */
  readonly top?: readonly Card[];
  /** Cards left in the draw pile; the rest of the deck starts in the discard pile, as if played in earlier rounds. */
  readonly left?: number;
  /** Deck cycles already completed (fewer than the game's limit). */
  readonly cycles?: number;
  /** Seats whose Restore card is already spent. */
  readonly restoreUsed?: readonly Seat[];
  /** The number of the first round played (default 1). */
  readonly round?: number;
}

/** One die on the board. Ids are unique for the whole game (a restored die gets a new one). */
export interface Die {
  /** Stable id: the renderer tracks dice by it. */
  readonly id: number;
  /** The seat that owns the die. */
  readonly owner: Seat;
  /** Current face, 1..6. */
  readonly pips: Pips;
}

/** The square board, [row][col], row 0 at the top; null is an empty cell. */
export type Board = readonly (readonly (Die | null)[])[];

/** A cell address. */
export interface Cell {
  readonly row: number;
  readonly col: number;
}

/** A lane: one row or one column. */
export interface Lane {
  readonly kind: 'row' | 'col';
  readonly index: number;
}

/** Where a lane marker went: a lane, or onto its programmed card (cancelling it). */
export type Marker = Lane | { readonly kind: 'card' };

/** Orthogonal directions; up is towards row 0. */
export const DIRECTIONS = ['up', 'down', 'left', 'right'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** How an activated card is used: a straight move of 0-3 cells, or the suit power. */
export type Use = { readonly kind: 'move'; readonly direction: Direction; /** 0..3 */ readonly distance: number } | { readonly kind: 'power' };

/** PipFall actions. Every action names its seat. */
export type PipfallAction =
  | { readonly type: 'program'; readonly seat: Seat; /** slots 1, 2, 3 in order */ readonly cards: readonly [Card, Card, Card]; readonly initiative: Card }
  | { readonly type: 'place'; readonly seat: Seat; readonly lane: Lane }
  | { readonly type: 'activate'; readonly seat: Seat; /** id of an own unactivated die in the marker's lane */ readonly die: number; readonly use: Use }
  | { readonly type: 'glory'; readonly seat: Seat; /** the die that gains +1, or null to decline */ readonly die: number | null }
  | { readonly type: 'restore'; readonly seat: Seat; readonly use: boolean };

/** Per-seat bookkeeping. */
export interface SeatState {
  /** Cards dealt this round and not yet programmed. */
  readonly hand: readonly Card[];
  /** The three programmed cards, slot 1..3; null until this seat programs. */
  readonly program: readonly Card[] | null;
  /** The Initiative card; null until programmed. */
  readonly initiative: Card | null;
  /** Marker per slot: null until placed. */
  readonly markers: readonly (Marker | null)[];
  /** Which programmed slots have been revealed to everyone. */
  readonly revealed: readonly boolean[];
  /** Ids of this seat's dice that activated this round. */
  readonly activated: readonly number[];
  /** The unused Restore card, or null once it has been used. */
  readonly restoreCard: Card | null;
  /** Out of the game. */
  readonly eliminated: boolean;
}

/** A decision the engine waits for outside the normal turn order. */
export type Pending =
  { readonly kind: 'glory'; readonly seat: Seat; /** dice that may take the +1 */ readonly dice: readonly number[] } | { readonly kind: 'restore'; readonly seat: Seat };

/** Where placement, activation or the restore window stands. */
export interface Cursor {
  /** Placement or activation cycle, 0..2. */
  readonly cycle: number;
  /** Index into the current seat order. */
  readonly turn: number;
}

/** Phases of a round. */
export type Phase = 'program' | 'place' | 'activate' | 'glory' | 'restore' | 'over';

/** The full game state (never sent to a renderer: see PipfallView). */
export interface PipfallState {
  readonly game: 'pipfall';
  readonly options: PipfallOptions;
  /** Board side: 5, 7 or 8. */
  readonly size: number;
  /** Seeded generator: reshuffles and the Rolled Opening. */
  readonly rng: RngState;
  readonly deck: Deck;
  readonly board: Board;
  /** Id the next restored die gets. */
  readonly nextDieId: number;
  /** 1-based round number. */
  readonly round: number;
  /** Holder of the First Player marker. */
  readonly firstPlayer: Seat;
  /** Deck cycles completed. */
  readonly cycles: number;
  /** Cycles that end the game: 2 with two players, else 3 (fixed at the start). */
  readonly cycleLimit: number;
  /** This round's deal completed the last cycle: the game ends after its action phase. */
  readonly lastRound: boolean;
  readonly phase: Phase;
  readonly seats: readonly SeatState[];
  /** Seats in activation order for this round; empty before the initiative reveal. */
  readonly activationOrder: readonly Seat[];
  /** The Activation Start Player; null before the initiative reveal (initiative cards hidden). */
  readonly startPlayer: Seat | null;
  readonly cursor: Cursor;
  /** Seats with dice when this round's action phase began (the draw rule). */
  readonly hadDice: readonly Seat[];
  readonly pending: Pending | null;
  /** Club face cards out of play: those of absent seats and used Restore cards. */
  readonly retired: readonly Card[];
  readonly outcome: Outcome | null;
}

/** How a combat ended. */
export type CombatResult = 'attackerWins' | 'defenderWins' | 'bothRemoved';

/** What happened, for animation and the log. */
export type PipfallEvent =
  | { readonly type: 'roundStarted'; readonly round: number; readonly firstPlayer: Seat }
  | { readonly type: 'dealt'; readonly seat: Seat; readonly cards: readonly Card[]; readonly visibleTo: readonly Seat[] }
  | { readonly type: 'dealtHidden'; readonly seat: Seat; readonly count: number }
  | { readonly type: 'cycleCompleted'; readonly cycles: number; readonly last: boolean }
  | { readonly type: 'reshuffled'; readonly cards: number }
  | { readonly type: 'programmed'; readonly seat: Seat }
  | { readonly type: 'markerPlaced'; readonly seat: Seat; readonly slot: number; readonly lane: Lane }
  | { readonly type: 'markerOnCard'; readonly seat: Seat; readonly slot: number }
  | { readonly type: 'initiativeRevealed'; readonly cards: readonly (Card | null)[]; readonly startPlayer: Seat; readonly order: readonly Seat[] }
  | { readonly type: 'cardRevealed'; readonly seat: Seat; readonly slot: number; readonly card: Card }
  | { readonly type: 'nullAction'; readonly seat: Seat; readonly slot: number; readonly card: Card }
  | { readonly type: 'activated'; readonly seat: Seat; readonly slot: number; readonly die: number; readonly cell: Cell; readonly use: Use }
  | {
      readonly type: 'moved';
      readonly seat: Seat;
      readonly die: number;
      /** pips before decay */ readonly pips: Pips;
      readonly from: Cell;
      readonly to: Cell;
      readonly path: readonly Cell[];
      readonly direction: Direction;
      readonly distance: number;
    }
  | {
      readonly type: 'combat';
      readonly attacker: number;
      readonly attackerSeat: Seat;
      readonly defender: number;
      readonly defenderSeat: Seat;
      readonly attackerPips: Pips;
      readonly defenderPips: Pips;
      readonly cell: Cell;
      readonly result: CombatResult;
    }
  | { readonly type: 'decayed'; readonly seat: Seat; readonly die: number; readonly cell: Cell; readonly from: Pips; readonly to: number }
  | { readonly type: 'removed'; readonly seat: Seat; readonly die: number; readonly cell: Cell }
  | { readonly type: 'powered'; readonly seat: Seat; readonly die: number; readonly cell: Cell; readonly suit: Suit; readonly from: Pips; readonly to: Pips }
  | { readonly type: 'powerFailed'; readonly seat: Seat; readonly die: number; readonly cell: Cell; readonly suit: Suit; readonly pips: Pips }
  | { readonly type: 'gloryBonus'; readonly seat: Seat; readonly die: number | null; readonly from?: Pips; readonly to?: Pips }
  | { readonly type: 'restored'; readonly seat: Seat; readonly die: number; readonly cell: Cell; readonly card: Card }
  | { readonly type: 'restoreDeclined'; readonly seat: Seat }
  | { readonly type: 'eliminated'; readonly seat: Seat }
  | { readonly type: 'roundEnded'; readonly round: number; readonly firstPlayer: Seat }
  | { readonly type: 'gameOver'; readonly outcome: Outcome };

/** A seat as another seat sees it. */
export interface SeatView {
  /** Own cards; other seats' cards hidden (null) but counted. */
  readonly hand: readonly (Card | null)[];
  /** Programmed cards: own visible, others only once revealed; null before programming. */
  readonly program: readonly (Card | null)[] | null;
  readonly programmed: boolean;
  /** Own Initiative card always; others' only after the reveal. */
  readonly initiative: Card | null;
  readonly markers: readonly (Marker | null)[];
  readonly revealed: readonly boolean[];
  readonly activated: readonly number[];
  readonly restoreCard: Card | null;
  readonly eliminated: boolean;
}

/** What one seat (or a spectator, seat null) may see. */
export interface PipfallView {
  readonly game: 'pipfall';
  readonly viewer: Seat | null;
  /** Options without the stacked deck. */
  readonly options: PipfallOptions;
  readonly size: number;
  readonly board: Board;
  /** Each seat's starting corner (where Restore puts a die), by seat. */
  readonly corners: readonly Cell[];
  readonly nextDieId: number;
  readonly round: number;
  readonly firstPlayer: Seat;
  readonly cycles: number;
  readonly cycleLimit: number;
  readonly lastRound: boolean;
  readonly phase: Phase;
  readonly seats: readonly SeatView[];
  readonly activationOrder: readonly Seat[];
  readonly startPlayer: Seat | null;
  readonly cursor: Cursor;
  readonly hadDice: readonly Seat[];
  readonly pending: Pending | null;
  readonly retired: readonly Card[];
  /** Cards left in the draw pile (order hidden). */
  readonly drawCount: number;
  /** Cards in the discard pile: discarded face down, so only counted. */
  readonly discardCount: number;
  readonly outcome: Outcome | null;
}

/** Re-export for helpers. */
export type { Pips };
