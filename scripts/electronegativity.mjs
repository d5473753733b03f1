/**
 * The Electron security linter (@doyensec/electronegativity) over the app's own code, as part of
 * `npm test` (issue 51): every finding must be fixed or explained in
 * scripts/electronegativity.json (check, file, why); an explanation that matches no finding any
 * more fails too, so the list stays true. Offline: the linter's two network look-ups (fresh
 * translations, Electron's release list) are answered "no network" here, and the release check
 * is left out (the Electron version is pinned in package.json; updating it is a decision, not a
 * test). Exit code 1 on any unexplained finding or a file the linter could not parse.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const linterDir = dirname(require.resolve('@doyensec/electronegativity/package.json'));

// No network: the linter asks `got` for translations (it falls back to its own English) and for releases.
const gotPath = require.resolve('got', { paths: [linterDir] });
const offline = () => Promise.reject(new Error('no network in tests'));
require.cache[gotPath] = { id: gotPath, filename: gotPath, loaded: true, exports: offline };

const run = require(join(linterDir, 'dist', 'runner.js'));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const electronVersion = String(pkg.devDependencies.electron).replace(/^[^\d]*/, '');
const explained = JSON.parse(readFileSync(join(root, 'scripts', 'electronegativity.json'), 'utf8')).explained;

/**
 * The folders with code that runs in Electron or shapes its page (the engine and the tools never
 * touch Electron). They are linted together, copied into one folder: the linter's global checks
 * (CSP, navigation limits, the permission handler) look across all files at once.
 */
const INPUTS = ['src-main', 'src-preload', 'src-renderer', 'src-engine-process', 'src-shared'];
const scratch = mkdtempSync(join(tmpdir(), 'pipfall-electronegativity-'));
for (const input of INPUTS) cpSync(join(root, input), join(scratch, input), { recursive: true });

const quiet = console.log;
const findings = [];
const errors = [];
console.log = () => {}; // the linter's own chatter (translations, progress)
let r;
try {
  r = await run(
    { input: scratch, isRelative: false, electronVersionOverride: electronVersion, excludeFromScan: ['AvailableSecurityFixesGlobalCheck'], customScan: [], parserPlugins: [] },
    false,
  );
} finally {
  console.log = quiet;
  rmSync(scratch, { recursive: true, force: true });
}
const where = (file) => (file ? relative(scratch, file).split('\\').join('/') : 'N/A');
for (const i of r.issues) findings.push({ check: i.id, file: where(i.file), line: i.location.line, description: i.description });
for (const e of r.errors) errors.push(`${where(e.file)}: ${e.message ?? e.error ?? JSON.stringify(e)}`);

const matches = (x, f) => x.check === f.check && x.file === f.file;
const unexplained = findings.filter((f) => !explained.some((x) => matches(x, f)));
const stale = explained.filter((x) => !findings.some((f) => matches(x, f)));
for (const f of findings) console.log(`${unexplained.includes(f) ? 'UNEXPLAINED' : 'explained  '} ${f.check} ${f.file}:${f.line} ${f.description}`);
for (const x of stale) console.log(`STALE       ${x.check} ${x.file}: explained, but no longer found; remove it from scripts/electronegativity.json`);
for (const e of errors) console.log(`UNPARSED    ${e}`);
console.log(
  `electronegativity ${electronVersion}: ${findings.length} findings (${findings.length - unexplained.length} explained), ${stale.length} stale explanations, ${errors.length} files not parsed`,
);
process.exit(unexplained.length + stale.length + errors.length > 0 ? 1 : 0);
