/**
 * Shared UI state: which screen is up, the animation speed, the game being played.
 * Provided once by App.svelte; `useApp()` fails loudly without the provider.
 */
import { getContext, setContext } from 'svelte';
import type { SeatKind, ViewReport } from '../engine/types';
import type { EngineClient } from '../engine/client';

/** Animation speeds; 'fast' skips tweens (tests use ?speed=fast). */
export const SPEEDS = ['slow', 'normal', 'fast'] as const;
export type Speed = (typeof SPEEDS)[number];

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
}

/** The finished game's result as the end screen shows it. */
export interface Ended {
  readonly setup: GameSetup;
  readonly outcome: NonNullable<ViewReport['outcome']>;
}

export type Screen = { name: 'menu' } | { name: 'newGame' } | { name: 'table'; setup: GameSetup; run: number } | { name: 'end'; ended: Ended };

/** The app's shared, reactive state. */
export class AppState {
  /** The screen showing now. */
  screen = $state<Screen>({ name: 'menu' });
  /** Animation speed. */
  speed = $state<Speed>('normal');
  /** Bumped for every game started, so "play again" remounts the table. */
  private runs = 0;

  constructor(readonly engine: EngineClient) {
    const q = new URLSearchParams(window.location.search).get('speed');
    if (q && (SPEEDS as readonly string[]).includes(q)) this.speed = q as Speed;
  }

  /** Milliseconds between AI steps at the current speed. */
  get aiDelay(): number {
    return this.speed === 'slow' ? 1000 : this.speed === 'normal' ? 600 : 0;
  }

  /** Multiplier for animation durations (0 = jump to the end). */
  get animScale(): number {
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

  /** Starts a game at the table. */
  play(setup: GameSetup): void {
    this.screen = { name: 'table', setup, run: ++this.runs };
  }

  /** Shows the end screen. */
  end(ended: Ended): void {
    this.screen = { name: 'end', ended };
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
