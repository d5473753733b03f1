/**
 * PipFall Hex's state, actions, events, views and targets: plain JSON throughout.
 * Rules: rulebook seeds/001, RULINGS.md sections "Suit powers" and "hex" (with its
 * "Settled details"), and docs/rules/hex.md for what neither settles.
 */
import type { Card, Suit } from '../../core/cards';
import type { Pips } from '../../core/dice';
import type { Outcome, Seat } from '../../core/game';
import type { RngState } from '../../core/rng';
import type { Cell, HexMap, HexMapFile } from './map';

export type { Cell, HexMap, HexMapFile, Pips };

/** Rounds in a game: the game ends after the fourth (or earlier, by elimination). */
export const ROUNDS = 4;
/** Dice per player: three on the battlefield at the start, two in reserve. */
export const DICE_PER_SEAT = 5;
/** Reserve dice at the start. */
export const RESERVE = 2;

/** Options for a game of PipFall Hex. */
export interface HexOptions {
  /** 2, 3 or 4 players (at most as many as the map has locations). */
  readonly seats: 2 | 3 | 4;
  /** Hex has no variants; the field exists because every game's options carry it. */
  readonly variants: readonly string[];
  /** A built-in map's id, or a whole map file; default 'crossfire'. */
  readonly map?: string | HexMapFile;
  /** Location id per seat, fixed by the options; without it the seats choose in play. */
  readonly locations?: readonly string[];
  /** The seat holding the First Player marker in round 1. Default 0. */
  readonly firstPlayer?: Seat;
  /** A 52-card deck order (top first) used instead of the first shuffle. */
  readonly deck?: readonly Card[];
  /** A starting position instead of the opening (lessons, tests); see scenario.ts. */
  readonly scenario?: HexScenario;
}

/**
 * A position to start from instead of the opening (tutorial lessons, tests). Every field is
 * optional; what is left out is as in a new game. Checked at setup (scenario.ts).
 */
export interface HexScenario {
  /**
   * The dice on the battlefield instead of each location's opening three: [row, col, owner, pips].
   * A seat's dice get ids 5 * seat, 5 * seat + 1, ... in list order. Needs `locations` in the options.
   */
  readonly dice?: readonly (readonly [number, number, number, number])[];
  /** Dice each seat still has in reserve (default 2 each). */
  readonly reserve?: readonly number[];
  /**
   * Trophies each seat has taken before the scenario begins, per seat: [owner, pips] of each die
   * taken. A taken die gets the next id of its owner after that owner's dice on the battlefield.
   */
  readonly trophies?: readonly (readonly (readonly [number, number])[])[];
  /** The top of the deck, dealt first; the other cards follow in the standard order. Not together with options.deck. */
  readonly top?: readonly Card[];
  /** Cards left in the draw deck; the rest start among the face-down discards, as if played in earlier rounds. */
  readonly left?: number;
  /** The number of the first round played (default 1; the game ends after round 4). */
  readonly round?: number;
}

/** A die on the battlefield. */
export interface Die {
  /** Stable id, seat * 5 + k: the renderer tracks dice by it. Reserve dice get k = 3 and 4 when they enter. */
  readonly id: number;
  /** The seat that owns it. */
  readonly owner: Seat;
  /** Current face, 1..6. */
  readonly pips: Pips;
  /** Its hex: row (top = 0). */
  readonly row: number;
  /** Its hex: column (left = 0). */
  readonly col: number;
}

/** A die taken in combat. */
export interface Trophy {
  /** The captured die's id. */
  readonly die: number;
  /** Whose die it was. */
  readonly owner: Seat;
  /** The pips it showed in the combat comparison: the final tie-break counts them. */
  readonly pips: Pips;
}

/** Per-seat bookkeeping. */
export interface SeatState {
  /** Id of the seat's starting location; null until chosen. */
  readonly location: string | null;
  /** Dice still in reserve (0..2). */
  readonly reserve: number;
  /** Cards dealt this hand and not yet programmed. */
  readonly hand: readonly Card[];
  /** The programmed row, left to right = resolution order; null until this seat programs. */
  readonly program: readonly Card[] | null;
  /** The card left out this hand (face down; it joins the hidden discards when the hand ends). */
  readonly leftOut: Card | null;
  /** How many programmed cards have been revealed (the first `revealed` are face up). */
  readonly revealed: number;
  /** Ids of this seat's dice that activated this hand. */
  readonly activated: readonly number[];
  /** Dice captured in combat, in the order taken. */
  readonly trophies: readonly Trophy[];
  /** Out of the game: no dice on the battlefield. */
  readonly eliminated: boolean;
}

/** Phases: choosing starting locations, programming a hand, resolving it, finished. */
export type Phase = 'choose' | 'program' | 'resolve' | 'over';

