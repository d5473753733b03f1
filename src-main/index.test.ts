/**
 * Main's entry with the electron module mocked: the window's webPreferences, the page served
 * through the privileged pipfall:// scheme (never file://), permission, navigation and
 * new-window handling, the single-instance lock, and IPC handlers that refuse any sender but
 * our own top frame.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const userData = mkdtempSync(join(tmpdir(), 'pipfall-main-'));
afterAll(() => rmSync(userData, { recursive: true, force: true }));

const h = vi.hoisted(() => {
  const handlers = new Map<string, (e: unknown, payload: unknown) => unknown>();
  const appListeners = new Map<string, (...a: unknown[]) => void>();
  const windows: { options: Record<string, unknown>; webContents: object; loaded: string[]; listeners: Map<string, () => void> }[] = [];
  const session = {
    permissionRequest: null as null | ((...a: unknown[]) => void),
    permissionCheck: null as null | ((...a: unknown[]) => unknown),
    device: null as null | ((...a: unknown[]) => unknown),
  };
  const protocol = {
    privileged: [] as unknown[],
    /** Whether the app was ready when the schemes were registered (Electron refuses it after). */
    registeredBeforeReady: null as boolean | null,
    handlers: new Map<string, (req: Request) => Response | Promise<Response>>(),
  };
  let isReady = false;
  let ready: () => void = () => {};
  const whenReady = new Promise<void>((r) => (ready = r)).then(() => void (isReady = true));
  /** Every template main made the application menu, in order. */
  const menus: { label?: string; role?: string; submenu?: unknown }[][] = [];
  return { handlers, appListeners, windows, session, protocol, menus, whenReady, ready: () => ready(), isReady: () => isReady, userData: '' };
});

vi.mock('../src-engine-process/engine-process?modulePath', () => ({ default: '/nonexistent/engine-process.js' }));
vi.mock('electron', () => {
  class BrowserWindow {
    webContents = { send: vi.fn() };
    loaded: string[] = [];
    listeners = new Map<string, () => void>();
    constructor(public options: Record<string, unknown>) {
      h.windows.push(this);
    }
    static getAllWindows = () => h.windows;
    once() {}
    on(ev: string, l: () => void) {
      this.listeners.set(ev, l);
    }
    maximize() {}
    getNormalBounds() {
      return { x: 10, y: 20, width: 1000, height: 700 };
    }
    isMaximized() {
      return false;
    }
    loadURL(u: string) {
      this.loaded.push(u);
      return Promise.resolve();
    }
  }
  return {
    app: {
      isPackaged: true,
      requestSingleInstanceLock: vi.fn(() => true),
      quit: vi.fn(),
      on: (ev: string, l: (...a: unknown[]) => void) => h.appListeners.set(ev, l),
      whenReady: () => h.whenReady,
      getPath: () => h.userData,
      getLocale: () => 'de-DE',
      addRecentDocument: vi.fn(),
    },
    BrowserWindow,
    Menu: {
      buildFromTemplate: (template: (typeof h.menus)[number]) => ({ template }),
      setApplicationMenu: (m: { template: (typeof h.menus)[number] }) => h.menus.push(m.template),
    },
    dialog: { showSaveDialog: vi.fn(), showOpenDialog: vi.fn() },
    ipcMain: { handle: (c: string, f: (e: unknown, p: unknown) => unknown) => h.handlers.set(c, f) },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => {
        h.protocol.privileged.push(...schemes);
        h.protocol.registeredBeforeReady = !h.isReady();
      },
      handle: (scheme: string, f: (req: Request) => Response | Promise<Response>) => h.protocol.handlers.set(scheme, f),
    },
    screen: { getAllDisplays: () => [], getPrimaryDisplay: () => ({ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }) },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (f: (...a: unknown[]) => void) => (h.session.permissionRequest = f),
        setPermissionCheckHandler: (f: (...a: unknown[]) => unknown) => (h.session.permissionCheck = f),
        setDevicePermissionHandler: (f: (...a: unknown[]) => unknown) => (h.session.device = f),
      },
    },
    utilityProcess: { fork: vi.fn(() => ({ postMessage: vi.fn(), on: vi.fn(), kill: vi.fn() })) },
  };
});

