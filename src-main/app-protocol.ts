/**
 * The page's own scheme: the renderer loads from pipfall://app/ instead of file://, served by
 * main from out/renderer only. A standard, secure scheme gives the page a real origin (so
 * file:// needs no extra privileges: the GrantFileProtocolExtraPrivileges fuse is off in the
 * packaged app) and lets main refuse anything outside the renderer's folder. The CSP is set
 * in one place, the meta tag in index.html (the dev server and the web build serve it too); this
 * handler also sends it as a header with every page, read from the page it serves (issue 51), with
 * `frame-ancestors 'none'`, which only a header can say. Electron-free: main passes this handler
 * to protocol.handle.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { metaCsp } from './security';

/** The policy sent for a page without a CSP meta tag: nothing but its own files. */
export const FALLBACK_CSP = "default-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'";

/** The Content-Security-Policy header for a page's HTML: its own meta policy (or the fallback), framed by no one. */
export function cspHeader(html: string): string {
  const csp = (metaCsp(html) ?? FALLBACK_CSP).trim().replace(/;\s*$/, '');
  return `${csp}; frame-ancestors 'none'`;
}

/** The scheme and host of the app's page. */
export const APP_SCHEME = 'pipfall'; // the app's name, not the game's
export const APP_HOST = 'app';
/** The page main loads. */
export const APP_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * How the scheme is registered (before the app is ready): standard (real origin, relative
 * URLs resolve, storage works), secure (like https, so the CSP's 'self' and module scripts
 * work), fetch allowed for our own files. Not: bypassCSP, service workers, CORS, streams.
 */
export const APP_SCHEME_PRIVILEGES = { standard: true, secure: true, supportFetchAPI: true } as const;

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The file under `root` a URL of our scheme names, or null when it names none: another
 * scheme or host, an undecodable path, a NUL or backslash, or a path that climbs out of
 * `root` however it is spelled (`..`, `%2e%2e`, `..%2f`).
 */
export function resolveAppFile(root: string, url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== `${APP_SCHEME}:` || u.host !== APP_HOST) return null;
  let path: string;
  try {
    path = decodeURIComponent(u.pathname);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.includes('\\')) return null;
  if (path === '' || path === '/') path = '/index.html';
  const base = resolve(root);
  const full = resolve(base, `.${path}`);
  const rel = relative(base, full);
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return null;
  return full;
}

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' } });
}

/** Answers one request of our scheme with a file under `root` (GET and HEAD only). */
export async function serveAppFile(root: string, request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'method not allowed');
  const file = resolveAppFile(root, request.url);
  if (file === null) return plain(403, 'not a file of this app');
  try {
    if (!(await stat(file)).isFile()) return plain(404, 'not found');
    const body = await readFile(file);
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'content-type': type, 'x-content-type-options': 'nosniff' };
    // Only pages: a worker script given the page's policy would lose what the page allows it.
    if (type.startsWith('text/html')) headers['content-security-policy'] = cspHeader(body.toString('utf8'));
    return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
  } catch {
    return plain(404, 'not found');
  }
}
