/** Piplus in the renderer: its registry entry (not playable in the app yet). */
import type { GameEntry } from '../game-ui';

/** Piplus's registry entry. */
export const piplusEntry: GameEntry = {
  id: 'piplus',
  messages: {
    'game.piplus.name': 'Piplus',
    'game.piplus.blurb': 'A climbing card game with a d4, a d6 and a d8 on your cards.',
  },
};
