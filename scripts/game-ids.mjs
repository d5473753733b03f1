/**
 * The game-id check: outside a game's own folders (src-engine/games/<id>/ and
 * src-renderer/games/<id>/) no production file names a game, except the id list and the two
 * registries. A new game is then its two folders plus one line in each registry, and shared
 * code can never grow a `switch` on game ids. `npm run check:ids` runs it (part of npm test).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the one game list lives (the contract's GAME_IDS); this check reads it, it keeps no copy. */
export const LIST = 'src-shared/contract/games.ts';

/**
 * The ids in the list file's text: the strings of its `GAME_IDS = [...] as const`. The check
 * runs as plain Node, which cannot import TypeScript, so it reads the literal (a test holds it
 * equal to what TypeScript sees); a list it cannot find is an error, never an empty list.
 */
export function readIds(text) {
  const m = /export const GAME_IDS = \[([^\]]*)\] as const/.exec(text);
  const ids = m ? [...m[1].matchAll(/'([a-z][a-z0-9]*)'/g)].map((x) => x[1]) : [];
  if (ids.length === 0) throw new Error(`check:ids: no "export const GAME_IDS = [...] as const" in ${LIST}`);
  return ids;
}

/** The game ids. */
export const IDS = readIds(readFileSync(fileURLToPath(new URL(`../${LIST}`, import.meta.url)), 'utf8'));

/** Files that may name every game: the id list and the two registries. */
export const ALLOWED = [LIST, 'src-engine/games/index.ts', 'src-renderer/games/registry.ts'];

const ROOTS = ['src-engine', 'src-engine-process', 'src-main', 'src-preload', 'src-renderer', 'src-shared'];
const SOURCE = /\.(ts|svelte|js|mjs|cjs)$/;
const TEST = /(\.test\.|\.spec\.|\/testkit\.ts$)/;

/** Drops comments (a comment may mention a game) but keeps strings and code. */
function stripComments(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/<!--[\s\S]*?-->/g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');
}

/**
 * Where `text` (the file at `path`, relative to the project root, `/`-separated) names a
 * game: a string that is a game id, a message key or path with a game id as a dotted segment
 * (`game.zero.name`; `pipfall.` is also the app's own prefix, so only the other ids count
 * there), or an import from a game's folder. Each as `path:line: what`.
 */
export function gameIdUses(path, text) {
  const own = IDS.find((id) => path.startsWith(`src-engine/games/${id}/`) || path.startsWith(`src-renderer/games/${id}/`));
  if (own || ALLOWED.includes(path)) return [];
  const found = [];
  const raw = text.split('\n');
  const lines = stripComments(text).split('\n');
  const quoted = new RegExp(`['"\`](${IDS.join('|')})['"\`]`);
  const keyed = new RegExp(
    `['"\`][^'"\`\\n]*(^|[.'"\`])(${IDS.filter((id) => id !== 'pipfall').join('|')})\\.[^'"\`\\n]*['"\`]|['"\`][^'"\`\\n]*\\.(${IDS.filter((id) => id !== 'pipfall').join('|')})['"\`]`,
  );
  const imported = new RegExp(`(from|import)\\s*\\(?\\s*['"][^'"]*/games/(${IDS.join('|')})(/|['"])`);
  lines.forEach((code, i) => {
    // A line that says so names the app (PipFall), not the game of the same name.
    if (/\/\/.*the app's name/.test(raw[i] ?? '')) return;
    // Words that are game ids but mean something else here: the 'hex' encoding, the app's own global.
    const line = code.replace(/\b(toString|digest)\(\s*['"`]hex['"`]\s*\)/g, '').replace(/exposeInMainWorld\(\s*['"`]pipfall['"`]/g, '');
    for (const [re, what] of [
      [quoted, 'names a game id'],
      [keyed, 'builds a key or path from a game id'],
      [imported, "imports from a game's folder"],
    ]) {
      const m = re.exec(line);
      if (m) found.push(`${path}:${i + 1}: ${what}: ${m[0].trim()}`);
    }
  });
  return found;
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else yield p;
  }
}

/** Every use in the project under `root`. */
export function checkProject(root) {
  const out = [];
  for (const r of ROOTS) {
    let it;
    try {
      it = [...files(join(root, r))];
    } catch {
      continue;
    }
    for (const f of it) {
      const rel = relative(root, f).split(sep).join('/');
      if (!SOURCE.test(rel) || TEST.test(rel)) continue;
      out.push(...gameIdUses(rel, readFileSync(f, 'utf8')));
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const uses = checkProject(process.cwd());
  if (uses.length > 0) {
    console.error(`check:ids: ${uses.length} place(s) outside a game's folders name a game (only the id list and the two registries may):`);
    for (const u of uses) console.error(`  ${u}`);
    process.exit(1);
  }
  console.log("check:ids: no shared file names a game (ids only in the games' folders, the id list and the registries)");
}
