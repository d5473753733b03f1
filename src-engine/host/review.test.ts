import { describe, expect, it } from 'vitest';
import { greedyBot } from '../ai/greedy';
import { playGame } from '../ai/match';
import type { GameRecord } from '../core/record';
import { getGame, initGames } from '../games';
import { reviewGame } from '../review/review';
import { createHost } from './host';
import type { ReplayOpened, ReplayReviewResult, Response } from '../../src-shared/contract/protocol';
import { asker } from './testkit';

/** Small budgets: a review of a whole game in a few seconds on a busy machine. */
const BUDGET = 30;
const seats = [{ kind: 'human' }, { kind: 'ai', level: 'greedy' }] as const;

function open(pause?: () => Promise<void>) {
  const host = createHost(() => {}, { nextSeed: () => 7, ...(pause ? { pause } : {}) });
  const { ask, okResult } = asker((req) => host.handle(req));
  return { ask, okResult };
}

/** A finished 2-player Zero game, both seats played by greedy. */
async function zeroGame(seed = 5): Promise<GameRecord> {
  await initGames();
  const game = getGame('zero')!;
  const opts = game.parseOptions({ seats: 2 });
  if (!opts.ok) throw new Error(opts.message);
  return playGame(game, opts.value, seed, [greedyBot, greedyBot]).record;
}

/** Asks slice after slice from `fromStep` until the review is complete. */
async function sliced(okResult: ReturnType<typeof open>['okResult'], replayId: string, fromStep = 1, limit = 4): Promise<ReplayReviewResult[]> {
  const out: ReplayReviewResult[] = [];
  let next: number | null = fromStep;
  while (next !== null) {
    const r: ReplayReviewResult = await okResult<ReplayReviewResult>({ type: 'replayReview', replayId, budget: BUDGET, fromStep: next, limit });
    out.push(r);
    next = r.next;
  }
  return out;
}

