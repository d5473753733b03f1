/**
 * The page's side of the desktop app's menu bar (src-shared/menu.ts; main builds the native menu).
 * Each screen says which of the menu's commands it can carry out now and how, while it is
 * mounted (`useMenuCommands`, as screens register their keys); the bar's state is read from
 * them and the app's screen, so an item is greyed exactly where the screen's own button is, and
 * a command runs what that button runs. In the web build nothing listens: the on-screen
 * controls are the way.
 */
import { onDestroy } from 'svelte';
import type { MenuApi } from '../../src-shared/api';
import type { MenuCommand, MenuState } from '../../src-shared/menu';

/** Something a screen can do now, or not. */
export interface Doable {
  readonly enabled: boolean;
  readonly run: () => void;
}

/** What a screen offers the menu bar (absent: it has no such thing). */
export interface ScreenCommands {
  readonly undo?: Doable;
  readonly hint?: Doable;
  readonly saveAs?: Doable;
  readonly continue?: Doable;
  readonly load?: Doable;
  /** Opens the rules reference of the game on screen. */
  readonly rules?: () => void;
  /** Back to the game's own view of the 3D board. */
  readonly resetView?: () => void;
}

class CommandRegistry {
  stack = $state.raw<readonly { id: number; commands: () => ScreenCommands }[]>([]);
  private next = 0;

  add(commands: () => ScreenCommands): () => void {
    const id = this.next++;
    this.stack = [...this.stack, { id, commands }];
    return () => {
      this.stack = this.stack.filter((s) => s.id !== id);
    };
  }

  /** Every registered screen's commands, the innermost winning where two offer the same. */
  get current(): ScreenCommands {
    return Object.assign({}, ...this.stack.map((s) => s.commands())) as ScreenCommands;
  }
}

export const menuCommands = new CommandRegistry();

/** Registers what a component offers the menu bar while it is mounted (call during component setup). */
export function useMenuCommands(commands: () => ScreenCommands): void {
  onDestroy(menuCommands.add(commands));
}

/** The app's screen as the menu bar tells them apart. */
export function menuScreen(name: string): MenuState['screen'] {
  if (name === 'menu') return 'menu';
  if (name === 'table') return 'game';
  if (name === 'lesson') return 'lesson';
  if (name === 'replay') return 'replay';
  return 'other';
}

/** The bar's state: the screen, what its commands allow, and the board drawn. */
export function menuStateOf(screen: string, c: ScreenCommands, board: '2d' | '3d', language: MenuState['language']): MenuState {
  return {
    language,
    screen: menuScreen(screen),
    canContinue: c.continue?.enabled ?? false,
    canSave: c.saveAs?.enabled ?? false,
    canUndo: c.undo?.enabled ?? false,
    canHint: c.hint?.enabled ?? false,
    hasRules: c.rules !== undefined,
    board,
    view3d: c.resetView !== undefined,
  };
}

/** What the app does for the commands no screen carries out. */
export interface AppCommands {
  newGame(): void;
  lessons(): void;
  setBoard(mode: '2d' | '3d'): void;
  shortcuts(): void;
}

/**
 * Carries out `command`: through the screen's own way where it has one (and only where it is
 * enabled: a menu item greyed a moment too late does nothing), else the app's. Answers whether
 * anything ran.
 */
export function runMenuCommand(command: MenuCommand, c: ScreenCommands, app: AppCommands): boolean {
  const doIt = (d: Doable | undefined): boolean => {
    if (!d?.enabled) return false;
    d.run();
    return true;
  };
  switch (command) {
    case 'undo':
    case 'hint':
    case 'saveAs':
    case 'continue':
    case 'load':
      return doIt(c[command]);
    case 'rules':
      // Outside a game the Learn screen lists every game's rules.
      if (c.rules) c.rules();
      else app.lessons();
      return true;
    case 'resetView':
      c.resetView?.();
      return c.resetView !== undefined;
    case 'newGame':
      app.newGame();
      return true;
    case 'lessons':
      app.lessons();
      return true;
    case 'board2d':
    case 'board3d':
      app.setBoard(command === 'board2d' ? '2d' : '3d');
      return true;
    case 'shortcuts':
      app.shortcuts();
      return true;
  }
}

/** What the connection needs of the app (the readers are reactive). */
export interface MenuHost extends AppCommands {
  screen(): string;
  /** The board tables draw now. */
  boardShown(): '2d' | '3d';
  language(): MenuState['language'];
}

/** The page's end of the menu bar: sends the state when it changed, runs the commands that come back. */
export class MenuLink {
  private last = '';
  constructor(
    private readonly api: MenuApi,
    private readonly host: MenuHost,
    private readonly commands: () => ScreenCommands = () => menuCommands.current,
  ) {}

  /** Reads the state now (reactively, inside an effect) and sends it unless main has it already. */
  sync(): void {
    const state = menuStateOf(this.host.screen(), this.commands(), this.host.boardShown(), this.host.language());
    const key = JSON.stringify(state);
    if (key === this.last) return;
    this.last = key;
    void this.api.setState(state);
  }

  /** A chosen item's command, carried out by the screen shown now (or the app). */
  readonly run = (command: MenuCommand): void => {
    runMenuCommand(command, this.commands(), this.host);
  };
}

/**
 * Keeps the desktop menu bar in step with the page (call in the app's root component during
 * setup). Nothing happens in the web build (no `window.pipfall`).
 */
export function connectMenuBar(host: MenuHost): void {
  const api = typeof window === 'undefined' ? undefined : window.pipfall?.menu;
  if (!api) return;
  const link = new MenuLink(api, host);
  $effect(() => link.sync());
  $effect(() => api.onCommand(link.run));
}
