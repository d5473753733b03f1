/**
 * Stand-ins for the web build's engine in unit tests: Workers that run the real host in this
 * thread (answering on a later turn, as a Worker does), and a Map-backed localStorage.
 */
import { createHost } from '../../src-engine/host/host';
import type { StorageLike } from './web-saves';
import type { WorkerLike } from './worker-relay';

/** Worker stand-ins; `kill` makes the newest fail like a crashed worker, `received` lists the request types each worker got. */
export function fakeWorkers() {
  const all: { w: WorkerLike; alive: boolean; received: string[] }[] = [];
  const spawn = (): WorkerLike => {
    const entry = { w: null as unknown as WorkerLike, alive: true, received: [] as string[] };
    const host = createHost((msg) => setTimeout(() => entry.alive && entry.w.onmessage?.({ data: msg } as MessageEvent)), { nextSeed: () => 7 });
    entry.w = {
      postMessage: (m) => {
        entry.received.push(String((m as { type?: unknown }).type));
        setTimeout(() => entry.alive && host.receive(m));
      },
      terminate: () => void (entry.alive = false),
      onmessage: null,
      onerror: null,
      onmessageerror: null,
    };
    all.push(entry);
    return entry.w;
  };
  const kill = (): void => {
    const e = all.at(-1)!;
    e.alive = false;
    e.w.onerror?.({ message: 'out of memory' } as ErrorEvent);
  };
  return { spawn, kill, count: () => all.length, received: () => all.flatMap((e) => e.received) };
}

/** A Map-backed Storage. */
export function memoryStorage(): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}
