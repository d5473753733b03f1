/**
 * Shared UI state: which screen is up, the player's settings (animation speed, reduced
 * motion, volume, palette, language, last seats), the game being played. Provided once by
 * App.svelte; `useApp()` fails loudly without the provider.
 */
import { getContext, setContext } from 'svelte';
import { MediaQuery } from 'svelte/reactivity';
import type { GameOpenedResult, SeatKind } from '../engine/types';
import type { ReplayOpened } from '../../src-shared/contract/protocol';
import { EngineError, type EngineClient, type OpenSource } from '../engine/client';
import { recordGame, type FinishedGame } from '../../src-shared/stats';
import { loadSettings, saveSettings, type Settings, type SettingsPatch } from '../saves/settings';
import { showSettingsNotice } from '../saves/notice';
import { applyLanguage } from '../i18n';
import { setVolume } from '../ui/sound';
import type { Palette } from '../ui/palette';
import { flatBoard, urlBoardMode, webglAvailable, type BoardMode } from './board-mode';

/** Animation speeds; 'fast' skips tweens (tests use ?speed=fast). */
export const SPEEDS = ['slow', 'normal', 'fast'] as const;
export type Speed = (typeof SPEEDS)[number];
/** Reduced-motion choices: 'system' follows the operating system's prefers-reduced-motion. */
export const MOTIONS = ['system', 'on', 'off'] as const;
export type Motion = (typeof MOTIONS)[number];

/** How to start a game: the new-game screen fills it, "play again" reuses it. */
export interface GameSetup {
  /** A game id from the registry. */
  readonly game: string;
  /** Options for the engine (seats, variants...). */
  readonly options: Record<string, unknown>;
  /** Who sits in each seat. */
  readonly seats: readonly SeatKind[];
  /** A fixed seed, or undefined for a random one. */
  readonly seed: number | undefined;
  /** A coached first game (tutorial/firstGame.ts): the coach speaks up the first time each rule comes into play. */
  readonly coached?: boolean;
}

export type Screen =
  | { name: 'menu' }
  | { name: 'newGame' }
  | { name: 'settings' }
  /** The player's statistics for every game. */
  | { name: 'stats' }
  /** `opened`: a game already open in the engine (a continued save or a loaded file) that the table resumes. */
  | { name: 'table'; setup: GameSetup; run: number; opened?: GameOpenedResult }
  /** "Learn to play": every game's lessons and rules; `game` scrolls to and focuses one game. */
  | { name: 'learn'; game?: string }
  /** A tutorial lesson (`run` remounts it when started again). */
  | { name: 'lesson'; game: string; lesson: string; run: number }
  /** The finished games kept for replays. */
  | { name: 'past' }
  /** A replay already open in the engine; `back` is where closing it goes, `viewer` whose view it starts with. */
  | { name: 'replay'; opened: ReplayOpened; back: 'menu' | 'past'; viewer: number | null; run: number; review?: ReplayReview };

/** A replay opened for its review (issue 53): `pastId` is the past game it is kept beside (null: not kept). */
export interface ReplayReview {
  readonly pastId: string | null;
}

/** The system's "reduce motion", followed as it changes (Svelte's reactive media query; false where there is none). */
function reducedMotionQuery(): { readonly current: boolean } {
  return typeof window.matchMedia === 'function' ? new MediaQuery('(prefers-reduced-motion: reduce)', false) : { current: false };
}

/** The app's shared, reactive state. */
export class AppState {
  /** The screen showing now. */
  screen = $state<Screen>({ name: 'menu' });
  /** Animation speed. */
  speed = $state<Speed>('normal');
  /** Reduced motion: 'system' follows the operating system. */
  motion = $state<Motion>('system');
  /** Master volume, 0 to 1 (0: silent). */
  volume = $state(0.8);
  /** Seat colours: the default or a colour-blind-safe set. */
  palette = $state<Palette>('classic');
  /** 3D or flat 2D boards as chosen ('auto': 3D where WebGL works). */
  board = $state<BoardMode>('auto');
  /** Whether this browser can draw WebGL (asked once; without it every board is 2D). */
  readonly webgl = webglAvailable();
  /** The interface's language as chosen ('system': German when the system's is, else English). */
  language = $state<Settings['language']>('system');
  /** Seat kinds last used, per game id, for the new-game screen. */
  lastSeats = $state.raw<Settings['lastSeats']>({});
  /** Tutorial progress per lesson ("<game>.<lesson>"): finished, and the step to resume at. */
  lessons = $state.raw<Settings['lessons']>({});
  /** The player's statistics per game, seat count and opponents. */
  stats = $state.raw<Settings['stats']>({});
  /** The system's reduced-motion setting, live: a change there applies at once, with no restart. */
  readonly #systemMotion = reducedMotionQuery();
  /** Resolves once the stored settings were applied. */
  readonly ready: Promise<void>;
  /** Bumped for every game started, so "play again" remounts the table. */
  private runs = 0;
  /** A ?speed= in the URL (tests) wins over the stored speed for this session. */
  private readonly urlSpeed: boolean;
  /** A ?board= in the URL (tests) wins over the stored choice for this session. */
  private readonly urlBoard = urlBoardMode(window.location.search);

  constructor(readonly engine: EngineClient) {
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- read once here, never changed
    const q = new URLSearchParams(window.location.search).get('speed');
    this.urlSpeed = q !== null && (SPEEDS as readonly string[]).includes(q);
    if (this.urlSpeed) this.speed = q as Speed;
    if (this.urlBoard) this.board = this.urlBoard;
    applyLanguage(this.language);
    this.ready = loadSettings().then(
      (s) => this.apply(s),
      () => {},
    );
  }

