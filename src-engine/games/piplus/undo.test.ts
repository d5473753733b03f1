import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectBarrierRules, stepFacts, walkUndo } from '../../host/undo-testkit';
import { piplus } from './index';

describe('Piplus undo', () => {
  const facts = stepFacts(piplus, { seats: 3 }, 11);

  it('names its barriers: every roll (a pass with a reroll, the forced reroll, the scoring rolls) and a new deal', () => {
    expectBarrierRules(piplus, facts);
    const plays = facts.filter((f) => f.action.type === 'play' && !f.types.includes('rolled') && !f.types.includes('dealt'));
    expect(plays.length).toBeGreaterThan(5);
    for (const f of plays) expect(f.barrier).toBeNull();
    const rerolls = facts.filter((f) => f.action.type === 'pass' && (f.action as unknown as { reroll: string[] }).reroll.length > 0);
    expect(rerolls.length).toBeGreaterThan(0);
    for (const f of rerolls) expect(f.barrier).toBe('roll');
    const bare = facts.filter((f) => f.action.type === 'pass' && (f.action as unknown as { reroll: string[] }).reroll.length === 0 && !f.rngMoved && !f.types.includes('dealt'));
    for (const f of bare) expect(f.barrier).toBeNull();
    const ends = facts.filter((f) => f.types.includes('scored'));
    expect(ends.length).toBeGreaterThan(0);
    for (const f of ends) expect(f.barrier).toBe('roll');
  });

  it('undo after a play against the computers restores the exact earlier game; a roll refuses; a finished game refuses', async () => {
    const r = await walkUndo({ game: 'piplus', options: { seats: 2 }, seed: 4, seats: 2 });
    expect(r.withAi).toBeGreaterThan(0);
    expect(r.refused.roll).toBeGreaterThan(0);
    expect(r.finished).toBe(true);
  });

  it('property: undo, then the same play again, gives the same game', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1e6 }), async (seed) => {
        await walkUndo({ game: 'piplus', options: { seats: 3 }, seed, seats: 3, maxDecisions: 25 });
      }),
      { numRuns: 4 },
    );
  });
});
