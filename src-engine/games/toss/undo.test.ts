import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { initGames } from '../index';
import { expectBarrierRules, stepFacts, walkUndo } from '../../host/undo-testkit';
import { toss } from './index';

describe('PipFall Toss undo', () => {
  beforeAll(async () => {
    await initGames();
  });

  it("names its barriers: the coin, every pitched die, every entered result; the opener's pick is not one", () => {
    const digital = stepFacts(toss, { seats: 2, mode: 'digital' }, 3, 12);
    expectBarrierRules(toss, digital);
    const tosses = digital.filter((f) => f.action.type === 'toss');
    expect(tosses.length).toBeGreaterThan(5);
    for (const f of tosses) expect(f.barrier).toBe('pitch');
    // The coin winner's pick (open, or choose the board) and the other side's answer show nothing.
    const picks = digital.filter((f) => f.action.type === 'choose');
    expect(picks.length).toBeGreaterThan(0);
    for (const f of picks) expect(f.barrier).toBeNull();
    const keeper = stepFacts(toss, { seats: 2, mode: 'keeper', firstSide: 0 }, 3, 60);
    expectBarrierRules(toss, keeper);
    for (const f of keeper.filter((x) => x.action.type === 'enter')) expect(f.barrier).toBe('pitch');
  });

  it('the pick taken back restores the exact earlier game; a toss refuses', async () => {
    const r = await walkUndo({ game: 'toss', options: { seats: 2, mode: 'digital' }, seed: 1, seats: 2, maxDecisions: 5 });
    expect(r.refused.pitch).toBeGreaterThan(0);
  });

  it('a finished game refuses (the score keeper played to its end)', async () => {
    const r = await walkUndo({ game: 'toss', options: { seats: 2, mode: 'keeper', firstSide: 0 }, seed: 2, seats: 2, level: 'random' });
    expect(r.finished).toBe(true);
  });

  it('property: whatever the coin says, undo restores exactly what it offers and the same pick gives the same game', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1e6 }), async (seed) => {
        const r = await walkUndo({ game: 'toss', options: { seats: 2, mode: 'digital' }, seed, seats: 2, maxDecisions: 3 });
        expect(r.finished).toBe(false);
      }),
      { numRuns: 3 },
    );
  });
});
