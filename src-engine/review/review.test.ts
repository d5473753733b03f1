import { describe, expect, it } from 'vitest';
import { greedyBot } from '../ai/greedy';
import { playGame } from '../ai/match';
import { randomBot } from '../ai/random';
import type { AnyGame, BaseAction, Seat } from '../core/game';
import { replay, type GameRecord } from '../core/record';
import { nextUint32, seedRng } from '../core/rng';
import { getGame } from '../games/index';
import { MARK_LIMITS, markOf } from './marks';
import { reviewDecision, reviewGame, reviewGameAsync, reviewRng } from './review';

/** Small budgets: each test a few seconds on a busy machine. */
const BUDGET = 120;

function gameOf(id: string): AnyGame {
  const g = getGame(id);
  if (!g) throw new Error(`no game ${id}`);
  return g;
}

function played(id: string, seed: number, bots = [greedyBot, greedyBot]): { game: AnyGame; record: GameRecord } {
  const game = gameOf(id);
  const opts = game.parseOptions({ seats: bots.length, variants: [] });
  if (!opts.ok) throw new Error(opts.message);
  return { game, record: playGame(game, opts.value, seed, bots).record };
}

function states(game: AnyGame, record: GameRecord): unknown[] {
  const r = replay(game, record);
  if (!r.ok) throw new Error(r.message);
  return r.value.steps.map((s) => s.state);
}

/** Whether `action` ends the game at once with `seat` not among the winners. */
function losesAtOnce(game: AnyGame, state: unknown, seat: Seat, action: BaseAction): boolean {
  const r = game.apply(state, action);
  const o = r.ok ? game.outcome(r.value.state) : null;
  return o !== null && !o.winners.includes(seat);
}

describe('marks', () => {
  it('grade the loss by the documented limits, each limit itself still the milder mark', () => {
    expect(markOf(0)).toBe('best');
    expect(markOf(MARK_LIMITS.best)).toBe('best');
    expect(markOf(MARK_LIMITS.best + 0.001)).toBe('good');
    expect(markOf(MARK_LIMITS.good + 0.001)).toBe('inaccuracy');
    expect(markOf(MARK_LIMITS.inaccuracy + 0.001)).toBe('mistake');
    expect(markOf(MARK_LIMITS.mistake + 0.001)).toBe('blunder');
    expect(markOf(1)).toBe('blunder');
  });
});

