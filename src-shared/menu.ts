/**
 * The desktop app's menu bar, as both sides of it see it: the page says what is possible now
 * (`MenuState`: which screen, whether a game can be undone, saved, hinted...) and main builds
 * the native menu from it (src-main/menu.ts) and sends back the command an item names. The page
 * acts on a command exactly as on its own button, so an item is greyed where the button is. The
 * web build has no menu bar and keeps its on-screen controls.
 */
import { z } from 'zod';

/** What a menu item asks the page to do (items with an Electron role, like Quit or Copy, never reach it). */
export const MENU_COMMANDS = ['newGame', 'continue', 'load', 'saveAs', 'undo', 'board2d', 'board3d', 'resetView', 'hint', 'rules', 'lessons', 'shortcuts'] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

/** The page's screens as the menu tells them apart. */
export const MENU_SCREENS = ['menu', 'game', 'lesson', 'replay', 'other'] as const;

export const menuStateSchema = z
  .object({
    screen: z.enum(MENU_SCREENS),
    /** An unfinished game is kept to continue. */
    canContinue: z.boolean(),
    /** The open game can be saved as a file (a game is on the table). */
    canSave: z.boolean(),
    /** Undo would take a step back now (as the table's Undo button). */
    canUndo: z.boolean(),
    /** A hint can be asked now (as the table's Hint button). */
    canHint: z.boolean(),
    /** The screen shows a game whose rules reference can open. */
    hasRules: z.boolean(),
    /** The board drawn: the flat one or the 3D one. */
    board: z.enum(['2d', '3d']),
    /** A 3D board is on screen, so its view can be reset. */
    view3d: z.boolean(),
    /** The page's language: the menu speaks it too. */
    language: z.enum(['en', 'de']),
  })
  .strict();

export type MenuState = z.infer<typeof menuStateSchema>;

/** Before the page says anything: the main menu, nothing open. */
export const INITIAL_MENU_STATE: MenuState = {
  screen: 'menu',
  canContinue: false,
  canSave: false,
  canUndo: false,
  canHint: false,
  hasRules: false,
  board: '3d',
  view3d: false,
  language: 'en',
};
