/** PipFall Hex in the renderer: its registry entry (not playable in the app yet). */
import type { GameEntry } from '../game-ui';

/** PipFall Hex's registry entry. */
export const hexEntry: GameEntry = {
  id: 'hex',
  messages: {
    'game.hex.name': 'PipFall Hex',
    'game.hex.blurb': 'Trophy war on a hex battlefield, with reinforcements.',
  },
};
