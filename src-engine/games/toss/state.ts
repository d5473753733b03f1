/**
 * PipFall Toss's state, actions, events and views: plain JSON throughout.
 * Rules: rulebook seeds/003, RULINGS.md section "toss", docs/rules/toss.md.
 *
 * One game id, two modes: `digital` (the dice are pitched through the physics port and the
 * engine reads where they rest) and `keeper` (people pitch real dice at real boards and enter
 * each die's result; the engine keeps the score). Both share the frames, scoring and race.
 */
import type { Outcome, Seat } from '../../core/game';
import type { RngState } from '../../core/rng';
import type { Aim, End, Lane, Quat, Vec3 } from './geometry';
import type { DieResult, FrameScore, Side } from './scoring';
import type { Track } from './physics/port';

export type { Aim, End, Lane, Quat, Vec3 } from './geometry';
export type { DieResult, Side } from './scoring';
export type { Track } from './physics/port';

/** The two modes. */
export const TOSS_MODES = ['digital', 'keeper'] as const;
export type TossMode = (typeof TOSS_MODES)[number];

/** Toss has no variants; the mode and the names are options of their own. */
export const TOSS_VARIANTS = [] as const;

/** Longest player or team name, in characters. */
export const NAME_MAX = 24;

/** Options for a game of PipFall Toss. */
export interface TossOptions {
  /** 2 = singles, 4 = teams of two (seats 0 and 2 against 1 and 3). */
  readonly seats: 2 | 4;
  /** Always empty: toss has no variants. */
  readonly variants: readonly string[];
  /** Pitch simulated dice, or keep the score of a game on real boards. Default digital. */
  readonly mode: TossMode;
  /** A name per seat (players). Default "Player 1"... */
  readonly names: readonly string[];
  /** Team names in teams, side 0 then side 1. Default "Team 1", "Team 2". */
  readonly teamNames?: readonly [string, string];
  /**
   * The side that opens frame 1 when the players settled it themselves (a coin tossed at the
   * real boards); without it the app tosses the coin and the winner chooses.
   */
  readonly firstSide?: Side;
  /** A starting position instead of the opening (tutorial lessons, tests); see scenario.ts. */
  readonly scenario?: TossScenario;
}

/**
 * A game opened part-way through (lessons, tests): the totals earlier frames left and the
 * number of the frame to pitch next (its end follows: odd frames from the head). The frames
 * before it were "played before": the history starts empty and an undo cannot reach them.
 */
export interface TossScenario {
  /** Each side's total before the scenario's first frame. Default 0-0. */
  readonly totals?: readonly [number, number];
  /** The number of the first frame pitched. Default 1. */
  readonly frame?: number;
}

/** What the coin toss's winner (then the loser) may pick: to pitch first or second, or a lane. */
export type CoinPick = 'first' | 'second' | 'left' | 'right';

/** A die pitched this frame in the digital game, where it lies now. */
export interface BoardDie {
  /** Its pitch number in the frame, 0..5: also its id in tracks. */
  readonly id: number;
  readonly side: Side;
  readonly seat: Seat;
  /** Centre, in the target board's frame (geometry.ts); exact single-precision values from the physics. */
  readonly pos: Vec3;
  readonly quat: Quat;
  /** Taken off at once (touched the ground before the board): no longer in play. */
  readonly fouled: boolean;
  /** Dropped through the hole: no longer in play. */
  readonly inHole: boolean;
  /** At rest touching the ground (or not over the board). */
  readonly onGround: boolean;
  /** At rest partly on another die. */
  readonly onDie: boolean;
}

/** The frame being pitched. */
export interface Frame {
  /** 1-based frame number. */
  readonly no: number;
  /** The end pitched from (0 = head: frame 1's); dice land on the board at the other end. */
  readonly end: End;
  /** The side pitching first. */
  readonly opener: Side;
  /** The seat pitching for each side this frame (teams: the partner standing at `end`). */
  readonly pitchers: readonly [Seat, Seat];
  /** Keeper: the results entered so far, in pitching order (opener's 1st die, other's 1st, ...). */
  readonly entries: readonly DieResult[];
  /** Digital: the dice pitched so far, in pitching order, where they lie now. */
  readonly dice: readonly BoardDie[];
}

