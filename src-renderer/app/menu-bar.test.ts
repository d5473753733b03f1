import { describe, expect, it } from 'vitest';
import { MENU_COMMANDS, type MenuCommand, type MenuState } from '../../src-shared/menu';
import { MenuLink, menuStateOf, runMenuCommand, type AppCommands, type ScreenCommands } from './menu-bar.svelte';

function recorder() {
  const did: string[] = [];
  const app: AppCommands = {
    newGame: () => did.push('app:newGame'),
    lessons: () => did.push('app:lessons'),
    setBoard: (m) => did.push(`app:board:${m}`),
    shortcuts: () => did.push('app:shortcuts'),
  };
  const doable = (name: string, enabled: boolean) => ({ enabled, run: () => did.push(`screen:${name}`) });
  return { did, app, doable };
}

describe('the desktop menu bar, from the page', () => {
  it("greys what the screen's buttons cannot do, and says which board is drawn and the page's language", () => {
    const { doable } = recorder();
    const table: ScreenCommands = { undo: doable('undo', false), hint: doable('hint', true), saveAs: doable('saveAs', true), rules: () => {}, resetView: () => {} };
    expect(menuStateOf('table', table, '3d', 'de')).toEqual({
      screen: 'game',
      canContinue: false,
      canSave: true,
      canUndo: false,
      canHint: true,
      hasRules: true,
      board: '3d',
      view3d: true,
      language: 'de',
    });
    expect(menuStateOf('menu', { continue: doable('continue', true) }, '2d', 'en')).toMatchObject({
      screen: 'menu',
      canContinue: true,
      canSave: false,
      hasRules: false,
      view3d: false,
      board: '2d',
    });
    expect(menuStateOf('stats', {}, '3d', 'en').screen).toBe('other');
  });

  it("runs the screen's own way for its commands, only where it is enabled, and the app's for the rest", () => {
    const { did, app, doable } = recorder();
    const screen: ScreenCommands = { undo: doable('undo', true), hint: doable('hint', false), rules: () => did.push('screen:rules') };
    const ran = Object.fromEntries(MENU_COMMANDS.map((c: MenuCommand) => [c, runMenuCommand(c, screen, app)]));
    expect(ran).toMatchObject({ undo: true, hint: false, saveAs: false, continue: false, load: false, resetView: false, rules: true, newGame: true });
    expect(did).toContain('screen:undo');
    expect(did).not.toContain('screen:hint');
    expect(did).toContain('app:newGame');
    expect(did.filter((d) => d.startsWith('app:board'))).toEqual(['app:board:2d', 'app:board:3d']);
    // Outside a game the rules reference is the Learn screen's (it lists every game's rules).
    const outside = recorder();
    runMenuCommand('rules', {}, outside.app);
    expect(outside.did).toEqual(['app:lessons']);
  });

  it('sends main the state when it changed, not when it repeats, and carries out a chosen item through the screen shown now', () => {
    const { did, app, doable } = recorder();
    const sent: MenuState[] = [];
    let screen = 'menu';
    let commands: ScreenCommands = {};
    const link = new MenuLink(
      { setState: async (s) => void sent.push(s), onCommand: () => () => {} },
      { ...app, screen: () => screen, boardShown: () => '3d', language: () => 'en' },
      () => commands,
    );
    link.sync();
    link.sync();
    expect(sent.map((s) => s.screen)).toEqual(['menu']);
    screen = 'table';
    commands = { undo: doable('undo', false) };
    link.sync();
    link.run('undo');
    commands = { undo: doable('undo', true) };
    link.sync();
    link.run('undo');
    link.run('newGame');
    expect(sent.map((s) => [s.screen, s.canUndo])).toEqual([
      ['menu', false],
      ['game', false],
      ['game', true],
    ]);
    expect(did).toEqual(['screen:undo', 'app:newGame']);
  });
});
