import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src-shared/contract/games';
import { GAMES } from '../games';
import { createHost } from './host';
import type { AiStepResult, GameOpenedResult, HelloResult, HintResult, HostMessage, RecordResult, Response, StepResult, ViewReport } from '../../src-shared/contract/protocol';

function open() {
  const sent: HostMessage[] = [];
  let seed = 100;
  const host = createHost((m) => sent.push(m), { nextSeed: () => ++seed });
  let id = 0;
  const okResult = async <T>(body: Record<string, unknown>): Promise<T> => {
    const r: Response = await host.handle({ id: ++id, ...body });
    if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
    return r.result as T;
  };
  return { okResult, sent };
}

/** Plays with the human seats taking their first legal action and the AI stepping, until the end. */
async function playOut(okResult: ReturnType<typeof open>['okResult'], gameId: string, humans: number[], limit = 2000): Promise<StepResult[]> {
  const steps: StepResult[] = [];
  for (let i = 0; i < limit; i++) {
    const ai = await okResult<AiStepResult>({ type: 'aiStep', gameId });
    if (!ai.idle) steps.push(ai);
    if (ai.outcome) return steps;
    if (!ai.idle) continue;
    const seat = ai.toAct.find((s) => humans.includes(s));
    if (seat === undefined) throw new Error(`nobody can act: toAct ${ai.toAct.join(',')}`);
    const v = await okResult<ViewReport>({ type: 'view', gameId, seat });
    const s = await okResult<StepResult>({ type: 'act', gameId, action: v.legal[0] });
    steps.push(s);
    if (s.outcome) return steps;
  }
  throw new Error('game did not end');
}

