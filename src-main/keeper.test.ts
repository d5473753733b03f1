/**
 * The game keeper over a real engine child (host-node.ts through child_process.fork and main's
 * relay): the engine is killed again and again mid-game, and the same game handle plays on to
 * the end with exactly the moves an uninterrupted game makes.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { GameKeeper, type KeeperPush, type KeptGame } from '../src-shared/keeper';
import { EngineRelay, type EngineChild } from '../src-shared/relay';
import type { AiStepResult, GameOpenedResult, HintResult, RecordResult, Response, StepResult, ViewReport } from '../src-shared/contract/protocol';

const entry = fileURLToPath(new URL('../src-engine-process/host-node.ts', import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill();
});

function setup() {
  const spawned: ChildProcess[] = [];
  const pushes: KeeperPush[] = [];
  const saved: { saveId: string; moves: number; finished: boolean }[] = [];
  let keeper: GameKeeper | null = null;
  const relay = new EngineRelay(
    (): EngineChild => {
      const c = fork(entry, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      children.push(c);
      spawned.push(c);
      return { postMessage: (m) => c.send(m as object, () => {}), onMessage: (l) => c.on('message', l), onExit: (l) => c.on('exit', (code) => l(code)), kill: () => void c.kill() };
    },
    (e) => keeper?.onTransportEvent(e),
    { maxRestarts: 50 },
  );
  let n = 0;
  keeper = new GameKeeper(relay, {
    sink: {
      save: (g: KeptGame) => void saved.push({ saveId: g.saveId, moves: g.record.actions.length, finished: false }),
      finished: (g: KeptGame) => void saved.push({ saveId: g.saveId, moves: g.record.actions.length, finished: true }),
    },
    newSaveId: () => `save${++n}`,
    push: (p) => pushes.push(p),
  });
  return { relay, keeper, spawned, pushes, saved };
}

async function ok<T>(p: Promise<Response>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
  return r.result as T;
}

/** Plays seat 0 (first legal action) against a random AI; `onMove` may kill the engine between or during moves. */
async function playToEnd(keeper: GameKeeper, onMove: (move: number) => Promise<void> | void): Promise<{ gameId: string; record: RecordResult['record']; outcome: unknown }> {
  const g = await ok<GameOpenedResult>(
    keeper.request({ type: 'newGame', game: 'zero', options: { seats: 2 }, seed: 4242, seats: [{ kind: 'human' }, { kind: 'ai', level: 'random' }] }),
  );
  let outcome: ViewReport['outcome'] = null;
  for (let move = 0; outcome === null; move++) {
    if (move > 2000) throw new Error('the game did not end');
    await onMove(move);
    const ai = await ok<AiStepResult>(keeper.request({ type: 'aiStep', gameId: g.gameId }));
    if (!ai.idle) {
      outcome = ai.outcome;
      continue;
    }
    const v = await ok<ViewReport>(keeper.request({ type: 'view', gameId: g.gameId, seat: 0 }));
    const s = await ok<StepResult>(keeper.request({ type: 'act', gameId: g.gameId, action: v.legal[0] as Record<string, unknown> }));
    outcome = s.outcome;
  }
  const { record } = await ok<RecordResult>(keeper.request({ type: 'record', gameId: g.gameId }));
  return { gameId: g.gameId, record, outcome };
}

describe('GameKeeper over a dying engine child', () => {
  it('resumes the same game handle after each kill and ends exactly like an uninterrupted game', async () => {
    const calm = setup();
    const baseline = await playToEnd(calm.keeper, () => {});
    calm.relay.dispose();
    expect(baseline.record.actions.length).toBeGreaterThan(4);

    const s = setup();
    let kills = 0;
    const result = await playToEnd(s.keeper, (move) => {
      // Every 3rd move (4 times): kill the engine, sometimes between requests, sometimes while one is in flight.
      if (move % 3 !== 1 || kills >= 4) return;
      kills++;
      const child = s.spawned.at(-1)!;
      if (kills % 2 === 0) child.kill('SIGKILL');
      else setTimeout(() => child.kill('SIGKILL'), 1);
    });
    expect(kills).toBeGreaterThan(1);
    expect(s.spawned.length).toBeGreaterThan(2);
    expect(result.gameId).toBe(baseline.gameId);
    expect(result.record).toEqual(baseline.record);
    expect(result.outcome).toEqual(baseline.outcome);
    const restarts = s.pushes.filter((p) => p.push === 'hostRestarted');
    expect(restarts.length).toBe(s.spawned.length - 1);
    expect(restarts.every((p) => p.push === 'hostRestarted' && p.resumed?.includes(result.gameId))).toBe(true);
    // Saved after every step, in order, and the last save marks the game finished.
    const moves = s.saved.map((x) => x.moves);
    expect([...moves].sort((a, b) => a - b)).toEqual(moves);
    expect(s.saved.at(-1)).toEqual({ saveId: 'save1', moves: baseline.record.actions.length, finished: true });
    s.relay.dispose();
  }, 60_000);

  it('saves the record before the page sees the step', async () => {
    const s = setup();
    const g = await ok<GameOpenedResult>(s.keeper.request({ type: 'newGame', game: 'zero', options: {}, seed: 1, seats: [{ kind: 'ai', level: 'random' }] }));
    expect(s.saved).toEqual([{ saveId: 'save1', moves: 0, finished: false }]);
    await ok<AiStepResult>(s.keeper.request({ type: 'aiStep', gameId: g.gameId }));
    expect(s.saved.at(-1)).toEqual({ saveId: 'save1', moves: 1, finished: false });
    expect(s.keeper.kept(g.gameId)?.record.actions.length).toBe(1);
    await ok(s.keeper.request({ type: 'close', gameId: g.gameId }));
    expect(s.keeper.kept(g.gameId)).toBeUndefined();
    s.relay.dispose();
  });

  it('relays a hint to the engine and back without saving anything', async () => {
    const s = setup();
    const g = await ok<GameOpenedResult>(s.keeper.request({ type: 'newGame', game: 'pipfall', options: {}, seed: 3, seats: [{ kind: 'human' }, { kind: 'ai', level: 'easy' }] }));
    const saves = s.saved.length;
    const v = await ok<ViewReport>(s.keeper.request({ type: 'view', gameId: g.gameId, seat: 0 }));
    const hint = await ok<HintResult>(s.keeper.request({ type: 'hint', gameId: g.gameId, seat: 0 }));
    expect(v.legal).toContainEqual(hint.action);
    expect(hint.reason.length).toBeGreaterThan(0);
    expect(s.saved.length).toBe(saves);
    expect(s.keeper.kept(g.gameId)?.record.actions).toEqual([]);
    expect(await s.keeper.request({ type: 'hint', gameId: g.gameId, seat: 1 })).toMatchObject({ ok: false, error: 'ERR_NOT_HUMAN' });
    s.relay.dispose();
  }, 30_000);
});
