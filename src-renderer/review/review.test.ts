import { describe, expect, it } from 'vitest';
import type { ReplayReviewResult, ReviewedDecisionReport, ReviewMark } from '../../src-shared/contract/protocol';
import { parseStoredReview, type StoredReview } from '../../src-shared/past-reviews';
import { setLocale } from '../i18n';
import { amount, decisionAt, merged, mistakeAfter } from './review';
import { ReviewRun, type ReviewDeps } from './run.svelte';

function d(step: number, mark: ReviewMark, seat = 0): ReviewedDecisionReport {
  const loss = { best: 0, good: 0.03, inaccuracy: 0.07, mistake: 0.12, blunder: 0.3 }[mark];
  return {
    step,
    seat,
    choices: 3,
    taken: { step },
    takenLabel: `t${step}`,
    best: { step, b: 1 },
    bestLabel: `b${step}`,
    takenValue: 0.5 - loss,
    bestValue: 0.5,
    loss,
    lossShare: loss,
    mark,
  };
}

const GAME: readonly ReviewedDecisionReport[] = [d(2, 'best'), d(4, 'mistake'), d(6, 'good'), d(8, 'blunder'), d(10, 'inaccuracy')];
const currency = { kind: 'win', unit: 'win chance', scale: 1 } as const;

/** The engine's answer for `fromStep`, `limit`, over GAME. */
function sliceOf(fromStep: number, limit: number, withSummary = true): ReplayReviewResult {
  const rest = GAME.filter((x) => x.step >= fromStep);
  const got = rest.slice(0, limit);
  const after = rest[got.length];
  const next = after ? after.step : null;
  return {
    game: 'zero',
    currency,
    budget: 30,
    seats: [0],
    decisions: got,
    done: GAME.length - rest.length + got.length,
    total: GAME.length,
    next,
    forced: [1],
    ...(next === null && withSummary
      ? { summaries: [{ seat: 0, decisions: 5, forced: 1, accuracy: 70, meanLoss: 0.1, marks: { best: 1, good: 1, inaccuracy: 1, mistake: 1, blunder: 1 } }] }
      : {}),
  };
}

describe('review logic', () => {
  it('steps from mistake to mistake (inaccuracy or worse) both ways, skipping good moves', () => {
    expect(mistakeAfter(GAME, 0, 1)).toBe(4);
    expect(mistakeAfter(GAME, 4, 1)).toBe(8);
    expect(mistakeAfter(GAME, 8, 1)).toBe(10);
    expect(mistakeAfter(GAME, 10, 1)).toBeNull();
    expect(mistakeAfter(GAME, 9, -1)).toBe(8);
    expect(mistakeAfter(GAME, 4, -1)).toBeNull();
    expect(decisionAt(GAME, 6)?.mark).toBe('good');
    expect(decisionAt(GAME, 7)).toBeNull();
  });

  it('writes values in the game currency as the language does: percent, or dice solo', () => {
    setLocale('en');
    expect(amount(currency, 0.62)).toBe('62%');
    expect(amount({ kind: 'solo', unit: 'dice', scale: 16 }, 5.52)).toBe('5.5 dice');
    setLocale('de');
    expect(amount(currency, 0.41)).toMatch(/^41\s%$/);
    expect(amount({ kind: 'solo', unit: 'dice', scale: 16 }, 5.52)).toBe('5,5 Würfel');
    setLocale('en');
  });

  it('merges slices in order into a review that stores and reads back; the summary is made here when the engine could not', () => {
    let kept: StoredReview | null = null;
    for (const [from, limit] of [
      [1, 2],
      [6, 2],
      [10, 2],
    ] as const) {
      kept = merged(kept, sliceOf(from, limit, false), 20);
      expect(parseStoredReview(JSON.parse(JSON.stringify(kept)), 20)).toEqual(kept);
    }
    expect(kept!.decisions.map((x) => x.step)).toEqual([2, 4, 6, 8, 10]);
    expect(kept!.next).toBeNull();
    const s = kept!.summaries![0]!;
    expect(s.marks).toEqual({ best: 1, good: 1, inaccuracy: 1, mistake: 1, blunder: 1 });
    expect(s.forced).toBe(1);
    expect(s.accuracy).toBeGreaterThan(0);
    expect(s.accuracy).toBeLessThan(100);
    // A slice asked again from an earlier step replaces what it covers, never doubles it.
    const again = merged(kept, sliceOf(4, 2), 20);
    expect(again.decisions.map((x) => x.step)).toEqual([2, 4, 6]);
  });
});

