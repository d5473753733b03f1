/**
 * The API the preload script exposes to the page as the global `pipfall`. Types only, so the
 * renderer can import it without pulling in Electron or the host.
 */
import type { RequestBody, Response, SeatKind } from './contract/protocol';
import type { KeeperPush } from './keeper';
import type { Settings, SettingsPatch } from './settings';
import type { PastGame } from './past-games';
import type { MenuCommand, MenuState } from './menu';
import type { StoredReview } from './past-reviews';

/** The `pipfall` global of the Electron app page. */
export interface PipfallApi {
  /** Sends one request to the engine host and resolves with its answer (never rejects: failures are error responses). */
  request(req: RequestBody): Promise<Response>;
  /** Calls `listener` for each push (the engine restarted or was given up, a save failed); returns a function that stops listening. */
  onPush(listener: (push: KeeperPush) => void): () => void;
  /** After `engineDown`: starts the engine again; the open games are resumed (a `hostRestarted` push follows). */
  retryEngine(): Promise<void>;
  /** Saved games (Electron only; the web build keeps its own). */
  readonly saves: SavesApi;
  /** The player's settings (userData/settings.json). */
  readonly settings: SettingsApi;
  /** Finished games kept for replays (userData/past-games). */
  readonly pastGames: PastGamesApi;
  /** The native menu bar (src-shared/menu.ts). */
  readonly menu: MenuApi;
}

/** The menu bar: the page says what is possible, main says which item was chosen. */
export interface MenuApi {
  /** What the bar may offer now (main greys the rest and speaks the state's language). */
  setState(state: MenuState): Promise<void>;
  /** Calls `listener` with each chosen item's command; returns a function that stops listening. */
  onCommand(listener: (command: MenuCommand) => void): () => void;
}

/** Past games: main keeps the last 50 finished games; the page lists them and opens them as replays, never reads a record. */
export interface PastGamesApi {
  /** The kept games, newest first. */
  list(): Promise<readonly PastGame[]>;
  /** Opens a kept game as a replay; answers like a `replayOpen` request (result: ReplayOpened). */
  open(id: string): Promise<Response>;
  /** Saves a kept game's record to a file picked in a native dialog; the value is the path. */
  exportGame(id: string, title: string): Promise<DialogOutcome<string>>;
  /** Deletes a kept game. */
  remove(id: string): Promise<{ readonly ok: boolean }>;
  /** A kept game's review as far as it got (null: none yet, or the stored one did not read and is computed again). */
  review(id: string): Promise<StoredReview | null>;
  /** Keeps a kept game's review beside it; ok false when it is not a review of that game or could not be written. */
  keepReview(id: string, review: StoredReview): Promise<{ readonly ok: boolean }>;
}

/** An unfinished game the menu may offer to continue. */
export interface SaveSummary {
  /** Pass back to `continue`. */
  readonly saveId: string;
  readonly game: string;
  /** The game's options as recorded (seats, variants). */
  readonly options: unknown;
  readonly seats: readonly SeatKind[];
  /** Actions applied so far. */
  readonly moves: number;
  /** ISO time of the last save. */
  readonly savedAt: string;
  /** Which game the save holds (record-key.ts): saves with the same key hold the same game at the same point, listed once. */
  readonly key?: string;
}

/**
 * A save file met while listing that could not be offered: moved to the quarantine folder
 * (`setAside`), unreadable and unmovable so left where it is (`leftInPlace`: a read-only folder),
 * or a finished game that could not be added to Past games yet (`notArchived`: the disk is full).
 */
export interface SaveProblem {
  readonly file: string;
  readonly kind: 'setAside' | 'leftInPlace' | 'notArchived';
  /** A sentence for the player. */
  readonly message: string;
  /** Where it went (null: it stayed where it was). */
  readonly movedTo: string | null;
}

/**
 * What a dialog-driven call answers: done, cancelled by the player, or failed with a readable
 * message and, for a file that cannot be loaded, a code the page words from its catalogue
 * (ERR_SAVE_JSON, ERR_SAVE_FOREIGN, ERR_SAVE_DAMAGED, ERR_SAVE_REPLAY, ERR_SAVE_FINISHED).
 */
export type DialogOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly canceled: true }
  | { readonly ok: false; readonly canceled: false; readonly message: string; readonly code?: string };

/** Saves: autosaves are written by main after every step; these calls list, reopen, export and import. */
export interface SavesApi {
  /**
   * Calls `listener` with each game file opened from the desktop (a double-click, the command
   * line, a second launch, macOS's open-file), imported as Load imports it; main then opens
   * any that waited for the page. Returns a function that stops listening.
   */
  onOpened(listener: (outcome: DialogOutcome<SaveSummary>) => void): () => void;
  /** A game file dropped onto the window: opened as a double-clicked one (the outcome comes to `onOpened`). */
  openDropped(file: File): Promise<void>;
  /** Unfinished games, newest first, and files set aside while listing. */
  list(): Promise<{ readonly saves: readonly SaveSummary[]; readonly problems: readonly SaveProblem[] }>;
  /** Reopens a listed game; answers like a `resume` request (result: GameOpenedResult). */
  continue(saveId: string): Promise<Response>;
  /** Saves an open game's record to a file picked in a native dialog; the value is the path. */
  exportGame(gameId: string, title: string): Promise<DialogOutcome<string>>;
  /** Loads a record file picked in a native dialog into the saves folder; the value is its new entry. */
  importGame(): Promise<DialogOutcome<SaveSummary>>;
}

/** Settings through main. */
export interface SettingsApi {
  get(): Promise<Settings>;
  /**
   * Applies a partial change; refused (nothing changes) when a field is invalid. `unsaved`: in
   * force but not written (the disk is full...), with a code and a reason for the player.
   */
  set(
    patch: SettingsPatch,
  ): Promise<
    { readonly ok: true; readonly settings: Settings; readonly unsaved?: { readonly code: string; readonly reason: string } } | { readonly ok: false; readonly message: string }
  >;
}
