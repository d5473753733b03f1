/**
 * The per-game UI registry: game id -> its table component, loaded lazily so that each
 * game is its own chunk. The new-game screen lists every game; only those with a table
 * here are enabled.
 */
import type { Component } from 'svelte';
import type { TableProps } from './table';

/** What the new-game screen needs to know about a game. */
export interface GameUi {
  /** Seats the game allows. */
  readonly minSeats: number;
  readonly maxSeats: number;
  /** Variant names, shown as toggles (labels: `newGame.variant.<name>`). */
  readonly variants: readonly string[];
  /** Computer levels offered. */
  readonly aiLevels: readonly string[];
  /** Loads the table component. */
  readonly table: () => Promise<{ default: Component<TableProps> }>;
}

/** Every game's id, in menu order. */
export const ALL_GAMES = ['pipfall', 'hex', 'zero', 'toss', 'piplus'] as const;

/** Games the renderer can play. */
export const GAME_UI: Readonly<Partial<Record<string, GameUi>>> = {
  zero: {
    minSeats: 1,
    maxSeats: 2,
    variants: ['easier', 'hardcore'],
    aiLevels: ['random', 'greedy'],
    table: () => import('./zero/ZeroTable.svelte'),
  },
};