describe('reviewGame', () => {
  // A position from a greedy game where one legal action loses at once and another does not: the
  // record is cut there and the losing action played instead; the review must call it a blunder.
  it.each([
    ['pipfall', 6, 136],
    ['zero', 5, 86],
    ['hex', 3, 78],
  ])('marks a planted blunder in %s (seed %i, action %i): an action the rules make lose at once', (id, seed, index) => {
    const { game, record } = played(id, seed);
    const before = states(game, record)[index];
    const seat = (record.actions[index] as { seat: Seat }).seat;
    const legal = game.legalActions(before, seat);
    const losing = legal.find((a) => losesAtOnce(game, before, seat, a));
    expect(losing, 'the position offers an action that loses at once').toBeDefined();
    expect(legal.some((a) => !losesAtOnce(game, before, seat, a) && game.apply(before, a).ok)).toBe(true);
    const planted: GameRecord = { ...record, actions: [...record.actions.slice(0, index), losing] };
    const r = reviewGame(game, planted, { seats: [seat], budget: BUDGET, fromStep: index + 1 });
    if (!r.ok) throw new Error(r.message);
    expect(r.value.decisions).toHaveLength(1);
    const d = r.value.decisions[0]!;
    expect(d.taken).toEqual(losing);
    expect(d.takenValue).toBe(0);
    expect(d.mark).toBe('blunder');
    expect(losesAtOnce(game, before, seat, d.best)).toBe(false);
    expect(r.value.summaries[0]!.marks.blunder).toBe(1);
  });

  // The same decision in a world where every card the seat cannot see is dealt anew (the AI's own
  // determinisation of its view): the seat sees the same, so the review must say the same.
  it.each([
    ['pipfall', 4],
    ['zero', 9],
    ['piplus', 2],
  ])('reads no hidden information in %s: hidden cards re-dealt consistently with the view give the same marks', (id, seed) => {
    const { game, record } = played(id, seed, [randomBot, randomBot]);
    const all = states(game, record);
    let compared = 0;
    let redealt = 0;
    for (let i = 0; i < record.actions.length && compared < 4; i += 7) {
      const action = game.parseAction(record.actions[i]);
      if (!action.ok) throw new Error(action.message);
      const seat = (action.value as { seat: Seat }).seat;
      const state = all[i];
      const view = game.view(state, seat);
      const [other] = game.ai.determinize(JSON.parse(JSON.stringify(view)), seedRng(nextUint32(seedRng(i))[0]));
      expect(game.view(other, seat)).toEqual(view);
      if (JSON.stringify(other) !== JSON.stringify(state)) redealt++;
      const rng = reviewRng(record.seed, i, seat);
      const here = reviewDecision(game, state, seat, action.value, rng, 2, BUDGET);
      if (here === null) continue;
      expect(reviewDecision(game, other, seat, action.value, rng, 2, BUDGET)).toEqual(here);
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(3);
    // The worlds differed: otherwise the comparison proves nothing.
    expect(redealt).toBeGreaterThanOrEqual(3);
  });

  it('is deterministic for a record and a budget, and reviews only the chosen seats', () => {
    const { game, record } = played('hex', 2, [greedyBot, randomBot]);
    const opts = { seats: [1], budget: 60, fromStep: 30 };
    const a = reviewGame(game, record, opts);
    const b = reviewGame(game, record, opts);
    if (!a.ok || !b.ok) throw new Error('review failed');
    expect(a.value.decisions.length).toBeGreaterThan(3);
    expect(b.value).toEqual(a.value);
    expect(a.value.decisions.every((d) => d.seat === 1 && d.step >= 30)).toBe(true);
    expect(a.value.summaries.map((s) => s.seat)).toEqual([1]);
    expect(a.value.complete).toBe(true);
  });

  it('reports each decision as it is done, in order, and stops between decisions when cancelled', () => {
    const { game, record } = played('pipfall', 3, [greedyBot, randomBot]);
    const signal = { aborted: false };
    const steps: number[] = [];
    const r = reviewGame(game, record, {
      seats: [0],
      budget: 40,
      signal,
      onProgress: (p) => {
        steps.push(p.decision.step);
        expect(p.done).toBe(steps.length);
        expect(p.total).toBeGreaterThan(10);
        if (p.done === 3) signal.aborted = true;
      },
    });
    if (!r.ok) throw new Error(r.message);
    expect(r.value.complete).toBe(false);
    expect(r.value.decisions.map((d) => d.step)).toEqual(steps);
    expect(steps).toHaveLength(3);
    expect([...steps].sort((x, y) => x - y)).toEqual(steps);
    expect(r.value.summaries[0]!.decisions).toBe(3);
  });

  it('resumes where a cancelled review stopped, with the same decisions as an uninterrupted one', async () => {
    const { game, record } = played('pipfall', 3, [greedyBot, randomBot]);
    // An AbortSignal-like flag, set from the progress callback as a UI's cancel button would.
    const signal = { aborted: false };
    const pause = (): Promise<void> => Promise.resolve();
    const first = await reviewGameAsync(game, record, {
      seats: [0],
      budget: 40,
      signal,
      pause,
      onProgress: (p) => {
        if (p.done === 2) signal.aborted = true;
      },
    });
    if (!first.ok) throw new Error(first.message);
    expect(first.value.decisions).toHaveLength(2);
    const next = first.value.decisions[1]!.step + 1;
    // A slice of three, as a host answering one request at a time would review, then the rest.
    const slice = reviewGame(game, record, { seats: [0], budget: 40, fromStep: next, limit: 3 });
    if (!slice.ok) throw new Error(slice.message);
    expect(slice.value.decisions).toHaveLength(3);
    expect(slice.value.complete).toBe(false);
    const rest = reviewGame(game, record, { seats: [0], budget: 40, fromStep: slice.value.decisions[2]!.step + 1 });
    const whole = reviewGame(game, record, { seats: [0], budget: 40 });
    if (!rest.ok || !whole.ok) throw new Error('review failed');
    expect(rest.value.complete).toBe(true);
    expect([...first.value.decisions, ...slice.value.decisions, ...rest.value.decisions]).toEqual(whole.value.decisions);
  });
});
