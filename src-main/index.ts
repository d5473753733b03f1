/**
 * Electron main: one hardened window, the engine in a utility process behind a validated
 * relay, the game keeper (autosave after every step, resume after an engine crash), saves and
 * settings in userData. No game rules live here.
 */
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, screen, session, utilityProcess, type IpcMainInvokeEvent } from 'electron';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import enginePath from '../src-engine-process/engine-process?modulePath';
import { GameKeeper } from '../src-shared/keeper';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, APP_URL, serveAppFile } from './app-protocol';
import { fileStamp, removeLeftovers, sweepTempFiles } from './atomic';
import { FILE_OPENED_CHANNEL, FILES_READY_CHANNEL, MENU_COMMAND_CHANNEL, MENU_STATE_CHANNEL, PUSH_CHANNEL, SAVES_OPEN_DROPPED_CHANNEL } from '../src-shared/contract/channels';
import { GAME_FILE_EXTENSION, LOADABLE_EXTENSIONS } from '../src-shared/file-names';
import { droppedFileHandler, FileOpener, gameFileFromArgs } from './open-file';
import { INITIAL_MENU_STATE } from '../src-shared/menu';
import { createMenuBar } from './menu';
import { createIpcHandlers, importGameFile, type Dialogs } from './ipc';
import { checkWithin } from '../src-shared/record-check';
import { EngineRelay, type EngineChild } from '../src-shared/relay';
import { folderSink, SaveStore } from './saves';
import { PastGamesStore } from './past-games';
import { pastGamesHandlers } from './past-games-ipc';
import { isAppUrl } from './security';
import { clampToDisplays, SettingsFile } from './settings-file';

const here = dirname(fileURLToPath(import.meta.url));
const devUrl = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined;
/** The built renderer, the only folder the pipfall:// scheme serves. */
const rendererRoot = join(here, '../renderer');
const appUrl = devUrl ?? APP_URL;

// Before the app is ready (Electron refuses it later): our scheme is standard and secure, so the
// page has a real origin and needs nothing of file://.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { ...APP_SCHEME_PRIVILEGES } }]);

let win: BrowserWindow | null = null;

/** Load a game…'s import, from a path; set once the saves folder is open. */
let importer: ((path: string) => ReturnType<typeof importGameFile>) | null = null;
/** Game files opened from the desktop (a double-click, the command line, macOS's open-file), held until the page listens. */
const opener = new FileOpener({
  importFile: (path) => importer?.(path) ?? Promise.resolve({ ok: false, canceled: false, message: 'PipFall is still starting.' }),
  deliver: (outcome) => win?.webContents.send(FILE_OPENED_CHANNEL, outcome),
  remember: (path) => app.addRecentDocument(path),
});

function spawnEngine(): EngineChild {
  const child = utilityProcess.fork(enginePath, [], { serviceName: 'PipFall engine', stdio: 'inherit' });
  return {
    postMessage: (m) => child.postMessage(m),
    onMessage: (l) => child.on('message', l),
    onExit: (l) => child.on('exit', l),
    kill: () => void child.kill(),
  };
}

/** A candidate save id that sorts by time (the keeper makes sure it is free). */
function newSaveId(): string {
  return `${fileStamp(new Date())}-${randomBytes(3).toString('hex')}`;
}

let keeper: GameKeeper | null = null;
const relay = new EngineRelay(spawnEngine, (e) => keeper?.onTransportEvent(e), { now: Date.now });

/** Only our window's top frame, showing our page, may talk to main. */
function trusted(e: IpcMainInvokeEvent): boolean {
  const frame = e.senderFrame;
  return win !== null && e.sender === win.webContents && frame !== null && frame.parent === null && isAppUrl(frame.url, appUrl);
}

function harden(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  ses.setDevicePermissionHandler(() => false);
  app.on('web-contents-created', (_e, contents) => {
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
    contents.on('will-navigate', (e, url) => {
      if (!isAppUrl(url, appUrl)) e.preventDefault();
    });
    contents.on('will-frame-navigate', (e) => {
      if (!isAppUrl(e.url, appUrl)) e.preventDefault();
    });
    contents.on('will-redirect', (e, url) => {
      if (!isAppUrl(url, appUrl)) e.preventDefault();
    });
    contents.on('will-attach-webview', (e) => e.preventDefault());
  });
}

