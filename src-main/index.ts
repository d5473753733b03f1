/**
 * Electron main: one hardened window, the engine in a utility process, and a validated relay
 * between them. No game rules live here.
 */
import { app, BrowserWindow, ipcMain, session, utilityProcess, type IpcMainInvokeEvent } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import enginePath from './engine-process?modulePath';
import { PUSH_CHANNEL, REQUEST_CHANNEL } from './channels';
import { EngineRelay, type EngineChild } from './relay';
import { isAppUrl } from './security';

const here = dirname(fileURLToPath(import.meta.url));
const devUrl = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined;
const appUrl = devUrl ?? pathToFileURL(join(here, '../renderer/index.html')).href;

let win: BrowserWindow | null = null;

function spawnEngine(): EngineChild {
  const child = utilityProcess.fork(enginePath, [], { serviceName: 'PipFall engine', stdio: 'inherit' });
  return {
    postMessage: (m) => child.postMessage(m),
    onMessage: (l) => child.on('message', l),
    onExit: (l) => child.on('exit', l),
    kill: () => void child.kill(),
  };
}

const relay = new EngineRelay(spawnEngine, (push) => win?.webContents.send(PUSH_CHANNEL, push), { now: Date.now });

/** Only our window's top frame, showing our page, may talk to the engine. */
function trusted(e: IpcMainInvokeEvent): boolean {
  const frame = e.senderFrame;
  return win !== null && e.sender === win.webContents && frame !== null && frame.parent === null && isAppUrl(frame.url, appUrl);
}

function harden(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  app.on('web-contents-created', (_e, contents) => {
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
    contents.on('will-navigate', (e, url) => {
      if (!isAppUrl(url, appUrl)) e.preventDefault();
    });
    contents.on('will-redirect', (e, url) => {
      if (!isAppUrl(url, appUrl)) e.preventDefault();
    });
    contents.on('will-attach-webview', (e) => e.preventDefault());
  });
}

function createWindow(): void {
  win = new BrowserWindow({
    width: 1280,
    height: 800,
    show: false,
    title: 'PipFall',
    backgroundColor: '#14161c',
    webPreferences: {
      preload: join(here, '../preload/index.cjs'),
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  win.once('ready-to-show', () => win?.show());
  win.on('closed', () => {
    win = null;
  });
  void win.loadURL(appUrl);
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!win) return;
    if (win.isMinimized()) win.restore();
    win.focus();
  });

  ipcMain.handle(REQUEST_CHANNEL, (e, body: unknown) => {
    if (!trusted(e)) return { id: -1, ok: false, error: 'ERR_FORBIDDEN', message: 'requests are accepted only from the PipFall window' };
    return relay.request(body);
  });

  void app.whenReady().then(() => {
    harden();
    relay.start();
    createWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createWindow();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('before-quit', () => relay.dispose());
}
