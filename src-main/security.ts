/** The renderer's Content-Security-Policy and the check that an IPC sender is our page. */

/**
 * Same policy as the meta tag in src-renderer/index.html (the meta tag is what applies to
 * file:// pages); sent as a header too wherever Chromium lets main add one.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "worker-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * True when `frameUrl` is the app's own page: the built index.html (file URL) or, in
 * development, a page of the dev server's origin.
 */
export function isAppUrl(frameUrl: string, appUrl: string): boolean {
  let f: URL;
  let a: URL;
  try {
    f = new URL(frameUrl);
    a = new URL(appUrl);
  } catch {
    return false;
  }
  if (a.protocol === 'file:') return f.protocol === 'file:' && f.pathname === a.pathname;
  return f.origin === a.origin;
}
