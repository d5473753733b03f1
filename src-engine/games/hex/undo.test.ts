import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectBarrierRules, stepFacts, walkUndo } from '../../host/undo-testkit';
import { hex } from './index';

describe('PipFall Hex undo', () => {
  const facts = stepFacts(hex, { seats: 3 }, 5);

  it('names its barriers: the deal, the reshuffle and each program card turned up; the left-out card (shown to its holder) is not one', () => {
    expectBarrierRules(hex, facts);
    const choices = facts.filter((f) => f.action.type === 'chooseLocation' && !f.types.includes('dealt'));
    expect(choices.length).toBeGreaterThan(0);
    for (const f of choices) expect(f.barrier).toBeNull();
    const hidden = facts.filter((f) => f.action.type === 'program' && !f.types.includes('revealed'));
    expect(hidden.length).toBeGreaterThan(3);
    for (const f of hidden) {
      expect(f.types).toContain('leftOut');
      expect(f.barrier).toBeNull();
    }
    for (const f of facts.filter((x) => x.types.includes('revealed'))) expect(f.barrier).not.toBeNull();
    // A move, a power or a reinforcement that does not turn up the next card shows nothing.
    const quiet = facts.filter((f) => ['move', 'power', 'reinforce'].includes(f.action.type) && !f.types.some((t) => t === 'revealed' || t === 'dealt' || t === 'reshuffled'));
    expect(quiet.length).toBeGreaterThan(3);
    for (const f of quiet) expect(f.barrier).toBeNull();
  });

  it('undo right after a move restores the exact earlier game; a reveal refuses; a finished game refuses', async () => {
    const r = await walkUndo({ game: 'hex', options: { seats: 2 }, seed: 6, seats: 2 });
    expect(r.immediate).toBeGreaterThan(0);
    expect(r.refused.reveal).toBeGreaterThan(0);
    expect(r.finished).toBe(true);
  });

  it('property: undo, then the same action again, gives the same game', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1e6 }), async (seed) => {
        await walkUndo({ game: 'hex', options: { seats: 2 }, seed, seats: 2, maxDecisions: 16 });
      }),
      { numRuns: 4 },
    );
  });
});
