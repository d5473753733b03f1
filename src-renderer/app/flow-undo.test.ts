/** Undo through the table flow, against the real engine host in-process. */
import { describe, expect, it } from 'vitest';
import { createHost } from '../../src-engine/host/host';
import type { Response } from '../../src-shared/contract/protocol';
import type { SeatKind, SetupReport, ViewReport } from '../engine/types';
import { FlowRecovery } from '../engine/recover';
import { TableFlow, type FlowEngine, type FlowScreen } from './flow';

const opts = () => ({ aiDelay: () => 0, recovery: new FlowRecovery({ sleep: async () => {}, engineBack: () => new Promise<void>(() => {}), pausesMs: [1] }) });

function engine(): FlowEngine & { calls: string[] } {
  const host = createHost(() => {}, { nextSeed: () => 7 });
  let id = 0;
  const calls: string[] = [];
  async function ask(body: Record<string, unknown>): Promise<unknown> {
    const r: Response = await host.handle({ id: ++id, ...body });
    if (!r.ok) throw Object.assign(new Error(r.message), { code: r.error });
    return r.result;
  }
  return {
    calls,
    async newGame(game, options, seats, seed, viewFor) {
      const r = (await ask({ type: 'newGame', game, options, seats, seed, viewFor })) as { gameId: string; setup: SetupReport; view: ViewReport };
      return r;
    },
    view: (gameId, seat) => ask({ type: 'view', gameId, seat }) as Promise<ViewReport>,
    async act(gameId, action, viewFor) {
      calls.push('act');
      return (await ask({ type: 'act', gameId, action, viewFor })) as { step: SetupReport; view: ViewReport };
    },
    async aiStep(gameId, viewFor) {
      calls.push('aiStep');
      const r = (await ask({ type: 'aiStep', gameId, viewFor })) as { step?: SetupReport; view: ViewReport };
      return { step: r.step ?? null, view: r.view };
    },
    async undo(gameId, seat, viewFor) {
      calls.push(`undo:${seat}`);
      return (await ask({ type: 'undo', gameId, seat, viewFor })) as { undone: number; view: ViewReport };
    },
  };
}

/**
 * A screen that plays the first legal action, except that the first time undo is offered it
 * asks for it (`undoSeat` picks whose) and then stops the game at its next decision.
 */
function undoingScreen(getFlow: () => TableFlow, undoSeat: (r: ViewReport) => number) {
  const seen: { report: ViewReport; seat: number }[] = [];
  const log: string[] = [];
  let undone = false;
  const s: FlowScreen = {
    show(report, seat, canAct) {
      if (report && canAct && seat !== null) seen.push({ report, seat });
    },
    thinking() {},
    async handOff(seat) {
      log.push(`handOff:${seat}`);
    },
    awaitAction(seat) {
      const last = seen[seen.length - 1]!.report;
      if (undone) {
        log.push(`after:${seat}`);
        getFlow().stop();
        return Promise.resolve(last.legal[0] as Record<string, unknown>);
      }
      if (last.undo?.available && getFlow().canUndo) {
        undone = true;
        log.push(`undo:${undoSeat(last)}`);
        expect(getFlow().undo(undoSeat(last))).toBe(true);
        return new Promise(() => {});
      }
      return Promise.resolve(last.legal[0] as Record<string, unknown>);
    },
    async play() {},
    async finished() {},
    problem(e) {
      throw e;
    },
    pause: async () => {},
    async rewound(n) {
      log.push(`rewound:${n}`);
    },
  };
  return { screen: s, seen, log };
}

/** A two-seat Piplus game through the flow whose seat at the screen asks to undo its move once. */
async function undoingGame(seats: SeatKind[]) {
  const e = engine();
  let flow: TableFlow | null = null;
  const sc = undoingScreen(
    () => flow!,
    (r) => r.undo!.seat!,
  );
  flow = new TableFlow(e, sc.screen, seats, opts());
  await flow.run({ kind: 'new', game: 'piplus', options: { seats: 2 }, seed: 4 });
  return { e, sc };
}

describe('TableFlow undo', () => {
  it('against the computer: takes back the move and the computer’s answer, rewinds the log, and shows the earlier position to act in again', async () => {
    const { e, sc } = await undoingGame([{ kind: 'human' }, { kind: 'ai', level: 'random' }]);
    const undoAt = sc.log.indexOf('undo:0');
    expect(undoAt).toBeGreaterThanOrEqual(0);
    expect(sc.log[undoAt + 1]).toMatch(/^rewound:[2-9]/);
    expect(sc.log[undoAt + 2]).toBe('after:0');
    // The position shown after the undo is the one seat 0 had before its last move.
    const acts = sc.seen;
    const after = acts[acts.length - 1]!.report;
    const before = acts.slice(0, -1).find((x) => JSON.stringify(x.report.view) === JSON.stringify(after.view));
    expect(before).toBeDefined();
    expect(e.calls.filter((c) => c === 'undo:0')).toHaveLength(1);
  });

  it('hot-seat: the next player allows the take-back, and the screen passes back to the player who moved', async () => {
    const { sc } = await undoingGame([{ kind: 'human' }, { kind: 'human' }]);
    const undoAt = sc.log.findIndex((l) => l.startsWith('undo:'));
    expect(undoAt).toBeGreaterThanOrEqual(0);
    const who = Number(sc.log[undoAt]!.slice(5));
    expect(sc.log[undoAt + 1]).toBe('rewound:1');
    // The seat at the screen was the other player: the table covers and hands back.
    expect(sc.log[undoAt + 2]).toBe(`handOff:${who}`);
    expect(sc.log[undoAt + 3]).toBe(`after:${who}`);
  });

  it('tells the screen when it would take an undo, so the button is never offered when the flow would refuse it', async () => {
    for (const [game, seats, expected] of [
      // Pip Zero against the computer: the computer programs alongside the person, so not then.
      ['zero', [{ kind: 'human' }, { kind: 'ai', level: 'random' }], false],
      ['piplus', [{ kind: 'human' }, { kind: 'human' }], true],
    ] as const) {
      let flow: TableFlow | null = null;
      let undoable = false;
      const agreed: boolean[] = [];
      const offered = new Set<boolean>();
      let decisions = 0;
      const screen: FlowScreen = {
        show() {},
        thinking() {},
        async handOff() {},
        undoable(on) {
          undoable = on;
        },
        awaitAction() {
          agreed.push(undoable === flow!.canUndo);
          offered.add(undoable);
          if (++decisions === 12) flow!.stop();
          const r = last!;
          return Promise.resolve(r.legal[0] as Record<string, unknown>);
        },
        async play() {},
        async finished() {},
        problem(e) {
          throw e;
        },
        pause: async () => {},
      };
      let last: ViewReport | null = null;
      const show = screen.show.bind(screen);
      screen.show = (r, seat, may) => {
        if (r) last = r;
        show(r, seat, may);
      };
      flow = new TableFlow(engine(), screen, seats, opts());
      await flow.run({ kind: 'new', game, options: { seats: 2 }, seed: 4 });
      expect(agreed.length, game).toBeGreaterThan(3);
      expect(agreed.every(Boolean), game).toBe(true);
      expect(offered.has(expected), game).toBe(true);
      expect(undoable, `${game}: not offered once the decision is taken`).toBe(false);
    }
  });
});
