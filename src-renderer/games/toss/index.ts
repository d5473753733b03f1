/** PipFall Toss in the renderer: its registry entry (not playable in the app yet). */
import type { GameEntry } from '../game-ui';

/** PipFall Toss's registry entry. */
export const tossEntry: GameEntry = {
  id: 'toss',
  messages: {
    'game.toss.name': 'PipFall Toss',
    'game.toss.blurb': 'Cornhole with dice: toss them onto the board, or keep score at a real one.',
  },
};
