import { describe, expect, it } from 'vitest';
import { eventsFor } from '../core/game';
import { replay, type GameRecord } from '../core/record';
import { getGame, initGames } from '../games';
import { createHost } from './host';
import type { AiStepResult, GameOpenedResult, HistoryResult, RecordResult, ReplayOpened, ReplayStepResult, StepResult, ViewReport } from '../../src-shared/contract/protocol';
import { asker } from './testkit';

function open() {
  let seed = 500;
  const host = createHost(() => {}, { nextSeed: () => ++seed });
  const { ask, okResult } = asker((req) => host.handle(req));
  return { ask, okResult };
}

/** Seat 0 takes its first legal action, seat 1 is a random computer, until the game ends. */
async function playOut(okResult: ReturnType<typeof open>['okResult'], gameId: string, limit = 3000): Promise<void> {
  for (let i = 0; i < limit; i++) {
    const ai = await okResult<AiStepResult>({ type: 'aiStep', gameId });
    if (ai.outcome) return;
    if (!ai.idle) continue;
    const v = await okResult<ViewReport>({ type: 'view', gameId, seat: 0 });
    const s = await okResult<StepResult>({ type: 'act', gameId, action: v.legal[0] });
    if (s.outcome) return;
  }
  throw new Error('game did not end');
}

/** The state after the first `n` actions of `record`, rebuilt on its own. */
function stateAfter(record: GameRecord, n: number): unknown {
  const r = replay(getGame(record.game)!, { ...record, actions: record.actions.slice(0, n) });
  if (!r.ok) throw new Error(r.message);
  return r.value.state;
}

const GAMES = [
  { game: 'zero', options: {} },
  { game: 'pipfall', options: {} },
  { game: 'hex', options: {} },
  { game: 'piplus', options: {} },
  // The score keeper: no physics to run, so a whole race to 100 is quick.
  { game: 'toss', options: { mode: 'keeper', firstSide: 0 } },
] as const;

const seats = [{ kind: 'human' }, { kind: 'ai', level: 'random' }];