function createWindow(settings: SettingsFile): void {
  const saved = settings.window;
  const bounds = saved
    ? clampToDisplays(
        saved,
        screen.getAllDisplays().map((d) => d.workArea),
        screen.getPrimaryDisplay().workArea,
      )
    : { width: 1280, height: 800 };
  win = new BrowserWindow({
    ...bounds,
    minWidth: 800,
    minHeight: 560,
    show: false,
    title: 'PipFall',
    backgroundColor: '#14161c',
    webPreferences: {
      preload: join(here, '../preload/index.cjs'),
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      webviewTag: false,
      spellcheck: false,
      // A middle click on a link must not open a window (new windows are denied anyway; the linter asks for both).
      disableBlinkFeatures: 'Auxclick',
    },
  });
  if (saved?.maximized) win.maximize();
  win.once('ready-to-show', () => win?.show());
  win.on('close', () => {
    if (!win) return;
    const b = win.getNormalBounds();
    // A full or read-only disk must not stop the window from closing (issue 51): the bounds are only a comfort.
    const unsaved = settings.setWindow({ x: b.x, y: b.y, width: b.width, height: b.height, maximized: win.isMaximized() });
    if (unsaved) console.warn(`PipFall: the window's place was not saved: ${unsaved.reason}`);
  });
  win.on('closed', () => {
    win = null;
  });
  void win.loadURL(appUrl);
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // A second launch (a double-clicked game file while the app runs) hands its command line here.
  app.on('second-instance', (_e, argv, workingDirectory) => {
    const file = gameFileFromArgs(argv, workingDirectory, app.isPackaged);
    if (file) opener.open(file);
    if (!win) return;
    if (win.isMinimized()) win.restore();
    win.focus();
  });

  void app.whenReady().then(() => {
    try {
      start();
    } catch (e) {
      // Main must never stay up without a window: the single-instance lock would make every
      // later launch quit silently (issue 51). Say what happened, then quit.
      const message = e instanceof Error ? e.message : String(e);
      console.error(`PipFall could not start: ${message}`);
      dialog.showErrorBox('PipFall could not start', message);
      app.quit();
    }
  });

  // macOS opens files through an event, also before the app is ready (a double-click that launches it).
  app.on('open-file', (e, path) => {
    e.preventDefault();
    opener.open(path);
  });
  const launchFile = gameFileFromArgs(process.argv, process.cwd(), app.isPackaged);
  if (launchFile) opener.open(launchFile);

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('before-quit', () => {
    relay.dispose();
    // Temp files of failed writes a scanner held (Save game as… in the player's folder).
    const left = removeLeftovers();
    if (left > 0) console.warn(`PipFall: ${left} temp files of failed writes could not be removed`);
  });
}

/** Everything main does once Electron is ready: the scheme, the stores, the keeper, the IPC handlers, the window. */
function start(): void {
  protocol.handle(APP_SCHEME, (request) => serveAppFile(rendererRoot, request));
  harden();
  const userData = app.getPath('userData');
  // Before anything writes: temp files of writes a crash or a full disk interrupted.
  const swept = [sweepTempFiles(join(userData, 'saves')), sweepTempFiles(join(userData, 'past-games')), sweepTempFiles(userData)].reduce((a, b) => ({
    files: a.files + b.files,
    bytes: a.bytes + b.bytes,
  }));
  if (swept.files > 0) console.info(`PipFall: removed ${swept.files} leftover temp files (${swept.bytes} bytes) of interrupted writes`);
  // Finished games, for replays (Past games): the last 50, written like saves.
  const past = new PastGamesStore(join(userData, 'past-games'));
  // The engine process judges saves (main runs no rules); one it cannot judge now is kept and listed.
  // A finished game a crash left in the saves folder is moved to Past games at the next listing.
  const saves = new SaveStore(
    join(userData, 'saves'),
    (record) => checkWithin(() => keeper?.checkRecord(record) ?? Promise.reject(new Error('no keeper yet'))),
    undefined,
    undefined,
    past,
  );
  const settings = new SettingsFile(userData);
  if (settings.problem) console.warn(settings.problem);
  keeper = new GameKeeper(relay, {
    // At a game's end the past game is written before the save goes, and retried like saves.
    sink: folderSink(saves, past),
    newSaveId,
    saveExists: (id) => saves.exists(id),
    push: (p) => win?.webContents.send(PUSH_CHANNEL, p),
    // Records hold the AI seats' secret actions; the page saves through main (Save game as…).
    pageMayReadRecords: false,
    // The page is told too (a saveFailed push); the game stays open and the next step's save tries again.
    onSaveError: (g, e) => console.error(`autosave of ${g.saveId} failed: ${e instanceof Error ? e.message : String(e)}`),
  });
  const dialogs: Dialogs = {
    async savePath(defaultName) {
      const opts = { defaultPath: join(app.getPath('documents'), defaultName), filters: [{ name: 'PipFall game', extensions: [GAME_FILE_EXTENSION] }] };
      const r = win ? await dialog.showSaveDialog(win, opts) : await dialog.showSaveDialog(opts);
      return r.canceled || !r.filePath ? null : r.filePath;
    },
    async openPath() {
      const opts = { properties: ['openFile' as const], filters: [{ name: 'PipFall game', extensions: [...LOADABLE_EXTENSIONS] }] };
      const r = win ? await dialog.showOpenDialog(win, opts) : await dialog.showOpenDialog(opts);
      return r.canceled ? null : (r.filePaths[0] ?? null);
    },
  };
  // The menu bar replaces Electron's default one (no Reload, no developer tools); the page keeps it up to date.
  const bar = createMenuBar(
    {
      platform: process.platform,
      apply: (template) => Menu.setApplicationMenu(Menu.buildFromTemplate(template)),
      send: (command) => win?.webContents.send(MENU_COMMAND_CHANNEL, command),
    },
    { ...INITIAL_MENU_STATE, language: app.getLocale().toLowerCase().startsWith('de') ? 'de' : 'en' },
  );
  const handlers = {
    ...createIpcHandlers({ keeper, saves, settings, dialogs, remember: (path) => app.addRecentDocument(path) }),
    ...pastGamesHandlers({ keeper, past, dialogs }),
    [MENU_STATE_CHANNEL]: (payload: unknown) => bar.setState(payload),
    [SAVES_OPEN_DROPPED_CHANNEL]: droppedFileHandler(opener),
    [FILES_READY_CHANNEL]: () => {
      opener.pageReady();
      return { ok: true };
    },
  };
  const k = keeper;
  importer = (path) => importGameFile(path, saves, k);
  for (const [channel, handler] of Object.entries(handlers)) {
    ipcMain.handle(channel, (e, payload: unknown) => {
      if (!trusted(e)) return { id: -1, ok: false, error: 'ERR_FORBIDDEN', message: 'requests are accepted only from the PipFall window' };
      return handler(payload);
    });
  }
  relay.start();
  createWindow(settings);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow(settings);
  });
}
