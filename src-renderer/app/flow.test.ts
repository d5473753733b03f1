/**
 * The table flow against the real engine host (in-process): real games, real legal
 * actions, a scripted screen. Counts what crosses to the engine per move.
 */
import { describe, expect, it } from 'vitest';
import { createHost } from '../../src-engine/host/host';
import type { Response } from '../../src-shared/contract/protocol';
import type { SeatKind, SetupReport, ViewReport } from '../engine/types';
import { FlowRecovery } from '../engine/recover';
import { TableFlow, type FlowEngine, type FlowScreen } from './flow';

/** Flow options for tests: no pauses, and the app's recovery with short waits (an engine given up never comes back). */
const opts = () => ({ aiDelay: () => 0, recovery: new FlowRecovery({ sleep: async () => {}, engineBack: () => new Promise<void>(() => {}), pausesMs: [1, 1, 1] }) });

/** An engine over the in-process host that records every call the flow makes. */
function engine(): FlowEngine & { calls: string[]; failNext: (type: string, code: string, after?: number) => void } {
  const host = createHost(() => {}, { nextSeed: () => 7 });
  let id = 0;
  const calls: string[] = [];
  const failures = new Map<string, { code: string; after: number }>();
  async function ask(body: Record<string, unknown>): Promise<unknown> {
    const r: Response = await host.handle({ id: ++id, ...body });
    if (!r.ok) throw Object.assign(new Error(r.message), { code: r.error });
    return r.result;
  }
  const view = (gameId: string, seat: number | null) => ask({ type: 'view', gameId, seat }) as Promise<ViewReport>;
  const fail = (type: string): void => {
    const f = failures.get(type);
    if (!f) return;
    if (f.after > 0) return void f.after--;
    failures.delete(type);
    throw Object.assign(new Error(`scripted ${f.code}`), { code: f.code });
  };
  return {
    calls,
    failNext: (type, code, after = 0) => failures.set(type, { code, after }),
    async newGame(game, options, seats, seed, viewFor) {
      calls.push('newGame');
      const r = (await ask({ type: 'newGame', game, options, seats, ...(seed === undefined ? {} : { seed }) })) as { gameId: string; setup: SetupReport };
      return { gameId: r.gameId, setup: r.setup, view: await view(r.gameId, viewFor) };
    },
    async view(gameId, seat) {
      calls.push('view');
      fail('view');
      return view(gameId, seat);
    },
    async act(gameId, action, viewFor) {
      calls.push('act');
      fail('act');
      const r = (await ask({ type: 'act', gameId, action })) as { step: SetupReport };
      return { step: r.step, view: await view(gameId, viewFor) };
    },
    async aiStep(gameId, viewFor) {
      calls.push('aiStep');
      fail('aiStep');
      const r = (await ask({ type: 'aiStep', gameId })) as { idle: boolean; step?: SetupReport };
      return { step: r.step ?? null, view: await view(gameId, viewFor) };
    },
  };
}

/** A screen that plays the first legal action (or `choose`) and records what it was asked to do. */
function screen(choose: (r: ViewReport, seat: number) => Record<string, unknown> = (r) => r.legal[0] as Record<string, unknown>) {
  const log: string[] = [];
  let last: ViewReport | null = null;
  let ended: ViewReport | null = null;
  const problems: unknown[] = [];
  const s: FlowScreen = {
    show(report, seat, canAct) {
      last = report;
      log.push(report === null ? 'cover' : `show:${seat}:${canAct ? 'act' : 'wait'}`);
    },
    thinking(seat) {
      if (seat !== null) log.push(`thinking:${seat}`);
    },
    async handOff(seat) {
      log.push(`handOff:${seat}`);
    },
    async awaitAction(seat) {
      log.push(`await:${seat}`);
      return choose(last!, seat);
    },
    async play() {
      log.push('play');
    },
    async finished(report) {
      ended = report;
    },
    problem(e) {
      problems.push(e);
    },
    async pause() {},
  };
  return { screen: s, log, problems, ended: () => ended };
}

const vsAi: SeatKind[] = [{ kind: 'human' }, { kind: 'ai', level: 'random' }];

