import { describe, expect, it } from 'vitest';
import { zero } from '../src-engine/games/zero/index';
import { withEval } from './evals';

describe('arena evaluation variants', () => {
  it('replace only evaluate, stay in [-1, 1], and refuse unknown names', () => {
    const start = zero.setup({ seats: 2, variants: [] }, 1);
    if (!start.ok) throw new Error(start.message);
    const g = withEval(zero, 'pips');
    expect(g.legalActions).toBe(zero.legalActions);
    expect(g.ai.determinize).toBe(zero.ai.determinize);
    const v = g.ai.evaluate(start.value.state, 0);
    expect(v).toBeGreaterThanOrEqual(-1);
    expect(v).toBeLessThanOrEqual(1);
    expect(() => withEval(zero, 'nope')).toThrow(/no evaluation/);
  });
});
