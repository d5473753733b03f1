// After `electron-vite build`: starts the BUILT utility-process engine (out/main/chunks/engine-process-*.js)
// under plain Node, through the same parentPort stand-in the unit tests use, and plays one AI move of
// Pip Zero through the protocol. Catches bundling mistakes the source-level tests cannot see.
// Run: node build/smoke-engine.mjs   (part of `npm test`)
import { fork } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const at = (p) => fileURLToPath(new URL(p, import.meta.url));

function fail(message) {
  console.error(`smoke-engine: FAIL: ${message}`);
  process.exit(1);
}

for (const f of ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html']) {
  if (!existsSync(at(`../${f}`))) fail(`${f} is missing: run \`npm run build\` first`);
}
const chunk = readdirSync(at('../out/main/chunks')).find((f) => /^engine-process.*\.js$/.test(f));
if (!chunk) fail('no out/main/chunks/engine-process-*.js: the ?modulePath entry was not built');

const child = fork(at('../src-engine-process/fixtures/parent-port-shim.ts'), [at(`../out/main/chunks/${chunk}`)], { execArgv: ['--import', 'tsx'] });
const timer = setTimeout(() => fail('the built engine did not answer within 20 s'), 20_000);
const waiting = new Map();
let next = 1;
const ask = (body) =>
  new Promise((resolve) => {
    const id = next++;
    waiting.set(id, resolve);
    child.send({ ...body, id });
  });
child.on('message', (m) => 'id' in m && waiting.get(m.id)?.(m));
child.on('exit', (code) => code && fail(`the built engine exited with code ${code}`));

const hello = await ask({ type: 'hello' });
if (!hello.ok || !hello.result.games.some((g) => g.id === 'zero')) fail(`hello: ${JSON.stringify(hello)}`);
if (hello.result.protocol !== 2) fail(`hello: protocol ${hello.result.protocol}, expected 2`);
const game = await ask({ type: 'newGame', game: 'zero', options: {}, seats: [{ kind: 'ai', level: 'greedy' }] });
if (!game.ok) fail(`newGame: ${JSON.stringify(game)}`);
// One round trip per move: the step carries the applied action and, asked for, the public view.
const step = await ask({ type: 'aiStep', gameId: game.result.gameId, viewFor: null });
if (!step.ok || step.result.idle) fail(`aiStep: ${JSON.stringify(step)}`);
if (step.result.moves !== 1 || typeof step.result.applied !== 'object' || !step.result.view) fail(`aiStep without applied/moves/view: ${JSON.stringify(step)}`);
clearTimeout(timer);
child.kill();
console.log(`smoke-engine: the built engine (${chunk}) answered hello, newGame and aiStep; preload and renderer are built`);
