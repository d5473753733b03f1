/** Entry point of `npm run cli`: wires runCli to the real process. */
import { initGames } from '../games/index';
import { runCli } from './run';

process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  // `npm run cli ... | head` closes the pipe early; that is not a failure.
  if (e.code !== 'EPIPE') throw e;
});

// Toss's physics (Rapier's WebAssembly) starts once, before any game is played or replayed.
await initGames();
process.exitCode = runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  freshSeed: () => Date.now() % 0x80000000,
});