describe('replayReview', () => {
  it("reviews the human seat slice by slice, early decisions first, as the engine's review does in one go, with progress and then the summary", async () => {
    const record = await zeroGame();
    const whole = reviewGame(getGame('zero')!, record, { seats: [0], budget: BUDGET });
    if (!whole.ok) throw new Error(whole.message);
    expect(whole.value.decisions.length).toBeGreaterThan(4);

    const { okResult } = open();
    const opened = await okResult<ReplayOpened>({ type: 'replayOpen', source: { record, seats } });
    const slices = await sliced(okResult, opened.replayId);
    const got = slices.flatMap((s) => s.decisions);
    // Only the human seat (the default), in the game's order, the same values and marks.
    expect(got.map((d) => d.seat)).toEqual(got.map(() => 0));
    expect(got.map((d) => d.step)).toEqual(whole.value.decisions.map((d) => d.step));
    expect(got.map((d) => [d.mark, d.loss, d.takenValue, d.bestValue])).toEqual(whole.value.decisions.map((d) => [d.mark, d.loss, d.takenValue, d.bestValue]));
    expect(got.map((d) => d.taken)).toEqual(whole.value.decisions.map((d) => JSON.parse(JSON.stringify(d.taken)) as unknown));
    // Progress: every slice but the last is full, done climbs to the total, which never changes.
    expect(slices.slice(0, -1).every((s) => s.decisions.length === 4 && s.next !== null)).toBe(true);
    expect(slices.map((s) => s.done)).toEqual(slices.map((_, i) => Math.min(4 * (i + 1), got.length)));
    expect(new Set(slices.map((s) => s.total))).toEqual(new Set([got.length]));
    expect(slices[0]!.currency).toEqual({ kind: 'win', unit: 'win chance', scale: 1 });
    // Only the last slice, having seen every decision, sums them up.
    expect(slices.slice(0, -1).some((s) => s.summaries)).toBe(false);
    expect(slices.at(-1)!.summaries).toEqual(JSON.parse(JSON.stringify(whole.value.summaries)));
  }, 120_000);

  it('resumes from the middle on a fresh host (a restart) with the same decisions; without them all it sends the forced counts instead of a summary', async () => {
    const record = await zeroGame(9);
    const first = open();
    const a = await first.okResult<ReplayOpened>({ type: 'replayOpen', source: { record, seats } });
    const all = (await sliced(first.okResult, a.replayId, 1, 20)).flatMap((s) => s.decisions);
    const mid = all[Math.floor(all.length / 2)]!.step;

    const second = open();
    const b = await second.okResult<ReplayOpened>({ type: 'replayOpen', source: { record, seats } });
    const rest = await sliced(second.okResult, b.replayId, mid, 3);
    expect(rest.flatMap((s) => s.decisions)).toEqual(all.filter((d) => d.step >= mid));
    expect(rest[0]!.done).toBe(all.filter((d) => d.step < mid).length + rest[0]!.decisions.length);
    expect(rest.at(-1)!.summaries).toBeUndefined();
    expect(rest.at(-1)!.forced).toHaveLength(1);
  }, 120_000);

  it('refuses malformed requests with a clear error, and seats it may not review', async () => {
    const record = await zeroGame();
    const { ask, okResult } = open();
    const opened = await okResult<ReplayOpened>({ type: 'replayOpen', source: { record, seats } });
    const replayId = opened.replayId;
    for (const [bad, field] of [
      [{ replayId, budget: 0 }, 'budget'],
      [{ replayId, limit: 500 }, 'limit'],
      [{ replayId, seats: [-1] }, 'seats.0'],
      [{ replayId, fromStep: 'one' }, 'fromStep'],
      [{}, 'replayId'],
    ] as const) {
      const r = await ask({ type: 'replayReview', ...bad });
      expect(r).toMatchObject({ ok: false, error: 'ERR_MESSAGE' });
      expect(!r.ok && r.message).toContain(field);
    }
    const extra = await ask({ type: 'replayReview', replayId, hidden: true });
    expect(extra).toMatchObject({ ok: false, error: 'ERR_MESSAGE' });
    expect(await ask({ type: 'replayReview', replayId: 'r99' })).toMatchObject({ ok: false, error: 'ERR_NO_REPLAY' });
    expect(await ask({ type: 'replayReview', replayId, seats: [2] })).toMatchObject({ ok: false, error: 'ERR_SEAT' });

    // Unfinished: the computer's play is not reviewed (its hidden cards would show), the person's is.
    const half = { ...record, actions: record.actions.slice(0, 20) };
    const h = await okResult<ReplayOpened>({ type: 'replayOpen', source: { record: half, seats } });
    expect(await ask({ type: 'replayReview', replayId: h.replayId, seats: [1] })).toMatchObject({ ok: false, error: 'ERR_NOT_HUMAN' });
    const mine = await okResult<ReplayReviewResult>({ type: 'replayReview', replayId: h.replayId, seats: [0], budget: BUDGET, limit: 1 });
    expect(mine.decisions).toHaveLength(1);
  }, 60_000);

  it('answers other requests while a slice searches, and closing the replay stops it', async () => {
    const record = await zeroGame();
    // The host's event loop turn: at the fifth, the page looks at a step and then closes the replay.
    let pauses = 0;
    const seen: { during?: Promise<Response[]> } = {};
    let replayId = '';
    const { ask, okResult } = open(async () => {
      if (++pauses !== 5) return;
      seen.during = Promise.all([ask({ type: 'replayStep', replayId, step: 1, viewer: 0 }), ask({ type: 'replayClose', replayId })]);
      await seen.during;
    });
    replayId = (await okResult<ReplayOpened>({ type: 'replayOpen', source: { record, seats } })).replayId;
    const slice = await ask({ type: 'replayReview', replayId, limit: 20 });
    expect(pauses).toBeGreaterThanOrEqual(5);
    expect(await seen.during).toMatchObject([{ ok: true }, { ok: true, result: { closed: true } }]);
    expect(slice).toMatchObject({ ok: false, error: 'ERR_REVIEW' });
  }, 60_000);
});