/** A run over GAME with a kept review, counting slices. */
function harness(kept: StoredReview | null = null, slowBy = 10) {
  let clock = 0;
  const asked: number[] = [];
  const stored: StoredReview[] = [];
  let hold: (() => void) | null = null;
  const deps: ReviewDeps = {
    moves: 20,
    slice: async (from, limit) => {
      asked.push(from);
      if (asked.length === 2) await new Promise<void>((resolve) => (hold = resolve));
      return sliceOf(from, limit);
    },
    load: () => Promise.resolve(kept),
    keep: (r) => (stored.push(r), Promise.resolve(true)),
    now: () => (clock += slowBy),
  };
  return { run: new ReviewRun(deps), asked, stored, release: () => hold?.() };
}

describe('a review run', () => {
  it('shows marks slice by slice (the first one alone), keeps each, and ends with the summary', async () => {
    const h = harness();
    const going = h.run.start();
    await Promise.resolve();
    h.release();
    await new Promise((r) => setTimeout(r, 0));
    h.release();
    await going;
    expect(h.asked).toEqual([1, 4, 8]);
    expect(h.run.decisions.map((x) => x.step)).toEqual([2, 4, 6, 8, 10]);
    expect(h.run.complete).toBe(true);
    expect(h.run.summaries?.[0]?.accuracy).toBe(70);
    expect(h.stored.map((s) => s.decisions.length)).toEqual([1, 3, 5]);
  });

  it('cancel stops after the slice in flight; resume goes on from there; a kept complete review asks nothing', async () => {
    const h = harness();
    const going = h.run.start();
    await new Promise((r) => setTimeout(r, 0));
    expect(h.run.running).toBe(true);
    h.run.cancel();
    h.release();
    await going;
    expect(h.asked).toEqual([1, 4]);
    expect(h.run.done).toBe(3);
    expect(h.run.complete).toBe(false);
    expect(h.run.running).toBe(false);
    await h.run.resume();
    expect(h.asked).toEqual([1, 4, 8]);
    expect(h.run.complete).toBe(true);

    const done = harness(h.stored.at(-1));
    await done.run.start();
    expect(done.asked).toEqual([]);
    expect(done.run.decisions).toHaveLength(5);
  });

  it('a game whose decisions take long to weigh is said to be slow and reviewed one decision per slice', async () => {
    const h = harness(null, 5000);
    const going = h.run.start();
    await new Promise((r) => setTimeout(r, 0));
    h.release();
    await going;
    expect(h.run.slow).toBe(true);
    // One decision per slice: 2, 4, 6, 8, 10 each asked on its own.
    expect(h.asked).toEqual([1, 4, 6, 8, 10]);
    expect(harness().run.slow).toBe(false);
  });

  it('a part-way kept review (after a restart) resumes from its next step', async () => {
    const partial = merged(null, sliceOf(1, 2), 20);
    const h = harness(partial);
    const going = h.run.start();
    await new Promise((r) => setTimeout(r, 0));
    // The kept marks are shown, the first slice asked goes on after them.
    expect(h.run.decisions.slice(0, 2)).toEqual(partial.decisions);
    h.release();
    await going;
    expect(h.asked[0]).toBe(6);
    expect(h.run.decisions.map((x) => x.step)).toEqual([2, 4, 6, 8, 10]);
  });
});
