/**
 * The renderer's game registry: every game's entry, in menu order. Shared screens look games
 * up here and never name one. A new game adds its folder (`games/<id>/`) and one line here.
 */
import { addCatalogue } from '../i18n';
import type { GameEntry, GameUi } from './game-ui';
import { hexEntry } from './hex';
import { pipfallEntry } from './pipfall';
import { piplusEntry } from './piplus';
import { tossEntry } from './toss';
import { zeroEntry } from './zero';

/** Every game, in menu order. */
export const GAMES: readonly GameEntry[] = [pipfallEntry, hexEntry, zeroEntry, tossEntry, piplusEntry];

// The menu and the new-game screen label every game before any game chunk loads.
for (const g of GAMES) addCatalogue(g.messages);

/** The entry of game `id`, or undefined. */
export function gameEntry(id: string): GameEntry | undefined {
  return GAMES.find((g) => g.id === id);
}

/** Whether the renderer can play game `id` (it has a table). */
export function playable(id: string): boolean {
  return gameEntry(id)?.load !== undefined;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shell holds any game's UI
const loaded = new Map<string, Promise<GameUi<any>>>();

/** Loads game `id`'s playable part once (its chunk) and registers its messages. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shell holds any game's UI
export function loadGame(id: string): Promise<GameUi<any>> {
  let p = loaded.get(id);
  if (!p) {
    const load = gameEntry(id)?.load;
    if (!load) return Promise.reject(new Error(`game "${id}" has no table yet`));
    p = load().then((ui) => {
      addCatalogue(ui.messages);
      return ui;
    });
    loaded.set(id, p);
  }
  return p;
}
