/**
 * The menu bar's words, in the app's languages. Main builds the native menu and has no page to
 * ask, so its few words live here; they follow the page's own terms (src-renderer/i18n: "Neues
 * Spiel", "Tipp", "Zurücknehmen", "Tastenkürzel"). `&` marks the access key on Windows and Linux.
 */
import type { MenuState } from '../src-shared/menu';

export type MenuLanguage = MenuState['language'];

const en = {
  file: '&File',
  newGame: 'New game',
  continue: 'Continue',
  load: 'Load a game…',
  saveAs: 'Save game as…',
  quit: 'Quit',
  quitApp: 'Quit PipFall',
  edit: '&Edit',
  undo: 'Undo',
  cut: 'Cut',
  copy: 'Copy',
  paste: 'Paste',
  selectAll: 'Select all',
  view: '&View',
  board3d: '3D board',
  board2d: 'Flat 2D board',
  resetView: 'Reset the 3D view',
  fullScreen: 'Full screen',
  actualSize: 'Actual size',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  game: '&Game',
  hint: 'Hint',
  rules: 'Rules',
  lessons: 'Lessons',
  window: '&Window',
  minimize: 'Minimize',
  zoom: 'Zoom',
  front: 'Bring all to front',
  help: '&Help',
  rulesReference: 'Rules reference',
  shortcuts: 'Keyboard shortcuts',
  services: 'Services',
  hide: 'Hide PipFall',
  hideOthers: 'Hide others',
  unhide: 'Show all',
} as const;

export type MenuWord = keyof typeof en;

const de: Readonly<Record<MenuWord, string>> = {
  file: '&Datei',
  newGame: 'Neues Spiel',
  continue: 'Fortsetzen',
  load: 'Spiel laden…',
  saveAs: 'Spiel speichern unter…',
  quit: 'Beenden',
  quitApp: 'PipFall beenden',
  edit: '&Bearbeiten',
  undo: 'Zurücknehmen',
  cut: 'Ausschneiden',
  copy: 'Kopieren',
  paste: 'Einfügen',
  selectAll: 'Alles auswählen',
  view: '&Ansicht',
  board3d: '3D-Brett',
  board2d: 'Flaches 2D-Brett',
  resetView: '3D-Ansicht zurücksetzen',
  fullScreen: 'Vollbild',
  actualSize: 'Originalgröße',
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
  game: '&Spiel',
  hint: 'Tipp',
  rules: 'Spielregeln',
  lessons: 'Lektionen',
  window: '&Fenster',
  minimize: 'Minimieren',
  zoom: 'Zoomen',
  front: 'Alle nach vorne bringen',
  help: '&Hilfe',
  rulesReference: 'Regelübersicht',
  shortcuts: 'Tastenkürzel',
  services: 'Dienste',
  hide: 'PipFall ausblenden',
  hideOthers: 'Andere ausblenden',
  unhide: 'Alle einblenden',
};

export const MENU_WORDS: Readonly<Record<MenuLanguage, Readonly<Record<MenuWord, string>>>> = { en, de };
