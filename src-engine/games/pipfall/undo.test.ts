import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectBarrierRules, stepFacts, walkUndo } from '../../host/undo-testkit';
import { pipfall } from './index';

describe('PipFall undo', () => {
  const facts = stepFacts(pipfall, { seats: 3 }, 9);

  it('names its barriers: the deal, the reshuffle, the Initiative cards and each program card turned up', () => {
    expectBarrierRules(pipfall, facts);
    const hidden = facts.filter((f) => f.action.type === 'program' && !f.types.includes('initiativeRevealed'));
    expect(hidden.length).toBeGreaterThan(3);
    for (const f of hidden) expect(f.barrier).toBeNull();
    for (const f of facts.filter((x) => x.types.includes('initiativeRevealed'))) expect(f.barrier).toBe('reveal');
    // Placing a marker shows nothing, unless it is the last one and the first card turns up.
    const places = facts.filter((f) => f.action.type === 'place');
    expect(places.filter((f) => f.barrier === null).length).toBeGreaterThan(3);
    for (const f of places) expect(f.barrier).toBe(f.types.some((t) => t === 'cardRevealed' || t === 'initiativeRevealed' || t === 'dealt') ? f.barrier : null);
    for (const f of facts.filter((x) => x.types[0] === 'cardRevealed' || x.types.includes('cardRevealed'))) expect(f.barrier).not.toBeNull();
  });

  it('undo after a marker against the computers restores the exact earlier game, their answers taken back too; a reveal refuses; a finished game refuses', async () => {
    const r = await walkUndo({ game: 'pipfall', options: { seats: 2 }, seed: 5, seats: 2 });
    expect(r.withAi).toBeGreaterThan(0);
    expect(r.refused.reveal).toBeGreaterThan(0);
    expect(r.finished).toBe(true);
  });

  it('property: undo, then the same action again, gives the same game', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1e6 }), async (seed) => {
        await walkUndo({ game: 'pipfall', options: { seats: 3 }, seed, seats: 3, maxDecisions: 20 });
      }),
      { numRuns: 4 },
    );
  });
});