describe('table flow', () => {
  it('plays a whole game against the computer with exactly one request per human move; the hand is shown while the computer programs', async () => {
    const e = engine();
    const sc = screen();
    const flow = new TableFlow(e, sc.screen, vsAi, opts());
    await flow.run({ kind: 'new', game: 'zero', options: { seats: 2, variants: [] }, seed: 11 });
    expect(sc.ended()?.outcome).not.toBeNull();
    const humanMoves = sc.log.filter((l) => l.startsWith('await:')).length;
    expect(humanMoves).toBeGreaterThan(5);
    // Every human move is one `act`; nothing else is asked for between a move and the next.
    expect(e.calls.filter((c) => c === 'act')).toHaveLength(humanMoves);
    expect(e.calls.filter((c) => c === 'view')).toHaveLength(0);
    expect(e.calls[0]).toBe('newGame');
    // The first thing the seat sees is its own hand, to act on at once: no wait for the computer to program.
    expect(sc.log.find((l) => l.startsWith('show:'))).toBe('show:0:act');
  });

  it('hot-seat: covers the table and hands off whenever another human seat must act, then shows that seat', async () => {
    const e = engine();
    const sc = screen();
    const flow = new TableFlow(e, sc.screen, [{ kind: 'human' }, { kind: 'human' }], opts());
    await flow.run({ kind: 'new', game: 'pipfall', options: { seats: 2, variants: [] }, seed: 3 });
    const handOffs = sc.log.flatMap((l, i) => (l.startsWith('handOff:') ? [i] : []));
    expect(handOffs.length).toBeGreaterThan(3);
    for (const i of handOffs) {
      expect(sc.log[i - 1]).toBe('cover');
      const seat = sc.log[i]!.split(':')[1];
      // The next thing shown is that seat's view, and it is asked to act.
      expect(sc.log.slice(i + 1).find((l) => l.startsWith('show:'))).toBe(`show:${seat}:act`);
    }
    // A hand-off needs a view of the new seat; the moves themselves still cost one request each.
    expect(e.calls.filter((c) => c === 'view')).toHaveLength(handOffs.length);
  });

  it('hot-seat in a game with nothing secret (toss): the screen passes to the next seat without a hand-off cover', async () => {
    const e = engine();
    // Seat 0 enters a 6 for each of its dice, seat 1 misses the board: 36 a frame wins in three frames.
    const sc = screen((r, seat) => (r.legal as { type: string; result?: unknown }[]).find((a) => a.type === 'enter' && a.result === (seat === 0 ? 6 : 'off'))!);
    const both: SeatKind[] = [{ kind: 'human' }, { kind: 'human' }];
    const flow = new TableFlow(e, sc.screen, both, { ...opts(), openInformation: true });
    await flow.run({ kind: 'new', game: 'toss', options: { seats: 2, variants: [], mode: 'keeper', firstSide: 0 }, seed: 3 });
    expect(sc.ended()?.outcome?.winners).toEqual([0]);
    expect(sc.log.some((l) => l.startsWith('handOff:') || l === 'cover')).toBe(false);
    // Both seats entered their own dice: 9 each over three frames.
    expect(sc.log.filter((l) => l === 'await:0')).toHaveLength(9);
    expect(sc.log.filter((l) => l === 'await:1')).toHaveLength(9);
  });

  it('a refused action is shown and the seat is asked again, with the game unchanged', async () => {
    const e = engine();
    const offered: string[] = [];
    const sc = screen((r) => {
      offered.push(JSON.stringify(r.legal));
      if (offered.length === 1) return { type: 'program', seat: 0, cards: ['2C', '2C', '2C', '2C'] };
      return r.legal[0] as Record<string, unknown>;
    });
    const flow = new TableFlow(e, sc.screen, vsAi, opts());
    await flow.run({ kind: 'new', game: 'zero', options: { seats: 2, variants: [] }, seed: 5 });
    expect(sc.problems).toHaveLength(1);
    expect((sc.problems[0] as { code: string }).code).toMatch(/^ERR_/);
    // Asked again with the very same choices: the refused action changed nothing.
    expect(offered[1]).toBe(offered[0]);
    expect(sc.ended()?.outcome).not.toBeNull();
  });

  it('an engine failure during a computer move (the engine restarting) is shown, the view asked for again, and play goes on', async () => {
    const e = engine();
    const sc = screen();
    // PipFall: after both seats program, the computer places its markers on its own turns.
    e.failNext('aiStep', 'ERR_HOST', 2);
    e.failNext('view', 'ERR_STALE');
    const flow = new TableFlow(e, sc.screen, vsAi, opts());
    await flow.run({ kind: 'new', game: 'pipfall', options: { seats: 2, variants: [] }, seed: 9 });
    expect(sc.problems.map((p) => (p as { code: string }).code)).toEqual(['ERR_HOST']);
    expect(sc.ended()?.outcome).not.toBeNull();
  });

  it('a failure that asking again does not cure stops the flow with that error', async () => {
    const e = engine();
    const sc = screen();
    const gone = (): Promise<never> => Promise.reject(Object.assign(new Error('gone'), { code: 'ERR_HOST' }));
    const broken: FlowEngine = { ...e, aiStep: gone, view: gone };
    const computers: SeatKind[] = [
      { kind: 'ai', level: 'random' },
      { kind: 'ai', level: 'random' },
    ];
    const flow = new TableFlow(broken, sc.screen, computers, opts());
    await expect(flow.run({ kind: 'new', game: 'zero', options: { seats: 2, variants: [] }, seed: 9 })).rejects.toThrow('gone');
  });

  it('a hot-seat game continued from a save shows nobody’s cards until the seat to act takes the screen', async () => {
    const e = engine();
    const both: SeatKind[] = [{ kind: 'human' }, { kind: 'human' }];
    const started = await e.newGame('zero', { seats: 2, variants: [] }, both, 4, null);
    const sc = screen();
    const flow: TableFlow = new TableFlow(e, { ...sc.screen, awaitAction: async (seat) => (flow.stop(), sc.screen.awaitAction(seat)) }, both, opts(), true);
    expect(flow.screenSeat).toBeNull();
    await flow.run({ kind: 'opened', gameId: started.gameId });
    // Nothing is shown for a seat before the hand-off: cover, hand the screen over, then that seat's view.
    expect(sc.log.slice(0, 4)).toEqual(['cover', 'handOff:0', 'show:0:act', 'await:0']);
  });
});
