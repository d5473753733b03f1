/** Worker thread of the arena: plays the tasks it is posted, one at a time. */
import { parentPort } from 'node:worker_threads';
import { initGames } from '../src-engine/games/index';
import { playTask, type ArenaTask } from './arena-lib';

// Toss's physics starts once per thread, before the first task.
await initGames();
parentPort?.on('message', (t: ArenaTask) => {
  parentPort!.postMessage(playTask(t));
});
