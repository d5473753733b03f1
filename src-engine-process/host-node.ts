/**
 * The engine host as a plain Node child process (child_process.fork with an IPC channel),
 * speaking the same protocol as the Electron utility process. Tests and tools use it.
 */
import { serveEngine } from './engine-service';

const send = process.send?.bind(process);
if (!send) {
  console.error('host-node: start me with child_process.fork (I need an IPC channel)');
  process.exit(2);
}
const host = serveEngine((msg) => send(msg));
process.on('message', (m) => host.receive(m));
// The parent went away: nobody is left to answer.
process.on('disconnect', () => process.exit(0));
