/** Worker thread of the arena: plays the tasks it is posted, one at a time. */
import { parentPort } from 'node:worker_threads';
import { playTask, type ArenaTask } from './arena-lib';

parentPort?.on('message', (t: ArenaTask) => {
  parentPort!.postMessage(playTask(t));
});
