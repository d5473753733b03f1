import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectBarrierRules, stepFacts, walkUndo } from '../../host/undo-testkit';
import { zero } from './index';

describe('Pip Zero undo', () => {
  const facts = stepFacts(zero, { seats: 2 }, 7);

  it('names its barriers: the deal, the reshuffle, the Initiative cards turned up, each program card revealed', () => {
    expectBarrierRules(zero, facts);
    const programs = facts.filter((f) => f.action.type === 'program');
    // The first seat's program hides its cards: nothing is shown, it can be taken back.
    const hidden = programs.filter((f) => !f.types.includes('initiativeRevealed'));
    expect(hidden.length).toBeGreaterThan(3);
    for (const f of hidden) expect(f.barrier).toBeNull();
    // The program that completes the set turns the Initiative cards up.
    const completing = programs.filter((f) => f.types.includes('initiativeRevealed'));
    expect(completing.length).toBeGreaterThan(3);
    for (const f of completing) expect(f.barrier).toBe('reveal');
    // A swap or power choice goes on to turn the next program card up (or deal the next hand).
    for (const f of facts.filter((x) => x.action.type === 'choose')) expect(f.barrier).not.toBeNull();
  });

  it('a program taken back before the computer programs restores the exact earlier game; a reveal refuses; a finished game refuses', async () => {
    const r = await walkUndo({ game: 'zero', options: { seats: 2 }, seed: 3, seats: 2 });
    expect(r.immediate).toBeGreaterThan(0);
    expect(r.refused.reveal).toBeGreaterThan(0);
    expect(r.finished).toBe(true);
  });

  it('solo against the Adversary: every program is revealed at once, so nothing can be taken back', async () => {
    const r = await walkUndo({ game: 'zero', options: { seats: 1 }, seed: 2, seats: 1, maxDecisions: 12 });
    expect(r.immediate + r.withAi).toBe(0);
    expect(r.refused.reveal).toBeGreaterThan(0);
  });

  it('property: undo, then the same program again, gives the same game', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1e6 }), async (seed) => {
        await walkUndo({ game: 'zero', options: { seats: 2 }, seed, seats: 2, maxDecisions: 12 });
      }),
      { numRuns: 4 },
    );
  });
});
