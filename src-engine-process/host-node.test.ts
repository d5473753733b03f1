/**
 * The Node host entry as a real child process: a whole game of Pip Zero through the
 * protocol, and main's relay restarting a child that dies.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PROTOCOL_VERSION,
  type AiStepResult,
  type GameOpenedResult,
  type HostMessage,
  type Push,
  type RequestBody,
  type Response,
  type StepResult,
  type ViewReport,
} from '../src-shared/contract/protocol';
import { EngineRelay, type EngineChild } from '../src-shared/relay';
import type { TransportEvent } from '../src-shared/keeper';

const entry = fileURLToPath(new URL('./host-node.ts', import.meta.url));
const utilityEntry = fileURLToPath(new URL('./fixtures/parent-port-shim.ts', import.meta.url));
const children: ChildProcess[] = [];

function spawn(path = entry): ChildProcess {
  const child = fork(path, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  return child;
}

afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill();
});

/** Talks to a forked host directly: numbered requests, answers matched by id. */
function client(child: ChildProcess) {
  let id = 0;
  const waiting = new Map<number, (r: Response) => void>();
  const pushes: Push[] = [];
  child.on('message', (m: HostMessage) => {
    if ('push' in m) pushes.push(m);
    else {
      waiting.get(m.id)?.(m);
      waiting.delete(m.id);
    }
  });
  const ask = (body: Record<string, unknown>): Promise<Response> =>
    new Promise((resolve) => {
      const n = ++id;
      waiting.set(n, resolve);
      child.send({ ...body, id: n });
    });
  const okResult = async <T>(body: Record<string, unknown>): Promise<T> => {
    const r = await ask(body);
    if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
    return r.result as T;
  };
  return { ask, okResult, pushes };
}

describe('host-node child process', () => {
  it('plays a whole game of Pip Zero: human seat takes its first legal action, AI steps', async () => {
    const { ask, okResult, pushes } = client(spawn());
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: { seats: 2 }, seats: [{ kind: 'human' }, { kind: 'ai', level: 'greedy' }] });
    expect(pushes).toEqual([{ push: 'ready', protocol: PROTOCOL_VERSION }]);
    expect(Number.isInteger(g.seed)).toBe(true);
    expect(g.setup.events.every((e) => !e.visibleTo || e.visibleTo.includes(0))).toBe(true);

    let outcome: ViewReport['outcome'] = null;
    let moves = 0;
    while (outcome === null) {
      if (++moves > 2000) throw new Error('the game did not end');
      const ai = await okResult<AiStepResult>({ type: 'aiStep', gameId: g.gameId });
      if (!ai.idle) {
        expect(ai.step.events.every((e) => !e.visibleTo || e.visibleTo.includes(0))).toBe(true);
        outcome = ai.outcome;
        continue;
      }
      expect(ai.toAct).toContain(0);
      const v = await okResult<ViewReport>({ type: 'view', gameId: g.gameId, seat: 0 });
      expect(v.legal.length).toBeGreaterThan(0);
      const s = await okResult<StepResult>({ type: 'act', gameId: g.gameId, action: v.legal[0] });
      expect(s.step).toMatchObject({ seat: 0, byAi: false });
      outcome = s.outcome;
    }
    expect(outcome.reason).toEqual(expect.any(String));
    const after = await ask({ type: 'act', gameId: g.gameId, action: { type: 'program', seat: 0, cards: ['2S', '3S', '4S', '5S'] } });
    expect(after).toMatchObject({ ok: false });
    expect(await ask({ type: 'bogus' })).toMatchObject({ ok: false, error: 'ERR_MESSAGE' });
  });

  it('speaks the same protocol as the Electron utility process entry (parentPort, messages as { data })', async () => {
    const { okResult, pushes } = client(spawn(utilityEntry));
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: [{ kind: 'ai', level: 'random' }] });
    expect(pushes).toEqual([{ push: 'ready', protocol: PROTOCOL_VERSION }]);
    const step = await okResult<AiStepResult>({ type: 'aiStep', gameId: g.gameId });
    expect(step).toMatchObject({ idle: false, step: { seat: 0, byAi: true } });
  });

  it('restarts a dead engine through the relay and answers what was waiting', async () => {
    const spawned: ChildProcess[] = [];
    const events: TransportEvent[] = [];
    const relay = new EngineRelay(
      (): EngineChild => {
        const c = spawn();
        spawned.push(c);
        // A send to a child that is already dying fails; the relay learns of it from the exit event.
        return {
          postMessage: (m) => c.send(m as object, () => {}),
          onMessage: (l) => c.on('message', l),
          onExit: (l) => c.on('exit', (code) => l(code)),
          kill: () => void c.kill(),
        };
      },
      (e) => events.push(e),
    );
    // The engine parses what crosses into its process: a body main would never send is refused there.
    expect(await relay.request({ type: 'bogus' } as unknown as RequestBody)).toMatchObject({ ok: false, error: 'ERR_MESSAGE' });
    const hello = await relay.request({ type: 'hello' });
    expect(hello).toMatchObject({ ok: true, result: { protocol: PROTOCOL_VERSION } });

    const opened = await relay.request({ type: 'newGame', game: 'zero', options: {}, seats: [{ kind: 'human' }] });
    expect(opened.ok).toBe(true);
    // Killed before the request goes out, so the dying child cannot answer it first.
    spawned[0]!.kill('SIGKILL');
    const pending = relay.request({ type: 'hello' });
    expect(await pending).toMatchObject({ ok: false, error: 'ERR_HOST' });
    expect(events).toEqual([expect.objectContaining({ type: 'stopped', restarting: true }), expect.objectContaining({ type: 'started' })]);
    expect(spawned.length).toBe(2);
    // The new engine answers; the old game is gone until resumed from its record (issue 5).
    expect(await relay.request({ type: 'hello' })).toMatchObject({ ok: true });
    const gameId = (opened as { result: { gameId: string } }).result.gameId;
    expect(await relay.request({ type: 'view', gameId, seat: 0 })).toMatchObject({ ok: false, error: 'ERR_NO_GAME' });
    relay.dispose();
  });
});
