/**
 * Pip Zero in the renderer: its entry in the game registry. The names and variant labels load
 * with the menu; the table, its 3D grids and its messages load with `load()`.
 */
import type { GameEntry } from '../game-ui';

/** Pip Zero's registry entry. */
export const zeroEntry: GameEntry = {
  id: 'zero',
  messages: {
    en: {
      'game.zero.name': 'Pip Zero',
      'game.zero.blurb': 'Program four cards, decay your 4×4 grid to nothing.',
      'newGame.variant.easier': 'Easier',
      'newGame.variant.easier.help': 'Resolve all four cards; one extra shuffle.',
      'newGame.variant.hardcore': 'Hardcore',
      'newGame.variant.hardcore.help': 'Diamonds take one pip; fizzled face cards push dice up.',
    },
    de: {
      'game.zero.name': 'Pip Zero',
      'game.zero.blurb': 'Vier Karten programmieren, das 4×4-Raster bis auf null abtragen.',
      'newGame.variant.easier': 'Leichter',
      'newGame.variant.easier.help': 'Alle vier Karten abhandeln; einmal mehr mischen.',
      'newGame.variant.hardcore': 'Hardcore',
      'newGame.variant.hardcore.help': 'Karo nimmt ein Auge; verpuffte Bildkarten treiben Würfel hoch.',
    },
  },
  load: () => import('./ui').then((m) => m.zeroUi),
  rules: () => import('./rules').then((m) => m.zeroRules),
  lessons: () => import('./lessons').then((m) => m.zeroLessons),
};