  private apply(s: Settings): void {
    if (!this.urlSpeed) this.speed = s.animationSpeed;
    this.motion = s.reducedMotion;
    this.volume = s.volume;
    this.palette = s.palette === 'colorblind' ? 'colorblind' : 'classic';
    if (!this.urlBoard) this.board = s.board;
    this.language = s.language;
    applyLanguage(s.language);
    this.lastSeats = s.lastSeats;
    this.lessons = s.lessons;
    this.stats = s.stats;
    setVolume(s.volume);
  }

  /** Changes settings now and keeps them (preload in Electron, localStorage on the web). */
  update(patch: SettingsPatch): void {
    if (patch.animationSpeed) this.speed = patch.animationSpeed;
    if (patch.reducedMotion) this.motion = patch.reducedMotion;
    if (patch.volume !== undefined) {
      this.volume = patch.volume;
      setVolume(patch.volume);
    }
    if (patch.palette) this.palette = patch.palette === 'colorblind' ? 'colorblind' : 'classic';
    if (patch.board) this.board = patch.board;
    if (patch.language) {
      this.language = patch.language;
      applyLanguage(patch.language);
    }
    if (patch.lastSeats) this.lastSeats = patch.lastSeats;
    if (patch.lessons) this.lessons = patch.lessons;
    if (patch.stats) this.stats = patch.stats;
    // A write that fails is told to the player (issue 51: a failed statistics save was swallowed).
    void saveSettings(patch).then(
      (r) => showSettingsNotice(r.unsaved),
      (e: unknown) => showSettingsNotice({ code: 'EUNKNOWN', reason: e instanceof Error ? e.message : String(e) }),
    );
  }

  /** Counts a game this screen saw end in the player's statistics (and keeps them). */
  recordGame(g: FinishedGame): void {
    const next = recordGame(this.stats, g);
    if (next !== this.stats) this.update({ stats: next });
  }

  /** Forgets every statistic (the statistics screen asks first). */
  resetStats(): void {
    this.update({ stats: {} });
  }

  /** Whether tables draw the flat 2D board (chosen, or no WebGL) instead of the 3D one. */
  get flatBoard(): boolean {
    return flatBoard(this.board, this.webgl);
  }

  /** Whether the operating system asks for reduced motion now. */
  get systemReducedMotion(): boolean {
    return this.#systemMotion.current;
  }

  /** Whether animations are cut short (the setting, or the system's preference under 'system'). */
  get reducedMotion(): boolean {
    return this.motion === 'on' || (this.motion === 'system' && this.systemReducedMotion);
  }

  /** Milliseconds between AI steps at the current speed. */
  get aiDelay(): number {
    return this.speed === 'slow' ? 1000 : this.speed === 'normal' ? 600 : 0;
  }

  /** Multiplier for animation durations (0 = jump to the end); reduced motion jumps too. */
  get animScale(): number {
    if (this.reducedMotion) return 0;
    return this.speed === 'slow' ? 1.6 : this.speed === 'normal' ? 1 : 0;
  }

  /** Goes to the main menu. */
  menu(): void {
    this.screen = { name: 'menu' };
  }

  /** Goes to the new-game screen. */
  newGame(): void {
    this.screen = { name: 'newGame' };
  }

  /** Goes to the settings screen. */
  settings(): void {
    this.screen = { name: 'settings' };
  }

  /** Goes to the statistics screen. */
  statistics(): void {
    this.screen = { name: 'stats' };
  }

  /** Starts a game at the table. */
  play(setup: GameSetup): void {
    this.screen = { name: 'table', setup, run: ++this.runs };
  }

  /**
   * Reopens a saved or loaded game in the engine and, once it is open, moves to the table
   * with it. On failure nothing changes (the screen stays) and the engine's error is thrown.
   */
  async resume(source: OpenSource): Promise<void> {
    const opened = await this.engine.open(source);
    if (opened.outcome !== null) {
      // A finished game (a loaded file): nothing to continue, as the desktop app's import says too.
      void this.engine.close(opened.gameId).catch(() => {});
      throw new EngineError('ERR_SAVE_FINISHED', 'this game has already ended; there is nothing to continue');
    }
    const setup: GameSetup = { game: opened.game, options: source.options, seats: opened.seats, seed: undefined };
    this.screen = { name: 'table', setup, run: ++this.runs, opened };
  }

  /** Goes to the Past games list. */
  pastGames(): void {
    this.screen = { name: 'past' };
  }

  /** Shows a replay opened in the engine (closed by the viewer when it goes). */
  replay(opened: ReplayOpened, back: 'menu' | 'past', viewer: number | null, review?: ReplayReview): void {
    this.screen = { name: 'replay', opened, back, viewer, run: ++this.runs, ...(review ? { review } : {}) };
  }

  /** Goes to "Learn to play" (optionally at one game's lessons). */
  learn(game?: string): void {
    this.screen = game === undefined ? { name: 'learn' } : { name: 'learn', game };
  }

  /** Opens a lesson; it resumes where the learner left it (the progress in the settings). */
  lesson(game: string, lesson: string): void {
    this.screen = { name: 'lesson', game, lesson, run: ++this.runs };
  }
}

const KEY = Symbol('pipfall.app');

/** Makes `state` available to every component below the caller. */
export function provideApp(state: AppState): AppState {
  return setContext(KEY, state);
}

/** The app state; throws when no ancestor provided it. */
export function useApp(): AppState {
  const s = getContext<AppState | undefined>(KEY);
  if (!s) throw new Error('useApp() called outside provideApp()');
  return s;
}