// Leftovers of writes a crash or a full disk interrupted (issue 8, defect 5), next to files that must stay.
mkdirSync(join(userData, 'saves'), { recursive: true });
const leftovers = [join(userData, 'saves', '.a.json.4242.0badf00d.tmp'), join(userData, 'saves', '.b.json.17.deadbeef.tmp'), join(userData, '.settings.json.9.00c0ffee.tmp')];
for (const f of leftovers) writeFileSync(f, 'x'.repeat(1000));
writeFileSync(join(userData, 'saves', '.notes.tmp'), 'not ours');
writeFileSync(join(userData, 'saves', 'readme.txt'), 'a note');

describe('main', async () => {
  h.userData = userData;
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  await import('./index');
  h.ready();
  await h.whenReady;
  // Main starts the toss physics (WebAssembly) before it opens the window.
  await vi.waitFor(() => expect(h.windows.length).toBeGreaterThan(0), { timeout: 10_000 });

  it('opens one sandboxed, isolated window without Node', () => {
    expect(h.windows).toHaveLength(1);
    expect(h.windows[0]!.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
    });
  });

  it('loads the page through the privileged pipfall:// scheme registered before ready, not file://', async () => {
    expect(h.windows[0]!.loaded).toEqual(['pipfall://app/index.html']);
    expect(h.protocol.registeredBeforeReady).toBe(true);
    expect(h.protocol.privileged).toEqual([{ scheme: 'pipfall', privileges: expect.objectContaining({ standard: true, secure: true }) }]);
    const serve = h.protocol.handlers.get('pipfall')!;
    expect(serve).toBeDefined();
    // Only files under out/renderer: a path that climbs out is refused, whatever its spelling.
    for (const url of [
      'pipfall://app/..%2f..%2fpackage.json',
      'pipfall://app/%2e%2e/main/index.js',
      'pipfall://app/assets/..%2F..%2F..%2Fsrc-main/index.ts',
      'pipfall://evil/index.html',
    ]) {
      const r = await serve(new Request(url));
      expect(r.status, url).toBeGreaterThanOrEqual(400);
    }
    expect((await serve(new Request('pipfall://app/index.html', { method: 'POST', body: 'x' }))).status).toBe(405);
  });

  it('removes the temp files of interrupted writes at start-up, counts them in the log, and nothing else', () => {
    for (const f of leftovers) expect(existsSync(f), f).toBe(false);
    expect(readdirSync(join(userData, 'saves')).sort()).toEqual(['.notes.tmp', 'readme.txt']);
    expect(info.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/removed 3 leftover temp files \(3000 bytes\)/);
  });

  it('denies every permission request and check', () => {
    const cb = vi.fn();
    h.session.permissionRequest!(null, 'media', cb);
    expect(cb).toHaveBeenCalledWith(false);
    expect(h.session.permissionCheck!(null, 'notifications')).toBe(false);
    expect(h.session.device!({})).toBe(false);
  });

  it('blocks new windows, foreign navigation and webviews', () => {
    const listeners = new Map<string, (...a: unknown[]) => void>();
    let openHandler: (() => unknown) | null = null;
    const contents = { setWindowOpenHandler: (f: () => unknown) => (openHandler = f), on: (ev: string, l: (...a: unknown[]) => void) => listeners.set(ev, l) };
    h.appListeners.get('web-contents-created')!({}, contents);
    expect(openHandler!()).toEqual({ action: 'deny' });
    const prevent = vi.fn();
    listeners.get('will-navigate')!({ preventDefault: prevent }, 'https://evil.example/');
    listeners.get('will-redirect')!({ preventDefault: prevent }, 'file:///etc/passwd');
    listeners.get('will-frame-navigate')!({ preventDefault: prevent, url: 'https://evil.example/' });
    listeners.get('will-attach-webview')!({ preventDefault: prevent });
    // The old file:// page is not ours any more, nor another host of our scheme.
    listeners.get('will-navigate')!({ preventDefault: prevent }, 'file:///opt/PipFall/resources/app.asar/out/renderer/index.html');
    listeners.get('will-navigate')!({ preventDefault: prevent }, 'pipfall://other/index.html');
    expect(prevent).toHaveBeenCalledTimes(6);
    const allowed = vi.fn();
    listeners.get('will-navigate')!({ preventDefault: allowed }, h.windows[0]!.loaded[0]);
    expect(allowed).not.toHaveBeenCalled();
  });

  it('closing the window when its place cannot be written (a full disk) does not throw; it is said in the log (issue 51)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A folder where settings.json should be: the rename over it fails, as on a full or read-only disk.
    rmSync(join(userData, 'settings.json'), { force: true });
    mkdirSync(join(userData, 'settings.json', 'x'), { recursive: true });
    try {
      expect(() => h.windows[0]!.listeners.get('close')!()).not.toThrow();
      expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/window's place was not saved/);
    } finally {
      rmSync(join(userData, 'settings.json'), { recursive: true, force: true });
      warn.mockRestore();
    }
  });

  it('answers IPC only from the top frame of our own page', async () => {
    expect([...h.handlers.keys()].sort()).toEqual([
      'pipfall:engine:retry',
      'pipfall:files:ready',
      'pipfall:menu:state',
      'pipfall:past:delete',
      'pipfall:past:export',
      'pipfall:past:list',
      'pipfall:past:open',
      'pipfall:past:review:get',
      'pipfall:past:review:keep',
      'pipfall:request',
      'pipfall:saves:continue',
      'pipfall:saves:export',
      'pipfall:saves:import',
      'pipfall:saves:list',
      'pipfall:saves:open-dropped',
      'pipfall:settings:get',
      'pipfall:settings:set',
    ]);
    const win = h.windows[0]!;
    const page = h.windows[0]!.loaded[0]!;
    const senders = [
      { sender: {}, senderFrame: { parent: null, url: page } }, // another webContents
      { sender: win.webContents, senderFrame: { parent: {}, url: page } }, // a subframe
      { sender: win.webContents, senderFrame: { parent: null, url: 'https://evil.example/' } },
      { sender: win.webContents, senderFrame: null },
      { sender: win.webContents, senderFrame: { parent: null, url: 'file:///opt/PipFall/resources/app.asar/out/renderer/index.html' } },
    ];
    for (const [channel, handler] of h.handlers) {
      for (const e of senders) expect(await handler(e, { type: 'hello' }), channel).toMatchObject({ ok: false, error: 'ERR_FORBIDDEN' });
    }
    const own = { sender: win.webContents, senderFrame: { parent: null, url: page } };
    expect(await h.handlers.get('pipfall:settings:get')!(own, undefined)).toMatchObject({ animationSpeed: 'normal' });
    expect(await h.handlers.get('pipfall:saves:list')!(own, undefined)).toEqual({ saves: [], problems: [] });
    expect(await h.handlers.get('pipfall:past:list')!(own, undefined)).toEqual([]);
  });

  it("replaces Electron's default menu (no Reload, no developer tools) with its own, in the system's language until the page says more", async () => {
    expect(h.menus).toHaveLength(1);
    const labels = h.menus[0]!.map((m) => m.label);
    expect(labels).toEqual(
      process.platform === 'darwin' ? ['PipFall', 'Datei', 'Bearbeiten', 'Ansicht', 'Spiel', 'Fenster', 'Hilfe'] : ['&Datei', '&Bearbeiten', '&Ansicht', '&Spiel', '&Hilfe'],
    );
    const roles = JSON.stringify(h.menus[0]);
    expect(roles).not.toMatch(/toggleDevTools|forceReload|"reload"/);
    // The page says it shows a game in English: the bar follows; a malformed state changes nothing.
    const win = h.windows[0]!;
    const own = { sender: win.webContents, senderFrame: { parent: null, url: win.loaded[0]! } };
    const state = { screen: 'game', canContinue: false, canSave: true, canUndo: true, canHint: true, hasRules: true, board: '3d', view3d: true, language: 'en' };
    expect(await h.handlers.get('pipfall:menu:state')!(own, state)).toEqual({ ok: true });
    expect(h.menus).toHaveLength(2);
    expect(h.menus[1]!.map((m) => m.label)).toContain(process.platform === 'darwin' ? 'File' : '&File');
    expect(await h.handlers.get('pipfall:menu:state')!(own, { ...state, screen: 'x' })).toMatchObject({ ok: false });
    expect(h.menus).toHaveLength(2);
  });
});
