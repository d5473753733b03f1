import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bot } from '../ai/bot';
import type { Game } from '../core/game';
import { err, ok } from '../core/result';
import { createEngineHost, type HintContext, type HostBot, type HostDeps, type HostHinter } from './engine-host';
import {
  PROTOCOL_VERSION,
  type AiStepResult,
  type GameOpenedResult,
  type HintResult,
  type HistoryResult,
  type HostGameOpened,
  type HostMessage,
  type HostStepResult,
  type IdleResult,
  type RecordResult,
  type SetupReport,
  type StepResult,
  type ViewReport,
} from '../../src-shared/contract/protocol';
import { asker } from './testkit';

/**
 * Take-away: seats take 1-3 from a pile in turn; whoever takes the last one wins. Each seat
 * is dealt a secret, and each take also sends the taker a private note, so visibility can be tested.
 */
interface TState {
  pile: number;
  turn: number;
  seats: number;
  secrets: number[];
  moves: number;
}
type TAction = { type: 'take'; seat: number; n: number };
type TEvent =
  { type: 'secret'; seat: number; value: number; visibleTo: number[] } | { type: 'took'; seat: number; n: number } | { type: 'noted'; seat: number; visibleTo: number[] };
type TView = { pile: number; turn: number; mySecret: number | null; moves: number };

const take: Game<TState, TAction, TEvent, TView> = {
  info: { id: 'zero', minSeats: 2, maxSeats: 3, variants: [] },
  setup(o, seed) {
    const secrets = Array.from({ length: o.seats }, (_, i) => (seed * 7 + i * 13) % 100);
    return ok({
      state: { pile: 10, turn: 0, seats: o.seats, secrets, moves: 0 },
      events: secrets.map((value, seat) => ({ type: 'secret' as const, seat, value, visibleTo: [seat] })),
    });
  },
  toAct: (s) => (s.pile > 0 ? [s.turn] : []),
  legalActions: (s, seat) => (s.pile > 0 && seat === s.turn ? [1, 2, 3].filter((n) => n <= s.pile).map((n) => ({ type: 'take' as const, seat, n })) : []),
  apply(s, a) {
    if (s.pile === 0) return err('ERR_GAME_OVER', 'the game is over');
    if (a.seat !== s.turn) return err('ERR_NOT_YOUR_TURN', `it is seat ${s.turn}'s turn`);
    if (a.n < 1 || a.n > 3 || a.n > s.pile) return err('ERR_ILLEGAL', `cannot take ${a.n} from ${s.pile}`);
    return ok({
      state: { ...s, pile: s.pile - a.n, turn: (s.turn + 1) % s.seats, moves: s.moves + 1 },
      events: [
        { type: 'took', seat: a.seat, n: a.n },
        { type: 'noted', seat: a.seat, visibleTo: [a.seat] },
      ],
    });
  },
  view: (s, seat) => ({ pile: s.pile, turn: s.turn, mySecret: seat === null ? null : s.secrets[seat]!, moves: s.moves }),
  outcome: (s) => (s.pile === 0 ? { winners: [(s.turn + s.seats - 1) % s.seats], reason: 'lastTaken' } : null),
  parseAction(input) {
    const a = input as Partial<TAction> | null;
    if (typeof a !== 'object' || a === null || a.type !== 'take' || typeof a.seat !== 'number' || typeof a.n !== 'number') return err('ERR_ACTION', 'not a take action');
    return ok({ type: 'take', seat: a.seat, n: a.n });
  },
  parseOptions(input) {
    const o = input as { seats?: unknown } | null;
    if (typeof o !== 'object' || o === null || (o.seats !== 2 && o.seats !== 3)) return err('ERR_OPTIONS', 'seats must be 2 or 3');
    return ok({ seats: o.seats });
  },
  describe: (e) => (e.type === 'took' ? `Seat ${e.seat + 1} takes ${e.n}.` : e.type === 'secret' ? `Seat ${e.seat + 1} is dealt ${e.value}.` : `Seat ${e.seat + 1} notes.`),
  ai: { determinize: (_v, rng) => [{ pile: 0, turn: 0, seats: 2, secrets: [], moves: 0 }, rng], evaluate: () => 0 },
};

/** The fallback bot: the first legal action. It remembers what it was shown. */
function firstBot(): Bot & { seen: unknown[] } {
  const seen: unknown[] = [];
  return { name: 'first', seen, choose: (_g, view, _seat, legal, rng) => (seen.push(view), { action: legal[0]!, rng }) };
}

