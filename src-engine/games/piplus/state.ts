/**
 * Piplus's state, actions, events, views and targets: plain JSON throughout.
 * Rules: rulebook seeds/004, RULINGS.md section "piplus" with its "Settled details", and
 * docs/rules/piplus.md for what neither settles.
 */
import type { DieKind } from '../../core/dice';
import type { Outcome, Seat } from '../../core/game';
import type { RngState } from '../../core/rng';

export type { DieKind };

/** A card is its number, 1..10; the deck holds four of each and nothing tells two equal cards apart. */
export type CardValue = number;

/** The lowest and highest card numbers. */
export const MIN_CARD = 1;
export const MAX_CARD = 10;
/** Copies of each number in the deck. */
export const COPIES = 4;
/** Cards in the deck: 1..10, four of each. */
export const DECK_SIZE = 40;
/** Rounds in a game. */
export const ROUNDS = 3;
/** Turns in one round after which the safety valve ends it (RULINGS: endless lone-die leads). */
export const TURN_LIMIT = 400;

/** Cards dealt to each player by player count (the rest is out of the round). */
export const HAND_SIZE: Readonly<Record<number, number>> = { 2: 12, 3: 11, 4: 10, 5: 8, 6: 6 };

/** Die results to use before the generator, per kind, in order (tutorials, tests). */
export interface StackedRolls {
  readonly d4?: readonly number[];
  readonly d6?: readonly number[];
  readonly d8?: readonly number[];
}

/** Options for a game of Piplus. */
export interface PiplusOptions {
  /** 2 to 6 players. */
  readonly seats: 2 | 3 | 4 | 5 | 6;
  /** Piplus has no variants; the field is kept for the common shape. */
  readonly variants: readonly string[];
  /** Round 1's deck order, top card first: the 40 cards (four each of 1..10), used instead of the first shuffle. */
  readonly deal?: readonly CardValue[];
  /** Die results used, kind by kind and in order, before the generator rolls that kind (scripted lessons and tests). */
  readonly rolls?: StackedRolls;
  /** A position to start from instead of round 1's deal and roll (lessons, tests); see scenario.ts. */
  readonly scenario?: PiplusScenario;
}

/**
 * A position to open a game at instead of round 1's deal and opening roll (tutorial lessons,
 * tests). Every field is optional; what is left out is as in a new game. Checked at setup
 * (scenario.ts); views never show it (it names every hand).
 */
export interface PiplusScenario {
  /** The round being played (1..3); the rounds before it are scored by `scores`. */
  readonly round?: number;
  /** Each seat's score in each round before `round`. */
  readonly scores?: readonly (readonly number[])[];
  /**
   * Each seat's hand, at most a full deal. The other cards are this round's discards (played
   * before) except as many as a deal leaves out, which are out of the round (picked by the seed).
   * Not together with options.deal.
   */
  readonly hands?: readonly (readonly CardValue[])[];
  /** Each seat's dice as [d4, d6, d8] values, standing as they are: no opening roll. */
  readonly dice?: readonly (readonly number[])[];
  /** Each seat's spent dice (on the lid); a seat holding cards keeps at least one unused. */
  readonly spent?: readonly (readonly DieKind[])[];
  /** The seat to act (and the round's starting player); only with `dice` (else the opening roll decides). */
  readonly turn?: number;
  /** Cards in play (with `hands`), valued at their lowest face, and the seat that played them. */
  readonly table?: readonly CardValue[];
  readonly lastPlayer?: number;
  /** Turns the round has run so far (plays and passes), toward the safety valve's TURN_LIMIT; absent: 0. */
  readonly turns?: number;
}

/** One of a player's three dice. */
export interface PlayerDie {
  /** d4, d6 or d8; each player has one of each, always in that order. */
  readonly kind: DieKind;
  /** The face showing, 1..faces; public. */
  readonly value: number;
  /** On the lid: played this turn or earlier and not rerolled since. Spent dice cannot be played. */
  readonly spent: boolean;
}

/** A player's round and game so far. */
export interface SeatState {
  /** Cards in hand, ascending. Secret from the other players. */
  readonly hand: readonly CardValue[];
  /** The d4, d6 and d8, in that order. */
  readonly dice: readonly PlayerDie[];
  /** Place this round (1 = first out), or null while still playing (or unplaced below 3rd). */
  readonly place: number | null;
  /** Score of each completed round, in order. */
  readonly scores: readonly number[];
}

/** The cards in play: what the next play must beat. */
export interface Table {
  /** The cards' faces, ascending; their dice are already on the lid. */
  readonly cards: readonly CardValue[];
  /** What the table counts as: the LOWEST face (RULINGS: the dice no longer count). */
  readonly value: number;
}

