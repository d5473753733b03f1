/** Messages of the saves and crash notices (German twin: messages.de.ts), registered into the shared catalogue. */
import { addCatalogue } from '../i18n';
import { savesDe } from './messages.de';

/** The saves' and crash notices' English messages. */
export const savesEn = {
  'saves.continue': 'Continue',
  'saves.continueGame': 'Continue {game}, {moves}',
  'saves.moves.one': '{n} move',
  'saves.moves.other': '{n} moves',
  'saves.mode.solo': 'solo',
  'saves.mode.vsAi': 'against the computer',
  'saves.mode.hotSeat': '{n} players at this screen',
  'saves.setAside': 'Some saved games could not be read and were set aside.',
  'saves.load': 'Load a game…',
  'saves.loadFailed': 'That file could not be loaded: {message}',
  'saves.saveAs': 'Save game as…',
  'saves.saved': 'Game saved ({where}).',
  'saves.saveFailed': 'The game could not be saved: {message}',
  'saves.tooLarge': 'This file is far too large to be a PipFall game.',
  'saves.badSeats': 'The seats in this file do not make sense.',
  'saves.problem.json': 'This file is not a saved PipFall game: it is not a game file, or it was cut short.',
  'saves.problem.foreign': 'This file is not a saved PipFall game.',
  'saves.problem.damaged': 'This file looks like a saved PipFall game, but it is damaged and cannot be loaded.',
  'saves.problem.replay': 'This saved game cannot be loaded: a move in it breaks the rules, so the file was changed or damaged.',
  'saves.problem.finished': 'This game has already ended; there is nothing to continue.',
  'saves.problem.unknownGame': 'This file holds a game this version of PipFall does not have.',
  'saves.problem.unchecked': 'The game engine could not check this file just now, so nothing was loaded. Try again in a moment.',
  'saves.resumeFailed': 'That saved game could not be reopened: {message}',
  'engine.restarted': 'The game engine stopped and was restarted; your game continues where it was.',
  'saves.writeFailed': 'Your game could not be saved: {reason}. It stays open, and PipFall saves it again after the next move.',
  'saves.writeRestored': 'Your game is saved again.',
  'engine.restartedLost.one': 'The game engine stopped and was restarted, but {n} open game could not be reopened. It is kept under Continue on the menu.',
  'engine.restartedLost.other': 'The game engine stopped and was restarted, but {n} open games could not be reopened. They are kept under Continue on the menu.',
  'engine.down': 'The game engine keeps stopping, so it was not restarted. Your games are saved.',
  'engine.retry': 'Retry',
  'engine.gameLost': 'This game could not be reopened after the engine restarted. It is kept under Continue on the menu.',
};

addCatalogue({ en: savesEn, de: savesDe });