/** The full game state (never sent to a renderer: see HexView). */
export interface HexState {
  readonly game: 'hex';
  readonly options: HexOptions;
  /** The battlefield in play, checked. */
  readonly map: HexMap;
  /** Seeded generator: the reshuffle at each round's end. */
  readonly rng: RngState;
  /** The draw deck, top card first. */
  readonly draw: readonly Card[];
  /** Discards that were seen face up: cards resolved this round, with or without effect. */
  readonly discardOpen: readonly Card[];
  /** Discards never shown: left-out cards of past hands, unrevealed cards of eliminated seats. */
  readonly discardHidden: readonly Card[];
  /** Dice on the battlefield, by id. */
  readonly dice: readonly Die[];
  /** 1-based round number (0 while locations are chosen). */
  readonly round: number;
  /** 1-based hand number within the round (0 before the first deal). */
  readonly hand: number;
  /** Holder of the First Player marker. */
  readonly firstPlayer: Seat;
  readonly phase: Phase;
  readonly seats: readonly SeatState[];
  /** Index of the programmed card being resolved in this hand (-1 before the first reveal). */
  readonly step: number;
  /** This step's resolution order, fixed at the reveal. */
  readonly order: readonly Seat[];
  /** Index into `order` of the card resolving now. */
  readonly turn: number;
  readonly outcome: Outcome | null;
}

/** PipFall Hex actions. Every action names its seat. */
export type HexAction =
  /** Take an unused starting location (clockwise from the First Player). */
  | { readonly type: 'chooseLocation'; readonly seat: Seat; readonly location: string }
  /** Program one card per die in resolution order, leaving one card out. */
  | { readonly type: 'program'; readonly seat: Seat; readonly cards: readonly Card[]; readonly leftOut: Card }
  /** Number card: move an eligible die to a hex 0-3 steps away (its own hex = a 0-hex move). */
  | { readonly type: 'move'; readonly seat: Seat; readonly die: number; readonly to: Cell }
  /** Use the card's suit power on an eligible own die. */
  | { readonly type: 'power'; readonly seat: Seat; readonly die: number }
  /** Jack, Queen or King: bring a reserve die onto an empty position of the own location. */
  | { readonly type: 'reinforce'; readonly seat: Seat; readonly at: Cell };

/** How a combat ended. */
export type CombatResult = 'attackerWins' | 'defenderWins' | 'bothDestroyed';

/** Why a die left the battlefield. */
export type RemovalCause = 'combat' | 'decay' | 'diamonds';

