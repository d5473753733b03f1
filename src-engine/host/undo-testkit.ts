/**
 * Test helpers for undo, shared by every game's undo test (src-engine/games/<id>/undo.test.ts).
 * Two kinds: the engine-level step list (which steps are barriers, from a seeded random game),
 * and a walk through the real host with seat 0 a person and the others computers, which takes
 * every undo the host offers and checks it restores exactly what was there before the move.
 */
import { expect } from 'vitest';
import type { AnyGame, BaseAction, BaseEvent } from '../core/game';
import { nextIntMut, seedRng, type RngState } from '../core/rng';
import { barrierOf, type BarrierKind } from '../core/undo';
import { createHost } from './host';
import type { AiStepResult, GameOpenedResult, RecordResult, Response, SeatKind, StepResult, UndoResult, ViewReport } from '../../src-shared/contract/protocol';

/** One step of a seeded random game: the action, its event types and its barrier kind. */
export interface StepFact {
  readonly action: BaseAction;
  readonly events: readonly BaseEvent[];
  readonly types: readonly string[];
  readonly barrier: BarrierKind | null;
  /** Whether the state's generator moved in this step. */
  readonly rngMoved: boolean;
}

/** Plays up to `max` random legal actions from a seeded setup and says what each step was. */
export function stepFacts(game: AnyGame, options: unknown, seed: number, max = 400): StepFact[] {
  const opts = game.parseOptions(options);
  if (!opts.ok) throw new Error(opts.message);
  const start = game.setup(opts.value, seed);
  if (!start.ok) throw new Error(start.message);
  let state = start.value.state;
  const rng: RngState = seedRng(seed ^ 0x5eed);
  const out: StepFact[] = [];
  for (let n = 0; n < max && !game.outcome(state); n++) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalActions(state, seat);
    const action = legal[nextIntMut(rng as [number, number, number, number], legal.length)]!;
    const r = game.apply(state, action);
    if (!r.ok) throw new Error(r.message);
    const rngMoved = JSON.stringify(game.undo?.rng(state)) !== JSON.stringify(game.undo?.rng(r.value.state));
    out.push({ action, events: r.value.events, types: r.value.events.map((e) => e.type), barrier: barrierOf(game, state, r.value.state, r.value.events), rngMoved });
    state = r.value.state;
  }
  return out;
}

/** Checks the rules every game's barriers follow: a moved generator or a listed revealing event is always a barrier. */
export function expectBarrierRules(game: AnyGame, facts: readonly StepFact[]): void {
  const reveals = (game.undo?.reveals ?? {}) as Partial<Record<string, BarrierKind>>;
  for (const f of facts) {
    const listed = f.types.find((t) => reveals[t]);
    if (listed) expect(f.barrier, `${f.action.type} with ${listed}`).toBe(reveals[listed]);
    else if (f.rngMoved) expect(f.barrier, `${f.action.type} drew randomness`).toBe(game.undo?.chance);
    else expect(f.barrier, `${f.action.type} (${f.types.join(', ')})`).toBeNull();
  }
}

async function ok<T>(p: Promise<Response>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
  return r.result as T;
}

/** What a walk saw. */
export interface UndoWalkReport {
  /** Undos taken right after the person's move (before any computer answered). */
  readonly immediate: number;
  /** Undos that also took back the computers' answers. */
  readonly withAi: number;
  /** Refusals seen, by kind. */
  readonly refused: Readonly<Record<string, number>>;
  /** Whether the game ended (and undo then refused with ERR_GAME_OVER). */
  readonly finished: boolean;
}

/**
 * Plays a game through the real host: seat 0 a person choosing seeded random legal actions,
 * the other seats computers of `level`. Whenever the host offers undo it is taken and checked:
 * the record is the one before the move, every view (the person's and the public one) and the
 * legal actions are the ones before the move and those of a fresh host resumed from that
 * record; then the same action (and the computers' same answers) bring back exactly the
 * record and views seen before the undo. Whenever undo is not offered, the request is refused
 * with the status's code and changes nothing. Stops after `maxDecisions` decisions of seat 0.
 */
