/** Zero's learned evaluation: the time left it reads, and the table it was fitted to. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextIntMut, seedRng } from '../src-engine/core/rng';
import { unwrap } from '../src-engine/core/result';
import { zero } from '../src-engine/games/zero/index';
import { expectedRemoved, handsLeft, learnedValue, oddsIndex } from './zero-learned';
import { REMOVAL_ODDS } from './zero-removal-odds';
import type { ZeroState, ZeroVariant } from '../src-engine/games/zero/state';
import { gridOf, start } from '../src-engine/games/zero/testkit';

/** Plays random legal actions to the end, noting handsLeft at each hand's programming decision. */
function playNoting(seed: number, variants: ZeroVariant[]): { predicted: { handNo: number; left: number }[]; last: number; reason: string } {
  let s = unwrap(zero.setup({ seats: 2, variants }, seed)).state;
  const r = [...seedRng(seed + 7)] as [number, number, number, number];
  const predicted: { handNo: number; left: number }[] = [];
  while (!s.outcome) {
    if (s.phase === 'program' && predicted.at(-1)?.handNo !== s.handNo) predicted.push({ handNo: s.handNo, left: handsLeft(s) });
    const seat = zero.toAct(s)[0]!;
    const legal = zero.legalActions(s, seat);
    s = unwrap(zero.apply(s, legal[nextIntMut(r, legal.length)]!)).state;
  }
  return { predicted, last: s.handNo, reason: s.outcome.reason };
}

describe('zero: hands left before the deck timer (what the learned evaluation reads)', () => {
  it('a two-player game without variants lasts 13 hands: 13 left at the first, 1 at the last', () => {
    const s = start({ seats: 2 });
    expect(handsLeft(s)).toBe(13);
  });

  it('matches the hands actually played until the timer, at every hand of random games (both timers)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (seed, easier) => {
        const g = playNoting(seed, easier ? ['easier'] : []);
        if (g.reason === 'cleared') return;
        for (const p of g.predicted) expect(p.left).toBe(g.last - p.handNo + 1);
      }),
      { numRuns: 12 },
    );
  });
});

describe('zero: the learned removal odds', () => {
  const FULL = [
    [3, 4, 5, 6],
    [6, 5, 4, 3],
    [4, 3, 6, 5],
    [5, 6, 3, 4],
  ];
  const t = REMOVAL_ODDS;

  it('has one probability per (hands left, pips, column, dice in column)', () => {
    expect(t.odds).toHaveLength(t.maxHands * 6 * 16);
    for (const p of t.odds) expect(p >= 0 && p <= 1).toBe(true);
  });

  it('a die has better odds with more hands to go, and a 1 better than a 4, as the data says', () => {
    const at = (h: number, pips: number) => t.odds[oddsIndex(t.maxHands, h, pips, 0, 2)]!;
    expect(at(6, 1)).toBeGreaterThan(at(1, 1));
    expect(at(1, 1)).toBeGreaterThan(at(1, 4));
    // With one hand left a die of 3 or more cannot reach 0 (no card takes more than 2 pips).
    expect(at(1, 4)).toBeLessThan(0.05);
  });

  it('values removed dice as certain, and a seat ahead on expected removals above 0, symmetric between seats', () => {
    const ahead = FULL.map((r, i) => r.map((p, j) => (i === 0 && j < 2 ? 0 : p)));
    const s = start({ seats: 2, grids: [gridOf(ahead), gridOf(FULL)] });
    expect(expectedRemoved(t, s.grids[0]!, 13).mean).toBeGreaterThan(expectedRemoved(t, s.grids[1]!, 13).mean + 0.8);
    const v = learnedValue(t, s, 0);
    expect(v).toBeGreaterThan(0);
    expect(v).toBeCloseTo(-learnedValue(t, s, 1));
    expect(Math.abs(v)).toBeLessThanOrEqual(0.95);
  });

  it('the same lead is worth more late in the game than early (less time to catch up)', () => {
    const ahead = FULL.map((r, i) => r.map((p, j) => (i === 0 && j < 2 ? 0 : p)));
    const early = start({ seats: 2, grids: [gridOf(ahead), gridOf(FULL)] });
    const late: ZeroState = { ...early, lastHand: true };
    expect(learnedValue(t, late, 0)).toBeGreaterThan(learnedValue(t, early, 0));
  });
});