/** Phases of a game: playing a round, or over after the third. */
export type Phase = 'play' | 'over';

/** The full game state (never sent to a renderer: see PiplusView). */
export interface PiplusState {
  /** Which game this state is (records and saves check it). */
  readonly game: 'piplus';
  /** The options the game was set up with, stacked deal and rolls included. */
  readonly options: PiplusOptions;
  /** Seeded generator: shuffles, every die roll and the starting player's tie-break draw. */
  readonly rng: RngState;
  /** Stacked die results not used yet (from options.rolls); empty in play. Hidden: they are future rolls. */
  readonly stacked: { readonly d4: readonly number[]; readonly d6: readonly number[]; readonly d8: readonly number[] };
  /** 1-based round number (1..3). */
  readonly round: number;
  /** Playing a round, or over. */
  readonly phase: Phase;
  /** Every player, by seat. */
  readonly seats: readonly SeatState[];
  /** This round's starting player (won the opening roll). */
  readonly starter: Seat;
  /** The seat to act. */
  readonly turn: Seat;
  /** Cards in play, or null: the seat to act leads and must play. */
  readonly table: Table | null;
  /** The seat that made the last card play (who leads after a clear), or null before any this trick. */
  readonly lastPlayer: Seat | null;
  /** Passes since the last card play. */
  readonly passes: number;
  /** Plays and passes so far this round (the safety valve counts them). */
  readonly turns: number;
  /** Seats in the order they were placed this round. */
  readonly ranking: readonly Seat[];
  /** Cards that left the table this round (beaten, cleared or under a lone die): public. */
  readonly discards: readonly CardValue[];
  /** Cards not dealt this round, ascending: nobody sees them. */
  readonly out: readonly CardValue[];
  /** How the game ended; null until the third round is scored. */
  readonly outcome: Outcome | null;
}

/**
 * Piplus actions. A play of cards lists the cards ascending with, per card, the die put on it
 * (or null); equal cards come die-less first, then with d4, d6, d8. `parseAction` puts any
 * order into that one, so the same play is always the same JSON.
 */
export type PiplusAction =
  | {
      readonly type: 'play';
      readonly seat: Seat;
      /** Card faces from the hand, ascending. */
      readonly cards: readonly CardValue[];
      /** Per card (same index), the unused die placed on it, or null. Each die at most once. */
      readonly dice: readonly (DieKind | null)[];
    }
  | { readonly type: 'die'; readonly seat: Seat; /** an unused die played alone, as a single card of its value */ readonly die: DieKind }
  | { readonly type: 'pass'; readonly seat: Seat; /** dice to reroll (d4, d6, d8 order); may be empty */ readonly reroll: readonly DieKind[] };

/** Why a die was rolled. */
export type RollReason = 'opening' | 'pass' | 'forced' | 'score';

/** How a seat got its place: by finishing, as the one left when the others placed, or by the safety valve. */
export type PlacedBy = 'finished' | 'lastLeft' | 'valve';

/** What happened, for animation and the log. */
export type PiplusEvent =
  | {
      readonly type: 'roundStarted';
      readonly round: number;
      /** cards dealt to each player (a round opened under way, from a scenario: the most any hand holds now) */
      readonly handSize: number;
      /** cards set aside unseen */
      readonly out: number;
      /** only for a round opened under way (a scenario): the cards each player was dealt at its start */
      readonly dealt?: number;
    }
  | { readonly type: 'dealt'; readonly seat: Seat; readonly cards: readonly CardValue[]; readonly visibleTo: readonly Seat[] }
  | { readonly type: 'rolled'; readonly seat: Seat; readonly die: DieKind; readonly value: number; readonly reason: RollReason }
  | {
      readonly type: 'starter';
      readonly seat: Seat;
      /** Each seat's opening total (d4 + d6 + d8). */
      readonly totals: readonly number[];
      /** What settled it: the lowest total, then the lowest d8, d6, d4, then a random draw among those still tied. */
      readonly by: 'total' | 'd8' | 'd6' | 'd4' | 'draw';
      /** Seats still in contention before the deciding step (everyone when the total decided). */
      readonly tied: readonly Seat[];
    }
  | {
      readonly type: 'played';
      readonly seat: Seat;
      readonly cards: readonly CardValue[];
      readonly dice: readonly (DieKind | null)[];
      /** Per card, the value of its die, or null. */
      readonly dieValues: readonly (number | null)[];
      /** Every card's value (face + die): what the play counted as. */
      readonly value: number;
      readonly count: number;
      /** The cards it beat, or null when it led. */
      readonly beat: Table | null;
      /** The cards in play now: the same cards valued at the lowest face. */
      readonly table: Table;
    }
  | { readonly type: 'loneDie'; readonly seat: Seat; readonly die: DieKind; readonly value: number; readonly beat: Table | null }
  | { readonly type: 'spent'; readonly seat: Seat; /** dice moved to the lid */ readonly dice: readonly DieKind[] }
  | { readonly type: 'forcedReroll'; readonly seat: Seat }
  | { readonly type: 'passed'; readonly seat: Seat; readonly reroll: readonly DieKind[] }
  | {
      readonly type: 'cleared';
      /** The cards discarded (empty when a lone die left nothing on the table). */
      readonly cards: readonly CardValue[];
      readonly reason: 'allPassed' | 'loneDie';
      /** Who leads on the empty table. */
      readonly leader: Seat;
    }
  | { readonly type: 'placed'; readonly seat: Seat; readonly place: number; readonly by: PlacedBy }
  | { readonly type: 'safetyValve'; readonly turns: number }
  | { readonly type: 'roundEnded'; readonly round: number; /** place per seat, null below the scoring places */ readonly places: readonly (number | null)[] }
  | {
      readonly type: 'scored';
      readonly seat: Seat;
      readonly place: number;
      /** The scoring roll: each die and its result. */
      readonly rolls: readonly { readonly die: DieKind; readonly value: number }[];
      /** The highest single die. */
      readonly score: number;
      /** The seat's total over the rounds so far. */
      readonly total: number;
    }
  | { readonly type: 'gameOver'; readonly outcome: Outcome };

