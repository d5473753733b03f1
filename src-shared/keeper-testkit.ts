/**
 * A keeper over an engine that can die, in this thread, for unit tests: the real relay
 * (src-shared/relay.ts) over engine children that run the real host and answer on a later turn,
 * as a process does. Deaths are the tests' to cause (`crash`), restarts theirs to let happen
 * (`restart`), and a child can be told to refuse resumes or to die on a request, as a broken or
 * crashing engine would. The sink keeps saves in a Map and fails for the save ids in `full`.
 */
import { createHost } from '../src-engine/host/host';
import type { RecordResult, Response, SeatKind } from './contract/protocol';
import { GameKeeper, type KeeperPush, type KeptGame } from './keeper';
import { EngineRelay, type EngineChild } from './relay';

/** How the engine children behave from now on. */
export interface ChildBehaviour {
  /** Refuse every resume with this message (a fresh engine that cannot read the game). */
  refuseResume?: string;
  /** Die on receiving a request of this type, every time (before answering it). */
  dieOn?: string;
  /** Die on receiving the next request of this type, once (a request the engine was busy with when it crashed). */
  dieOnce?: string;
  /** Answer every request of this type ERR_HOST without dying (as the host does when a rule throws). */
  failOn?: string;
}

export function keeperOverRelay(opts: { maxRestarts?: number; retrySavesMs?: number } = {}) {
  const behaviour: ChildBehaviour = {};
  /** Request types each child received, one list per child. */
  const received: string[][] = [];
  const children: EngineChild[] = [];
  const restarts: (() => void)[] = [];
  const child = (): EngineChild => {
    const got: string[] = [];
    received.push(got);
    let alive = true;
    let onMsg: ((m: unknown) => void) | undefined;
    let onExit: ((code: number | null, why?: string) => void) | undefined;
    const host = createHost((m) => setTimeout(() => alive && onMsg?.(m)), { nextSeed: () => 5 });
    const kill = (): void => {
      if (!alive) return;
      alive = false;
      onExit?.(null, 'killed');
    };
    const c: EngineChild = {
      postMessage: (m) => {
        const { type, id } = m as { type: string; id: number };
        got.push(type);
        setTimeout(() => {
          if (!alive) return;
          if (type === behaviour.dieOnce || type === behaviour.dieOn) {
            if (type === behaviour.dieOnce) behaviour.dieOnce = undefined;
            return kill();
          }
          if (type === behaviour.failOn) return onMsg?.({ id, ok: false, error: 'ERR_HOST', message: 'a rule threw' });
          if (type === 'resume' && behaviour.refuseResume !== undefined) return onMsg?.({ id, ok: false, error: 'ERR_RECORD', message: behaviour.refuseResume });
          host.receive(m);
        });
      },
      onMessage: (l) => (onMsg = l),
      onExit: (l) => (onExit = l),
      kill,
    };
    children.push(c);
    return c;
  };
  const pushes: KeeperPush[] = [];
  const disk = new Map<string, RecordResult['record']>();
  const full = new Set<string>();
  const sinkCalls: string[] = [];
  let keeper: GameKeeper | null = null;
  const relay = new EngineRelay(child, (e) => keeper?.onTransportEvent(e), {
    maxRestarts: opts.maxRestarts ?? 50,
    backoffMs: [1],
    schedule: (f) => void restarts.push(f),
  });
  const write = (what: string, g: KeptGame, f: () => void): void => {
    sinkCalls.push(`${what} ${g.saveId} ${g.record.actions.length}`);
    if (full.has(g.saveId)) throw Object.assign(new Error(`ENOSPC: no space left on device, write '${g.saveId}'`), { code: 'ENOSPC', reason: 'the disk is full' });
    f();
  };
  let n = 0;
  keeper = new GameKeeper(relay, {
    sink: {
      save: (g) => write('save', g, () => disk.set(g.saveId, g.record)),
      finished: (g) => write('finished', g, () => disk.delete(g.saveId)),
    },
    newSaveId: () => `s${++n}`,
    saveExists: (id) => disk.has(id),
    push: (p) => void pushes.push(p),
    ...(opts.retrySavesMs === undefined ? {} : { retrySavesMs: opts.retrySavesMs }),
  });
  return {
    keeper,
    relay,
    pushes,
    disk,
    full,
    sinkCalls,
    received,
    /** Sets how the engine children behave from now on. */
    next: (b: ChildBehaviour) => Object.assign(behaviour, { refuseResume: undefined, dieOn: undefined, dieOnce: undefined, failOn: undefined }, b),
    /** Kills the engine now, as a crash would: what is out answers ERR_HOST. */
    crash: () => children.at(-1)?.kill(),
    /** Lets the relay's waiting restarts happen (a fresh engine starts and the keeper resumes the games). */
    restart: () => {
      for (const f of restarts.splice(0)) f();
    },
    restartsWaiting: () => restarts.length,
  };
}

export const humanVsAi: SeatKind[] = [{ kind: 'human' }, { kind: 'ai', level: 'random' }];

export async function ok<T>(p: Promise<Response>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
  return r.result as T;
}

/** Lets the engine children's later turns run (a few timer turns). */
export const turns = (n = 5): Promise<void> => new Promise((r) => setTimeout(r, n));