/** What happened, for animation and the log. */
export type HexEvent =
  | { readonly type: 'gameStarted'; readonly map: string; readonly seats: number; readonly firstPlayer: Seat; readonly choosing: readonly Seat[] }
  | {
      readonly type: 'locationChosen';
      readonly seat: Seat;
      readonly location: string;
      /** The location's name on its map ("north-west"), for the log. */
      readonly name: string;
      /** The three dice placed: rear (3) first, then the fronts (4). */
      readonly dice: readonly { readonly die: number; readonly cell: Cell; readonly pips: Pips }[];
    }
  | { readonly type: 'roundStarted'; readonly round: number; readonly firstPlayer: Seat }
  | { readonly type: 'handStarted'; readonly round: number; readonly hand: number; readonly firstPlayer: Seat; readonly sizes: readonly number[] }
  | { readonly type: 'dealt'; readonly seat: Seat; readonly cards: readonly Card[]; readonly visibleTo: readonly Seat[] }
  | { readonly type: 'dealtHidden'; readonly seat: Seat; readonly count: number }
  | { readonly type: 'programmed'; readonly seat: Seat; readonly count: number }
  | { readonly type: 'leftOut'; readonly seat: Seat; readonly card: Card; readonly visibleTo: readonly Seat[] }
  | {
      readonly type: 'revealed';
      /** 0-based index of the programmed card revealed. */
      readonly step: number;
      /** The revealed cards, in resolution order. */
      readonly cards: readonly { readonly seat: Seat; readonly card: Card }[];
      readonly order: readonly Seat[];
    }
  | { readonly type: 'resolving'; readonly seat: Seat; readonly card: Card; readonly step: number }
  | { readonly type: 'cardDiscarded'; readonly seat: Seat; readonly card: Card; readonly reason: 'noUse' | 'eliminated' }
  | {
      readonly type: 'moved';
      readonly seat: Seat;
      readonly die: number;
      /** pips before decay */ readonly pips: Pips;
      readonly from: Cell;
      readonly to: Cell;
      /** Hexes entered in order, the destination last; empty for a 0-hex move. */
      readonly path: readonly Cell[];
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
  | { readonly type: 'removed'; readonly seat: Seat; readonly die: number; readonly cell: Cell; readonly cause: RemovalCause }
  | { readonly type: 'captured'; readonly seat: Seat; readonly die: number; readonly owner: Seat; readonly pips: Pips; readonly cell: Cell }
  | { readonly type: 'decayed'; readonly seat: Seat; readonly die: number; readonly cell: Cell; readonly from: Pips; readonly to: number }
  | { readonly type: 'powered'; readonly seat: Seat; readonly die: number; readonly cell: Cell; readonly suit: Suit; readonly from: Pips; readonly to: number }
  | { readonly type: 'reinforced'; readonly seat: Seat; readonly die: number; readonly cell: Cell; readonly pips: Pips; readonly reserve: number }
  | { readonly type: 'eliminated'; readonly seat: Seat }
  | { readonly type: 'handEnded'; readonly round: number; readonly hand: number }
  | { readonly type: 'roundEnded'; readonly round: number; readonly drawLeft: number; readonly needed: number; readonly last: boolean }
  | { readonly type: 'reshuffled'; readonly cards: number; readonly firstPlayer: Seat }
  | { readonly type: 'gameOver'; readonly outcome: Outcome; readonly trophyPips: readonly number[] };

/** A seat as another seat sees it. */
export interface SeatView {
  readonly location: string | null;
  readonly reserve: number;
  /** Own cards; other seats' cards hidden (null) but counted. */
  readonly hand: readonly (Card | null)[];
  /** Own programmed row; other seats' only as far as revealed (null = face down); null before programming. */
  readonly program: readonly (Card | null)[] | null;
  readonly programmed: boolean;
  /** Own left-out card this hand; never another seat's. */
  readonly leftOut: Card | null;
  readonly revealed: number;
  readonly activated: readonly number[];
  readonly trophies: readonly Trophy[];
  readonly eliminated: boolean;
}

/** What one seat (or a spectator, seat null) may see. */
export interface HexView {
  readonly game: 'hex';
  readonly viewer: Seat | null;
  /** Options without the stacked deck. */
  readonly options: HexOptions;
  readonly map: HexMap;
  readonly dice: readonly Die[];
  readonly round: number;
  readonly hand: number;
  readonly firstPlayer: Seat;
  readonly phase: Phase;
  readonly seats: readonly SeatView[];
  readonly step: number;
  readonly order: readonly Seat[];
  readonly turn: number;
  /** Cards left in the draw deck (order hidden). */
  readonly drawCount: number;
  /** Cards resolved this round (public: everyone saw them). */
  readonly discardOpen: readonly Card[];
  /** Face-down discards: counted only. */
  readonly discardHiddenCount: number;
  readonly outcome: Outcome | null;
}

/** What a move would do, predicted for the table (same order as the legal actions). */
export interface CombatPreview {
  readonly defender: number;
  readonly defenderSeat: Seat;
  readonly attackerPips: Pips;
  readonly defenderPips: Pips;
  readonly result: CombatResult;
  /** Trophies the combat would award: who takes which die at what value. */
  readonly trophies: readonly { readonly seat: Seat; readonly die: number; readonly pips: Pips }[];
}

/** The decay that ends an activation: `to` 0 removes the die. */
export interface DecayPreview {
  readonly from: Pips;
  readonly to: number;
}

/** What each legal action points at and would do, as plain JSON for the table. */
export type HexTarget =
  | { readonly kind: 'location'; readonly location: string; readonly name: string; readonly rear: Cell; readonly fronts: readonly [Cell, Cell]; readonly isDefault: boolean }
  | { readonly kind: 'program'; readonly cards: readonly Card[]; readonly leftOut: Card }
  | {
      readonly kind: 'move';
      readonly die: number;
      readonly from: Cell;
      readonly to: Cell;
      /** Hexes entered in order, the destination last; empty for a 0-hex move. */
      readonly path: readonly Cell[];
      /** The card being used. */
      readonly card: Card;
      readonly combat: CombatPreview | null;
      /** The attacker's decay, when it survives. */
      readonly decay: DecayPreview | null;
      /** The moving die leaves the battlefield (lost combat or decayed to 0). */
      readonly dieRemoved: boolean;
    }
  | {
      readonly kind: 'power';
      readonly die: number;
      readonly at: Cell;
      readonly card: Card;
      readonly suit: Suit;
      readonly from: Pips;
      /** Pips after the power, before decay (0: Diamonds removes it at once). */
      readonly to: number;
      readonly decay: DecayPreview | null;
      readonly dieRemoved: boolean;
    }
  | { readonly kind: 'reinforce'; readonly at: Cell; readonly card: Card; readonly die: number; readonly pips: Pips; readonly position: 'rear' | 'front' };