/** A complete frame, as the history shows it. */
export interface FrameRecord {
  readonly no: number;
  readonly end: End;
  readonly opener: Side;
  readonly pitchers: readonly [Seat, Seat];
  /** Each side's three results, in the order it pitched them. */
  readonly results: readonly [readonly DieResult[], readonly DieResult[]];
  /** Each side's dice points added up. */
  readonly raw: readonly [number, number];
  /** Whether each side's frame doubled (triple bonus). */
  readonly doubled: readonly [boolean, boolean];
  /** What each side's frame added to its total (doubled, floored at zero). */
  readonly scores: readonly [number, number];
  /** The totals after this frame. */
  readonly totals: readonly [number, number];
  /** Keeper: the entries in pitching order (so an undo can reopen the frame). */
  readonly entries: readonly DieResult[];
}

/** Before play: the coin toss's winner picks, then the loser picks what remains. */
export interface Choosing {
  /** The side that must pick now. */
  readonly side: Side;
  /** What it may pick: anything (the winner), the order or the lane (the loser). */
  readonly may: 'any' | 'order' | 'lane';
}

/** The full game state. */
export interface TossState {
  readonly game: 'toss';
  readonly options: TossOptions;
  /** Seeded generator: the coin toss, and each pitched die's spin in the hand and tumble. */
  readonly rng: RngState;
  /** 'choosing' (after the coin toss), 'pitching', or 'over'. */
  readonly phase: 'choosing' | 'pitching' | 'over';
  /** The pick the game waits for in phase 'choosing', else null. */
  readonly choosing: Choosing | null;
  /** Which side opens frame 1, once settled. */
  readonly firstOpener: Side | null;
  /** Each side's lane (strip of the court, named from the head end), once settled. */
  readonly lanes: readonly [Lane, Lane] | null;
  /** The frame being pitched (null before play and once over). */
  readonly frame: Frame | null;
  /** Complete frames, oldest first. */
  readonly history: readonly FrameRecord[];
  /** Each side's total. */
  readonly totals: readonly [number, number];
  /** The result, once over. */
  readonly outcome: Outcome | null;
}

/** Toss actions. Every action names its seat. */
export type TossAction =
  | { readonly type: 'choose'; readonly seat: Seat; readonly pick: CoinPick }
  | { readonly type: 'toss'; readonly seat: Seat; readonly aim: Aim }
  | { readonly type: 'enter'; readonly seat: Seat; readonly result: DieResult }
  | { readonly type: 'undo'; readonly seat: Seat };

/** Where a die lies after a toss, before the frame is judged (for the renderer and the log). */
export interface DieLie {
  readonly id: number;
  readonly side: Side;
  readonly pos: Vec3;
  readonly quat: Quat;
  /** 'hole' and 'foul' are final; 'board' and 'off' may still change while dice are pitched. */
  readonly where: 'board' | 'off' | 'hole' | 'foul';
  /** What it would count for if the frame ended now (leaners count only at the end). */
  readonly provisional: DieResult;
}

/** What happened, for animation and the log. */
export type TossEvent =
  | { readonly type: 'coinTossed'; readonly winner: Side }
  | { readonly type: 'picked'; readonly seat: Seat; readonly side: Side; readonly pick: CoinPick }
  | { readonly type: 'settled'; readonly opener: Side; readonly lanes: readonly [Lane, Lane] }
  | { readonly type: 'frameStarted'; readonly no: number; readonly end: End; readonly opener: Side; readonly pitchers: readonly [Seat, Seat] }
  | {
      readonly type: 'tossed';
      readonly seat: Seat;
      readonly side: Side;
      /** The die's pitch number in the frame (0..5) and its number for its side (1..3). */
      readonly die: number;
      readonly sideDie: number;
      readonly aim: Aim;
      /** The end pitched from; the tracks are in the frame of the board at the other end. */
      readonly end: End;
      /** Samples per second of every track. */
      readonly rate: number;
      /** Paths of every die that moved (the pitched one first from its release). A track that stops early left play there (hole, foul). */
      readonly tracks: readonly Track[];
      /** Simulated seconds from release to rest. */
      readonly seconds: number;
      /** Every die of the frame as it lies now. */
      readonly dice: readonly DieLie[];
    }
  | { readonly type: 'entered'; readonly seat: Seat; readonly side: Side; readonly die: number; readonly sideDie: number; readonly result: DieResult }
  | { readonly type: 'undone'; readonly side: Side; readonly die: number; readonly sideDie: number; readonly result: DieResult; readonly frame: number }
  | { readonly type: 'frameReopened'; readonly no: number; readonly totals: readonly [number, number] }
  | {
      readonly type: 'frameScored';
      readonly no: number;
      readonly results: readonly [readonly DieResult[], readonly DieResult[]];
      readonly raw: readonly [number, number];
      readonly doubled: readonly [boolean, boolean];
      readonly scores: readonly [number, number];
      readonly totals: readonly [number, number];
    }
  | { readonly type: 'raceGoesOn'; readonly totals: readonly [number, number] }
  | { readonly type: 'gameOver'; readonly outcome: Outcome; readonly side: Side };

