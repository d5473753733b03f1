import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cspProblems, isAppUrl, metaCsp } from './security';

describe('the renderer page', () => {
  it('carries a strict Content-Security-Policy meta tag (no remote origins, no inline or eval scripts)', () => {
    const html = readFileSync(new URL('../src-renderer/index.html', import.meta.url), 'utf8');
    const csp = metaCsp(html);
    expect(csp, 'src-renderer/index.html needs <meta http-equiv="Content-Security-Policy">').not.toBeNull();
    expect(cspProblems(csp!)).toEqual([]);
  });
});

describe('cspProblems', () => {
  it.each([
    ["default-src 'self'; object-src 'none'", []],
    ["default-src 'self'; script-src 'self' 'unsafe-eval'; object-src 'none'", ["script-src must not allow 'unsafe-eval'"]],
    ["default-src 'self'; connect-src https://api.example; object-src 'none'", ['connect-src must not allow remote origins']],
    ['default-src *', ["default-src must be exactly 'self'", 'script-src must not allow *', "object-src must be 'none'", 'default-src must not allow remote origins']],
  ])('%s', (csp, problems) => {
    expect(cspProblems(csp)).toEqual(problems);
  });
});

describe('isAppUrl', () => {
  it.each([
    ['file:///app/out/renderer/index.html', 'file:///app/out/renderer/index.html', true],
    ['file:///app/out/renderer/index.html#/play', 'file:///app/out/renderer/index.html', true],
    ['file:///etc/passwd', 'file:///app/out/renderer/index.html', false],
    ['http://localhost:5173/', 'http://localhost:5173', true],
    ['http://localhost:5174/', 'http://localhost:5173', false],
    ['https://evil.example/', 'file:///app/out/renderer/index.html', false],
    ['not a url', 'file:///app/out/renderer/index.html', false],
    ['pipfall://app/index.html', 'pipfall://app/index.html', true],
    ['pipfall://app/index.html?speed=fast#/play', 'pipfall://app/index.html', true],
    ['pipfall://app/assets/other.html', 'pipfall://app/index.html', false],
    ['pipfall://evil/index.html', 'pipfall://app/index.html', false],
    ['file:///app/out/renderer/index.html', 'pipfall://app/index.html', false],
    ['https://app/index.html', 'pipfall://app/index.html', false],
  ])('%s for %s: %s', (frame, app, expected) => {
    expect(isAppUrl(frame, app)).toBe(expected);
  });
});
