// Packages the built app for Linux as an unpacked folder with a stand-in Electron binary
// (the real one cannot be downloaded here), then checks what would ship:
//   - app.asar holds out/main, out/preload, out/renderer, package.json and the production
//     dependencies, and no sources (src-*), tests, web build (dist-web), e2e or source maps;
//   - saved games (.pipfall) are associated with the app and the desktop entry says so;
//   - the afterPack hook flipped the fuses (RunAsNode off, NODE_OPTIONS and --inspect ignored,
//     asar integrity on, app only from asar, file:// without extra privileges: the page loads
//     from the pipfall:// scheme) in the binary's fuse wire.
// Run after `npm run build`: node scripts/check-package.mjs   (npm run check:package)
import { extractAll, listPackage } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const problems = [];
const fail = (m) => problems.push(m);

for (const f of ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html']) {
  if (!existsSync(join(root, f))) {
    console.error(`check-package: ${f} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
}

// The packaging configuration (electron-builder reads only this file): game files open with the
// app on every target, and the Linux desktop entry files it under games with the files' MIME type.
const config = readFileSync(join(root, 'electron-builder.yml'), 'utf8');
for (const [what, re] of [
  ['the .pipfall file association', /^fileAssociations:\s*\n\s*- ext: pipfall$/m],
  ["the game files' MIME type", /^\s+mimeType: application\/x-pipfall$/m],
  ['the desktop entry in Game and BoardGame', /^\s+Categories: Game;BoardGame;$/m],
  ["the desktop entry's MIME type", /^\s+MimeType: application\/x-pipfall;$/m],
]) {
  if (!re.test(config)) fail(`electron-builder.yml lacks ${what}`);
}

const work = mkdtempSync(join(tmpdir(), 'pipfall-package-'));
try {
  // A stand-in "electron" with a fuse wire (sentinel, version 1, 8 fuses) whose fuses all start
  // in the state the hook must change, so a hook that did not run shows.
  const dist = join(work, 'electron-dist');
  const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
  const start = [1, 0, 1, 1, 0, 0, 0, 1].map((on) => (on ? 49 : 48));
  execFileSync('mkdir', ['-p', dist]);
  writeFileSync(join(dist, 'electron'), Buffer.concat([Buffer.from('#!/bin/sh\necho stand-in\n# '), Buffer.from(SENTINEL), Buffer.from([1, 8, ...start]), Buffer.from('\n')]));
  chmodSync(join(dist, 'electron'), 0o755);
  const out = join(work, 'dist');
  const t0 = Date.now();
  execFileSync(join(root, 'node_modules/.bin/electron-builder'), ['--linux', 'dir', '--publish', 'never', `-c.electronDist=${dist}`, `-c.directories.output=${out}`], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' },
  });
  const unpacked = join(out, 'linux-unpacked');
  const asar = join(unpacked, 'resources', 'app.asar');
  if (!existsSync(asar)) fail(`no ${asar}`);
  else {
    const files = listPackage(asar, { isPack: false }).map((f) => f.replace(/\\/g, '/'));
    for (const must of [
      '/package.json',
      '/out/main/index.js',
      '/out/preload/index.cjs',
      '/out/renderer/index.html',
      '/node_modules/zod/package.json',
      '/node_modules/@dimforge/rapier3d-compat/package.json',
    ]) {
      if (!files.includes(must)) fail(`app.asar lacks ${must}`);
    }
    if (!files.some((f) => /^\/out\/main\/chunks\/engine-process.*\.js$/.test(f))) fail('app.asar lacks the engine process chunk');
    const forbidden = [
      [/^\/src-/, 'sources'],
      [/\.test\.|\.spec\./, 'tests'],
      [/^\/dist-web(\/|$)/, 'the web build'],
      [/^\/e2e(\/|$)/, 'e2e specs'],
      [/^\/(bench|scripts|build|test-results|docs)(\/|$)/, 'tooling'],
      [/\.map$/, 'source maps'],
      [/^\/node_modules\/(electron|vite|vitest|svelte|three|typescript|@playwright)\//, 'dev dependencies'],
    ];
    for (const [re, what] of forbidden) {
      const hits = files.filter((f) => re.test(f));
      if (hits.length) fail(`app.asar holds ${what}: ${hits.slice(0, 3).join(', ')}${hits.length > 3 ? ` (+${hits.length - 3})` : ''}`);
    }
    // The production dependencies must still load after the filtering above (main imports zod at run time).
    const app = join(work, 'app');
    extractAll(asar, app);
    try {
      execFileSync(process.execPath, ['--input-type=module', '-e', "const { z } = await import('zod'); z.object({}).parse({});"], { cwd: app, stdio: 'pipe' });
    } catch (e) {
      fail(`zod does not load from the packaged app: ${String(e.stderr ?? e).slice(0, 300)}`);
    }
    // The engine process imports toss's physics (Rapier, WebAssembly inlined) at start-up.
    try {
      execFileSync(
        process.execPath,
        ['--input-type=module', '-e', "const { default: R } = await import('@dimforge/rapier3d-compat'); await R.init(); new R.World({ x: 0, y: -9.81, z: 0 }).free();"],
        { cwd: app, stdio: 'pipe' },
      );
    } catch (e) {
      fail(`@dimforge/rapier3d-compat does not load from the packaged app: ${String(e.stderr ?? e).slice(0, 300)}`);
    }
    console.log(`check-package: app.asar has ${files.length} entries`);
  }
  const binary = join(unpacked, 'pipfall');
  if (!existsSync(binary)) fail('no linux-unpacked/pipfall executable');
  else {
    const wire = await getCurrentFuseWire(binary);
    const want = {
      RunAsNode: 48,
      EnableNodeOptionsEnvironmentVariable: 48,
      EnableNodeCliInspectArguments: 48,
      EnableEmbeddedAsarIntegrityValidation: 49,
      OnlyLoadAppFromAsar: 49,
      GrantFileProtocolExtraPrivileges: 48,
    };
    for (const [name, state] of Object.entries(want)) {
      const got = wire[FuseV1Options[name]];
      if (got !== state) fail(`fuse ${name} is ${got === 49 ? 'on' : 'off'}; it must be ${state === 49 ? 'on' : 'off'}`);
    }
  }
  console.log(`check-package: electron-builder took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (problems.length) {
  for (const p of problems) console.error(`check-package: FAIL: ${p}`);
  process.exit(1);
}
console.log('check-package: ok (asar contents, file associations, desktop entry and fuses)');