/** What any seat sees: everything but the generator (nothing else in toss is hidden). */
export type TossView = Omit<TossState, 'rng'> & {
  readonly viewer: Seat | null;
  /** The court's measures, for a table to draw it at real scale (the same in every view). */
  readonly court: Court;
  /** Who pitches (or enters) the frame's next die, and from where; null when nobody does. */
  readonly next: NextPitch | null;
  /** Digital: every die of the frame as it lies now, with what it would count for if the frame ended now. */
  readonly lies: readonly DieLie[];
  /** Each side's score for the frame in progress if it ended now (keeper: the entries so far). */
  readonly provisional: readonly [FrameScore, FrameScore];
  /** The race: first to `target` or more with a lead of `margin` or more. */
  readonly race: { readonly target: number; readonly margin: number };
};

/** The court's measures in metres (geometry.ts), and the aim's bounds. */
export interface Court {
  readonly laneLength: number;
  readonly boardWidth: number;
  readonly boardLength: number;
  readonly frontHeight: number;
  readonly backHeight: number;
  /** The top's slope from the horizontal, radians. */
  readonly slope: number;
  readonly holeRadius: number;
  /** The hole's centre, measured up the top from the front edge. */
  readonly holeS: number;
  readonly plateThickness: number;
  readonly dieSize: number;
  readonly gravity: number;
  readonly aimBounds: { readonly [K in 'yaw' | 'pitch' | 'power' | 'spin']: readonly [number, number] };
}

/** The next die to pitch: whose, which, and where the hand lets go (in the target board's frame). */
export interface NextPitch {
  readonly side: Side;
  readonly seat: Seat;
  /** Its pitch number in the frame (0..5) and its number for its side (1..3). */
  readonly die: number;
  readonly sideDie: number;
  /** The end it is pitched from. */
  readonly end: End;
  /** Digital: the release point. */
  readonly release: Vec3 | null;
}

/** What a legal action points at and would do, for the table to light and preview. */
export type TossTarget =
  | { readonly kind: 'choose'; readonly pick: CoinPick }
  | {
      readonly kind: 'toss';
      /** What the aim goes for, e.g. 'board-middle', 'beside-hole-left', 'knock-2'. */
      readonly label: string;
      /** Where the die's centre would come down to the board's top (or the ground), in the target board's frame. */
      readonly landing: Vec3;
      /** Whether that point is over the board's top. */
      readonly overBoard: boolean;
      /** The frame's die it goes for, when it aims to knock one. */
      readonly knocks?: number;
      /** Seconds in the air until then. */
      readonly flight: number;
    }
  | {
      readonly kind: 'enter';
      readonly side: Side;
      readonly sideDie: number;
      readonly result: DieResult;
      /** What the die counts for on its own. */
      readonly points: number;
      /** On the frame's last die: what each side's frame would score with this entry. */
      readonly frameScores?: readonly [number, number];
      /** On the frame's last die: the side this entry would make the winner (the game then ends; no undo). */
      readonly wins?: Side;
    }
  | { readonly kind: 'undo'; readonly side: Side; readonly sideDie: number; readonly result: DieResult; readonly frame: number };
