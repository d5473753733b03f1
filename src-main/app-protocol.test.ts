/** The pipfall:// scheme's handler: our renderer's files, and nothing else, however a path is spelled. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_URL, FALLBACK_CSP, resolveAppFile, serveAppFile } from './app-protocol';
import { cspProblems, metaCsp } from './security';

const base = mkdtempSync(join(tmpdir(), 'pipfall-protocol-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
const root = join(base, 'out', 'renderer');
mkdirSync(join(root, 'assets'), { recursive: true });
writeFileSync(join(root, 'index.html'), '<!doctype html><title>PipFall</title>');
writeFileSync(join(root, 'assets', 'index-abc.js'), 'export {};');
writeFileSync(join(root, 'assets', 'data.bin'), Buffer.from([1, 2, 3]));
// Neighbours the scheme must never serve.
writeFileSync(join(base, 'out', 'secret.txt'), 'main process code');
writeFileSync(join(base, 'out', 'renderer-evil.txt'), 'a sibling folder whose name starts like the root');

describe('the pipfall:// scheme', () => {
  it('serves the page and its assets with their types', async () => {
    const page = await serveAppFile(root, new Request(APP_URL));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<title>PipFall</title>');
    const js = await serveAppFile(root, new Request('pipfall://app/assets/index-abc.js?v=1#x'));
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await serveAppFile(root, new Request('pipfall://app/assets/data.bin'))).headers.get('content-type')).toBe('application/octet-stream');
    expect((await serveAppFile(root, new Request('pipfall://app/'))).status).toBe(200);
    const head = await serveAppFile(root, new Request(APP_URL, { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it.each([
    'pipfall://app/../secret.txt',
    'pipfall://app/%2e%2e/secret.txt',
    'pipfall://app/..%2fsecret.txt',
    'pipfall://app/assets/..%2f..%2fsecret.txt',
    'pipfall://app/%2E%2E%2F%2E%2E%2Fsecret.txt',
    'pipfall://app/..%5csecret.txt',
    'pipfall://app/assets%5c..%5c..%5csecret.txt',
    'pipfall://app/..%2frenderer-evil.txt',
    'pipfall://app/index.html%00.png',
    'pipfall://app/%E0%A4%A',
    'pipfall://app/%2fetc%2fpasswd',
    'pipfall://other/index.html',
    'file:///etc/passwd',
    'https://app/index.html',
  ])('refuses %s', async (url) => {
    const r = await serveAppFile(root, new Request(url));
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(await r.text()).not.toMatch(/main process code|sibling folder/);
  });

  it('resolves only to paths inside the root', () => {
    expect(resolveAppFile(root, 'pipfall://app/assets/index-abc.js')).toBe(join(root, 'assets', 'index-abc.js'));
    expect(resolveAppFile(root, 'pipfall://app/%2fetc%2fpasswd')).toBe(join(root, 'etc', 'passwd'));
    expect(resolveAppFile(root, 'pipfall://app/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd')).toBeNull();
  });

  it("sends the page's own CSP meta policy as a header too, with frame-ancestors, on pages only (issue 51)", async () => {
    const html = readFileSync(new URL('../src-renderer/index.html', import.meta.url), 'utf8');
    writeFileSync(join(root, 'real.html'), html);
    const page = await serveAppFile(root, new Request('pipfall://app/real.html'));
    const csp = page.headers.get('content-security-policy');
    expect(csp).toBe(`${metaCsp(html)}; frame-ancestors 'none'`);
    expect(cspProblems(csp!)).toEqual([]);
    expect((await serveAppFile(root, new Request('pipfall://app/real.html', { method: 'HEAD' }))).headers.get('content-security-policy')).toBe(csp);
    // A page without a meta tag still gets a strict one; scripts get none (a worker keeps its own).
    expect((await serveAppFile(root, new Request(APP_URL))).headers.get('content-security-policy')).toBe(`${FALLBACK_CSP}; frame-ancestors 'none'`);
    expect((await serveAppFile(root, new Request('pipfall://app/assets/index-abc.js'))).headers.get('content-security-policy')).toBeNull();
  });

  it('answers a missing file 404 and anything but GET or HEAD 405', async () => {
    expect((await serveAppFile(root, new Request('pipfall://app/missing.js'))).status).toBe(404);
    expect((await serveAppFile(root, new Request('pipfall://app/assets'))).status).toBe(404);
    expect((await serveAppFile(root, new Request(APP_URL, { method: 'PUT', body: 'x' }))).status).toBe(405);
  });
});
