/**
 * Piplus in the renderer: its entry in the game registry. The names load with the menu; the
 * table, its 3D cards and dice and its messages load with `load()`. Piplus has no options
 * beyond its 2 to 6 seats, so the new-game screen needs no form of its own.
 */
import type { GameEntry } from '../game-ui';

/** Piplus's registry entry. */
export const piplusEntry: GameEntry = {
  id: 'piplus',
  messages: {
    en: {
      'game.piplus.name': 'Piplus',
      'game.piplus.blurb': 'A climbing card game with a d4, a d6 and a d8 on your cards.',
    },
    de: {
      'game.piplus.name': 'Piplus',
      'game.piplus.blurb': 'Ein Kletterspiel mit Karten, bei dem ein d4, ein d6 und ein d8 deine Karten anheben.',
    },
  },
  load: () => import('./ui').then((m) => m.piplusUi),
  rules: () => import('./rules').then((m) => m.piplusRules),
  lessons: () => import('./lessons').then((m) => m.piplusLessons),
};
