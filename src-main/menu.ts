/**
 * The application menu as a template (Electron's `Menu.buildFromTemplate` takes it), built from
 * what the page says is possible now (src-shared/menu.ts) in the app's language. Electron-free
 * apart from types, so tests build it for every platform, state and language.
 *
 * Items the platform does itself carry Electron's standard roles (Quit, the text roles, full
 * screen, zoom, the macOS app and Window menus); the rest send a command to the page, which acts
 * as its own button would, and are greyed where that button is. Keys the page already handles
 * itself (Ctrl+Z, ? for the shortcuts, 0 for the 3D view) are shown but not
 * registered, so the menu never takes a key from a text field or a game.
 */
import type { MenuItemConstructorOptions } from 'electron';
import { menuStateSchema, type MenuCommand, type MenuState } from '../src-shared/menu';
import { MENU_WORDS, type MenuWord } from './menu-words';

export interface MenuContext {
  readonly platform: NodeJS.Platform;
  /** What the page says is possible now, and its language. */
  readonly state: MenuState;
  /** Sends a command to the page. */
  readonly send: (command: MenuCommand) => void;
}

type Item = MenuItemConstructorOptions;
const separator: Item = { type: 'separator' };

/** The menu bar's template. */
export function menuTemplate(ctx: MenuContext): Item[] {
  const { state, platform } = ctx;
  const mac = platform === 'darwin';
  const w = (word: MenuWord): string => {
    const text = MENU_WORDS[state.language][word];
    // macOS shows no access keys: its menus drop the `&`.
    return mac ? text.replace('&', '') : text;
  };
  const command = (id: MenuCommand, word: MenuWord, enabled: boolean, more: Partial<Item> = {}): Item => ({
    id,
    label: w(word),
    enabled,
    click: () => ctx.send(id),
    ...more,
  });
  const atTable = state.screen === 'game' || state.screen === 'lesson' || state.screen === 'replay';

  const file: Item = {
    label: w('file'),
    submenu: [
      command('newGame', 'newGame', true, { accelerator: 'CmdOrCtrl+N' }),
      command('continue', 'continue', state.canContinue),
      command('load', 'load', true, { accelerator: 'CmdOrCtrl+O' }),
      command('saveAs', 'saveAs', state.canSave, { accelerator: 'CmdOrCtrl+Shift+S' }),
      // macOS quits from the app menu.
      ...(mac ? [] : [separator, { role: 'quit', label: w('quit') } satisfies Item]),
    ],
  };
  const edit: Item = {
    label: w('edit'),
    submenu: [
      command('undo', 'undo', state.canUndo, { accelerator: 'CmdOrCtrl+Z', registerAccelerator: false }),
      separator,
      { role: 'cut', label: w('cut') },
      { role: 'copy', label: w('copy') },
      { role: 'paste', label: w('paste') },
      { role: 'selectAll', label: w('selectAll') },
    ],
  };
  const view: Item = {
    label: w('view'),
    submenu: [
      command('board3d', 'board3d', true, { type: 'radio', checked: state.board === '3d' }),
      command('board2d', 'board2d', true, { type: 'radio', checked: state.board === '2d' }),
      command('resetView', 'resetView', state.view3d, { accelerator: '0', registerAccelerator: false }),
      separator,
      { role: 'togglefullscreen', label: w('fullScreen') },
      { role: 'resetZoom', label: w('actualSize') },
      { role: 'zoomIn', label: w('zoomIn') },
      { role: 'zoomOut', label: w('zoomOut') },
    ],
  };
  const game: Item = {
    label: w('game'),
    submenu: [command('hint', 'hint', state.canHint), command('rules', 'rules', atTable && state.hasRules), command('lessons', 'lessons', true)],
  };
  const help: Item = {
    role: 'help',
    label: w('help'),
    submenu: [
      command('rules', 'rulesReference', true, { id: 'rulesReference', accelerator: 'F1' }),
      command('shortcuts', 'shortcuts', true, { accelerator: 'Shift+/', registerAccelerator: false }),
    ],
  };
  if (!mac) return [file, edit, view, game, help];

  const appMenu: Item = {
    label: 'PipFall',
    submenu: [
      { role: 'services', label: w('services') },
      separator,
      { role: 'hide', label: w('hide') },
      { role: 'hideOthers', label: w('hideOthers') },
      { role: 'unhide', label: w('unhide') },
      separator,
      { role: 'quit', label: w('quitApp') },
    ],
  };
  const windowMenu: Item = {
    role: 'window',
    label: w('window'),
    submenu: [{ role: 'minimize', label: w('minimize') }, { role: 'zoom', label: w('zoom') }, separator, { role: 'front', label: w('front') }],
  };
  return [appMenu, file, edit, view, game, windowMenu, help];
}

/** What the menu bar needs of Electron (main passes Menu's; tests pass stand-ins). */
export interface MenuBarDeps {
  readonly platform: NodeJS.Platform;
  /** Builds the template and makes it the application menu. */
  readonly apply: (template: Item[]) => void;
  readonly send: (command: MenuCommand) => void;
}

/**
 * The menu bar as main keeps it: built at once from `initial`, rebuilt whenever the page says
 * something new. A state that does not parse is refused and the bar stays as it was.
 */
export function createMenuBar(deps: MenuBarDeps, initial: MenuState): { setState(payload: unknown): { ok: boolean; message?: string }; readonly state: MenuState } {
  let state = initial;
  let shown = '';
  const apply = (): void => {
    const key = JSON.stringify(state);
    if (key === shown) return;
    shown = key;
    deps.apply(menuTemplate({ platform: deps.platform, state, send: deps.send }));
  };
  apply();
  return {
    setState(payload) {
      const r = menuStateSchema.safeParse(payload);
      if (!r.success) return { ok: false, message: `not a menu state: ${r.error.issues[0]?.message ?? 'invalid'}` };
      state = r.data;
      apply();
      return { ok: true };
    },
    get state() {
      return state;
    },
  };
}
