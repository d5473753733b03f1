/**
 * The Electron utility process entry (started by main with utilityProcess.fork): the engine
 * host, with messages arriving as `{ data }` on process.parentPort.
 */
import type {} from 'electron'; // declares process.parentPort
import { serveEngine } from './engine-service';

const port = process.parentPort;
const host = serveEngine((msg) => port.postMessage(msg));
port.on('message', (e) => host.receive(e.data));