describe.each(GAMES)('replays of $game through the host', ({ game, options }) => {
  it('a finished game: every step shows the view of any seat or the spectator as the state after that many actions, with its events filtered', async () => {
    await initGames();
    const { ask, okResult } = open();
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game, options, seats, seed: 11 });
    await playOut(okResult, g.gameId);
    const { record } = await okResult<RecordResult>({ type: 'record', gameId: g.gameId });
    const opened = await okResult<ReplayOpened>({ type: 'replayOpen', source: { gameId: g.gameId } });
    expect(opened.game).toBe(game);
    expect(opened.steps).toBe(record.actions.length);
    expect(opened.outcome).not.toBeNull();
    // Over: every seat's view may be shown, the computer's too.
    expect(opened.viewers).toEqual([null, 0, 1]);

    const engine = getGame(game)!;
    const full = replay(engine, record);
    if (!full.ok) throw new Error(full.message);
    const n = opened.steps;
    for (const step of [0, 1, Math.floor(n / 3), Math.floor((2 * n) / 3), n]) {
      const state = stateAfter(record, step);
      for (const viewer of [null, 0, 1]) {
        const s = await okResult<ReplayStepResult>({ type: 'replayStep', replayId: opened.replayId, step, viewer });
        expect(s.step).toBe(step);
        expect(s.view.view).toEqual(JSON.parse(JSON.stringify(engine.view(state, viewer))));
        expect(s.view.legal).toEqual([]);
        expect(s.view.toAct).toEqual([...engine.toAct(state)]);
        expect(s.events).toEqual(JSON.parse(JSON.stringify(eventsFor(full.value.steps[step]!.events, viewer))));
        expect(s.log).toHaveLength(s.events.length);
        expect(s.actor).toBe(step === 0 ? null : (record.actions[step - 1] as { seat: number }).seat);
      }
    }
    const last = await okResult<ReplayStepResult>({ type: 'replayStep', replayId: opened.replayId, step: n, viewer: null });
    expect(last.view.outcome).toEqual(opened.outcome);

    // The log: one entry per step, setup first, filtered like the steps.
    const log = await okResult<HistoryResult>({ type: 'replayLog', replayId: opened.replayId, viewer: 1 });
    expect(log.steps).toHaveLength(n + 1);
    expect(log.steps.flatMap((s) => s.events).every((e) => !e.visibleTo || e.visibleTo.includes(1))).toBe(true);

    // Markers: where a round, hand or frame begins; each one's step is in that chapter and the step before is not.
    expect(opened.markers.length).toBeGreaterThan(0);
    for (const m of opened.markers) {
      const at = await okResult<ReplayStepResult>({ type: 'replayStep', replayId: opened.replayId, step: m.step, viewer: null });
      const { step: _s, ...chapter } = m;
      expect(at.chapter).toEqual(chapter);
      if (m.step > 0) {
        const before = await okResult<ReplayStepResult>({ type: 'replayStep', replayId: opened.replayId, step: m.step - 1, viewer: null });
        expect(before.chapter).not.toEqual(chapter);
      }
    }
    expect(opened.markers.map((m) => m.step)).toEqual([...opened.markers.map((m) => m.step)].sort((a, b) => a - b));

    // Out of range: a clear refusal, nothing else changes.
    const out = await ask({ type: 'replayStep', replayId: opened.replayId, step: n + 1, viewer: null });
    expect(out).toMatchObject({ ok: false, error: 'ERR_STEP' });
    expect(!out.ok && out.message).toContain(`steps 0 to ${n}`);
    expect(await ask({ type: 'replayStep', replayId: opened.replayId, step: -1, viewer: null })).toMatchObject({ ok: false, error: 'ERR_MESSAGE' });
    expect(await ask({ type: 'replayStep', replayId: opened.replayId, step: 0, viewer: 2 })).toMatchObject({ ok: false, error: 'ERR_SEAT' });

    // Closed: gone; the game itself was never touched.
    expect(await okResult({ type: 'replayClose', replayId: opened.replayId })).toEqual({ closed: true });
    expect(await ask({ type: 'replayStep', replayId: opened.replayId, step: 0, viewer: null })).toMatchObject({ ok: false, error: 'ERR_NO_REPLAY' });
    const again = await okResult<RecordResult>({ type: 'record', gameId: g.gameId });
    expect(again.record).toEqual(record);
  }, 120_000);

  it("an unfinished saved record: the computer's hand stays hidden (its view is refused; the spectator's hides it), the human seat's view is shown", async () => {
    await initGames();
    const { ask, okResult } = open();
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game, options, seats, seed: 12 });
    await playOut(okResult, g.gameId);
    const { record } = await okResult<RecordResult>({ type: 'record', gameId: g.gameId });
    const half = { ...record, actions: record.actions.slice(0, Math.floor(record.actions.length / 2)) };
    const opened = await okResult<ReplayOpened>({ type: 'replayOpen', source: { record: half, seats } });
    expect(opened.outcome).toBeNull();
    expect(opened.viewers).toEqual([null, 0]);
    const engine = getGame(game)!;
    for (const step of [0, opened.steps]) {
      const state = stateAfter(half, step);
      expect(await ask({ type: 'replayStep', replayId: opened.replayId, step, viewer: 1 })).toMatchObject({ ok: false, error: 'ERR_NOT_HUMAN' });
      const spectator = await okResult<ReplayStepResult>({ type: 'replayStep', replayId: opened.replayId, step, viewer: null });
      expect(spectator.view.view).toEqual(JSON.parse(JSON.stringify(engine.view(state, null))));
      expect(spectator.events.every((e) => !e.visibleTo)).toBe(true);
      const mine = await okResult<ReplayStepResult>({ type: 'replayStep', replayId: opened.replayId, step, viewer: 0 });
      expect(mine.view.view).toEqual(JSON.parse(JSON.stringify(engine.view(state, 0))));
    }
    expect(await ask({ type: 'replayLog', replayId: opened.replayId, viewer: 1 })).toMatchObject({ ok: false, error: 'ERR_NOT_HUMAN' });
  }, 120_000);
});

describe('replayOpen refusals', () => {
  it('refuses foreign JSON, a record whose seats do not fit, an unknown game handle, and malformed sources', async () => {
    const { ask, okResult } = open();
    expect(await ask({ type: 'replayOpen', source: { record: { hello: 1 }, seats } })).toMatchObject({ ok: false, error: 'ERR_NOT_RECORD' });
    const g = await okResult<GameOpenedResult>({ type: 'newGame', game: 'zero', options: {}, seats, seed: 3 });
    const { record } = await okResult<RecordResult>({ type: 'record', gameId: g.gameId });
    expect(await ask({ type: 'replayOpen', source: { record, seats: [{ kind: 'human' }] } })).toMatchObject({ ok: false, error: 'ERR_SEATS' });
    expect(await ask({ type: 'replayOpen', source: { gameId: 'nope' } })).toMatchObject({ ok: false, error: 'ERR_NO_GAME' });
    expect(await ask({ type: 'replayOpen', source: { gameId: g.gameId, record } })).toMatchObject({ ok: false, error: 'ERR_MESSAGE' });
    expect(await ask({ type: 'replayOpen', source: { record: { ...record, actions: [{ type: 'nonsense', seat: 0 }] }, seats } })).toMatchObject({ ok: false, error: 'ERR_RECORD' });
    // A game just dealt replays too: step 0 only.
    const opened = await okResult<ReplayOpened>({ type: 'replayOpen', source: { record, seats } });
    expect(opened.steps).toBe(0);
    expect(await ask({ type: 'replayStep', replayId: opened.replayId, step: 1, viewer: 0 })).toMatchObject({ ok: false, error: 'ERR_STEP' });
  });
});