describe('host with the real games and bots', () => {
  it("plays exactly the contract's games: the registry is keyed by its GameId, and misses none", async () => {
    const { okResult } = open();
    const hello = await okResult<HelloResult>({ type: 'hello' });
    expect(hello.games.map((g) => g.id).sort()).toEqual([...GAME_IDS].sort());
    expect(Object.keys(GAMES).sort()).toEqual([...GAME_IDS].sort());
  });

  it('lists Pip Zero', async () => {
    const { okResult } = open();
    const hello = await okResult<HelloResult>({ type: 'hello' });
    expect(hello.games.map((g) => g.id)).toContain('zero');
    expect(hello.aiLevels).toEqual(expect.arrayContaining(['random', 'greedy']));
  });

  it("tells each game's measured ladder, so the new-game screen can word a level's strength", async () => {
    const { okResult } = open();
    const hello = await okResult<HelloResult>({ type: 'hello' });
    const zero = hello.games.find((g) => g.id === 'zero');
    const two = zero?.ladder?.find((l) => l.players === 2);
    // Hard was measured against Medium at two seats (docs/ai-strength.md, "zero 2p").
    expect(two?.pairs.find((p) => p.a === 'hard' && p.b === 'medium')?.games).toBeGreaterThan(0);
    for (const g of hello.games) for (const l of g.ladder ?? []) expect(l.players).toBeGreaterThanOrEqual(2);
  });

  it('offers the player levels weakest first, without the CLI alias "ai", and still plays a seat saved with it', async () => {
    const { okResult } = open();
    const hello = await okResult<HelloResult>({ type: 'hello' });
    expect(hello.aiLevels).toEqual(['random', 'greedy', 'easy', 'medium', 'hard']);
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats: [{ kind: 'human' }, { kind: 'ai', level: 'ai' }] });
    expect(g.gameId).toBeTruthy();
  });

  it('plays Pip Zero human against random AI, hides the AI hand, and resumes to the same view', async () => {
    const { okResult } = open();
    const seats = [{ kind: 'human' }, { kind: 'ai', level: 'random' }];
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats });
    expect(g.seed).toBe(101);
    const steps = await playOut(okResult, g.gameId, [0]);
    const all = [g.setup.events, ...steps.map((s) => s.step.events)].flat();
    expect(all.some((e) => e.visibleTo && !e.visibleTo.includes(0))).toBe(false);
    expect(steps.at(-1)!.outcome).not.toBeNull();

    const { record } = await okResult<RecordResult>({ type: 'record', gameId: g.gameId });
    expect(record.actions.length).toBe(steps.length);
    const r = await okResult<GameOpenedResult>({ type: 'resume', record: JSON.parse(JSON.stringify(record)), seats });
    for (const seat of [0, null]) {
      expect(await okResult({ type: 'view', gameId: r.gameId, seat })).toEqual(await okResult({ type: 'view', gameId: g.gameId, seat }));
    }
  });

  it('plays the same game again from the same seed (AI decisions are seeded per move)', async () => {
    const a = open();
    const b = open();
    const seats = [
      { kind: 'ai', level: 'greedy' },
      { kind: 'ai', level: 'random' },
    ];
    const ga = await a.okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats, seed: 7 });
    const gb = await b.okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats, seed: 7 });
    await playOut(a.okResult, ga.gameId, []);
    await playOut(b.okResult, gb.gameId, []);
    expect(await a.okResult({ type: 'record', gameId: ga.gameId })).toEqual(await b.okResult({ type: 'record', gameId: gb.gameId }));
  });

  it("hints the hard AI's choice to a human seat in Pip Zero and PipFall: a legal action with its reason, the same each time", async () => {
    for (const game of ['zero', 'pipfall'] as const) {
      const a = open();
      const b = open();
      const seats = [{ kind: 'human' }, { kind: 'ai', level: 'random' }];
      const ga = await a.okResult<GameOpenedResult>({ type: 'newGame', game, options: {}, seats, seed: 5 });
      const gb = await b.okResult<GameOpenedResult>({ type: 'newGame', game, options: {}, seats, seed: 5 });
      const v = await a.okResult<ViewReport>({ type: 'view', gameId: ga.gameId, seat: 0 });
      const hint = await a.okResult<HintResult>({ type: 'hint', gameId: ga.gameId, seat: 0 });
      expect(v.legal).toContainEqual(hint.action);
      expect(hint.lines).toHaveLength(2);
      expect(hint.lines[0]!.action).toEqual(hint.action);
      expect(hint.lines[0]!.label).toMatch(/^program /);
      expect(hint.reason).toContain(hint.lines[1]!.label);
      // No clock here: the hard level's iteration budget, so the same game gets the same hint.
      expect(await b.okResult({ type: 'hint', gameId: gb.gameId, seat: 0 })).toEqual(hint);
      await a.okResult({ type: 'act', gameId: ga.gameId, action: hint.action });
    }
  }, 60_000);

  it('plays PipFall Hex on Sixfold through the host: the view carries a target per legal action, the AI hides its cards, the record resumes', async () => {
    const { okResult } = open();
    const seats = [{ kind: 'human' }, { kind: 'ai', level: 'random' }, { kind: 'ai', level: 'random' }];
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'hex', options: { map: 'sixfold' }, seats, seed: 9 });
    const v = await okResult<ViewReport>({ type: 'view', gameId: g.gameId, seat: 0 });
    expect(v.legal[0]).toEqual({ type: 'chooseLocation', seat: 0, location: 'A' });
    expect(v.targets).toHaveLength(v.legal.length);
    expect(v.targets![0]).toMatchObject({ kind: 'location', location: 'A', isDefault: true });
    const steps = await playOut(okResult, g.gameId, [0]);
    const all = [g.setup.events, ...steps.map((s) => s.step.events)].flat();
    expect(all.some((e) => e.visibleTo && !e.visibleTo.includes(0))).toBe(false);
    const { record } = await okResult<RecordResult>({ type: 'record', gameId: g.gameId });
    const r = await okResult<GameOpenedResult>({ type: 'resume', record: JSON.parse(JSON.stringify(record)), seats });
    expect(await okResult({ type: 'view', gameId: r.gameId, seat: 0 })).toEqual(await okResult({ type: 'view', gameId: g.gameId, seat: 0 }));
  }, 60_000);
  it('plays PipFall Toss through the protocol with no start-up call: the host starts the physics first; tosses come back with their tracks, and a hint names an aim', async () => {
    const { okResult } = open();
    const seats = [{ kind: 'human' }, { kind: 'ai', level: 'easy' }];
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'toss', options: { seats: 2, firstSide: 0 }, seats, seed: 3 });
    const v = await okResult<ViewReport>({ type: 'view', gameId: g.gameId, seat: 0 });
    expect(v.targets).toHaveLength(v.legal.length);
    const hint = await okResult<HintResult>({ type: 'hint', gameId: g.gameId, seat: 0 });
    expect(v.legal).toContainEqual(hint.action);
    expect(hint.lines[0]!.label).toMatch(/ (lob|arc)$/);
    const mine = await okResult<StepResult>({ type: 'act', gameId: g.gameId, action: hint.action });
    const tossed = mine.step.events.find((e) => e.type === 'tossed') as { tracks: { id: number; samples: number[] }[] } | undefined;
    expect(tossed?.tracks[0]?.samples.length).toBeGreaterThan(7 * 30);
    const ai = await okResult<AiStepResult>({ type: 'aiStep', gameId: g.gameId });
    expect(ai.idle).toBe(false);
    expect(ai.toAct).toEqual([0]);
  }, 120_000);
});