function setup(bots: Record<string, HostBot> = { first: firstBot() }, extra: Partial<HostDeps> = {}) {
  const sent: HostMessage[] = [];
  const deps: HostDeps = {
    getGame: (id) => (id === 'zero' ? take : undefined),
    games: () => [take],
    getBot: (l) => bots[l],
    aiLevels: () => Object.keys(bots),
    nextSeed: () => 42,
    ...extra,
  };
  const host = createEngineHost((m) => sent.push(m), deps);
  const { ask, okResult } = asker((req) => host.handle(req));
  return { host, sent, ask, okResult };
}

const humanVsAi = [{ kind: 'human' }, { kind: 'ai', level: 'first' }];

describe('engine host', () => {
  it('says hello with the games it has', async () => {
    const { okResult } = setup();
    expect(await okResult({ type: 'hello' })).toEqual({
      protocol: PROTOCOL_VERSION,
      games: [{ id: 'zero', minSeats: 2, maxSeats: 3, seatCounts: [2, 3], variants: [] }],
      aiLevels: ['first'],
    });
  });

  it('starts a game, picks a seed, and shows setup events only to human seats', async () => {
    const { okResult } = setup();
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: humanVsAi });
    expect(g).toMatchObject({ gameId: 'g1', seed: 42, moves: 0, toAct: [0], outcome: null });
    expect(g.setup.events).toEqual([{ type: 'secret', seat: 0, value: (42 * 7) % 100, visibleTo: [0] }]);
    expect(g.setup.log).toEqual([{ text: 'Seat 1 is dealt 94.', visibleTo: [0] }]);
  });

  it("a view carries each legal action's targets, in the same order, when the game gives them", async () => {
    const withTargets: typeof take = { ...take, targets: (s, _seat, legal) => legal.map((a) => ({ pileAfter: s.pile - a.n })) };
    const { okResult } = setup(undefined, { getGame: () => withTargets });
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: humanVsAi, seed: 3 });
    const mine = await okResult<ViewReport>({ type: 'view', gameId: g.gameId, seat: 0 });
    expect(mine.legal).toEqual([1, 2, 3].map((n) => ({ type: 'take', seat: 0, n })));
    expect(mine.targets).toEqual([{ pileAfter: 9 }, { pileAfter: 8 }, { pileAfter: 7 }]);
    // Nothing to point at for the public view, nor without the hook.
    expect((await okResult<ViewReport>({ type: 'view', gameId: g.gameId, seat: null })).targets).toBeUndefined();
    const plain = setup();
    const h = await plain.okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: humanVsAi, seed: 3 });
    expect((await plain.okResult<ViewReport>({ type: 'view', gameId: h.gameId, seat: 0 })).targets).toBeUndefined();
  });

  it('refuses an illegal action with the engine code and changes nothing', async () => {
    const { ask, okResult } = setup();
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: humanVsAi, seed: 3 });
    const before = await okResult<ViewReport>({ type: 'view', gameId: g.gameId, seat: 0 });
    const cases: [unknown, string][] = [
      [{ type: 'take', seat: 0, n: 5 }, 'ERR_ILLEGAL'],
      [{ type: 'take', seat: 1, n: 1 }, 'ERR_NOT_HUMAN'],
      [{ type: 'take', seat: 7, n: 1 }, 'ERR_NOT_HUMAN'],
      [{ type: 'jump', seat: 0 }, 'ERR_ACTION'],
    ];
    for (const [action, code] of cases) {
      const r = await ask({ type: 'act', gameId: g.gameId, action });
      expect(r).toMatchObject({ ok: false, error: code });
      if (!r.ok) expect(r.message.length).toBeGreaterThan(5);
    }
    expect(await okResult({ type: 'view', gameId: g.gameId, seat: 0 })).toEqual(before);
    expect((await okResult<RecordResult>({ type: 'record', gameId: g.gameId })).record.actions).toEqual([]);
  });

  it('AI steps search on the transport clock when there is one (the app), on iteration budgets without (tests)', async () => {
    for (const now of [(): number => 7, undefined]) {
      const ctxs: { now?: () => number; stopNow?: boolean }[] = [];
      const bot: HostBot = { name: 'ctx', choose: (_g, _v, _s, legal, rng, ctx) => (ctxs.push({ now: ctx?.now, stopNow: ctx?.shouldStop?.() }), { action: legal[0]!, rng }) };
      const { okResult } = setup({ ctx: bot }, now ? { now } : {});
      const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: [{ kind: 'human' }, { kind: 'ai', level: 'ctx' }] });
      const v = await okResult<ViewReport>({ type: 'view', gameId: g.gameId, seat: 0 });
      await okResult({ type: 'act', gameId: g.gameId, action: v.legal[0] });
      await okResult<AiStepResult>({ type: 'aiStep', gameId: g.gameId });
      expect(ctxs).toHaveLength(1);
      expect(ctxs[0]!.now).toBe(now);
      expect(ctxs[0]!.stopNow).toBe(false);
    }
  });

  it('a close that arrives while an AI thinks in slices cancels the thinking: the step answers ERR_STALE and nothing is applied', async () => {
    let sawStop = false;
    const slow: HostBot = {
      name: 'slow',
      choose: () => {
        throw new Error('the host must think in slices when it can');
      },
      async chooseAsync(_g, _v, _s, legal, rng, ctx) {
        for (let i = 0; i < 1000 && !ctx.shouldStop?.(); i++) await ctx.pause();
        sawStop = ctx.shouldStop?.() ?? false;
        return { action: legal[0]!, rng };
      },
    };
    const { ask, okResult } = setup({ slow }, { pause: async () => {} });
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: [{ kind: 'human' }, { kind: 'ai', level: 'slow' }] });
    const v = await okResult<ViewReport>({ type: 'view', gameId: g.gameId, seat: 0 });
    await okResult({ type: 'act', gameId: g.gameId, action: v.legal[0] });
    const thinking = ask({ type: 'aiStep', gameId: g.gameId });
    await okResult({ type: 'close', gameId: g.gameId });
    expect(await thinking).toMatchObject({ ok: false, error: 'ERR_STALE' });
    expect(sawStop).toBe(true);
  });

  it.each<[string, unknown, number]>([
    ['a string', 'hello', -1],
    ['null', null, -1],
    ['no type', { id: 4 }, 4],
    ['an unknown type', { id: 5, type: 'cheat' }, 5],
    ['a non-integer id', { id: 1.5, type: 'hello' }, -1],
    ['an unknown game', { id: 6, type: 'newGame', game: 'chess', options: {}, seats: [{ kind: 'human' }] }, 6],
    ['an action that is not an object', { id: 7, type: 'act', gameId: 'g1', action: 'take 1' }, 7],
    ['a seat kind without level', { id: 8, type: 'newGame', game: 'zero', options: {}, seats: [{ kind: 'ai' }] }, 8],
  ])('answers a malformed message (%s) with ERR_MESSAGE and changes nothing', async (_name, raw, id) => {
    const { host, okResult } = setup();
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: humanVsAi });
    const before = await okResult<ViewReport>({ type: 'view', gameId: g.gameId, seat: 0 });
    const r = await host.handle(raw);
    expect(r).toMatchObject({ id, ok: false, error: 'ERR_MESSAGE' });
    if (!r.ok) expect(r.message).toMatch(/^malformed request: /);
    expect(await okResult({ type: 'view', gameId: g.gameId, seat: 0 })).toEqual(before);
  });

  it('answers every message exactly once, and garbage never changes a game', async () => {
    const { host, sent, okResult } = setup();
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: humanVsAi });
    const before = await okResult<RecordResult>({ type: 'record', gameId: g.gameId });
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (raw) => {
        const n = sent.length;
        await host.handle(raw);
        expect(sent.length).toBe(n + 1);
      }),
      { numRuns: 200 },
    );
    expect(await okResult({ type: 'record', gameId: g.gameId })).toEqual(before);
  });

  it('sends no event meant only for AI seats, and gives the bot only its view', async () => {
    const bot = firstBot();
    const { okResult } = setup({ first: bot });
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: humanVsAi, seed: 5 });
    const idle = await okResult<AiStepResult>({ type: 'aiStep', gameId: g.gameId });
    expect(idle).toEqual({ idle: true, toAct: [0], outcome: null });
    const mine = await okResult<StepResult>({ type: 'act', gameId: g.gameId, action: { type: 'take', seat: 0, n: 1 } });
    expect(mine.step.events).toEqual([
      { type: 'took', seat: 0, n: 1 },
      { type: 'noted', seat: 0, visibleTo: [0] },
    ]);
    const ai = await okResult<StepResult>({ type: 'aiStep', gameId: g.gameId });
    expect(ai.step).toEqual({ seat: 1, byAi: true, events: [{ type: 'took', seat: 1, n: 1 }], log: [{ text: 'Seat 2 takes 1.' }] });
    expect(bot.seen).toEqual([{ pile: 9, turn: 1, mySecret: (5 * 7 + 13) % 100, moves: 1 }]);
  });

  it('shows an event to a human seat in hot-seat, and only public events when every seat is an AI', async () => {
    const { okResult } = setup();
    const hot = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: [{ kind: 'human' }, { kind: 'human' }] });
    expect(hot.setup.events.map((e) => e.visibleTo)).toEqual([[0], [1]]);
    const bots = await okResult<GameOpenedResult>({
      type: 'newGame',
      game: 'zero',
      options: {},
      seats: [
        { kind: 'ai', level: 'first' },
        { kind: 'ai', level: 'first' },
      ],
    });
    expect(bots.setup.events).toEqual([]);
    const step = await okResult<StepResult>({ type: 'aiStep', gameId: bots.gameId });
    expect(step.step.events).toEqual([{ type: 'took', seat: 0, n: 1 }]);
  });

  it("does not show an AI seat's view, and checks seat numbers", async () => {
    const { ask, okResult } = setup();
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: humanVsAi });
    expect(await ask({ type: 'view', gameId: g.gameId, seat: 1 })).toMatchObject({ ok: false, error: 'ERR_NOT_HUMAN' });
    expect(await ask({ type: 'view', gameId: g.gameId, seat: 2 })).toMatchObject({ ok: false, error: 'ERR_SEAT' });
    expect(await okResult({ type: 'view', gameId: g.gameId, seat: null })).toEqual({
      view: { pile: 10, turn: 0, mySecret: null, moves: 0 },
      legal: [],
      toAct: [0],
      outcome: null,
      // A game without undo rules: nothing to take back yet (and every step will be a barrier).
      undo: { seat: null, available: false, reason: 'ERR_UNDO_NOTHING' },
    });
    expect(await ask({ type: 'view', gameId: 'g9', seat: 0 })).toMatchObject({ ok: false, error: 'ERR_NO_GAME' });
  });

  it('checks seats and options on newGame', async () => {
    const { ask } = setup();
    const seats = humanVsAi;
    expect(await ask({ type: 'newGame', game: 'zero', options: { seats: 3 }, seats })).toMatchObject({ ok: false, error: 'ERR_SEATS' });
    expect(await ask({ type: 'newGame', game: 'zero', options: {}, seats: [{ kind: 'human' }] })).toMatchObject({ ok: false, error: 'ERR_OPTIONS' });
    expect(await ask({ type: 'newGame', game: 'zero', options: {}, seats: [{ kind: 'human' }, { kind: 'ai', level: 'grandmaster' }] })).toMatchObject({
      ok: false,
      error: 'ERR_BOT',
    });
    expect(await ask({ type: 'newGame', game: 'hex', options: {}, seats })).toMatchObject({ ok: false, error: 'ERR_UNKNOWN_GAME' });
  });

  it('history replays the game: the setup and every step with the events and log lines the live steps had, after a resume too', async () => {
    const { okResult, ask } = setup();
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: humanVsAi, seed: 5 });
    const live: SetupReport[] = [g.setup];
    live.push((await okResult<HostStepResult>({ type: 'act', gameId: g.gameId, action: { type: 'take', seat: 0, n: 2 } })).step);
    live.push((await okResult<HostStepResult>({ type: 'aiStep', gameId: g.gameId })).step);
    const strip = (r: SetupReport): SetupReport => ({ events: r.events, log: r.log });
    const h = await okResult<HistoryResult>({ type: 'history', gameId: g.gameId });
    expect(h.steps).toEqual(live.map(strip));
    // The AI seat's private note never leaves the host, in history as live.
    expect(h.steps.flatMap((s) => s.events).some((e) => e.type === 'noted' && e.visibleTo?.includes(1))).toBe(false);
    // A game resumed from its record tells the same story.
    const { record } = await okResult<RecordResult>({ type: 'record', gameId: g.gameId });
    const again = await okResult<GameOpenedResult>({ type: 'resume', record, seats: humanVsAi });
    expect((await okResult<HistoryResult>({ type: 'history', gameId: again.gameId })).steps).toEqual(h.steps);
    expect(await ask({ type: 'history', gameId: 'nope' })).toMatchObject({ ok: false, error: 'ERR_NO_GAME' });
  });

  describe('one round trip per move (issue 9): viewFor and the applied action', () => {
    const hotSeat = [{ kind: 'human' }, { kind: 'human' }, { kind: 'ai', level: 'first' }];

    it("act answers with the applied action as recorded, its place in the record, and the asking seat's view with legal actions and targets", async () => {
      const withTargets: typeof take = { ...take, targets: (s, _seat, legal) => legal.map((a) => ({ pileAfter: s.pile - a.n })) };
      const { okResult } = setup(undefined, { getGame: () => withTargets });
      const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: { seats: 3 }, seats: hotSeat, seed: 3 });
      const s = await okResult<HostStepResult>({ type: 'act', gameId: g.gameId, action: { type: 'take', seat: 0, n: 2, note: 'dropped by parseAction' }, viewFor: 1 });
      expect(s.applied).toEqual({ type: 'take', seat: 0, n: 2 });
      expect(s.moves).toBe(1);
      // The same view the view request gives, seat 1 being the one to act now.
      expect(s.view).toEqual(await okResult<ViewReport>({ type: 'view', gameId: g.gameId, seat: 1 }));
      expect(s.view?.legal).toEqual([1, 2, 3].map((n) => ({ type: 'take', seat: 1, n })));
      expect(s.view?.targets).toEqual([{ pileAfter: 7 }, { pileAfter: 6 }, { pileAfter: 5 }]);
      const { record } = await okResult<RecordResult>({ type: 'record', gameId: g.gameId });
      expect(record.actions).toEqual([s.applied]);
      // Without viewFor: no view; with null: the public one.
      expect((await okResult<StepResult>({ type: 'act', gameId: g.gameId, action: { type: 'take', seat: 1, n: 1 } })).view).toBeUndefined();
      const ai = await okResult<HostStepResult>({ type: 'aiStep', gameId: g.gameId, viewFor: null });
      expect(ai).toMatchObject({ idle: false, moves: 3, applied: { type: 'take', seat: 2, n: 1 }, view: { legal: [], view: { mySecret: null } } });
    });

    it('an idle aiStep and newGame/resume carry the view too; opened games carry their record', async () => {
      const { okResult } = setup();
      const g = await okResult<HostGameOpened>({ type: 'newGame', game: 'zero', options: {}, seats: humanVsAi, seed: 3, viewFor: 0 });
      expect(g.view).toMatchObject({ toAct: [0], legal: [{ type: 'take', seat: 0, n: 1 }, expect.anything(), expect.anything()] });
      expect(g.record).toEqual({ format: 'pipfall-record', version: 1, game: 'zero', options: { seats: 2 }, seed: 3, actions: [] });
      const idle = await okResult<IdleResult>({ type: 'aiStep', gameId: g.gameId, viewFor: 0 });
      expect(idle).toMatchObject({ idle: true, view: { toAct: [0] } });
      await okResult({ type: 'act', gameId: g.gameId, action: { type: 'take', seat: 0, n: 1 } });
      const { record } = await okResult<RecordResult>({ type: 'record', gameId: g.gameId });
      const again = await okResult<HostGameOpened>({ type: 'resume', record, seats: humanVsAi, viewFor: 0 });
      expect(again.record).toEqual(record);
      expect(again.view).toEqual(await okResult<ViewReport>({ type: 'view', gameId: again.gameId, seat: 0 }));
    });

    it('refuses a viewFor of an AI seat or a missing seat before anything changes', async () => {
      const { ask, okResult } = setup();
      const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: humanVsAi, seed: 3 });
      expect(await ask({ type: 'act', gameId: g.gameId, action: { type: 'take', seat: 0, n: 1 }, viewFor: 1 })).toMatchObject({ ok: false, error: 'ERR_NOT_HUMAN' });
      expect(await ask({ type: 'act', gameId: g.gameId, action: { type: 'take', seat: 0, n: 1 }, viewFor: 5 })).toMatchObject({ ok: false, error: 'ERR_SEAT' });
      expect(await ask({ type: 'aiStep', gameId: g.gameId, viewFor: 1 })).toMatchObject({ ok: false, error: 'ERR_NOT_HUMAN' });
      expect(await ask({ type: 'newGame', game: 'zero', options: {}, seats: humanVsAi, viewFor: 1 })).toMatchObject({ ok: false, error: 'ERR_NOT_HUMAN' });
      expect((await okResult<RecordResult>({ type: 'record', gameId: g.gameId })).record.actions).toEqual([]);
      expect(await ask({ type: 'view', gameId: 'g2', seat: null })).toMatchObject({ ok: false, error: 'ERR_NO_GAME' });
    });
  });

  it('quotes at most a short, escaped excerpt of bad input in an error (issue 8: a 5 MB option key gave a 5 MB message)', async () => {
    const strict: typeof take = { ...take, parseOptions: (o) => err('ERR_OPTIONS', `unknown option ${JSON.stringify(Object.keys(o as object).find((k) => k !== 'seats'))}`) };
    const { ask } = setup(undefined, { getGame: () => strict });
    const key = `\u202e\u0000\n${'k'.repeat(5_000_000)}`;
    const r = await ask({ type: 'newGame', game: 'zero', options: { [key]: 1 }, seats: humanVsAi });
    expect(r).toMatchObject({ ok: false, error: 'ERR_OPTIONS' });
    if (r.ok) return;
    expect(r.message.length).toBeLessThan(300);
    expect(r.message).toMatch(/^unknown option "\\u202e\\u0000\\n/);
    expect([...r.message].some((c) => c.charCodeAt(0) < 0x20 || c === '\u202e')).toBe(false);
    expect(r.message.endsWith('…')).toBe(true);
  });

  it('resumes from a record to the same view, under a chosen handle', async () => {
    const { ask, okResult } = setup();
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: humanVsAi, seed: 11 });
    await okResult({ type: 'act', gameId: g.gameId, action: { type: 'take', seat: 0, n: 2 } });
    await okResult({ type: 'aiStep', gameId: g.gameId });
    const { record } = await okResult<RecordResult>({ type: 'record', gameId: g.gameId });
    expect(record).toEqual({
      format: 'pipfall-record',
      version: 1,
      game: 'zero',
      options: { seats: 2 },
      seed: 11,
      actions: [
        { type: 'take', seat: 0, n: 2 },
        { type: 'take', seat: 1, n: 1 },
      ],
    });
    const view = await okResult({ type: 'view', gameId: g.gameId, seat: 0 });

    expect(await ask({ type: 'resume', record, seats: humanVsAi, gameId: g.gameId })).toMatchObject({ ok: false, error: 'ERR_HANDLE_IN_USE' });
    const r = await okResult<GameOpenedResult>({ type: 'resume', record: JSON.parse(JSON.stringify(record)), seats: humanVsAi, gameId: 'saved' });
    expect(r).toMatchObject({ gameId: 'saved', seed: 11, moves: 2, toAct: [0] });
    expect(await okResult({ type: 'view', gameId: 'saved', seat: 0 })).toEqual(view);
    expect(await okResult({ type: 'record', gameId: 'saved' })).toEqual({ record });

    expect(await ask({ type: 'resume', record: { ...record, actions: [{ type: 'take', seat: 1, n: 1 }] }, seats: humanVsAi })).toMatchObject({ ok: false, error: 'ERR_RECORD' });
    expect(await ask({ type: 'resume', record: { hello: 1 }, seats: humanVsAi })).toMatchObject({ ok: false, error: 'ERR_NOT_RECORD' });
  });

  it('answers ERR_BOT when a bot fails or cheats, and changes nothing', async () => {
    const bots: Record<string, HostBot> = {
      thrower: {
        name: 'thrower',
        choose: () => {
          throw new Error('out of ideas');
        },
      },
      cheat: { name: 'cheat', choose: (_g, _v, _s, _l, rng) => ({ action: { type: 'take', seat: 1, n: 3 } as never, rng }) },
      imposter: { name: 'imposter', choose: (_g, _v, _s, _l, rng) => ({ action: { type: 'take', seat: 0, n: 1 } as never, rng }) },
    };
    const { ask, okResult } = setup(bots);
    for (const level of Object.keys(bots)) {
      const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: [{ kind: 'human' }, { kind: 'ai', level }], seed: 1 });
      await okResult({ type: 'act', gameId: g.gameId, action: { type: 'take', seat: 0, n: 3 } });
      const before = await okResult<RecordResult>({ type: 'record', gameId: g.gameId });
      // After 3 taken the pile is 7; the cheat's 3 is legal, so give it a pile where it is not.
      if (level === 'cheat') {
        await okResult({ type: 'close', gameId: g.gameId });
        const h = await okResult<GameOpenedResult>({
          type: 'resume',
          record: {
            ...before.record,
            actions: [
              { type: 'take', seat: 0, n: 3 },
              { type: 'take', seat: 1, n: 3 },
              { type: 'take', seat: 0, n: 3 },
            ],
          },
          seats: [{ kind: 'human' }, { kind: 'ai', level }],
        });
        expect(await ask({ type: 'aiStep', gameId: h.gameId })).toMatchObject({ ok: false, error: 'ERR_BOT' });
        continue;
      }
      const r = await ask({ type: 'aiStep', gameId: g.gameId });
      expect(r).toMatchObject({ ok: false, error: 'ERR_BOT' });
      expect(await okResult({ type: 'record', gameId: g.gameId })).toEqual(before);
    }
  });

  it("drops a slow bot's answer when the game closed meanwhile", async () => {
    let release!: () => void;
    const slow: HostBot = {
      name: 'slow',
      choose: (_g, _v, _s, legal, rng) =>
        new Promise((res) => {
          release = () => res({ action: legal[0]!, rng });
        }),
    };
    const { ask, okResult } = setup({ slow });
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: [{ kind: 'ai', level: 'slow' }, { kind: 'human' }] });
    const pending = ask({ type: 'aiStep', gameId: g.gameId });
    await Promise.resolve();
    expect(await okResult({ type: 'close', gameId: g.gameId })).toEqual({ closed: true });
    release();
    expect(await pending).toMatchObject({ ok: false, error: 'ERR_STALE' });
    expect(await ask({ type: 'record', gameId: g.gameId })).toMatchObject({ ok: false, error: 'ERR_NO_GAME' });
  });

  it('plays a whole game to its outcome', async () => {
    const { okResult } = setup();
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: humanVsAi });
    let outcome: unknown = null;
    for (let i = 0; i < 20 && outcome === null; i++) {
      const v = await okResult<ViewReport>({ type: 'view', gameId: g.gameId, seat: 0 });
      const s =
        v.legal.length > 0 ? await okResult<StepResult>({ type: 'act', gameId: g.gameId, action: v.legal[0] }) : await okResult<AiStepResult>({ type: 'aiStep', gameId: g.gameId });
      outcome = s.outcome;
    }
    expect(outcome).toEqual({ winners: [1], reason: 'lastTaken' }); // ten single takes: seat 2 takes the last
  });

  describe('hint', () => {
    /** A stand-in search: ranks the legal actions by size, remembers what it was shown. */
    function hinter(): HostHinter & { seen: { view: unknown; ctx: HintContext }[] } {
      const seen: { view: unknown; ctx: HintContext }[] = [];
      return {
        level: 'hard',
        seen,
        explain(_g, view, _seat, legal, _rng, ctx) {
          seen.push({ view, ctx });
          const top = [...legal]
            .reverse()
            .slice(0, 2)
            .map((action, i) => ({ action, label: `take ${(action as TAction).n}`, share: i === 0 ? 0.7 : 0.3, mean: i === 0 ? 0.4 : -0.1 }));
          return { top, reason: `${top[0]!.label}: best`, iterations: 10, stopped: 'iterations' };
        },
      };
    }

    it('answers a human seat that must act with the search on its view, and changes nothing', async () => {
      const h = hinter();
      const { ask, okResult } = setup(undefined, { hinter: h });
      const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: humanVsAi, seed: 3 });
      const before = await okResult<RecordResult>({ type: 'record', gameId: g.gameId });
      const hint = await okResult<HintResult>({ type: 'hint', gameId: g.gameId, seat: 0 });
      expect(hint).toEqual({
        action: { type: 'take', seat: 0, n: 3 },
        reason: 'take 3: best',
        lines: [
          { action: { type: 'take', seat: 0, n: 3 }, label: 'take 3', share: 0.7, mean: 0.4 },
          { action: { type: 'take', seat: 0, n: 2 }, label: 'take 2', share: 0.3, mean: -0.1 },
        ],
        level: 'hard',
        iterations: 10,
      });
      // The search saw seat 0's view only (its own secret, not the AI's), and no clock: an iteration budget.
      expect(h.seen[0]!.view).toEqual((await okResult<ViewReport>({ type: 'view', gameId: g.gameId, seat: 0 })).view);
      expect(h.seen[0]!.ctx.now).toBeUndefined();
      expect(h.seen[0]!.ctx.shouldStop?.()).toBe(false);
      expect(await okResult({ type: 'record', gameId: g.gameId })).toEqual(before);
      expect(await ask({ type: 'hint', gameId: g.gameId, seat: 0 })).toMatchObject({ ok: true, result: hint });
    });

    it('with `among`, compares only those actions (in any field order), answers a line for each, searches without the clock, and refuses one not legal now', async () => {
      const h = hinter();
      const { ask, okResult } = setup(undefined, { hinter: h, now: () => 5 });
      const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: humanVsAi, seed: 3 });
      const among = [
        { seat: 0, type: 'take', n: 1 },
        { type: 'take', seat: 0, n: 2 },
      ];
      const hint = await okResult<HintResult>({ type: 'hint', gameId: g.gameId, seat: 0, among });
      expect(hint.lines.map((l) => l.action)).toEqual([
        { type: 'take', seat: 0, n: 2 },
        { type: 'take', seat: 0, n: 1 },
      ]);
      expect(h.seen[0]!.ctx.now).toBeUndefined();
      expect(await ask({ type: 'hint', gameId: g.gameId, seat: 0, among: [{ type: 'take', seat: 0, n: 9 }] })).toMatchObject({ ok: false, error: 'ERR_AMONG' });
    });

    it('passes the transport clock when there is one', async () => {
      const h = hinter();
      const now = (): number => 5;
      const { okResult } = setup(undefined, { hinter: h, now });
      const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: humanVsAi });
      await okResult({ type: 'hint', gameId: g.gameId, seat: 0 });
      expect(h.seen[0]!.ctx.now).toBe(now);
    });

    it('refuses an AI seat, a seat that need not act, a missing seat, a finished game and a host without a search', async () => {
      const { ask, okResult } = setup(undefined, { hinter: hinter() });
      const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: [{ kind: 'human' }, { kind: 'human' }] });
      expect(await ask({ type: 'hint', gameId: g.gameId, seat: 1 })).toMatchObject({ ok: false, error: 'ERR_NOT_TO_ACT' });
      expect(await ask({ type: 'hint', gameId: g.gameId, seat: 2 })).toMatchObject({ ok: false, error: 'ERR_SEAT' });
      expect(await ask({ type: 'hint', gameId: g.gameId, seat: -1 })).toMatchObject({ ok: false, error: 'ERR_MESSAGE' });
      expect(await ask({ type: 'hint', gameId: 'nope', seat: 0 })).toMatchObject({ ok: false, error: 'ERR_NO_GAME' });
      const ai = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: [{ kind: 'ai', level: 'first' }, { kind: 'human' }] });
      expect(await ask({ type: 'hint', gameId: ai.gameId, seat: 0 })).toMatchObject({ ok: false, error: 'ERR_NOT_HUMAN' });
      for (let i = 0; i < 4; i++) await okResult({ type: 'act', gameId: g.gameId, action: { type: 'take', seat: i % 2, n: i < 3 ? 3 : 1 } });
      expect(await ask({ type: 'hint', gameId: g.gameId, seat: 0 })).toMatchObject({ ok: false, error: 'ERR_NOT_TO_ACT' });
      const bare = setup();
      const b = await bare.okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: humanVsAi });
      expect(await bare.ask({ type: 'hint', gameId: b.gameId, seat: 0 })).toMatchObject({ ok: false, error: 'ERR_BOT' });
    });

    it('drops a hint when the game closed while it was searched, and reports a failing search', async () => {
      let release!: () => void;
      const slow: HostHinter = {
        level: 'hard',
        explain: (_g, _v, _s, legal) =>
          new Promise((res) => {
            release = () => res({ top: [{ action: legal[0]!, label: 'x', share: 1, mean: 0 }], reason: 'x', iterations: 1, stopped: 'iterations' });
          }),
      };
      const { ask, okResult } = setup(undefined, { hinter: slow });
      const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: humanVsAi });
      const pending = ask({ type: 'hint', gameId: g.gameId, seat: 0 });
      await Promise.resolve();
      await okResult({ type: 'close', gameId: g.gameId });
      release();
      expect(await pending).toMatchObject({ ok: false, error: 'ERR_STALE' });
      const broken = setup(undefined, {
        hinter: {
          level: 'hard',
          explain: () => {
            throw new Error('no idea');
          },
        },
      });
      const b = await broken.okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: humanVsAi });
      expect(await broken.ask({ type: 'hint', gameId: b.gameId, seat: 0 })).toMatchObject({ ok: false, error: 'ERR_BOT', message: expect.stringContaining('no idea') });
    });
  });
});