/** A seat as another seat sees it. */
export interface SeatView {
  /** Own cards; other seats' cards hidden (null) but counted. */
  readonly hand: readonly (CardValue | null)[];
  /** The d4, d6 and d8 with their values and spent flags: public. */
  readonly dice: readonly PlayerDie[];
  /** Place this round, or null. */
  readonly place: number | null;
  /** Score of each completed round. */
  readonly scores: readonly number[];
}

/** What one seat (or a spectator, seat null) may see. */
export interface PiplusView {
  readonly game: 'piplus';
  /** Whose view this is; null for a spectator (public information only). */
  readonly viewer: Seat | null;
  /** Options without the stacked deal, rolls and scenario. */
  readonly options: PiplusOptions;
  /** The fields below mean what they mean in PiplusState. */
  readonly round: number;
  readonly phase: Phase;
  readonly seats: readonly SeatView[];
  readonly starter: Seat;
  readonly turn: Seat;
  readonly table: Table | null;
  readonly lastPlayer: Seat | null;
  readonly passes: number;
  readonly turns: number;
  readonly ranking: readonly Seat[];
  readonly discards: readonly CardValue[];
  /** How many cards are out of this round (which ones is hidden). */
  readonly outCount: number;
  readonly outcome: Outcome | null;
}

/** One die on a card of a play, for the table's preview. */
export interface DieOnCard {
  /** Index of the card in the play. */
  readonly card: number;
  readonly die: DieKind;
  readonly value: number;
}

/**
 * What a legal action points at and would do (`Game.targets`), so the table can light the
 * cards and dice, preview the play and say what it beats without any rules code.
 */
export type PiplusTarget =
  | {
      readonly kind: 'play';
      readonly cards: readonly CardValue[];
      readonly dice: readonly DieOnCard[];
      /** What every card counts as in this play (face + die). */
      readonly value: number;
      readonly count: number;
      /** The cards it beats, null on a lead. */
      readonly beats: Table | null;
      /** Why it beats them: the same count and a higher value, or more cards. */
      readonly beatsBy: 'lead' | 'value' | 'count';
      /** Dice it sends to the lid. */
      readonly spends: readonly DieKind[];
      /** All dice spent with cards still in hand: the three are rerolled at once. */
      readonly forcedReroll: boolean;
      /** The cards in play afterwards: valued at the lowest face. */
      readonly leaves: Table;
      /** The player is out after it (no cards and no unused dice left). */
      readonly finishes: boolean;
    }
  | {
      readonly kind: 'die';
      readonly die: DieKind;
      readonly value: number;
      readonly beats: Table | null;
      readonly beatsBy: 'lead' | 'value';
      readonly spends: readonly DieKind[];
      readonly forcedReroll: boolean;
      /** A lone die leaves nothing in play: the next player leads. */
      readonly leaves: null;
      readonly finishes: boolean;
    }
  | {
      readonly kind: 'pass';
      readonly reroll: readonly DieKind[];
      /** The dice this seat may reroll when passing (without cards: only its unused ones). */
      readonly rerollable: readonly DieKind[];
      /** This pass is the last one needed: the table is cleared and `leader` leads. */
      readonly clears: boolean;
      /** Who leads after the clear, when `clears`. */
      readonly leader: Seat | null;
    };
