/**
 * The renderer's game seam: what a game brings to the interface, as the engine's `Game`
 * is what it brings to the rules. Each `src-renderer/games/<id>/index.ts` exports one
 * `GameEntry`; `registry.ts` lists them. Shared code (the menu, the new-game screen, the
 * table shell, the end screen) asks the entry and never names a game.
 *
 * An entry is small and loaded with the menu (names, blurbs, variant labels); everything
 * else (the table with its 3D scene, log and end messages, sounds) comes from `load()`, one
 * lazy chunk per game, when its table opens. A setup form has a loader of its own (`setup`),
 * so the new-game screen never brings in a table, three.js or Threlte.
 */
import type { Component } from 'svelte';
import type { GameId } from '../../src-shared/contract/games';
import type { GameOpenedResult, ViewReport } from '../engine/types';
import type { SoundName } from '../ui/sound';
import type { LessonBook } from '../tutorial/lesson';
import type { RulesBook } from '../rules/book';
import type { Catalogue } from '../i18n';
import type { TableParts } from '../table/kit';

/** Messages by key, `{name}` placeholders; a `Catalogue` holds them in every language (see i18n). */
export type { Catalogue, Messages } from '../i18n';
/** The table's data seam, re-exported for the games' folders (it lives with the kit). */
export { typedReport, type CoachMark, type GameTypes, type TableCoach, type TableReport } from '../table/report';
import type { GameTypes } from '../table/report';

/** Props of a game's setup form (its own options, beside the shared seats). */
export interface SetupProps {
  /** The options the form edits (variants and the game's own); the form writes into it. */
  readonly options: Record<string, unknown>;
  /** The variants the engine offers for this game (from `hello`). */
  readonly variants: readonly string[];
  /** Seats chosen so far (some options depend on it). */
  readonly seats: number;
}

/** What narration needs besides the event. */
export interface NarrateContext {
  /** Display names of the seats. */
  readonly seatNames: readonly string[];
  /** The options the game was started with, as the new-game form set them (e.g. names a game's own form asked for). */
  readonly options?: Readonly<Record<string, unknown>>;
}

/**
 * The score breakdown the end screen shows under the result: one column per thing the game
 * scores (PipFall: pips and dice; Hex: trophies and trophy pips), one row per seat. Cells
 * are already in words or numbers; headings come from the game's messages.
 */
export interface EndBreakdown {
  /** Column headings, translated. */
  readonly columns: readonly string[];
  /** `rows[seat][column]`. */
  readonly rows: readonly (readonly (string | number)[])[];
  /** Heading of the outcome's `scores`, shown as the last column (without it: "Score"). */
  readonly score?: string;
}

/**
 * The end panel's words where a game says them its own way (`GameUi.outcomeWords`); whatever is
 * left out comes from the outcome (screens/end-words.ts: "{seat} wins!", "Ended by: {reason}").
 */
export interface OutcomeWords {
  /** The seats as the game's log and score sheet call them ("Gold", a Toss player's own name), for the headline and the result table. */
  readonly seatNames?: readonly string[];
  /** The seats as a sentence names them, where the rows name them more fully (`seatNames` "Blue: Player 2", said "Blue"); without it, the rows' names. */
  readonly said?: readonly string[];
  /** The result line ("Gold wins with 18 points"). */
  readonly headline?: string;
  /** Why it ended so, in a sentence: what a shared victory was shared on, who went out and why ("Blue was eliminated with no dice left; Red and Gold tie on 2 trophies and 9 trophy pips"). */
  readonly why?: string;
}

/** The playable part of a game, loaded when the game is picked. */
export interface GameUi<G extends GameTypes> {
  /** The parts the kit assembles the table from: decisions, boards, stage, panels, mirror (table/kit.ts); no game ships a whole table. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's picks, selection, decision and board are its own
  readonly table: TableParts<G, any, any, any, any, any, any, any>;
  /** Log, table and end-screen messages in every language (setup messages come with the entry). */
  readonly messages: Catalogue;
  /** One log line per event, from the catalogue (null: not worth a line). */
  readonly narrate: (event: G['event'], ctx: NarrateContext) => string | null;
  /** Which sound an event makes, if any. */
  readonly sounds: Readonly<Partial<Record<G['event']['type'], SoundName>>>;
  /**
   * Events whose log line and sound come when their animation lands rather than as it starts:
   * the event tells its result (a toss "on the board, showing 4") and the animation is the
   * suspense. Others are told as they start, like a move before its combat.
   */
  readonly toldOnLanding?: readonly G['event']['type'][];
  /** A legal action in the player's words ("Move your 5 two cells up to take Blue's 4"), for hints. */
  readonly actionWords: (action: G['action'], target: G['target'] | undefined, view: G['view']) => string;
  /** The end screen's breakdown of the final view (the view of the seat at the screen, or of seat 0). */
  readonly endBreakdown?: (view: G['view'], outcome: NonNullable<ViewReport['outcome']>, ctx: NarrateContext) => EndBreakdown | null;
  /**
   * The end panel's words in the game's own terms (seat names, the headline, why it ended so),
   * from the final view; optional, and each part may be left out for the shared default.
   */
  readonly outcomeWords?: (view: G['view'], outcome: NonNullable<ViewReport['outcome']>, ctx: NarrateContext) => OutcomeWords | null;
  /** The rules reference's section for what is happening in `view` (the table's "?" opens there); null: the start. */
  readonly rulesTopic?: (view: G['view']) => string | null;
}

/** A game as the registry holds it: small, loaded with the menu. */
export interface GameEntry {
  /** The game's id in the contract's list (src-shared/contract/games.ts), as the engine knows it. */
  readonly id: GameId;
  /**
   * Messages the menu and new-game screen need before any game chunk loads: at least
   * `game.<id>.name` and `game.<id>.blurb`, and `newGame.variant.<v>` (+ `.help`) per variant,
   * in every language.
   */
  readonly messages: Catalogue;
  /** Loads the playable part; absent while the game is not playable yet ("Coming soon"). */
  // The registry holds every game's UI, so it erases the per-game types (the table casts nothing).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly load?: () => Promise<GameUi<any>>;
  /**
   * Loads the game's own options form for the new-game screen (its own small chunk, without
   * the table); without one the shared variant checkboxes are shown.
   */
  readonly setup?: () => Promise<Component<SetupProps>>;
  /**
   * Nothing in the game is secret from any seat: hot-seat play passes the screen from seat to
   * seat without the hand-off cover (the table says whose turn it is).
   */
  readonly openInformation?: boolean;
  /**
   * Loads the game's tutorial lessons: JSON data in its folder (`lessons/`) and their messages,
   * its own small chunk. Absent while the game has none. See tutorial/lesson.ts for the format.
   */
  readonly lessons?: () => Promise<LessonBook>;
  /** Loads the game's rules reference: its sections (rules/book.ts) and their messages. Absent while it has none. */
  readonly rules?: () => Promise<RulesBook>;
}

/** What the shell needs about a game opened in the engine (re-exported for tables). */
export type { GameOpenedResult };
