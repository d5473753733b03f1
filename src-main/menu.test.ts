import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { INITIAL_MENU_STATE, MENU_COMMANDS, menuStateSchema, type MenuCommand, type MenuState } from '../src-shared/menu';
import { createMenuBar, menuTemplate } from './menu';
import { MENU_WORDS } from './menu-words';

type Item = MenuItemConstructorOptions;

const STATES: Readonly<Record<'menu' | 'game' | 'lesson', MenuState>> = {
  menu: { ...INITIAL_MENU_STATE, canContinue: true },
  game: { ...INITIAL_MENU_STATE, screen: 'game', canSave: true, canUndo: true, canHint: true, hasRules: true, view3d: true },
  lesson: { ...INITIAL_MENU_STATE, screen: 'lesson', hasRules: true, view3d: true, board: '2d' },
};

function build(platform: NodeJS.Platform, state: MenuState) {
  const sent: MenuCommand[] = [];
  const bar = menuTemplate({ platform, state, send: (c) => sent.push(c) });
  return { bar, sent };
}

/** Every item of a menu (submenus flattened), separators left out. */
function items(bar: readonly Item[]): Item[] {
  return bar.flatMap((m) => [m, ...items((m.submenu as Item[] | undefined) ?? [])]).filter((i) => i.type !== 'separator');
}