export async function walkUndo(spec: {
  game: string;
  options: Record<string, unknown>;
  seed: number;
  seats: number;
  level?: string;
  pickSeed?: number;
  maxDecisions?: number;
}): Promise<UndoWalkReport> {
  const seats: SeatKind[] = Array.from({ length: spec.seats }, (_, i) => (i === 0 ? { kind: 'human' } : { kind: 'ai', level: spec.level ?? 'random' }));
  const host = createHost(() => {});
  let id = 0;
  const ask = (body: Record<string, unknown>): Promise<Response> => host.handle({ ...body, id: ++id });
  const opened = await ok<GameOpenedResult>(ask({ type: 'newGame', game: spec.game, options: spec.options, seed: spec.seed, seats, viewFor: 0 }));
  const gameId = opened.gameId;
  const pick = seedRng(spec.pickSeed ?? spec.seed) as [number, number, number, number];
  const record = async (): Promise<RecordResult['record']> => (await ok<RecordResult>(ask({ type: 'record', gameId }))).record;
  const views = async (h = gameId, via = ask): Promise<[ViewReport, ViewReport]> => [
    await ok<ViewReport>(via({ type: 'view', gameId: h, seat: 0 })),
    await ok<ViewReport>(via({ type: 'view', gameId: h, seat: null })),
  ];
  /** The computers act until seat 0 must (or the game ends); in a simultaneous decision seat 0 goes first. */
  const computers = async (): Promise<void> => {
    for (let i = 0; i < 500; i++) {
      const v = await ok<ViewReport>(ask({ type: 'view', gameId, seat: 0 }));
      if (v.outcome || v.legal.length > 0) return;
      const r = await ok<AiStepResult>(ask({ type: 'aiStep', gameId }));
      if (r.idle) return;
    }
    throw new Error('the computers never stopped');
  };
  /** Undo now: checks it restores `before` exactly (and agrees with a fresh host resumed from that record). */
  const undoAndCheck = async (before: { record: RecordResult['record']; views: [ViewReport, ViewReport] }): Promise<void> => {
    const u = await ok<UndoResult>(ask({ type: 'undo', gameId, seat: 0, viewFor: 0 }));
    expect(u.moves).toBe(before.record.actions.length);
    expect(u.view).toEqual(before.views[0]);
    expect(await record()).toEqual(before.record);
    expect(await views()).toEqual(before.views);
    const fresh = createHost(() => {});
    let fid = 0;
    const fask = (body: Record<string, unknown>): Promise<Response> => fresh.handle({ ...body, id: ++fid });
    const re = await ok<GameOpenedResult>(fask({ type: 'resume', record: before.record, seats }));
    expect(await views(re.gameId, fask)).toEqual(before.views);
  };
  const expectRefused = async (status: NonNullable<ViewReport['undo']>): Promise<void> => {
    const rec = await record();
    const r = await ask({ type: 'undo', gameId, seat: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe(status.reason);
    expect(await record()).toEqual(rec);
  };

  let immediate = 0;
  let withAi = 0;
  const refused: Record<string, number> = {};
  await computers();
  for (let d = 0; d < (spec.maxDecisions ?? 1e9); d++) {
    const [mine] = await views();
    if (mine.outcome) break;
    if (mine.legal.length === 0) throw new Error('seat 0 must act but has no legal action');
    const status = mine.undo!;
    if (!status.available) {
      const key = status.kind ?? status.reason ?? '?';
      if ((refused[key] = (refused[key] ?? 0) + 1) <= 2) await expectRefused(status);
    }
    const before = { record: await record(), views: await views() };
    const action = mine.legal[nextIntMut(pick, mine.legal.length)] as Record<string, unknown>;
    const first = await ok<StepResult>(ask({ type: 'act', gameId, action, viewFor: 0 }));
    if (first.view!.undo!.available) {
      const after = { record: await record(), views: await views() };
      await undoAndCheck(before);
      immediate++;
      await ok<StepResult>(ask({ type: 'act', gameId, action, viewFor: 0 }));
      expect({ record: await record(), views: await views() }).toEqual(after);
    }
    await computers();
    const [now] = await views();
    if (now.undo!.available && !now.outcome) {
      const after = { record: await record(), views: await views() };
      expect(after.record.actions.length).toBeGreaterThan(before.record.actions.length);
      await undoAndCheck(before);
      if (after.record.actions.length > before.record.actions.length + 1) withAi++;
      else immediate++;
      // The same action, and the computers answer the same way: the same game as before the undo.
      await ok<StepResult>(ask({ type: 'act', gameId, action, viewFor: 0 }));
      await computers();
      expect({ record: await record(), views: await views() }).toEqual(after);
    }
  }
  const [last] = await views();
  const finished = last.outcome !== null;
  if (finished) {
    expect(last.undo).toMatchObject({ available: false, reason: 'ERR_GAME_OVER' });
    const r = await ask({ type: 'undo', gameId, seat: 0 });
    expect(r.ok ? null : r.error).toBe('ERR_GAME_OVER');
  }
  return { immediate, withAi, refused, finished };
}
