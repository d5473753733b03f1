import { describe, expect, it } from 'vitest';
import { hex } from '../src-engine/games/hex/index';
import { pipfall } from '../src-engine/games/pipfall/index';
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

  it("hex's shared0 and shared25 value a shared victory as the draw (0) or a quarter win again; the game's own evaluation scorns it (-0.5)", () => {
    const start = hex.setup({ seats: 2, variants: [] }, 3);
    if (!start.ok) throw new Error(start.message);
    const shared = { ...start.value.state, outcome: { winners: [0, 1], reason: 'trophies' } };
    const won = { ...shared, outcome: { winners: [1], reason: 'trophies' } };
    expect(hex.ai.evaluate(shared, 0)).toBe(-0.5);
    expect(withEval(hex, 'sharedm50').ai.evaluate(shared, 0)).toBe(-0.5);
    expect(withEval(hex, 'shared0').ai.evaluate(shared, 0)).toBe(0);
    const old = withEval(hex, 'shared25');
    expect(old.ai.evaluate(shared, 0)).toBe(0.25);
    expect(old.ai.evaluate(won, 1)).toBe(hex.ai.evaluate(won, 1));
    expect(old.ai.evaluate(start.value.state, 0)).toBe(hex.ai.evaluate(start.value.state, 0));
  });

  it("shared25 works for any game, and through its evaluateAll fast path too (PipFall's)", () => {
    const start = pipfall.setup({ seats: 3, variants: [] }, 5);
    if (!start.ok) throw new Error(start.message);
    const s = start.value.state;
    const shared = { ...s, outcome: { winners: [0, 2], reason: 'elimination' } };
    const old = withEval(pipfall, 'shared25');
    expect(pipfall.ai.evaluateAll!(shared)).toEqual([0, -1, 0]);
    expect(old.ai.evaluateAll!(shared)).toEqual([0.25, -1, 0.25]);
    expect(old.ai.evaluate(shared, 2)).toBe(0.25);
    expect(old.ai.evaluateAll!(s)).toEqual(pipfall.ai.evaluateAll!(s));
  });

  it('a variant of evaluate drops the fast path that would bypass it', () => {
    expect(withEval(zero, 'pips').ai.evaluateAll).toBeUndefined();
  });
});