/** The item with this id. */
function byId(bar: readonly Item[], id: string): Item {
  const found = items(bar).find((i) => i.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
}

function click(i: Item): void {
  (i.click as () => void)();
}

describe('the application menu', () => {
  it('has File, Edit, View, Game and Help on Windows and Linux, and the app menu and Window menu on macOS', () => {
    expect(build('win32', STATES.menu).bar.map((m) => m.label)).toEqual(['&File', '&Edit', '&View', '&Game', '&Help']);
    expect(build('linux', STATES.menu).bar.map((m) => m.label)).toEqual(['&File', '&Edit', '&View', '&Game', '&Help']);
    const mac = build('darwin', STATES.menu).bar;
    expect(mac.map((m) => m.label)).toEqual(['PipFall', 'File', 'Edit', 'View', 'Game', 'Window', 'Help']);
    // The macOS app menu as the platform expects: Services, Hide, Hide others, Show all, Quit.
    expect((mac[0]!.submenu as Item[]).filter((i) => i.role).map((i) => i.role)).toEqual(['services', 'hide', 'hideOthers', 'unhide', 'quit']);
    expect(mac[5]!.role).toBe('window');
    // Quit is in File elsewhere, and only there on macOS's app menu.
    expect(items(build('linux', STATES.menu).bar).filter((i) => i.role === 'quit')).toHaveLength(1);
    expect(
      items(mac)
        .filter((i) => i.role === 'quit')
        .map((i) => i.label),
    ).toEqual(['Quit PipFall']);
  });

  it('greys what the screen cannot do now, as its buttons are: in the menu, in a game, in a lesson', () => {
    const enabled = (s: MenuState): Record<string, boolean | undefined> =>
      Object.fromEntries(['continue', 'saveAs', 'undo', 'hint', 'rules', 'resetView'].map((id) => [id, byId(build('linux', s).bar, id).enabled]));
    expect(enabled(STATES.menu)).toEqual({ continue: true, saveAs: false, undo: false, hint: false, rules: false, resetView: false });
    expect(enabled(STATES.game)).toEqual({ continue: false, saveAs: true, undo: true, hint: true, rules: true, resetView: true });
    expect(enabled(STATES.lesson)).toEqual({ continue: false, saveAs: false, undo: false, hint: false, rules: true, resetView: true });
    // New game, Load, Lessons, the rules reference and the shortcuts are always there.
    for (const s of Object.values(STATES))
      for (const id of ['newGame', 'load', 'lessons', 'rulesReference', 'shortcuts']) expect(byId(build('win32', s).bar, id).enabled).toBe(true);
  });

  it('shows the board drawn as the checked one of the two', () => {
    const bar2d = build('linux', STATES.lesson).bar;
    expect([byId(bar2d, 'board2d').checked, byId(bar2d, 'board3d').checked]).toEqual([true, false]);
    const bar3d = build('linux', STATES.game).bar;
    expect([byId(bar3d, 'board2d').checked, byId(bar3d, 'board3d').checked]).toEqual([false, true]);
  });

  it('sends the page the command an item names; items the platform does carry its standard roles', () => {
    const { bar, sent } = build('linux', STATES.game);
    for (const id of ['newGame', 'saveAs', 'undo', 'hint', 'board2d', 'rulesReference', 'shortcuts']) click(byId(bar, id));
    expect(sent).toEqual(['newGame', 'saveAs', 'undo', 'hint', 'board2d', 'rules', 'shortcuts']);
    const roles = items(bar)
      .map((i) => i.role)
      .filter(Boolean);
    expect(roles).toEqual(['quit', 'cut', 'copy', 'paste', 'selectAll', 'togglefullscreen', 'resetZoom', 'zoomIn', 'zoomOut', 'help']);
    // No reload and no developer tools: Electron's default menu is replaced.
    expect(roles).not.toContain('toggleDevTools');
    expect(roles).not.toContain('reload');
    // Every command of the page has an item that sends it, on every platform.
    for (const platform of ['linux', 'win32', 'darwin'] as const) {
      const b = build(platform, STATES.game);
      for (const i of items(b.bar)) if (i.click && i.enabled !== false) click(i);
      expect(new Set(b.sent)).toEqual(new Set(MENU_COMMANDS.filter((c) => c !== 'continue')));
    }
  });

  it("keys: the platform's for New, Load, Save as and Undo; the page's own keys shown but left to the page", () => {
    const bar = build('win32', STATES.game).bar;
    const keys = (id: string): [string | undefined, boolean | undefined] => [byId(bar, id).accelerator, byId(bar, id).registerAccelerator];
    expect(keys('newGame')).toEqual(['CmdOrCtrl+N', undefined]);
    expect(keys('load')).toEqual(['CmdOrCtrl+O', undefined]);
    expect(keys('saveAs')).toEqual(['CmdOrCtrl+Shift+S', undefined]);
    expect(keys('rulesReference')).toEqual(['F1', undefined]);
    // Ctrl+Z is the table's own key (a text field keeps its Ctrl+Z); ? opens the shortcuts on every screen. Hint has no key.
    expect(keys('undo')).toEqual(['CmdOrCtrl+Z', false]);
    expect(keys('hint')).toEqual([undefined, undefined]);
    expect(keys('shortcuts')).toEqual(['Shift+/', false]);
    expect(keys('resetView')).toEqual(['0', false]);
  });

  it('speaks the page’s language: every label English or German, access keys only off macOS', () => {
    for (const language of ['en', 'de'] as const) {
      const words = new Set(Object.values(MENU_WORDS[language]));
      for (const platform of ['linux', 'darwin'] as const) {
        const labels = items(build(platform, { ...STATES.game, language }).bar).map((i) => i.label!);
        for (const l of labels) expect(l === 'PipFall' || words.has(l) || words.has(`&${l}`), `${platform} ${language}: "${l}"`).toBe(true);
        expect(labels.some((l) => l.includes('&'))).toBe(platform !== 'darwin');
      }
    }
    const de = build('win32', { ...STATES.game, language: 'de' }).bar;
    expect(de.map((m) => m.label)).toEqual(['&Datei', '&Bearbeiten', '&Ansicht', '&Spiel', '&Hilfe']);
    expect(byId(de, 'undo').label).toBe('Zurücknehmen');
    expect(byId(de, 'hint').label).toBe('Tipp');
    // Both catalogues have every word.
    expect(Object.keys(MENU_WORDS.de).sort()).toEqual(Object.keys(MENU_WORDS.en).sort());
  });

  it('takes only a well-formed state from the page', () => {
    expect(menuStateSchema.safeParse(STATES.game).success).toBe(true);
    expect(menuStateSchema.safeParse({ ...STATES.game, screen: 'devtools' }).success).toBe(false);
    expect(menuStateSchema.safeParse({ ...STATES.game, canUndo: 'yes' }).success).toBe(false);
    expect(menuStateSchema.safeParse({ ...STATES.game, extra: 1 }).success).toBe(false);
    expect(menuStateSchema.safeParse({ ...STATES.game, language: 'fr' }).success).toBe(false);
  });

  it('main rebuilds the bar when the page says something new, not when it repeats itself, and keeps it on a bad state', () => {
    const applied: Item[][] = [];
    const bar = createMenuBar({ platform: 'linux', apply: (t) => applied.push(t), send: () => {} }, INITIAL_MENU_STATE);
    expect(applied).toHaveLength(1);
    expect(bar.setState(STATES.game)).toEqual({ ok: true });
    expect(bar.setState(STATES.game)).toEqual({ ok: true });
    expect(applied).toHaveLength(2);
    expect(byId(applied[1]!, 'undo').enabled).toBe(true);
    for (const junk of [null, 'game', { ...STATES.game, canUndo: 1 }, JSON.parse('{"__proto__": {"screen": "x"}}'), []]) {
      expect(bar.setState(junk).ok).toBe(false);
    }
    expect(applied).toHaveLength(2);
    expect(bar.state).toEqual(STATES.game);
  });
});
