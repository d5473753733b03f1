/**
 * `npm start`: runs the built app with `electron-vite preview`, after checking that the
 * Electron binary is there. electron 45's npm package no longer downloads it at install time
 * (it does on first use, which needs the internet and Node 22.12+), and without it
 * electron-vite ends in a stack trace ("Error: Electron uninstall") that says neither what is
 * missing nor what to do. This looks for the binary the way electron-vite and the electron
 * package do (ELECTRON_EXEC_PATH; else node_modules/electron/path.txt under dist/ or under
 * ELECTRON_OVERRIDE_DIST_PATH) and, when it is missing, prints one line saying so and how to
 * get it, and exits 1.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** How to play while the binary is missing. */
const MEANWHILE = 'meanwhile `npm run web` plays the same app in a browser';

/**
 * Where the Electron binary is, or one line saying what is missing and how to get it.
 * `electronDir` is the electron package's folder (null: not installed).
 */
export function findElectron(electronDir, env = process.env, cwd = root) {
  const shown = (p) => (p.startsWith(cwd) ? relative(cwd, p) : p);
  if (env.ELECTRON_EXEC_PATH) {
    if (existsSync(env.ELECTRON_EXEC_PATH)) return { ok: true, path: env.ELECTRON_EXEC_PATH };
    return { ok: false, line: `npm start: ELECTRON_EXEC_PATH points at ${env.ELECTRON_EXEC_PATH}, which does not exist; unset it or fix it (${MEANWHILE}).` };
  }
  if (electronDir === null) {
    return { ok: false, line: `npm start: the electron package is not installed; run \`npm ci\` first (${MEANWHILE}).` };
  }
  const pathFile = join(electronDir, 'path.txt');
  const name = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) {
    const path = join(override, name || 'electron');
    if (existsSync(path)) return { ok: true, path };
    return { ok: false, line: `npm start: no Electron binary at ${path} (ELECTRON_OVERRIDE_DIST_PATH); unset it or point it at an Electron dist folder (${MEANWHILE}).` };
  }
  const path = name ? join(electronDir, 'dist', name) : null;
  if (path && existsSync(path)) return { ok: true, path };
  const where = shown(path ?? join(electronDir, 'dist'));
  return {
    ok: false,
    line: `npm start: the Electron binary is missing (${where}); download it with \`npx --no install-electron\` (needs the internet and Node 22.12 or later), and ${MEANWHILE}.`,
  };
}

/** The electron package's folder in this project, or null. */
function electronPackage() {
  try {
    return dirname(createRequire(join(root, 'package.json')).resolve('electron/package.json'));
  } catch {
    return null;
  }
}

function main() {
  const found = findElectron(electronPackage());
  if (!found.ok) {
    console.error(found.line);
    process.exit(1);
  }
  const cli = join(dirname(createRequire(join(root, 'package.json')).resolve('electron-vite/package.json')), 'bin', 'electron-vite.js');
  // electron-vite reads ELECTRON_EXEC_PATH first, so it runs the binary found here.
  const child = spawn(process.execPath, [cli, 'preview', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ELECTRON_EXEC_PATH: found.path },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
