/**
 * One round trip per move (issue 9): a table that asks for the seat's view with each move
 * sends exactly one request per human move, through the web build's keeper to its engine
 * Worker, and the Worker receives exactly one message for it (no `record` after the step).
 */
import { describe, expect, it } from 'vitest';
import type { RequestBody } from '../../src-shared/contract/protocol';
import { webEngine } from '../saves/platform';
import { fakeWorkers, memoryStorage } from '../saves/testkit';
import { flowEngine } from '../app/flow-engine';
import { TableFlow, type FlowScreen } from '../app/flow';
import { EngineClient } from './client';
import { FlowRecovery } from './recover';
import type { SeatKind, ViewReport } from './types';

/** Plays seat 0 (its first legal action each time) the way a table on this API does; counts requests per human move. */
async function playCounting(game: string, seats: SeatKind[], seed: number) {
  const workers = fakeWorkers();
  const web = webEngine(workers.spawn, memoryStorage());
  const client = new EngineClient(web.transport);
  const sentTypes: string[] = [];
  client.onRequest((b: RequestBody) => sentTypes.push(b.type));
  const g = await client.newGame(game, { seats: seats.length }, seats, seed, 0);
  let view: ViewReport = g.view!;
  const perHumanMove: { client: number; worker: number }[] = [];
  const aiSeats = seats.flatMap((s, i) => (s.kind === 'ai' ? [i] : []));
  for (let i = 0; view.outcome === null; i++) {
    if (i > 3000) throw new Error('the game did not end');
    if (view.legal.length > 0) {
      const [c0, w0] = [client.requests, workers.received().length];
      const r = await client.act(g.gameId, view.legal[0] as Record<string, unknown>, 0);
      perHumanMove.push({ client: client.requests - c0, worker: workers.received().length - w0 });
      expect(r.step?.events.length).toBeGreaterThan(0);
      view = r.view!;
    } else {
      expect(view.toAct.some((s) => aiSeats.includes(s))).toBe(true);
      view = (await client.aiStep(g.gameId, 0)).view!;
    }
  }
  web.transport.dispose();
  return { perHumanMove, sentTypes, received: workers.received() };
}

describe('EngineClient: one request per human move', () => {
  it.each([
    ['zero', 21],
    ['pipfall', 4],
  ])(
    'the table flow plays a whole %s game against the AI through the web keeper with one request per human move and nothing else asked',
    async (game, seed) => {
      const workers = fakeWorkers();
      const web = webEngine(workers.spawn, memoryStorage());
      const client = new EngineClient(web.transport);
      const sent: string[] = [];
      client.onRequest((b: RequestBody) => sent.push(b.type));
      let humanMoves = 0;
      let ended = false;
      const screen: FlowScreen = {
        show: () => {},
        thinking: () => {},
        handOff: async () => {},
        awaitAction: async () => {
          humanMoves++;
          return current!.legal[0] as Record<string, unknown>;
        },
        play: async () => {},
        finished: async () => void (ended = true),
        problem: (e) => {
          throw e;
        },
        pause: async () => {},
      };
      let current: ViewReport | null = null;
      const watching: FlowScreen = { ...screen, show: (r) => void (current = r ?? current) };
      const seats: SeatKind[] = [{ kind: 'human' }, { kind: 'ai', level: 'random' }];
      const recovery = new FlowRecovery({ sleep: async () => {}, engineBack: () => new Promise(() => {}) });
      await new TableFlow(flowEngine(client), watching, seats, { aiDelay: () => 0, recovery }).run({ kind: 'new', game, options: { seats: 2 }, seed });
      web.transport.dispose();
      expect(ended).toBe(true);
      expect(humanMoves).toBeGreaterThan(3);
      expect(sent.filter((t) => t === 'act')).toHaveLength(humanMoves);
      expect(sent.filter((t) => t !== 'act' && t !== 'aiStep' && t !== 'newGame')).toEqual([]);
      expect(workers.received().filter((t) => t === 'view' || t === 'record')).toEqual([]);
    },
    60_000,
  );

  it.each([
    ['zero', 2, 21],
    ['pipfall', 2, 4],
  ])(
    '%s against an AI: every human move is one request and one message to the engine, and no view is asked between moves',
    async (game, n, seed) => {
      const seats: SeatKind[] = [{ kind: 'human' }, ...Array.from({ length: n - 1 }, () => ({ kind: 'ai' as const, level: 'random' }))];
      const { perHumanMove, sentTypes, received } = await playCounting(game, seats, seed);
      expect(perHumanMove.length).toBeGreaterThan(3);
      expect(perHumanMove.every((m) => m.client === 1 && m.worker === 1)).toBe(true);
      expect(sentTypes.filter((t) => t === 'view' || t === 'record')).toEqual([]);
      expect(received.filter((t) => t === 'view' || t === 'record')).toEqual([]);
    },
    60_000,
  );

  it('counts and reports every request, including a resume of a loaded record', async () => {
    const web = webEngine(fakeWorkers().spawn, memoryStorage());
    const client = new EngineClient(web.transport);
    const seen: string[] = [];
    const stop = client.onRequest((b) => seen.push(b.type));
    const g = await client.newGame('zero', { seats: 1 }, [{ kind: 'ai', level: 'random' }], 3);
    expect(g.view).toBeNull();
    const move = await client.aiStep(g.gameId);
    expect(move).toMatchObject({ view: null, toAct: expect.any(Array) as unknown });
    expect(move.step).not.toBeNull();
    const record = await client.record(g.gameId);
    await client.open({ kind: 'record', record, seats: [{ kind: 'ai', level: 'random' }], options: {} });
    stop();
    await client.hello();
    expect(seen).toEqual(['newGame', 'aiStep', 'record', 'resume']);
    expect(client.requests).toBe(5);
    web.transport.dispose();
  });
});
