/**
 * What main holds the renderer to: its Content-Security-Policy (a meta tag in
 * src-renderer/index.html, the one place it is set, so the dev server, the web build and the
 * pipfall:// scheme all serve the same one) and the check that an IPC sender or a
 * navigation target is our own page.
 */

/** The CSP of a page's `<meta http-equiv="Content-Security-Policy">`, or null when it has none. */
export function metaCsp(html: string): string | null {
  const tag = /<meta\b[^>]*http-equiv=["']Content-Security-Policy["'][^>]*>/i.exec(html)?.[0];
  if (!tag) return null;
  return /\bcontent=(["'])([\s\S]*?)\1/i.exec(tag)?.[2] ?? null;
}

/** Ways a CSP falls short of what the app promises; empty when it is strict enough. */
export function cspProblems(csp: string): string[] {
  const directives = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  const problems: string[] = [];
  const def = directives.get('default-src');
  if (!def || def.join(' ') !== "'self'") problems.push("default-src must be exactly 'self'");
  const scripts = directives.get('script-src') ?? def ?? [];
  for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
    if (scripts.includes(bad)) problems.push(`script-src must not allow ${bad}`);
  }
  if (directives.get('object-src')?.join(' ') !== "'none'") problems.push("object-src must be 'none'");
  for (const [name, values] of directives) {
    if (values.some((v) => v === '*' || v === 'http:' || v === 'https:' || /^(https?|wss?):\/\//.test(v))) problems.push(`${name} must not allow remote origins`);
  }
  return problems;
}

/**
 * True when `frameUrl` is the app's own page: the built index.html on its own scheme and host
 * (pipfall://app/index.html; a file: URL compares paths the same way) or, in development, a
 * page of the dev server's origin. Non-special schemes have an opaque origin in URL, hence the
 * protocol, host and path comparison.
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
  if (a.protocol === 'http:' || a.protocol === 'https:') return f.origin === a.origin;
  return f.protocol === a.protocol && f.host === a.host && f.pathname === a.pathname;
}
