/**
 * Crash recovery, deterministic: main's relay and the game keeper over stand-in engine
 * children that run the real host in this process, so a test can kill one at an exact moment
 * (on receiving a resume, right after a request) or make it refuse a record (issue 8,
 * defects 3 and 4). The same over real child processes, killed at random: soak.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createHost } from '../src-engine/host/host';
import type { GameOpenedResult, Response, SeatKind, ViewReport } from '../src-shared/contract/protocol';
import { GameKeeper, type KeptGame } from '../src-shared/keeper';
import { EngineRelay, type EngineChild } from '../src-shared/relay';

/** What a stand-in child does with a message before its host sees it. */
type Interceptor = (msg: { type: string; id: number }, child: FakeChild) => 'pass' | 'die' | Response;

interface FakeChild extends EngineChild {
  readonly n: number;
  alive: boolean;
  die(): void;
}

/** Stand-in engine processes: the real host, answering on a later turn; `next` interceptors apply to the next child spawned. */
function fakeEngines() {
  const children: FakeChild[] = [];
  const log: string[] = [];
  const plans: Interceptor[][] = [];
  const spawn = (): EngineChild => {
    const n = children.length + 1;
    const intercept = plans.shift() ?? [];
    let onMessage: (m: unknown) => void = () => {};
    let onExit: (code: number | null) => void = () => {};
    const host = createHost((m) => setTimeout(() => child.alive && onMessage(m)), { nextSeed: () => 11 });
    const child: FakeChild = {
      n,
      alive: true,
      postMessage(m) {
        setTimeout(() => {
          if (!child.alive) return;
          const msg = m as { type: string; id: number; gameId?: string };
          for (const f of intercept) {
            const what = f(msg, child);
            if (what === 'die') return child.die();
            if (what !== 'pass') return onMessage({ ...what, id: msg.id });
          }
          void host.handle(m).then((r) => {
            if (msg.type === 'resume') log.push(`child ${n}: resume ${r.ok ? 'ok' : r.error}`);
          });
        });
      },
      onMessage: (l) => (onMessage = l),
      onExit: (l) => (onExit = l),
      kill: () => child.die(),
      die() {
        if (!child.alive) return;
        child.alive = false;
        log.push(`child ${n}: died`);
        setTimeout(() => onExit(null));
      },
    };
    children.push(child);
    return child;
  };
  return { spawn, children, log, plan: (...i: Interceptor[]) => plans.push(i), current: () => children.at(-1)! };
}

const seats: SeatKind[] = [{ kind: 'human' }, { kind: 'ai', level: 'random' }];

function world(relayOptions: ConstructorParameters<typeof EngineRelay>[2] = {}) {
  const engines = fakeEngines();
  const pushes: { push: string; resumed?: readonly string[]; lost?: readonly unknown[] }[] = [];
  const removed: string[] = [];
  let keeper: GameKeeper | null = null;
  const relay = new EngineRelay(engines.spawn, (e) => keeper?.onTransportEvent(e), relayOptions);
  let n = 0;
  keeper = new GameKeeper(relay, {
    sink: { save: () => {}, finished: (g: KeptGame) => void removed.push(g.saveId) },
    newSaveId: () => `s${++n}`,
    push: (p) => {
      engines.log.push(`push ${p.push}`);
      pushes.push(p);
    },
  });
  return { engines, relay, keeper, pushes, removed };
}

async function ok<T>(p: Promise<Response>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
  return r.result as T;
}

const until = async (cond: () => boolean): Promise<void> => {
  for (let i = 0; i < 2000 && !cond(); i++) await new Promise((r) => setTimeout(r, 1));
};

