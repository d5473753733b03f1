/** Messages of the saves and crash notices, registered into the shared catalogue. */
import { addMessages } from '../i18n';

addMessages({
  'saves.continue': 'Continue',
  'saves.continueGame': 'Continue {game}, {moves} moves',
  'saves.moves': '{moves} moves',
  'saves.setAside': 'Some saved games could not be read and were set aside.',
  'saves.load': 'Load a game…',
  'saves.loadFailed': 'That file could not be loaded: {message}',
  'saves.resumeFailed': 'That saved game could not be reopened: {message}',
  'engine.restarted': 'The game engine stopped and was restarted; your game continues where it was.',
  'engine.lost': 'The game engine stopped and could not be restarted. Your games are saved; restart PipFall to continue them.',
});
