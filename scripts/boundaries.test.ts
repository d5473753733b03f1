/**
 * Who may import whom (issue 49): the wire contract (src-shared/contract/) is one small pure
 * module that main, the preload, the page and the engine host all import, and nobody reaches
 * into another process's folder for it. The architecture check (../shared/tools) keeps the
 * engine pure; this keeps the folders apart. Tests and testkits may cross (they run a real engine).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const SOURCE = /\.(ts|svelte|mjs)$/;
const TEST = /(\.test\.|\.spec\.|(^|\/|-)testkit\.ts$|\.d\.mts$)/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(join(ROOT, dir))) {
    const p = `${dir}/${name}`;
    if (statSync(join(ROOT, p)).isDirectory()) yield* files(p);
    else if (SOURCE.test(p) && !TEST.test(p)) yield p;
  }
}

/** Every import of a production file under `dir`: the file, the line, the specifier and, for a relative one, the path it names (from the project root). */
function imports(dir: string): { file: string; line: number; spec: string; target: string | null }[] {
  const out: { file: string; line: number; spec: string; target: string | null }[] = [];
  for (const file of files(dir)) {
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((text, i) => {
        for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
          const spec = m[1]!;
          const target = spec.startsWith('.')
            ? relative(ROOT, normalize(join(ROOT, dirname(file), spec)))
                .split(sep)
                .join('/')
            : null;
          out.push({ file, line: i + 1, spec, target });
        }
      });
  }
  return out;
}

/** The imports of `dir` that name a path under one of `banned`, as `file:line: spec`. */
function reaching(dir: string, banned: readonly string[]): string[] {
  return imports(dir)
    .filter((x) => x.target !== null && banned.some((b) => x.target === b || x.target!.startsWith(`${b}/`)))
    .map((x) => `${x.file}:${x.line}: ${x.spec}`);
}

describe('import boundaries', () => {
  it('the contract is pure: it imports only itself and zod (no Node, Electron, DOM, engine, main, page)', () => {
    const foreign = imports('src-shared/contract').filter((x) => (x.target === null ? x.spec !== 'zod' : !x.target.startsWith('src-shared/contract/')));
    expect(foreign.map((x) => `${x.file}:${x.line}: ${x.spec}`)).toEqual([]);
    const dom = [...files('src-shared/contract')].filter((f) => /\b(window|document|localStorage|process)\./.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(dom).toEqual([]);
  });

  it("main, the preload and src-shared import nothing from the engine's folder (main runs no rules)", () => {
    expect([...reaching('src-main', ['src-engine']), ...reaching('src-preload', ['src-engine']), ...reaching('src-shared', ['src-engine'])]).toEqual([]);
  });

  it('the preload imports nothing from main, the page or the engine process', () => {
    expect(reaching('src-preload', ['src-main', 'src-renderer', 'src-engine-process'])).toEqual([]);
  });

  it("main imports nothing from the page or the preload, and the engine process only by its built entry's path", () => {
    expect(reaching('src-main', ['src-renderer', 'src-preload'])).toEqual([]);
    const engineProcess = imports('src-main').filter((x) => x.target?.startsWith('src-engine-process/'));
    expect(engineProcess.map((x) => x.spec)).toEqual(['../src-engine-process/engine-process?modulePath']);
  });

  it("the engine imports only the contract from outside its folder, and nothing of main's, the preload's or the page's", () => {
    const outside = imports('src-engine').filter((x) => x.target !== null && !x.target.startsWith('src-engine/') && !x.target.startsWith('src-shared/contract/'));
    expect(outside.map((x) => `${x.file}:${x.line}: ${x.spec}`)).toEqual([]);
  });

  it("the page imports nothing of main's, the preload's or the engine process's", () => {
    expect(reaching('src-renderer', ['src-main', 'src-preload', 'src-engine-process'])).toEqual([]);
  });
});
