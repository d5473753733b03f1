// After `electron-vite build`: starts the BUILT utility-process engine (out/main/chunks/engine-process-*.js)
// under plain Node, with a stand-in for Electron's process.parentPort, and plays one AI move of
// Pip Zero through the protocol. Catches bundling mistakes the source-level tests cannot see.
// Run: node build/smoke-engine.mjs   (part of `npm test`)
import { fork } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const outMain = fileURLToPath(new URL('../out/main/', import.meta.url));
const need = ['index.js', '../preload/index.cjs', '../renderer/index.html'];
for (const f of need) {
  if (!existsSync(outMain + f)) fail(`out/main/${f} is missing: run \`npm run build\` first`);
}
const chunk = readdirSync(outMain + 'chunks').find((f) => /^engine-process.*\.js$/.test(f));
if (!chunk) fail('no out/main/chunks/engine-process-*.js: the ?modulePath entry was not built');

function fail(message) {
  console.error(`smoke-engine: FAIL: ${message}`);
  process.exit(1);
}

if (process.argv[2] === '--child') {
  // Child: pretend to be an Electron utility process, queueing messages until the entry listens.
  const { EventEmitter } = await import('node:events');
  const port = new EventEmitter();
  port.postMessage = (m) => process.send(m);
  const queued = [];
  let listening = false;
  port.on('newListener', (ev) => {
    if (ev !== 'message' || listening) return;
    listening = true;
    setImmediate(() => queued.splice(0).forEach((data) => port.emit('message', { data, ports: [] })));
  });
  process.on('message', (data) => (listening ? port.emit('message', { data, ports: [] }) : queued.push(data)));
  process.on('disconnect', () => process.exit(0));
  process.parentPort = port;
  await import(new URL(`../out/main/chunks/${chunk}`, import.meta.url).href);
} else {
  const child = fork(fileURLToPath(import.meta.url), ['--child']);
  const timer = setTimeout(() => fail('the built engine did not answer within 20 s'), 20_000);
  const answers = new Map();
  let next = 1;
  const ask = (body) => new Promise((resolve) => { const id = next++; answers.set(id, resolve); child.send({ ...body, id }); });
  child.on('message', (m) => { if ('id' in m) answers.get(m.id)?.(m); });
  child.on('exit', (code) => { if (code) fail(`the built engine exited with code ${code}`); });
  const hello = await ask({ type: 'hello' });
  if (!hello.ok || !hello.result.games.some((g) => g.id === 'zero')) fail(`hello: ${JSON.stringify(hello)}`);
  const game = await ask({ type: 'newGame', game: 'zero', options: {}, seats: [{ kind: 'ai', level: 'greedy' }] });
  if (!game.ok) fail(`newGame: ${JSON.stringify(game)}`);
  const step = await ask({ type: 'aiStep', gameId: game.result.gameId });
  if (!step.ok || step.result.idle) fail(`aiStep: ${JSON.stringify(step)}`);
  clearTimeout(timer);
  child.kill();
  console.log(`smoke-engine: built engine (${chunk}) answered hello, newGame and aiStep; preload and renderer present`);
}