describe('recovery (issue 8, defect 3): requests wait for the recovery that is current when they run', () => {
  it('a second engine death during the resume: the waiting request still sees its game, and "resumed" comes once, after the resume really worked', async () => {
    const w = world({ maxRestarts: 10 });
    const g = await ok<GameOpenedResult>(w.keeper.request({ type: 'newGame', game: 'zero', options: { seats: 2 }, seed: 3, seats }));
    // The engine that replaces the first one dies as soon as it is asked to resume.
    w.engines.plan((m) => (m.type === 'resume' ? 'die' : 'pass'));
    w.engines.current().die();
    await until(() => w.engines.children.length === 2);
    const view = await w.keeper.request({ type: 'view', gameId: g.gameId, seat: 0 });
    expect(view).toMatchObject({ ok: true });
    expect((view as { result: ViewReport }).result.legal.length).toBeGreaterThan(0);
    expect(w.engines.children).toHaveLength(3);
    const restarted = w.pushes.filter((p) => p.push === 'hostRestarted');
    expect(restarted).toHaveLength(1);
    expect(restarted[0]!.resumed).toEqual([g.gameId]);
    // The one "resumed" push came after the third engine really had the game.
    expect(w.engines.log.indexOf('push hostRestarted')).toBeGreaterThan(w.engines.log.indexOf('child 3: resume ok'));
    w.relay.dispose();
  });

  it('a game the new engine refuses is reported lost, answers ERR_GAME_LOST, and its save stays for Continue', async () => {
    const w = world({ maxRestarts: 10 });
    const a = await ok<GameOpenedResult>(w.keeper.request({ type: 'newGame', game: 'zero', options: { seats: 2 }, seed: 3, seats }));
    const b = await ok<GameOpenedResult>(w.keeper.request({ type: 'newGame', game: 'zero', options: { seats: 2 }, seed: 4, seats }));
    let resumes = 0;
    w.engines.plan((m) => (m.type === 'resume' && resumes++ === 0 ? { id: m.id, ok: false, error: 'ERR_RECORD', message: 'record action 0 refused' } : 'pass'));
    w.engines.current().die();
    await until(() => w.pushes.length > 0);
    expect(w.pushes).toEqual([expect.objectContaining({ push: 'hostRestarted', resumed: [b.gameId], lost: [expect.objectContaining({ gameId: a.gameId, saveId: 's1' })] })]);
    expect(await w.keeper.request({ type: 'view', gameId: a.gameId, seat: 0 })).toMatchObject({ ok: false, error: 'ERR_GAME_LOST', message: expect.stringMatching(/Continue/) });
    expect(await w.keeper.request({ type: 'view', gameId: b.gameId, seat: 0 })).toMatchObject({ ok: true });
    expect(w.removed).toEqual([]);
    w.relay.dispose();
  });
});

describe('recovery (issue 8, defect 4): bounded restarts, then Retry, and every restart resumes the open games', () => {
  it('after giving up no request starts an engine behind the keeper; Retry does, and resumes the games under their handles', async () => {
    let t = 0;
    const w = world({ maxRestarts: 2, restartWindowMs: 60_000, now: () => t, backoffMs: [0] });
    const g = await ok<GameOpenedResult>(w.keeper.request({ type: 'newGame', game: 'zero', options: { seats: 2 }, seed: 3, seats }));
    for (let i = 0; i < 3; i++) {
      t += 10;
      w.engines.current().die();
      await until(() => w.engines.children.length === i + 2 || w.pushes.some((p) => p.push === 'engineDown'));
    }
    await until(() => w.pushes.some((p) => p.push === 'engineDown'));
    expect(w.pushes.at(-1)).toMatchObject({ push: 'engineDown' });
    const spawned = w.engines.children.length;
    // Requests are answered at once, and none of them starts an engine with no games in it.
    t += 120_000;
    expect(await w.keeper.request({ type: 'view', gameId: g.gameId, seat: 0 })).toMatchObject({ ok: false, error: 'ERR_ENGINE_DOWN' });
    expect(await w.keeper.request({ type: 'aiStep', gameId: g.gameId })).toMatchObject({ ok: false, error: 'ERR_ENGINE_DOWN' });
    expect(w.engines.children.length).toBe(spawned);

    w.keeper.retry();
    const view = await w.keeper.request({ type: 'view', gameId: g.gameId, seat: 0 });
    expect(view).toMatchObject({ ok: true });
    expect(w.pushes.at(-1)).toMatchObject({ push: 'hostRestarted', resumed: [g.gameId] });
    // A later death is recovered again, under the same handle.
    w.engines.current().die();
    expect(await w.keeper.request({ type: 'view', gameId: g.gameId, seat: 0 })).toMatchObject({ ok: true });
    w.relay.dispose();
  });

  it('restarts back off: the second restart in a row waits longer than the first', async () => {
    const delays: number[] = [];
    const w = world({ maxRestarts: 5, restartWindowMs: 60_000, now: () => 0, schedule: (f: () => void, ms: number) => (delays.push(ms), void setTimeout(f, 0)) });
    await ok(w.keeper.request({ type: 'hello' }));
    for (let i = 0; i < 4; i++) {
      w.engines.current().die();
      await until(() => w.engines.children.length === i + 2);
    }
    expect(w.engines.children).toHaveLength(5);
    expect(delays.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThan(delays[i - 1]!);
    w.relay.dispose();
  });
});
