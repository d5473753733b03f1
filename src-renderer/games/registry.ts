/**
 * The per-game UI registry: game id -> its table component, loaded lazily so that each
 * game is its own chunk. The new-game screen lists every game; only those with a table
 * here (and that the engine host reports in `hello`) are enabled. Seat counts, variants
 * and AI levels come from the host's `hello`, not from here.
 */
import type { Component } from 'svelte';
import { addMessages } from '../i18n';
import { pipfallEndEn, pipfallSetupEn } from './pipfall/setup-messages';
import type { TableProps } from './table';

/** What the renderer holds for a playable game. */
export interface GameUi {
  /** Loads the table component. */
  readonly table: () => Promise<{ default: Component<TableProps> }>;
}

/** Every game's id, in menu order. */
export const ALL_GAMES = ['pipfall', 'hex', 'zero', 'toss', 'piplus'] as const;

// The new-game screen labels variants before any table chunk loads.
addMessages(pipfallSetupEn);
addMessages(pipfallEndEn);

/** Games the renderer can play. */
export const GAME_UI: Readonly<Partial<Record<string, GameUi>>> = {
  pipfall: {
    table: () => import('./pipfall/PipfallTable.svelte'),
  },
  zero: {
    table: () => import('./zero/ZeroTable.svelte'),
  },
};
